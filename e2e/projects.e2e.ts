import { deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { newContext, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { exactly, t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const crc32 = (bytes: Buffer) => {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
};

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real (decodable) orange PNG, so the server's image check accepts it. */
const orangePng = (width = 40, height = 30) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([255, 128, 0]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const saved = (page: Page) => page.getByRole('status').filter({ hasText: t('workspace.save.saved') });

const openCardMenu = async (page: Page, name: string) => {
  await page.getByRole('button', { name: t('projects.menu.label', { name }), exact: true }).click();
  return page.getByRole('menu');
};

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: exactly(name) }) });

/** Creates a project from the home page's plus tile, with an image; it opens in the workspace. */
const createFromHome = async (page: Page, name: string) => {
  await page.goto('/es/home');
  await page.getByRole('button', { name: t('home.createProject.newProject') }).click();
  const dialog = page.getByRole('dialog', { name: t('projects.modal.title.create') });

  await dialog.getByRole('button', { name: t('projects.modal.submit.create') }).click();
  await dialog
    .getByRole('alert')
    .filter({ hasText: t('projects.modal.requiredText') })
    .waitFor();

  await dialog.getByLabel(t('projects.modal.name')).fill(name);
  await dialog.getByRole('combobox', { name: t('projects.modal.category') }).click();
  await page.getByRole('option', { name: t('projects.categories.iot') }).click();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await dialog.getByText(t('projects.modal.notImage')).waitFor();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: orangePng() });
  await dialog.getByRole('img', { name: t('projects.modal.previewAlt', { name: 'foto.png' }) }).waitFor();
  await dialog.getByRole('button', { name: t('projects.modal.submit.create') }).click();

  await waitForPath(page, /^\/es\/board\/[^/]+$/);
  await page.getByRole('heading', { name }).waitFor();
  await saved(page).waitFor();
  return new URL(page.url()).pathname;
};

const openAs = async (
  account: 'student2',
  path: string,
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await newContext(journey.browser, journey.server.url);
  await skipTours(context);
  await signInThroughApi(context, account);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
};

