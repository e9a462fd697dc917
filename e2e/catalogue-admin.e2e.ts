import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../src/domain/catalogue.ts';
import { checkA11y as checkPageA11y, newContext, settle, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { PHONE, screenshotAt360 } from './support/phone.ts';
import { signInThroughApi } from './support/session.ts';
import { t } from './support/texts.ts';

const journey = setUpJourney();

const PAGE_PATH = '/es/catalogue-management';
const TYPE = 'wokwi-e2e-sensor';

const checkA11y = async (page: Page, label: string) => {
  await settle(page);
  await checkPageA11y(page, label);
};

/** The server's view of the item this journey manages (undefined once deleted). */
const serverItem = async (page: Page): Promise<CatalogueItem | undefined> => {
  const response = await page.request.get('/api/catalogue');
  expect(response.status()).toBe(200);
  return ((await response.json()) as CatalogueItem[]).find((item) => item.wokwiType === TYPE);
};

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The next `method` request to `pattern` fails with a 500; every other request goes through. */
const failOnce = async (page: Page, method: string, pattern: string) => {
  let hasFailed = false;
  await page.route(pattern, async (route) => {
    if (hasFailed || route.request().method() !== method) return route.fallback();
    hasFailed = true;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Simulated failure' } }),
    });
  });
};

