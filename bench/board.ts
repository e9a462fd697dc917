/**
 * A board in the workspace as the benches use it: created through the API, opened in a fresh page
 * until everything is drawn, and a part dragged while frames are recorded. Built on the page
 * helpers of workspace-page.ts, so "everything drawn" means the same in every bench.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
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

const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

/** Creates an empty project, then saves `diagram` into it as the editor does (PATCH + version). */
export const createBoardProject = async (
  context: BrowserContext,
  name: string,
  diagram: Diagram,
): Promise<string> => {
  const created = await context.request.post('/api/projects', { data: { name, category: 'other' } });
  if (created.status() !== 201)
    throw new Error(`POST /api/projects: ${created.status()} ${await created.text()}`);
  const { id, version } = (await created.json()) as { id: string; version: number };
  const saved = await context.request.patch(`/api/projects/${id}`, { data: { version, diagram } });
  if (!saved.ok()) throw new Error(`PATCH /api/projects/${id}: ${saved.status()} ${await saved.text()}`);
  return id;
};

/** A fresh page on the board; ms from navigation start until every part and wire is drawn. */
export const openBoardPage = async (
  context: BrowserContext,
  id: string,
  expected: Expected,
): Promise<{ page: Page; ms: number }> => {
  const page = await context.newPage();
  const problems = trackProblems(page);
  await page.goto(`/es/board/${id}`, { waitUntil: 'commit' });
  return { page, ms: await waitUntilDrawn(page, expected, problems) };
};

export interface Drag {
  id: string;
  moves: number;
  /** From the first mouse move sent until the last one was handled by the page. */
  movesSeconds: number;
  /** Time between animation frames from the press until two frames after the release. */
  frames: number[];
  before: Point | null;
  after: Point | null;
}

export const hasMoved = (drag: Drag): boolean =>
  drag.before !== null &&
  drag.after !== null &&
  Math.hypot(drag.after.x - drag.before.x, drag.after.y - drag.before.y) > 10;

/**
 * Drags the part of `prefix` nearest the canvas' centre that can be grabbed (not on a pin, not
 * under a wire): `moves` moves of (±2, ±1) px towards the centre, no faster than one every
 * `intervalMs` (8 ms: a 125 Hz mouse). Playwright waits for the page to handle each move, so a slow
 * page shows as a long `movesSeconds` as well as long frames.
 */
export const dragPart = async (page: Page, prefix: string, moves: number, intervalMs = 8): Promise<Drag> => {
  let id = '';
  let start: Point | null = null;
  for (const candidate of await partsNearCentre(page, prefix)) {
    start = await grabPoint(page, candidate);
    id = candidate;
    if (start) break;
  }
  if (!start) throw new Error(`no ${prefix} part could be grabbed without touching a pin or a wire`);
  const before = await nodePosition(page, id);
  // Towards the canvas' centre: near an edge React Flow pans the view and the part runs away.
  const centre = await canvasCentre(page);
  const dx = start.x <= centre.x ? 2 : -2;
  const dy = start.y <= centre.y ? 1 : -1;
  await page.mouse.move(start.x, start.y);
  await startFrameRecorder(page);
  await page.mouse.down();
  const t0 = performance.now();
  for (let step = 1; step <= moves; step += 1) {
    await sleep(t0 + (step - 1) * intervalMs - performance.now());
    await page.mouse.move(start.x + step * dx, start.y + step * dy);
  }
  const movesSeconds = (performance.now() - t0) / 1000;
  await page.mouse.up();
  const frames = await stopFrameRecorder(page);
  await sleep(300);
  const after = await nodePosition(page, id);
  return { id, moves, movesSeconds, frames, before, after };
};
