import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { dropSharedBrowser, newContext, sharedBrowser } from './browser.ts';
import { findFreePort } from './ports.ts';
import { REPO_ROOT, type ServerHandle, startServer, takeServer } from './server.ts';

export interface Journey {
  readonly server: ServerHandle;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

export interface JourneyOptions {
  /** Extra server environment, computed once the server's port and URL are known. */
  env?: (server: { port: number; url: string }) => Record<string, string> | Promise<Record<string, string>>;
  /** Options for each test's browser context, on top of `newContext`'s. */
  contextOptions?: BrowserContextOptions;
  /**
   * Starts the server the browser talks to, instead of a server of its own (e.g. one of several
   * processes on one database); its `stop()` ends whatever it started. `env` is then unused.
   */
  start?: () => Promise<ServerHandle>;
}

const SCREENSHOTS = path.join(REPO_ROOT, '.test-results', 'e2e');

/** How long a test's context may take to close before the journey goes on without it. */
const CLOSE_WAIT_MS = 15_000;

/**
 * Closes a test's context. Headless Chromium has been seen to never answer the close while a page
 * is between two documents (logout.e2e.ts, a guard's full load of the login page): the hook then
 * spent its whole two minutes waiting, and the test failed after it had passed. The context is
 * left to afterAll, which closes what the file left open (or the browser, if that hangs too).
 */
const closeWithin = async (closing: Promise<unknown>, ms: number): Promise<'closed' | 'late'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([closing.then(() => 'closed' as const), late]);
  clearTimeout(timer);
  return outcome;
};

const fileSafe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/**
 * One server per file and one browser per test process; a fresh context (cookies, local storage) and page per
 * test, asking for reduced motion. A failing test leaves a full-page screenshot in .test-results/e2e/.
 */
export const setUpJourney = (options: JourneyOptions = {}): Journey => {
  let server: ServerHandle | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    const starting = sharedBrowser();
    const serving = options.start
      ? options.start()
      : !options.env
        ? takeServer()
        : findFreePort().then(async (port) => {
            const env = (await options.env?.({ port, url: `http://localhost:${port}` })) ?? {};
            return startServer({ port, env });
          });
    // Both at once; a failure still stops whatever did start.
    const [launched, started] = await Promise.allSettled([starting, serving]);
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'rejected') throw launched.reason;
    if (started.status === 'rejected') throw started.reason;
  });

  afterAll(async () => {
    // The browser stays for the next file; the contexts this file left open do not.
    const left = browser?.contexts() ?? [];
    if (
      browser &&
      (await closeWithin(Promise.all(left.map((open) => open.close())), CLOSE_WAIT_MS)) === 'late'
    )
      await dropSharedBrowser(browser);
    // Stopped while the next file starts: nothing waits on it, and the global teardown ends what
    // the last file of a worker could not.
    server?.stop().catch((error) => console.warn('a journey server did not stop cleanly', error));
  });

  beforeEach(async () => {
    if (!browser || !server) throw new Error('the journey did not start (see beforeAll)');
    // Less motion, as a person can ask their system for: the canvas's view jumps instead of
    // gliding, so a click aimed at a pin lands on it even when the machine is slow.
    context = await newContext(browser, server.url, { reducedMotion: 'reduce', ...options.contextOptions });
    page = await context.newPage();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) {
      await mkdir(SCREENSHOTS, { recursive: true });
      const name = fileSafe(`${path.basename(task.file.name)}-${task.name}`);
      console.error(`"${task.name}" failed at ${page.url()}; screenshot: .test-results/e2e/${name}.png`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true }).catch(() => {});
    }
    if (context && (await closeWithin(context.close(), CLOSE_WAIT_MS)) === 'late')
      console.warn(`the browser did not close a test's context within ${CLOSE_WAIT_MS} ms; left to afterAll`);
    context = undefined;
    page = undefined;
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test`);
    return value;
  };

  return {
    get server() {
      return required(server, 'server');
    },
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(context, 'context');
    },
    get page() {
      return required(page, 'page');
    },
  };
};
