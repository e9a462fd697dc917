import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { describeA11yViolations, newContext } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import {
  DEMO_ACCOUNTS,
  signInSkippingTours,
  signInThroughApi,
  signOutThroughMenu,
} from './support/session.ts';
import { t } from './support/texts.ts';

// No service worker here (the shell's journey has it): the outbox and the kept reads are IndexedDB's.
const journey = setUpJourney({ contextOptions: { serviceWorkers: 'block' } });

interface SavedProject {
  id: string;
  name: string;
  code: string;
  version: number;
  diagram: Diagram;
}

interface StoredEntry {
  userId: string;
  projectId: string;
  baseVersion: number;
  fields: { code?: string; diagram?: Diagram };
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: t('workspace.save.saved') });
const keptHere = (page: Page) => page.getByRole('status').filter({ hasText: t('workspace.save.offline') });
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: t('workspace.conflict.title') });
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 200 });

/** Every record of one store of one of the app's IndexedDB databases (none when it was never made). */
const storedRecords = <T>(page: Page, database: string, store: string): Promise<T[]> =>
  page.evaluate(
    async ([name, storeName]) => {
      const known = await indexedDB.databases();
      if (!known.some((db) => db.name === name)) return [];
      return new Promise<T[]>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const read = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result as T[]);
          };
          read.onerror = () => reject(read.error);
        };
      });
    },
    [database, store] as const,
  );

const outboxOf = (page: Page) => storedRecords<StoredEntry>(page, 'chispa-outbox', 'entries');

/** Another signed-in session of the same student: the server's copy changes behind the page's back. */
const otherSession = async (): Promise<APIRequestContext> => {
  const context = await newContext(journey.browser, journey.server.url);
  await signInThroughApi(context, 'student');
  return context.request;
};

