import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpJourney } from './support/journey.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

interface SavedProject {
  id: string;
  code: string;
  version: number;
}

const saved = (page: Page) => page.getByRole('status').filter({ hasText: t('workspace.save.saved') });

/** Types at the end of code.py, as a person would. */
const typeCode = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: t('workspace.code.editor') }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
};

const createProject = async (name: string): Promise<SavedProject> => {
  const response = await journey.context.request.post('/api/projects', { data: { name, category: 'other' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedProject;
};

const serverCopy = async (id: string): Promise<SavedProject> =>
  (await (await journey.context.request.get(`/api/projects/${id}`)).json()) as SavedProject;

const conflictDialog = (page: Page) => page.getByRole('dialog', { name: t('workspace.conflict.title') });

describe('workspace saving', () => {
  it('saves typed code by itself; after a reload it is still there', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const project = await createProject('Parpadeo');
    await page.goto(`/es/board/${project.id}`);
    await page.getByText('# Escribe el código aquí').waitFor();
    await saved(page).waitFor();

    await typeCode(page, '\nimport board\nprint("hola desde Chispa")');
    await page
      .getByRole('status')
      .filter({ hasText: t('workspace.save.unsaved') })
      .waitFor();
    await saved(page).waitFor();
    expect((await serverCopy(project.id)).code).toContain('print("hola desde Chispa")');

    await page.reload();
    await page.getByText('print("hola desde Chispa")').waitFor();
  });

  it('two pages edit the same project: the later save asks, and no edit is lost without a choice', async () => {
    const { page: first, context } = journey;
    await signInThroughApi(context, 'student');
    const project = await createProject('Semáforo compartido');
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(`/es/board/${project.id}`);
      await saved(page).waitFor();
    }

    await typeCode(first, '\n# cambio de la primera');
    await saved(first).waitFor();
    await first
      .getByRole('status')
      .filter({ hasText: t('workspace.save.saved') })
      .waitFor();
    expect((await serverCopy(project.id)).code).toContain('# cambio de la primera');

    // The second page started from the older version: its save is refused and it asks.
    await typeCode(second, '\n# cambio de la segunda');
    const dialog = conflictDialog(second);
    await dialog.waitFor();
    expect((await serverCopy(project.id)).code).not.toContain('# cambio de la segunda');
    await second.getByText('# cambio de la segunda').waitFor();

    // Overwrite keeps the second page's version on top of the server's current one.
    await dialog.getByRole('button', { name: t('workspace.conflict.overwrite') }).click();
    await saved(second).waitFor();
    const afterOverwrite = await serverCopy(project.id);
    expect(afterOverwrite.code).toContain('# cambio de la segunda');

    // Now the first page is behind: its next save asks too; 'reload theirs' shows the saved copy.
    await typeCode(first, '\n# otra idea');
    const firstDialog = conflictDialog(first);
    await firstDialog.waitFor();
    expect((await serverCopy(project.id)).version).toBe(afterOverwrite.version);
    await firstDialog.getByRole('button', { name: t('workspace.conflict.reload') }).click();
    await firstDialog.waitFor({ state: 'hidden' });
    await first.getByText('# cambio de la segunda').waitFor();
    await saved(first).waitFor();
    expect(await first.getByText('# otra idea').count()).toBe(0);
    await second.close();
  });
});
