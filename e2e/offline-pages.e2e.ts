import { createConnection, createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, describeA11yViolations, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, signInSkippingTours, signOutThroughMenu } from './support/session.ts';
import { t } from './support/texts.ts';

/** Issue 28 part C: pages that need the network say so offline, and a sign-out leaves nothing. */
const journey = setUpJourney({ contextOptions: { serviceWorkers: 'block' } });
const tutor = DEMO_ACCOUNTS.tutor;
const PROJECT = 'Semáforo sin red';

/** A navigation inside the app (no document load), as a click on one of its links does. */
const goInApp = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    // As the router's own links push: an entry with a key of its own.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: crypto.randomUUID().slice(0, 8), idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForPath(page, path);
};

const offlineState = (page: Page) => page.locator('[data-offline-state]');

/** The offline state in place of the page: titled, the project opened before listed, no error. */
const expectOfflineState = async (page: Page, projectId: string) => {
  const state = offlineState(page);
  await state.getByRole('heading', { level: 1, name: t('offline.pages.title') }).waitFor();
  const link = state
    .getByRole('list', { name: t('offline.pages.keptProjects') })
    .getByRole('link', { name: PROJECT });
  expect(await link.getAttribute('href')).toBe(`/es/board/${projectId}`);
  expect(await state.getByRole('link', { name: t('offline.pages.toProjects') }).getAttribute('href')).toBe(
    '/es/projects',
  );
  expect(await page.getByRole('alert').count(), `an alert on ${page.url()}`).toBe(0);
};

/** Every IndexedDB database with how many records it holds, and every Cache Storage entry. */
const keptOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const count = (db: IDBDatabase) =>
      Promise.all(
        [...db.objectStoreNames].map(
          (store) =>
            new Promise<number>((resolve, reject) => {
              const request = db.transaction(store).objectStore(store).count();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            }),
        ),
      ).then((counts) => counts.reduce((sum, n) => sum + n, 0));
    const databases = await Promise.all(
      (await indexedDB.databases()).map(
        ({ name = '' }) =>
          new Promise<{ name: string; records: number }>((resolve, reject) => {
            const opening = indexedDB.open(name);
            opening.onsuccess = () => {
              const db = opening.result;
              void count(db).then((records) => {
                db.close();
                resolve({ name, records });
              }, reject);
            };
            opening.onerror = () => reject(opening.error);
          }),
      ),
    );
    const cached: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) cached.push(new URL(request.url).pathname);
    }
    return { databases, cached };
  });

const signOut = async (page: Page) => {
  await signOutThroughMenu(page, tutor.name);
  await page.getByRole('heading', { level: 1, name: t('landing.headline') }).waitFor();
};

