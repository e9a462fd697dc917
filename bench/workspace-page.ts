import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { newContext } from '../e2e/support/browser.ts';
import { DEMO_ACCOUNTS } from '../src/server/db/demo-accounts.ts';

/** What the page must show before a workspace counts as open (see waitUntilDrawn). */
export interface Expected {
  parts: number;
  wires: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Guided tours store a per-variant flag; set, no overlay covers the canvas. */
const TOUR_VARIANTS = ['user', 'student', 'tutor', 'admin', 'template', 'practical-guide'];

/**
 * Every page of `context`: no guided tour overlay, and the `__name` helper that tsx's esbuild
 * adds around named functions in the callbacks we hand to page.evaluate.
 */
export const prepareContext = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  await context.addInitScript((variants) => {
    for (const v of variants) window.localStorage.setItem(`chispa.tour.${v}.done`, '1');
  }, TOUR_VARIANTS);
};

/**
 * Collects what goes wrong in the page from now on (uncaught errors, failed responses), to explain
 * a board that never finishes drawing; e.g. `dist/` rebuilt while the bench runs.
 */
export const trackProblems = (page: Page): { list: () => string[] } => {
  const problems: string[] = [];
  const pending = new Set<string>();
  const label = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => pending.add(label(request)));
  page.on('requestfinished', (request) => pending.delete(label(request)));
  page.on('requestfailed', (request) => {
    pending.delete(label(request));
    problems.push(`failed ${label(request)}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${label(response.request())}`);
  });
  return { list: () => [...problems, ...[...pending].map((r) => `still waiting for ${r}`)] };
};

/**
 * Resolves with the page's clock (ms since navigation start) at the first frame where everything
 * in view is drawn: `expected.parts` part nodes on the canvas, each with its pin handles, and
 * `expected.wires` wire paths, every part shown as a picture (`[data-picture]`) with its picture
 * loaded. A workspace opens fitted to its whole board, so on opening "in view" is every part and
 * wire: the canvas draws only what is in view (`src/web/editor/view-area.ts`; a part out of view
 * has no pin handles and a wire out of view no path), so this would not hold for a board opened
 * partly out of view. A wire gets a path only once both its parts are drawn and measured.
 */
export const waitUntilDrawn = async (
  page: Page,
  expected: Expected,
  problems: { list: () => string[] } = { list: () => [] },
  timeout = 60_000,
): Promise<number> => {
  const drawn = page.waitForFunction(
    ({ parts, wires }) => {
      if (document.querySelectorAll('.react-flow__node').length !== parts) return false;
      if (document.querySelectorAll('.react-flow__edge-path').length !== wires) return false;
      if (document.querySelector('.react-flow__node:not(:has(.react-flow__handle))')) return false;
      // A part drawn as its look's picture counts once the picture is decoded and can be painted.
      const pictures = document.querySelectorAll<HTMLImageElement>('.react-flow__node [data-picture] img');
      if ([...pictures].some((img) => !img.complete || img.naturalWidth === 0)) return false;
      return performance.now();
    },
    expected,
    { polling: 'raf', timeout },
  );
  const handle = await drawn.catch(async (error: unknown) => {
    const seen = problems.list().length ? `; problems: ${problems.list().slice(0, 10).join(', ')}` : '';
    throw new Error(`the board was not fully drawn: ${await describeCanvas(page)}${seen}`, { cause: error });
  });
  return (await handle.jsonValue()) as number;
};

/** What the canvas holds now, to explain a board that never finished drawing. */
const describeCanvas = (page: Page): Promise<string> =>
  page
    .evaluate(() => {
      const count = (selector: string) => document.querySelectorAll(selector).length;
      return (
        `${count('.react-flow__node')} nodes, ${count('.react-flow__edge')} edges, ` +
        `${count('.react-flow__edge-path')} wire paths, ` +
        `${count('.react-flow__node:not(:has(.react-flow__handle))')} nodes without pins, at ${location.pathname}; ` +
        `page text: ${document.body.innerText.slice(0, 200).replace(/\s+/g, ' ')}`
      );
    })
    .catch((error: unknown) => `(could not read the page: ${String(error)})`);

/** The flow position of a node, from the transform React Flow writes on it. */
export const nodePosition = (page: Page, id: string): Promise<Point | null> =>
  page.evaluate((nodeId) => {
    const node = document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(nodeId)}"]`);
    const match = node && /translate\(\s*(-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec(node.style.transform);
    return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
  }, id);

/**
 * A screen point that grabs the part `id` itself: not a pin (that starts a wire) and not a wire
 * drawn over it (that selects the wire). Tries a few points inside the node's box.
 */
export const grabPoint = (page: Page, id: string): Promise<Point | null> =>
  page.evaluate((nodeId) => {
    const node = document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(nodeId)}"]`);
    if (!node) return null;
    const box = node.getBoundingClientRect();
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.5, 0.3],
      [0.3, 0.5],
      [0.7, 0.5],
      [0.5, 0.7],
      [0.3, 0.3],
      [0.7, 0.7],
    ] as const) {
      const x = box.left + box.width * fx;
      const y = box.top + box.height * fy;
      const hit = document.elementFromPoint(x, y);
      if (hit?.closest('.react-flow__node') === node && !hit.closest('.react-flow__handle')) return { x, y };
    }
    return null;
  }, id);

/** The canvas' centre on screen, to pick parts near it and drag towards it. */
export const canvasCentre = (page: Page): Promise<Point> =>
  page.evaluate(() => {
    const box = document.querySelector('[data-editor-canvas]')?.getBoundingClientRect();
    return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 0, y: 0 };
  });

/** The part ids of `prefix` (`led`, `pico`), nearest the canvas' centre first. */
export const partsNearCentre = (page: Page, prefix: string): Promise<string[]> =>
  page.evaluate((idPrefix) => {
    const canvas = document.querySelector('[data-editor-canvas]')?.getBoundingClientRect();
    if (!canvas) return [];
    const cx = canvas.left + canvas.width / 2;
    const cy = canvas.top + canvas.height / 2;
    return [...document.querySelectorAll<HTMLElement>('.react-flow__node')]
      .filter((n) => n.dataset.id?.startsWith(idPrefix))
      .map((n) => {
        const b = n.getBoundingClientRect();
        return {
          id: n.dataset.id ?? '',
          d: Math.hypot(b.left + b.width / 2 - cx, b.top + b.height / 2 - cy),
        };
      })
      .sort((a, b) => a.d - b.d)
      .map((n) => n.id);
  }, prefix);

/** Starts collecting requestAnimationFrame deltas in the page. */
export const startFrameRecorder = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const state = { frames: [] as number[], isRecording: true };
    (window as unknown as { __benchFrames: typeof state }).__benchFrames = state;
    let last: number | undefined;
    const tick = (now: number) => {
      if (last !== undefined) state.frames.push(now - last);
      last = now;
      if (state.isRecording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

/** Waits two more frames (so the last move is painted), stops and returns the deltas in ms. */
export const stopFrameRecorder = (page: Page): Promise<number[]> =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const state = (window as unknown as { __benchFrames: { frames: number[]; isRecording: boolean } })
          .__benchFrames;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            state.isRecording = false;
            resolve(state.frames);
          }),
        );
      }),
  );

/** A fresh context signed in as the demo student, tours already seen. */
export const signedInContext = async (browser: Browser, url: string): Promise<BrowserContext> => {
  const context = await newContext(browser, url);
  await prepareContext(context);
  const { email, password } = DEMO_ACCOUNTS.student;
  const response = await context.request.post('/api/session', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email}: ${response.status()} ${await response.text()}`);
  return context;
};
