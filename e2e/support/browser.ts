import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** How every journey starts Chromium (a persistent profile too: e2e/offline-shell.e2e.ts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // Nothing here needs the internet: other hosts fail at once, as a closed network's would not
  // (the identity provider's dev pages import a web font). Refused by name resolution rather
  // than by a route in each context, which would turn off the HTTP cache of every page.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Debian's Chromium; Playwright's own browser download does not work here. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

let shared: Promise<Browser> | undefined;

/**
 * The browser of this test process, launched on first use and kept for the files that follow in
 * it (the e2e run does not isolate files): a launch costs a second or two that forty files would
 * each pay. Journeys get a fresh context per test, so nothing but the process is shared. A browser
 * that crashed or was closed is launched again.
 */
export const sharedBrowser = async (): Promise<Browser> => {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
};

/** Lets go of the shared browser (after it hung), so the next file launches a new one. */
export const dropSharedBrowser = async (browser: Browser) => {
  if ((await shared?.catch(() => undefined)) === browser) shared = undefined;
  await browser.close().catch(() => {});
};

/**
 * A fresh context (own cookies and local storage) speaking Spanish; requests that leave localhost
 * fail at once (launchBrowser). Service workers are blocked, so a journey does not precache the whole
 * build (megabytes, on a machine the whole gate shares); the offline journeys pass
 * `serviceWorkers: 'allow'`. `options` add to these or replace them.
 */
export const newContext = async (
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
};

/** Waits until the page's path (and query, when the expectation has one) is `expected`. */
export const waitForPath = async (page: Page, expected: string | RegExp, timeout = 15_000): Promise<void> => {
  const matches = (url: URL) => {
    const actual =
      typeof expected === 'string' && expected.includes('?') ? url.pathname + url.search : url.pathname;
    return typeof expected === 'string' ? actual === expected : expected.test(url.pathname + url.search);
  };
  try {
    await page.waitForURL(matches, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected the page at ${String(expected)}, but it is at ${page.url()}`);
  }
};

/** The path plus query of the page's current URL, for assertions. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

const axeSourcePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

/**
 * Waits until no finite CSS transition or animation is running (a tooltip fading in, a menu
 * sliding open), so that axe measures the colours a user ends up seeing, not a half-faded frame.
 * Endless animations (a spinner) are left running.
 */
const waitForTransitions = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5000 },
  );
};

/**
 * Runs axe-core in the page and describes its serious and critical violations, listing each rule
 * and the elements it flagged; an empty string when there are none. The source is evaluated rather
 * than added as a <script> tag: the app's Content-Security-Policy rightly refuses inline scripts,
 * and evaluation is not subject to it.
 */
export const describeA11yViolations = async (page: Page, label = pathOf(page)): Promise<string> => {
  await waitForTransitions(page);
  axeSource ??= await readFile(axeSourcePath, 'utf8');
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  )) as AxeResults;
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return '';
  const lines = serious.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => {
        const why = [...node.any, ...node.all, ...node.none][0]?.message ?? '';
        return `      ${node.target.join(' ')}  ${node.html.slice(0, 160)}\n        ${why}`;
      })
      .join('\n');
    return `  - ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
  });
  return `accessibility violations on ${label}:\n${lines.join('\n')}`;
};

/** Fails on serious or critical axe-core violations, with a readable list. */
export const expectNoA11yViolations = async (page: Page, label = pathOf(page)): Promise<void> => {
  const report = await describeA11yViolations(page, label);
  if (report) throw new Error(report);
};

/** Records the API calls the page makes (`POST /api/users`), to prove a form did or did not submit. */
export const recordApiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
};

/**
 * Records serious or critical axe-core violations as a soft failure: the journey goes on, and
 * the test fails at its end with every page's list.
 */
export const checkA11y = async (page: Page, label = pathOf(page)): Promise<void> => {
  const report = await describeA11yViolations(page, label);
  expect.soft(report === '', report).toBe(true);
};

/** Waits for finite animations (open/close transitions) to end: clicks then land where aimed. */
export const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** At a phone's width the wide table scrolls sideways inside its container, never the page. */
export const expectOnlyTableScrolls = async (table: Locator, width: number): Promise<void> => {
  await table.waitFor();
  const widths = await table.evaluate((element) => ({
    page: document.documentElement.scrollWidth,
    table: element.scrollWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(width);
  expect(widths.table).toBeGreaterThan(width);
};