const createProject = async (context: BrowserContext, name: string): Promise<string> => {
  const response = await context.request.post('/api/projects', { data: { name, category: 'other' } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

describe('offline pages', () => {
  it('shows what needs the network offline, with the projects kept, comes back by itself, and a sign-out leaves nothing', async () => {
    const { context, page } = journey;
    await signInSkippingTours(context, 'tutor');
    const projectId = await createProject(context, PROJECT);
    const groups = (await (await context.request.get('/api/me/groups')).json()) as { id: string }[];
    const groupId = groups[0]?.id ?? '';
    expect(groupId).not.toBe('');

    // Online first: the project and the projects page, and the pages' code (their chunks) loaded.
    await page.goto(`/es/board/${projectId}`);
    await page.getByRole('region', { name: t('workspace.code.label') }).waitFor();
    await page.goto('/es/projects');
    await page.getByText(PROJECT).first().waitFor();
    for (const [path, heading] of [
      ['/es/recommended-projects', t('guides.page.title')],
      ['/es/academy', t('academy.page.title')],
      ['/es/groups', t('groups.page.tutorTitle')],
    ] as const) {
      await goInApp(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }

    const notFetched: string[] = [];
    page.on('requestfailed', (request) => notFetched.push(new URL(request.url()).pathname));
    await context.setOffline(true);
    const badge = page.locator('[data-offline-badge]');
    await badge.getByText(t('offline.pages.badge')).waitFor();
    expect(await badge.getAttribute('role')).toBe('status');
    // The page being read when the connection went stays: only pages opened offline get the state.
    expect(await page.getByRole('heading', { level: 1, name: t('groups.page.tutorTitle') }).count()).toBe(1);
    expect(await offlineState(page).count()).toBe(0);
    // The grades page's code was never downloaded: it cannot come now, and says so the same way.
    for (const path of ['/es/recommended-projects', '/es/academy', '/es/groups', `/es/grades/${groupId}`]) {
      await goInApp(page, path);
      await expectOfflineState(page, projectId);
      if (path === '/es/academy') expect(await describeA11yViolations(page, 'the offline state')).toBe('');
    }

    // The grades page's code was among what could not come: its offline state is the lazy page's.
    // (The failure event may come after the page has shown its state: a loaded machine is slower.)
    await expect
      .poll(() => notFetched.filter((path) => path.startsWith('/assets/') && path.endsWith('.js')))
      .not.toEqual([]);
    await context.setOffline(false);
    await offlineState(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).not.toBe(
      t('offline.pages.title'),
    );
    await badge.getByText(t('offline.pages.badge')).waitFor({ state: 'detached' });

    await goInApp(page, '/es/projects');
    await page.getByText(PROJECT).first().waitFor();
    // Something of this person is kept (the project card's drawing), so the wipe has work to do.
    await page.waitForFunction(async () => {
      const opening = indexedDB.open('chispa-thumbnails');
      const db = await new Promise<IDBDatabase>((resolve) => {
        opening.onsuccess = () => resolve(opening.result);
      });
      const stores = [...db.objectStoreNames];
      const count = stores.length
        ? await new Promise<number>((resolve) => {
            const request = db
              .transaction(stores)
              .objectStore(stores[0] ?? '')
              .count();
            request.onsuccess = () => resolve(request.result);
          })
        : 0;
      db.close();
      return count > 0;
    });
    console.info('kept before the sign-out:', JSON.stringify(await keptOnDevice(page)));
    await signOut(page);
    // Each keeper's wipe (forget.ts) has run by the time the landing page shows.
    const after = await keptOnDevice(page);
    console.info('kept after the sign-out:', JSON.stringify(after));
    expect(after.databases.filter((db) => db.records > 0)).toEqual([]);
    expect(after.databases.map((db) => db.name).filter((name) => name.includes(tutor.email))).toEqual([]);
    expect(after.cached.filter((pathname) => pathname.startsWith('/api'))).toEqual([]);
    expect(after.cached.filter((pathname) => !pathname.startsWith('/assets/'))).toEqual([]);
  });
});

/** A non-loopback address of this machine: a school's LAN address, where http is not a secure context. */
const lanAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

/** Forwards `host:port` to the journey's server (which listens on 127.0.0.1 only). */
const forward = (host: string, to: number): Promise<{ server: Server; port: number }> =>
  new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      const upstream = createConnection(to, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      if (address && typeof address !== 'string') resolve({ server, port: address.port });
    });
  });

describe('plain HTTP', () => {
  let proxy: Server | undefined;
  afterAll(() => proxy?.close());

  it.skipIf(!lanAddress())(
    'tells an admin and the workspace that a LAN address over http runs neither offline nor the simulator',
    async () => {
      const host = lanAddress() ?? '';
      const forwarded = await forward(host, journey.server.port);
      proxy = forwarded.server;
      const origin = `http://${host}:${forwarded.port}`;
      // A browser and context of their own: the journeys' browser resolves only localhost.
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [
          ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules')),
          `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE ${host}`,
        ],
      });
      const context = await browser.newContext({
        baseURL: origin,
        locale: 'es-ES',
        serviceWorkers: 'block',
      });
      try {
        await signInSkippingTours(context, 'superAdmin');
        const projectId = await createProject(context, 'Sin HTTPS');
        const page = await context.newPage();
        await page.goto('/es/home');
        expect(await page.evaluate(() => [window.isSecureContext, window.crossOriginIsolated])).toEqual([
          false,
          false,
        ]);
        const alert = page.locator('[data-insecure-origin="plainHttp"]');
        await alert.getByText(t('offline.pages.insecure.plainHttp.title')).waitFor();
        await page.goto(`/es/board/${projectId}`);
        await page
          .getByRole('region', { name: t('workspace.code.label') })
          .getByText(t('offline.pages.insecure.plainHttp.workspace'))
          .waitFor();
      } finally {
        await browser.close();
      }
    },
  );
});
