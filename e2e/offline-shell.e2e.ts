/**
 * Issue 28, the shell: a student who opened Chispa once opens it again with the network gone, after
 * closing the browser — the app's shell, cross-origin isolated, its code, MicroPython, the Python
 * libraries, the parts' drawings and the three languages from the precache. Cache Storage never
 * holds an API answer nor anything the build did not list. A new version is offered, not applied.
 */
import { appendFile, cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { describeA11yViolations, newContext, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { launchProfile, precacheListOf, WORKER_FILE, waitForWorker } from './support/offline.ts';
import { REPO_ROOT } from './support/server.ts';
import { DEMO_ACCOUNTS, signInSkippingTours, signOutThroughMenu } from './support/session.ts';
import { t } from './support/texts.ts';

// The server serves a copy of the build (WEB_DIST), so the update test can make a "second build"
// without touching dist/web, which other journeys are reading.
let webDist = '';
const journey = setUpJourney({
  env: async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'chispa-web-'));
    await cp(path.join(REPO_ROOT, 'dist/web'), webDist, {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
    return { WEB_DIST: webDist };
  },
  contextOptions: { serviceWorkers: 'allow' },
});
afterAll(() => (webDist ? rm(webDist, { recursive: true, force: true }) : undefined));

/** The first precached asset whose name matches, as a URL path. */
const assetNamed = (list: string[], pattern: RegExp): string => {
  const found = list.find((url) => pattern.test(url));
  if (!found) throw new Error(`no precached asset like ${pattern}`);
  return found;
};

/** The chunk that holds our Python libraries (imported as text into the simulator's worker). */
const pythonLibraryChunk = async (list: string[]): Promise<string> => {
  for (const name of await readdir(path.join(webDist, 'assets'))) {
    if (!name.endsWith('.js')) continue;
    if ((await readFile(path.join(webDist, 'assets', name), 'utf8')).includes('class HCSR04')) {
      const url = `/assets/${name}`;
      if (list.includes(url)) return url;
    }
  }
  throw new Error('no precached chunk holds adafruit_hcsr04');
};

/** Every request Cache Storage holds, by cache, as path + query. */
const cacheEntries = (page: Page) =>
  page.evaluate(async () => {
    const entries: { cache: string; url: string }[] = [];
    for (const cache of await caches.keys()) {
      for (const request of await (await caches.open(cache)).keys()) {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        entries.push({ cache, url: url.pathname + url.search });
      }
    }
    return entries;
  });

/** Nothing but the build's listed files, never an API answer; with `complete`, all of them. */
const expectOnlyThePrecache = async (page: Page, complete: boolean) => {
  const list = await precacheListOf(webDist);
  const entries = await cacheEntries(page);
  expect(entries.filter((entry) => entry.url.startsWith('/api'))).toEqual([]);
  expect(entries.filter((entry) => !list.includes(entry.url))).toEqual([]);
  if (complete) expect(new Set(entries.map((entry) => entry.url)).size).toBe(list.length);
};

const fetchedOk = (page: Page, url: string) =>
  page.evaluate(async (asset) => {
    const response = await fetch(asset);
    return { ok: response.ok, bytes: (await response.arrayBuffer()).byteLength };
  }, url);

describe('the offline shell', () => {
  it('opens the app offline after the browser was closed: the isolated shell, its code, MicroPython, parts and languages from the precache', async () => {
    const { server } = journey;
    const profile = await mkdtemp(path.join(tmpdir(), 'chispa-profile-'));
    try {
      const online = await launchProfile(profile, server.url, false);
      await signInSkippingTours(online, 'student');
      const created = await online.request.post('/api/projects', {
        data: { name: 'Sin conexión', category: 'robotics' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const first = online.pages()[0] ?? (await online.newPage());
      await first.goto(`/es/board/${id}`);
      await first.locator('.react-flow__pane').waitFor();
      await waitForWorker(first);
      await expectOnlyThePrecache(first, true);
      const list = await precacheListOf(webDist);
      const bytes = (
        await Promise.all(list.map(async (url) => (await readFile(path.join(webDist, url))).byteLength))
      ).reduce((sum, size) => sum + size, 0);
      console.log(`offline-shell: precache ${list.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MiB`);
      await online.close();

      // The network gone for real: the browser offline and the server stopped while it is.
      let failure: unknown;
      await server.restart(async () => {
        try {
          await openOffline();
        } catch (error) {
          failure = error;
        }
      });
      if (failure) throw failure;
      async function openOffline() {
        const started = performance.now();
        const offline = await launchProfile(profile, server.url, true);
        try {
          const page = offline.pages()[0] ?? (await offline.newPage());
          const failed: string[] = [];
          page.on('requestfailed', (request) => {
            if (new URL(request.url()).pathname.startsWith('/assets/')) failed.push(request.url());
          });
          const navigation = await page.goto(`/es/board/${id}`);
          expect(navigation?.fromServiceWorker()).toBe(true);
          // The app, not the browser's offline page: React and Mantine ran in its root (what they show
          // without the network is Part B's and C's), and the page is isolated for the simulator.
          await page.locator('#root style[data-mantine-styles]').first().waitFor({ state: 'attached' });
          expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
          expect(
            await page.evaluate(() =>
              fetch('/api/health').then(
                () => 'online',
                () => 'offline',
              ),
            ),
          ).toBe('offline');
          // The workspace's code (Part B brings the project's data offline; its code is here already).
          const workspace = assetNamed(list, /\/workspace-page-[\w-]+\.js$/);
          // A string: vitest would rewrite an `import()` written in this file.
          expect(await page.evaluate(`import(${JSON.stringify(workspace)}).then(() => true)`)).toBe(true);
          console.log(
            `offline-shell: cold browser to the workspace's code, offline: ${Math.round(performance.now() - started)} ms`,
          );
          for (const url of [
            assetNamed(list, /\/micropython-[\w-]+\.wasm$/),
            assetNamed(list, /\/micropython-[\w-]+\.mjs$/),
            await pythonLibraryChunk(list),
            assetNamed(list, /\/led-element-[\w-]+\.js$/),
            assetNamed(list, /\/strings-pt-workspace-[\w-]+\.js$/),
            assetNamed(list, /\/strings-en-shell-[\w-]+\.js$/),
          ]) {
            const answer = await fetchedOk(page, url);
            expect([url, answer.ok, answer.bytes > 0]).toEqual([url, true, true]);
          }
          expect(failed).toEqual([]);
          await expectOnlyThePrecache(page, true);

          // The project opened before opens from what was kept (its circuit and code), is edited and runs.
          const code = page.getByRole('textbox', { name: t('workspace.code.editor') });
          await code.waitFor();
          console.log(
            `offline-shell: cold browser to the project open in the workspace, offline: ${Math.round(performance.now() - started)} ms`,
          );
          await page.getByRole('button', { name: t('editor.sidebar.add', { name: 'LED' }) }).click();
          await page.locator('.react-flow__node[data-id="led1"] [data-part-drawing="wokwi-led"]').waitFor();
          await code.click();
          await page.keyboard.press('Control+End');
          await page.keyboard.type('\nprint("sin red", 6 * 7)');
          const runStarted = performance.now();
          await page.getByRole('button', { name: t('run.run'), exact: true }).click();
          await page
            .getByRole('log', { name: t('run.console.simulatorLog') })
            .getByText('sin red 42')
            .waitFor();
          console.log(
            `offline-shell: Run to the program's first line, offline: ${Math.round(performance.now() - runStarted)} ms`,
          );
          console.log(
            `offline-shell: cold browser to the first Run's output, offline: ${Math.round(performance.now() - started)} ms`,
          );
          // The edits wait in the outbox for the network, based on the version they started from.
          const outbox = () =>
            page.evaluate(
              (projectId) =>
                new Promise<
                  { fields: { code?: string; diagram?: { parts: { type: string }[] } } } | undefined
                >((resolve, reject) => {
                  const opened = indexedDB.open('chispa-outbox');
                  opened.onerror = () => reject(opened.error);
                  opened.onsuccess = () => {
                    const read = opened.result.transaction('entries').objectStore('entries').getAll();
                    read.onsuccess = () =>
                      resolve(
                        read.result.find((kept: { projectId: string }) => kept.projectId === projectId),
                      );
                    read.onerror = () => reject(read.error);
                  };
                }),
              id,
            );
          await expect
            .poll(async () => (await outbox())?.fields.code, { timeout: 10_000 })
            .toContain('print("sin red", 6 * 7)');
          expect((await outbox())?.fields.diagram?.parts.map((part) => part.type)).toEqual(['wokwi-led']);

          // A page that needs the network, opened afresh offline: its offline state lists the project
          // kept on this computer (nothing is in the new page's memory).
          await page.goto('/es/groups');
          await page.locator('[data-offline-state]').locator(`a[href="/es/board/${id}"]`).waitFor();
        } finally {
          await offline.close();
        }
      }
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  }, 120_000);

  it('offers a new version without applying it until the click, and keeps nothing after the sign-out', async () => {
    const { page, context } = journey;
    const student = DEMO_ACCOUNTS.student;
    await signInSkippingTours(context, 'student');
    await page.goto('/es/home');
    await page.getByRole('heading', { level: 1, name: t('home.greeting', { name: student.name }) }).waitFor();
    await waitForWorker(page);
    await expectOnlyThePrecache(page, true);
    // Installable in the page's language.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest-es.webmanifest');
    const manifest = await page.request.get(manifestUrl ?? '');
    expect(await manifest.json()).toMatchObject({ lang: 'es', start_url: '/', display: 'standalone' });
    await page.evaluate(() => {
      (window as unknown as { before: unknown }).before = navigator.serviceWorker.controller;
    });

    // A second build: its worker differs from the one installed.
    await appendFile(path.join(webDist, WORKER_FILE), '\n// a second build\n');
    await rm(path.join(webDist, `${WORKER_FILE}.br`), { force: true });
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    const notice = page.getByTestId('update-notice');
    await notice.getByText(t('offline.shell.newVersion')).waitFor();
    expect(await describeA11yViolations(page, 'the new version offered')).toBe('');
    await page.waitForFunction(() =>
      navigator.serviceWorker
        .getRegistration()
        .then((registration) => registration?.waiting?.state === 'installed'),
    );
    // Offered, not applied: the old worker still controls this very page, which has not reloaded.
    expect(
      await page.evaluate(
        () => navigator.serviceWorker.controller === (window as unknown as { before: unknown }).before,
      ),
    ).toBe(true);

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: t('offline.shell.update') }).click();
    await reloaded;
    await waitForWorker(page);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        reloaded: !('before' in window),
        waiting: registration?.waiting ?? null,
        active: registration?.active?.state,
      };
    });
    expect(after).toEqual({ reloaded: true, waiting: null, active: 'activated' });
    await expect.poll(() => notice.count()).toBe(0);

    // Signing out keeps only the build's public files: no API answer, no picture, nothing else.
    await signOutThroughMenu(page, student.name);
    await waitForPath(page, '/es/principal-page');
    // The light landing page, loaded in full (the app hands signed-out pages to the server).
    await page.getByRole('heading', { level: 1, name: t('landing.headline') }).waitFor();
    await expectOnlyThePrecache(page, false);
  });

  it('reloads a page of an older build once when its chunk is gone, then shows the error page, never a blank one', async () => {
    // Without a worker: the old page meets the server's 404 for a chunk the new build no longer has.
    const context = await newContext(journey.browser, journey.server.url);
    const assets = path.join(webDist, 'assets');
    const chunk = (await readdir(assets)).find((name) => /^projects-page-[\w-]+\.js$/.test(name));
    if (!chunk) throw new Error('no projects page chunk in the build');
    const gone = [chunk, `${chunk}.br`];
    try {
      await signInSkippingTours(context, 'student');
      const page = await context.newPage();
      await page.goto('/es/home');
      await page
        .getByRole('heading', { level: 1, name: t('home.greeting', { name: DEMO_ACCOUNTS.student.name }) })
        .waitFor();
      await page.evaluate(() => {
        (window as unknown as { before: boolean }).before = true;
      });
      for (const name of gone)
        await rename(path.join(assets, name), path.join(assets, `${name}.gone`)).catch(() => {});
      let loads = 0;
      page.on('load', () => loads++);
      await page
        .getByRole('navigation', { name: t('nav.label') })
        .getByRole('link', { name: t('nav.projects') })
        .click();
      await waitForPath(page, '/es/projects');
      await page.getByRole('heading', { level: 1, name: t('routeError.title') }).waitFor();
      await page.waitForLoadState('networkidle');
      // Reloaded once at the address asked for; the chunk still missing, the error page stays.
      expect(await page.evaluate(() => 'before' in window)).toBe(false);
      expect(loads).toBe(1);
    } finally {
      for (const name of gone)
        await rename(path.join(assets, `${name}.gone`), path.join(assets, name)).catch(() => {});
      await context.close();
    }
  });
});