describe('projects', () => {
  it('creates a project from home with an image; renames, duplicates, shares and deletes it from its card', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const boardPath = await createFromHome(page, 'Estación meteorológica');

    // Home lists it with its image; 'See all' leads to the projects page.
    await page.getByRole('link', { name: t('app.logoLink') }).click();
    await waitForPath(page, '/es/home');
    const created = card(page, 'Estación meteorológica');
    await created.waitFor();
    expect(await created.locator('img').getAttribute('src')).toBeTruthy();
    await page.getByRole('link', { name: t('home.myProjects.seeAll') }).click();
    await waitForPath(page, '/es/projects');

    // Rename from the card menu.
    await (await openCardMenu(page, 'Estación meteorológica'))
      .getByRole('menuitem', { name: t('projects.menu.rename') })
      .click();
    const rename = page.getByRole('dialog', { name: t('projects.modal.title.rename') });
    await rename.getByLabel(t('projects.modal.name')).fill('Estación del patio');
    await rename.getByRole('button', { name: t('projects.modal.submit.rename') }).click();
    await rename.waitFor({ state: 'hidden' });
    await card(page, 'Estación del patio').waitFor();

    // Duplicate: the copy opens in a new tab.
    const menu = await openCardMenu(page, 'Estación del patio');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      menu.getByRole('menuitem', { name: t('projects.menu.duplicate') }).click(),
    ]);
    await waitForPath(tab, /^\/es\/board\/[^/]+$/);
    await tab.getByRole('heading', { name: 'Estación del patio (copia)' }).waitFor();
    expect(new URL(tab.url()).pathname).not.toBe(boardPath);
    await tab.close();

    // Share with the second demo student, read only; an unknown e-mail is refused.
    await page.reload();
    await (await openCardMenu(page, 'Estación del patio'))
      .getByRole('menuitem', { name: t('projects.menu.share') })
      .click();
    const share = page.getByRole('dialog', {
      name: t('projects.share.title', { name: 'Estación del patio' }),
    });
    await share.getByLabel(t('fields.email')).fill('nadie@chispa.test');
    await share.getByRole('button', { name: t('projects.share.submit'), exact: true }).click();
    await share.getByText(t('projects.share.userNotFound')).waitFor();
    await share.getByText(t('projects.share.grantFailed')).waitFor();
    await share.getByLabel(t('fields.email')).fill(DEMO_ACCOUNTS.student2.email);
    await share.getByRole('combobox', { name: t('projects.share.level') }).click();
    await page.getByRole('option', { name: t('projects.share.levels.read') }).click();
    await share.getByRole('button', { name: t('projects.share.submit'), exact: true }).click();
    await share.getByText(DEMO_ACCOUNTS.student2.name).waitFor();
    await page.getByText(t('projects.share.granted', { name: DEMO_ACCOUNTS.student2.name })).waitFor();
    await share
      .getByRole('button', { name: t('common.close') })
      .first()
      .click();

    const other = await openAs('student2', boardPath);
    await other.page.getByRole('heading', { name: 'Estación del patio' }).waitFor();
    await other.page.getByText(t('workspace.readOnly'), { exact: true }).waitFor();
    await other.context.close();

    // Delete: cancelling keeps it; confirming removes it at once with the toast.
    const askToDelete = async () => {
      await (await openCardMenu(page, 'Estación del patio'))
        .getByRole('menuitem', { name: t('projects.menu.delete') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('projects.delete.title') });
      await dialog.getByText(t('projects.delete.text')).waitFor();
      return dialog;
    };
    await (await askToDelete()).getByRole('button', { name: t('projects.delete.cancel') }).click();
    await card(page, 'Estación del patio').waitFor();
    await (await askToDelete()).getByRole('button', { name: t('projects.delete.confirm') }).click();
    await page.getByText(t('projects.delete.done')).waitFor();
    await card(page, 'Estación del patio').waitFor({ state: 'detached' });
    await page.reload();
    await card(page, 'Estación del patio (copia)').waitFor();
    expect(await card(page, 'Estación del patio').count()).toBe(0);
  });

  it('opens home with its projects and guides in its first render when its early reads are in, the guides read once', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await context.request.post('/api/projects', {
      data: { name: 'Semáforo del patio', category: 'robotics' },
    });
    // The page's code waits until the reads its HTML started have answered: the order on a slow
    // network, where a few small reads beat ~20 script files. The guides are in the HTML itself,
    // read by the server for their pictures: the page never asks for them.
    const reads = ['/api/me', '/api/projects?limit=5'];
    const guidesPath = '/api/guides?limit=4&language=es';
    const answered = new Set<string>();
    let guideReads = 0;
    let allAnswered: () => void = () => {};
    const readsIn = new Promise<void>((resolve) => (allAnswered = resolve));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname + url.search === guidesPath) guideReads += 1;
    });
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (reads.includes(url.pathname + url.search)) answered.add(url.pathname + url.search);
      if (answered.size === reads.length) allAnswered();
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await Promise.race([readsIn, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await route.continue();
    });
    // What home's first render put in the page, and whether a placeholder ever showed instead of
    // its projects or guides (the loader while the page's code arrives is not home's render).
    await page.addInitScript(
      (greeting) => {
        const seen = { first: '', placeholder: false };
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        new MutationObserver(() => {
          const text = document.getElementById('root')?.textContent ?? '';
          if (!seen.first && text.includes(greeting)) seen.first = text;
          if (document.querySelector('#root .mantine-Skeleton-root')) seen.placeholder = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      },
      t('home.greeting', { name: DEMO_ACCOUNTS.student.name }),
    );
    await page.goto('/es/home');
    await card(page, 'Semáforo del patio').waitFor();
    await page.unroute(/\/assets\/.*\.js$/);
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { first: string; placeholder: boolean } }).__seen,
    );
    expect(answered.size).toBe(reads.length);
    expect(guideReads).toBe(0);
    expect(seen.placeholder).toBe(false);
    expect(seen.first).toContain('Semáforo del patio');
    const guides = await context.request.get(guidesPath);
    const [newest] = ((await guides.json()) as { items: { name: string }[] }).items;
    expect(newest, 'a published guide of the demo data').toBeDefined();
    expect(seen.first).toContain(newest?.name);
  });

  it('keeps the search in the address and says when nothing matches', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await context.request.post('/api/projects', { data: { name: 'Robot seguidor', category: 'robotics' } });
    await page.goto('/es/projects');
    await card(page, 'Robot seguidor').waitFor();
    await page.getByRole('searchbox', { name: t('projects.page.search') }).fill('zzz-nada');
    await waitForPath(page, '/es/projects?search=zzz-nada');
    await page.getByText(t('projects.page.noResults', { search: 'zzz-nada' })).waitFor();
    await page.reload();
    expect(await page.getByRole('searchbox', { name: t('projects.page.search') }).inputValue()).toBe(
      'zzz-nada',
    );
    await page.goBack().catch(() => {});
  });
});
