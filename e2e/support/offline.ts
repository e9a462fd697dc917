import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';

/** The service worker's file in a build (src/web/build/service-worker.ts). */
export const WORKER_FILE = 'service-worker.js';

/** The precache list the build wrote into the worker: `/assets/…`, `/index.html`, the icons. */
export const precacheListOf = async (webDist: string): Promise<string[]> => {
  const source = await readFile(path.join(webDist, WORKER_FILE), 'utf8');
  const start = source.indexOf('[{"revision"');
  const end = source.indexOf('}]', start);
  if (start < 0 || end < 0) throw new Error(`no precache list in ${WORKER_FILE}`);
  const entries = JSON.parse(source.slice(start, end + 2)) as { url: string }[];
  return entries.map((entry) => `/${entry.url}`);
};

/** Waits until a worker is active (its install, the whole precache, is done) and controls the page. */
export const waitForWorker = async (page: Page): Promise<void> => {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
};

/** Chromium on a profile kept in `profile`, as a browser closed and opened again finds it. */
export const launchProfile = (profile: string, baseURL: string, offline: boolean): Promise<BrowserContext> =>
  chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'allow',
    offline,
  });
