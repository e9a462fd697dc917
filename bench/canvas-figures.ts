/**
 * The canvas figures of a board, as functions other benches call (`bench/workspace.ts`,
 * `npm run bench:speed`): open time until everything in view is drawn, frame times while dragging
 * a part, and how long a burst of mouse moves takes to be handled. Each takes a project the
 * signed-in context can open and returns figures; none judges them.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { type Diagram, wiresOfParts } from '../src/domain/circuit/diagram.ts';
import {
  canvasCentre,
  type Expected,
  grabPoint,
  nodePosition,
  type Point,
  partsNearCentre,
  startFrameRecorder,
  stopFrameRecorder,
  trackProblems,
  waitUntilDrawn,
} from './workspace-page.ts';

const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time)));

/** Creates an empty project, then saves `diagram` into it as the editor does (PATCH + version). */
export const createBoardProject = async (context: BrowserContext, name: string, diagram: Diagram) => {
  const created = await context.request.post('/api/projects', { data: { name, category: 'other' } });
  if (created.status() !== 201)
    throw new Error(`POST /api/projects: ${created.status()} ${await created.text()}`);
  const { id, version } = (await created.json()) as { id: string; version: number };
  const saved = await context.request.patch(`/api/projects/${id}`, { data: { version, diagram } });
  if (!saved.ok()) throw new Error(`PATCH /api/projects/${id}: ${saved.status()} ${await saved.text()}`);
  return id;
};

/**
 * Opens the board once as its author would, until the workspace has sent the picture of its
 * circuit that its cards show (a project saved only through the API has none, and its card would
 * draw it in the browser: a project made in the workspace never shows that to home).
 */
export const pictureFromWorkspace = async (context: BrowserContext, id: string) => {
  const page = await context.newPage();
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/projects/${id}/thumbnail`) && response.request().method() === 'PUT',
    { timeout: 120_000 },
  );
  await page.goto(`/es/board/${id}`, { waitUntil: 'commit' });
  const response = await sent;
  if (!response.ok())
    throw new Error(`PUT thumbnail of ${id}: ${response.status()} ${await response.text()}`);
  await page.close();
};

/** A fresh page on the board; ms from navigation start until everything in view is drawn. */
export const openBoard = async (context: BrowserContext, id: string, expected: Expected) => {
  const page = await context.newPage();
  const problems = trackProblems(page);
  await page.goto(`/es/board/${id}`, { waitUntil: 'commit' });
  return { page, ms: await waitUntilDrawn(page, expected, problems) };
};

/**
 * Opens the board `runs` times, each in a fresh page of `context` (the first with a cold HTTP
 * cache if the context is new), closing each but the last, which is returned for the drags.
 */
export const openTimes = async (context: BrowserContext, id: string, expected: Expected, runs = 5) => {
  const samples: number[] = [];
  let last: Page | undefined;
  for (let i = 0; i < runs; i += 1) {
    const { page, ms } = await openBoard(context, id, expected);
    samples.push(ms);
    await last?.close();
    last = page;
  }
  if (!last) throw new Error('no board page was opened');
  return { samples, page: last };
};

export interface Drag {
  id: string;
  /** Wires at the dragged part, when the diagram was given. */
  wires: number | undefined;
  moves: number;
  /** From pointer down to pointer up. */
  seconds: number;
  frames: number[];
  before: Point | null;
  after: Point | null;
}

export const hasMoved = (drag: Drag) =>
  drag.before !== null &&
  drag.after !== null &&
  Math.hypot(drag.after.x - drag.before.x, drag.after.y - drag.before.y) > 10;

/**
 * Drags the part of `prefix` nearest the canvas' centre that can be grabbed (not by a pin or a
 * wire over it), `moves` moves of (±2, ±1) px towards the centre (so React Flow does not auto-pan),
 * at most one every `intervalMs` (8 = a 125 Hz mouse; 0 = as fast as the page takes them),
 * recording the page's frames from the press until two frames after the release.
 */
export const dragPart = async (
  page: Page,
  prefix: string,
  {
    moves = 120,
    intervalMs = 8,
    diagram,
    afterMove,
  }: {
    moves?: number;
    intervalMs?: number;
    diagram?: Diagram;
    /** Called after each move has been handled (a profiler started and stopped mid-drag). */
    afterMove?: (step: number) => Promise<void>;
  } = {},
): Promise<Drag> => {
  let id = '';
  let start: Point | null = null;
  for (const candidate of await partsNearCentre(page, prefix)) {
    start = await grabPoint(page, candidate);
    id = candidate;
    if (start) break;
  }
  if (!start) throw new Error(`no ${prefix} part could be grabbed without touching a pin or a wire`);
  const before = await nodePosition(page, id);
  const centre = await canvasCentre(page);
  const dx = start.x <= centre.x ? 2 : -2;
  const dy = start.y <= centre.y ? 1 : -1;
  await page.mouse.move(start.x, start.y);
  await startFrameRecorder(page);
  await page.mouse.down();
  const t0 = performance.now();
  for (let step = 1; step <= moves; step += 1) {
    await page.mouse.move(start.x + step * dx, start.y + step * dy);
    await afterMove?.(step);
    if (intervalMs > 0) await sleep(t0 + step * intervalMs - performance.now());
  }
  await page.mouse.up();
  const frames = await stopFrameRecorder(page);
  const seconds = (performance.now() - t0) / 1000;
  await sleep(300);
  const after = await nodePosition(page, id);
  const wires = diagram ? wiresOfParts(diagram, [id]).length : undefined;
  return { id, wires, moves, seconds, frames, before, after };
};

export interface CanvasFigures {
  /** Open time of each run, ms since navigation start. */
  open: number[];
  /** 120 paced moves of an LED (2 wires), then of a Pico (its ~100 wires): frame times. */
  drags: Drag[];
  /** 60 moves of an LED sent as fast as the page handles them, until painted. */
  burst: Drag;
}

/**
 * Every canvas figure of one board: `runs` opens, then on the last page the paced LED and Pico
 * drags and the 60-move burst. The project is edited (the parts move and are saved).
 */
export const canvasFigures = async (
  context: BrowserContext,
  id: string,
  expected: Expected,
  { runs = 5, diagram }: { runs?: number; diagram?: Diagram } = {},
): Promise<CanvasFigures> => {
  const { samples, page } = await openTimes(context, id, expected, runs);
  await sleep(1_000);
  const drags = [await dragPart(page, 'led', { diagram }), await dragPart(page, 'pico', { diagram })];
  const burst = await dragPart(page, 'led', { moves: 60, intervalMs: 0, diagram });
  await page.close();
  return { open: samples, drags, burst };
};