const createProject = async (name: string): Promise<SavedProject> => {
  const response = await journey.context.request.post('/api/projects', { data: { name, category: 'other' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedProject;
};

const serverCopy = async (id: string): Promise<SavedProject> =>
  (await (await journey.context.request.get(`/api/projects/${id}`)).json()) as SavedProject;

const typeCode = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: t('workspace.code.editor') }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
};

/**
 * Opens a project and lets its full code editor arrive: without the shell's service worker (not in
 * this journey) its chunk could not be fetched offline, and keys typed during the swap would go.
 */
const openProject = async (page: Page, id: string) => {
  await page.goto(`/es/board/${id}`);
  await saved(page).waitFor();
  await page.getByRole('textbox', { name: t('workspace.code.editor') }).click();
  await page.locator('[data-code-editor-status="ready"]').waitFor({ state: 'attached' });
};

/**
 * Opens a new project, goes offline, adds an LED and types a line, and checks both wait in the
 * outbox; meanwhile another session saves other code; back online, the conflict choice shows.
 */
const editOfflineIntoConflict = async (name: string, mine: string) => {
  const { page, context } = journey;
  await signInSkippingTours(context, 'student');
  const project = await createProject(name);
  await openProject(page, project.id);

  await context.setOffline(true);
  await page.getByRole('button', { name: t('editor.sidebar.add', { name: 'LED' }) }).click();
  // The part's picture needs a chunk not fetched offline without the shell's worker: the node is enough.
  await page.locator('.react-flow__node[data-id="led1"]').waitFor({ state: 'attached' });
  await typeCode(page, `\n${mine}`);
  await keptHere(page).waitFor();
  await keptHere(page)
    .filter({ hasText: /cambios? por enviar/ })
    .waitFor();

  await eventually(async () =>
    (await outboxOf(page)).find((entry) => entry.projectId === project.id),
  ).toMatchObject({
    baseVersion: project.version,
    fields: { code: expect.stringContaining(mine) },
  });
  const [entry] = await outboxOf(page);
  expect(entry?.fields.diagram?.parts.map((part) => part.type)).toEqual(['wokwi-led']);
  expect((await serverCopy(project.id)).code).not.toContain(mine);

  const other = await otherSession();
  const theirs = await other.patch(`/api/projects/${project.id}`, {
    data: { version: project.version, code: '# desde otra sesión' },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  await context.setOffline(false);
  const dialog = conflictDialog(page);
  await dialog.waitFor();
  return { page, project, dialog };
};

describe('offline saves', () => {
  it('offline edits wait in IndexedDB; back online "keep mine" puts them over the server copy', async () => {
    const { page, project, dialog } = await editOfflineIntoConflict('Sin red: mío', '# mío sin conexión');
    await dialog.getByRole('button', { name: t('workspace.conflict.overwrite') }).click();
    await saved(page).waitFor();
    const copy = await serverCopy(project.id);
    expect(copy.code).toContain('# mío sin conexión');
    expect(copy.diagram.parts.map((part) => part.type)).toEqual(['wokwi-led']);
    await eventually(async () => (await outboxOf(page)).length).toBe(0);
  });

  it('"take theirs" keeps the server copy and drops the offline edit from the page', async () => {
    const { page, project, dialog } = await editOfflineIntoConflict('Sin red: suyo', '# se descarta');
    await dialog.getByRole('button', { name: t('workspace.conflict.reload') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('# desde otra sesión').waitFor();
    expect(await page.getByText('# se descarta').count()).toBe(0);
    await saved(page).waitFor();
    const copy = await serverCopy(project.id);
    expect(copy.code).toBe('# desde otra sesión');
    expect(copy.diagram.parts).toEqual([]);
    await eventually(async () => (await outboxOf(page)).length).toBe(0);
  });

  it('"keep both" leaves the server copy and makes a copy with the offline edit', async () => {
    const { page, project, dialog } = await editOfflineIntoConflict('Sin red: ambos', '# en la copia');
    expect(await describeA11yViolations(page, 'the conflict choice, three ways')).toBe('');
    await dialog.getByRole('button', { name: t('workspace.conflict.keepBoth') }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/es/board/') && !url.pathname.endsWith(project.id),
    );
    const copyId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await page.getByText('# en la copia').waitFor();

    const original = await serverCopy(project.id);
    expect(original.code).toBe('# desde otra sesión');
    expect(original.diagram.parts).toEqual([]);
    const copy = await serverCopy(copyId);
    expect(copy.name).toBe('Sin red: ambos (copia)');
    expect(copy.code).toContain('# en la copia');
    expect(copy.diagram.parts.map((part) => part.type)).toEqual(['wokwi-led']);
    await eventually(async () => (await outboxOf(page)).length).toBe(0);
  });

  it('a tab closed offline loses nothing: reopened online, the outbox sends the edit', async () => {
    const { page, context } = journey;
    await signInSkippingTours(context, 'student');
    const project = await createProject('Cerrado sin red');
    await openProject(page, project.id);
    await context.setOffline(true);
    await typeCode(page, '\n# escrito antes de cerrar');
    await eventually(async () => (await outboxOf(page))[0]?.fields.code).toContain(
      '# escrito antes de cerrar',
    );
    // Leaving inside the app asks first while changes wait offline.
    await page.getByRole('link').first().click();
    const leave = page.getByRole('dialog', { name: t('offline.data.leaveTitle') });
    await leave.getByRole('button', { name: t('offline.data.stay') }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/es/board/${project.id}`);
    await page.close();

    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.goto('/es/projects');
    await eventually(async () => (await serverCopy(project.id)).code).toContain('# escrito antes de cerrar');
    await eventually(async () => (await outboxOf(reopened)).length)
      .toBe(0)
      .catch(async (error: unknown) => {
        throw new Error(`${JSON.stringify(await outboxOf(reopened))}: ${String(error)}`);
      });
  });

  it('an edit the server refuses (the project was deleted meanwhile) is kept and told, not dropped', async () => {
    const { page, context } = journey;
    await signInSkippingTours(context, 'student');
    const project = await createProject('Borrado sin red');
    await openProject(page, project.id);
    await context.setOffline(true);
    await typeCode(page, '\n# no se pierde');
    await keptHere(page).waitFor();
    const gone = await (await otherSession()).delete(`/api/projects/${project.id}`);
    expect(gone.status()).toBe(204);

    await context.setOffline(false);
    await page
      .getByRole('status')
      .filter({ hasText: t('workspace.save.error') })
      .filter({ hasText: t('errors.PROJECT_NOT_FOUND') })
      .waitFor();
    await eventually(async () => (await outboxOf(page))[0]?.fields.code).toContain('# no se pierde');

    // A sign-out would wipe the edit kept here: it says so before anything goes.
    await page.getByRole('button', { name: t('profile.menu') }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: t('profile.logout') })
      .click();
    const confirm = page.getByRole('dialog', { name: t('logout.title') });
    await confirm.getByText(t('offline.data.signOutLoses_one', { count: 1 })).waitFor();
    await confirm.getByRole('button', { name: t('logout.cancel') }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await outboxOf(page)).length).toBe(1);
  });

  it('the app opens from what it kept when the server cannot be reached; a sign-out forgets it for the next person', async () => {
    const { page, context } = journey;
    const first = await signInSkippingTours(context, 'student');
    const project = await createProject('Guardado para sin red');
    await page.goto(`/es/board/${project.id}`);
    await saved(page).waitFor();
    // Opened once, the project is kept on this computer for the person signed in.
    await eventually(async () =>
      (await storedRecords<{ key: unknown[]; userId: string }>(page, 'chispa-kept-reads', 'reads')).some(
        (read) => JSON.stringify(read.key) === JSON.stringify(['projects', 'detail', project.id]),
      ),
    ).toBe(true);
    await page.goto('/es/projects');
    await page.getByText(project.name).first().waitFor();

    // The page comes, its API does not: the kept user, list and project stand in.
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByText(project.name).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/es/projects');
    await page.goto(`/es/board/${project.id}`);
    await page.getByText('# Escribe el código aquí').waitFor();
    await context.unroute('**/api/**');

    await page.goto('/es/projects');
    await signOutThroughMenu(page, DEMO_ACCOUNTS.student.name);
    await page.getByRole('heading', { level: 1, name: t('landing.headline') }).waitFor();
    expect(await storedRecords(page, 'chispa-kept-reads', 'reads')).toEqual([]);

    const second = await signInThroughApi(context, 'student2');
    await page.goto('/es/projects');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await eventually(
      async () => (await storedRecords(page, 'chispa-kept-reads', 'reads')).length,
    ).toBeGreaterThan(0);
    const kept = await storedRecords<{ userId: string; data: unknown }>(page, 'chispa-kept-reads', 'reads');
    expect(new Set(kept.map((read) => read.userId))).toEqual(new Set([second.user.id]));
    expect(JSON.stringify(kept)).not.toContain(first.user.id);
    expect(JSON.stringify(kept)).not.toContain(project.name);
  });
});