describe('component catalogue management', () => {
  it('lets a super admin add, edit (with an image) and delete a catalogue item', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.goto('/es/home');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByRole('button', { name: t('nav.superAdmin'), exact: true }).click();
    await settle(page);
    await nav.getByRole('link', { name: t('nav.catalogueManagement') }).click();
    await waitForPath(page, PAGE_PATH);
    await page.getByRole('heading', { level: 1, name: t('catalogueAdmin.title') }).waitFor();
    const table = page.getByRole('table', { name: t('catalogueAdmin.table.label') });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(10);
    await checkA11y(page, 'catalogue page');

    // Add: the empty form says what is missing, the type rule is explained, a server failure keeps the values.
    await page.getByRole('button', { name: t('catalogueAdmin.add') }).click();
    const add = page.getByRole('dialog', { name: t('catalogueAdmin.modal.title.create') });
    await add.getByRole('button', { name: t('catalogueAdmin.modal.submit.create') }).click();
    expect(await add.getByText(t('validation.required')).count()).toBe(4);
    await checkA11y(page, 'add modal with validation errors');

    await add.getByLabel(t('catalogueAdmin.modal.name.es')).fill('Sensor de prueba');
    await add.getByLabel(t('catalogueAdmin.modal.name.pt')).fill('Sensor de teste');
    await add.getByLabel(t('catalogueAdmin.modal.name.en')).fill('Test sensor');
    await add.getByLabel(t('catalogueAdmin.modal.wokwiType')).fill('Sensor E2E');
    await add.getByRole('button', { name: t('catalogueAdmin.modal.addAttr') }).click();
    await add.getByLabel(t('catalogueAdmin.modal.attrKey', { index: 1 })).fill('color');
    await add.getByLabel(t('catalogueAdmin.modal.attrValue', { index: 1 })).fill('azul');
    await add.getByLabel(t('catalogueAdmin.modal.sortOrder')).fill('999');
    await add.getByRole('button', { name: t('catalogueAdmin.modal.submit.create') }).click();
    await add.getByText(t('catalogueAdmin.validation.wokwiType')).waitFor();
    await add.getByLabel(t('catalogueAdmin.modal.wokwiType')).fill(TYPE);

    await failOnce(page, 'POST', '**/api/catalogue');
    await add.getByRole('button', { name: t('catalogueAdmin.modal.submit.create') }).click();
    await add
      .getByRole('alert')
      .filter({ hasText: t('catalogueAdmin.modal.failedTitle') })
      .waitFor();
    expect(await add.getByLabel(t('catalogueAdmin.modal.name.es')).inputValue()).toBe('Sensor de prueba');
    expect(await serverItem(page)).toBeUndefined();

    await add.getByRole('button', { name: t('catalogueAdmin.modal.submit.create') }).click();
    await page.getByText(t('catalogueAdmin.modal.created', { name: 'Sensor de prueba' })).waitFor();
    await add.waitFor({ state: 'hidden' });
    await row(page, 'Sensor de prueba').waitFor();
    expect(await serverItem(page)).toMatchObject({
      name: 'Sensor de prueba',
      names: { es: 'Sensor de prueba', pt: 'Sensor de teste', en: 'Test sensor' },
      defaultAttrs: { color: 'azul' },
      sortOrder: 999,
      imageUrl: null,
    });

    // Search by another language's name narrows the table to it.
    await page.getByRole('searchbox', { name: t('catalogueAdmin.search') }).fill('test sensor');
    await waitForPath(page, `${PAGE_PATH}?search=test+sensor`);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    // Edit: prefilled; a new Spanish name and an image.
    await page
      .getByRole('button', { name: t('catalogueAdmin.table.edit', { name: 'Sensor de prueba' }) })
      .click();
    const edit = page.getByRole('dialog', { name: t('catalogueAdmin.modal.title.edit') });
    const esName = edit.getByLabel(t('catalogueAdmin.modal.name.es'));
    expect(await esName.inputValue()).toBe('Sensor de prueba');
    expect(await edit.getByLabel(t('catalogueAdmin.modal.attrValue', { index: 1 })).inputValue()).toBe(
      'azul',
    );
    await checkA11y(page, 'edit modal');
    await esName.fill('Sensor de ensayo');
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#ff8000' } })
      .png()
      .toBuffer();
    await edit
      .locator('input[type=file]')
      .setInputFiles({ name: 'sensor.png', mimeType: 'image/png', buffer: png });
    await edit.getByRole('img', { name: t('projects.modal.previewAlt', { name: 'sensor.png' }) }).waitFor();
    await edit.getByRole('button', { name: t('catalogueAdmin.modal.submit.edit') }).click();
    await page.getByText(t('catalogueAdmin.modal.updated', { name: 'Sensor de ensayo' })).waitFor();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('searchbox', { name: t('catalogueAdmin.search') }).fill('');
    const edited = row(page, 'Sensor de ensayo');
    await edited.locator('img').waitFor();
    const saved = await serverItem(page);
    expect(saved).toMatchObject({
      names: { es: 'Sensor de ensayo', pt: 'Sensor de teste', en: 'Test sensor' },
      defaultAttrs: { color: 'azul' },
    });
    expect(saved?.imageUrl).toBeTruthy();
    expect(await edited.locator('img').getAttribute('src')).toBe(saved?.imageUrl);

    // Delete: a failure keeps the row and says so; confirming again removes it.
    const askToDelete = async () => {
      await page
        .getByRole('button', { name: t('catalogueAdmin.table.delete', { name: 'Sensor de ensayo' }) })
        .click();
      const dialog = page.getByRole('dialog', { name: t('catalogueAdmin.delete.title') });
      await dialog.getByText(t('catalogueAdmin.delete.text', { name: 'Sensor de ensayo' })).waitFor();
      return dialog;
    };
    await failOnce(page, 'DELETE', '**/api/catalogue/*');
    await (await askToDelete()).getByRole('button', { name: t('catalogueAdmin.delete.confirm') }).click();
    await page.getByText(t('catalogueAdmin.delete.failed', { name: 'Sensor de ensayo' })).waitFor();
    await edited.waitFor();
    expect(await serverItem(page)).toBeDefined();

    await (await askToDelete()).getByRole('button', { name: t('catalogueAdmin.delete.confirm') }).click();
    await page.getByText(t('catalogueAdmin.delete.done', { name: 'Sensor de ensayo' })).waitFor();
    await edited.waitFor({ state: 'detached' });
    expect(await serverItem(page)).toBeUndefined();
  });

  it('fits a 360 px wide screen: the table scrolls sideways, the page does not', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    await page.setViewportSize(PHONE);
    await page.goto(PAGE_PATH);
    const table = page.getByRole('table', { name: t('catalogueAdmin.table.label') });
    await screenshotAt360(page, 'catalogue', () => table.waitFor(), { cards: table });
    await page.getByRole('button', { name: t('catalogueAdmin.add') }).click();
    const modal = page.getByRole('dialog', { name: t('catalogueAdmin.modal.title.create') });
    await modal.waitFor();
    await checkA11y(page, 'add modal at 360 px');
    await screenshotAt360(page, 'catalogue-modal', undefined, { fits: modal });
  });

  it('tells a student they have no access, and the server refuses their changes', async () => {
    const context = await newContext(journey.browser, journey.server.url);
    try {
      await signInThroughApi(context, 'student');
      const page = await context.newPage();
      await page.goto(PAGE_PATH);
      // Spec §2 requiresAdmin: the router's no-access page; the catalogue's code never loads.
      await page.getByRole('heading', { name: t('noAccess.title') }).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.getByRole('button', { name: t('catalogueAdmin.add') }).count()).toBe(0);
      await checkA11y(page, 'catalogue page, no access');

      const response = await page.request.post('/api/catalogue', {
        data: { names: { es: 'X', pt: 'X', en: 'X' }, wokwiType: 'wokwi-x' },
      });
      expect(response.status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});
