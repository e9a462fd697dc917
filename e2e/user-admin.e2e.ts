import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Color } from '../src/domain/colors.ts';
import type { UserListPage } from '../src/domain/user-admin.ts';
import { checkA11y as checkPageA11y, settle, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { screenshotAt360 } from './support/phone.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { exactly, field, t } from './support/texts.ts';
import { skipTours } from './support/tour.ts';

const journey = setUpJourney();

/** A seeded student with no other role, and the seed's only super admin (who signs in). */
const STUDENT = DEMO_ACCOUNTS.student2;
const ME = DEMO_ACCOUNTS.superAdmin;
const NEW_COLOUR = {
  hex: '#ff66aa',
  names: { es: 'Rosa chicle', pt: 'Rosa chiclete', en: 'Bubblegum pink' },
};

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const checkA11y = async (page: Page, label: string) => {
  await settle(page);
  await checkPageA11y(page, label);
};

/** The whole label, with the required mark if any. */

const userRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: t('userAdmin.table.label') })
    .getByRole('row')
    .filter({ has: page.getByText(exactly(name)) });

const getJson = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
};

describe('users and wire colours, for a super admin', () => {
  it('finds a person, makes them a tutor, cannot drop the last super admin, and adds a wire colour the editor offers', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    await skipTours(context);

    // The users screen, searched from the URL's box: only the person searched for is left.
    await page.goto('/es/users-management');
    await page.getByRole('heading', { level: 1, name: t('userAdmin.title') }).waitFor();
    await userRow(page, ME.name).waitFor();
    await page.getByRole('searchbox', { name: t('userAdmin.search') }).fill(STUDENT.email.toUpperCase());
    await waitForPath(page, /search=/);
    await eventually(() =>
      page
        .getByRole('table', { name: t('userAdmin.table.label') })
        .getByRole('row')
        .count(),
    ).toBe(2);
    const student = userRow(page, STUDENT.name);
    await student.getByText(t('userAdmin.badges.student'), { exact: true }).waitFor();
    await checkA11y(page, 'users management');
    await screenshotAt360(page, 'users', undefined, {
      cards: page.getByRole('table', { name: t('userAdmin.table.label') }),
    });

    // Tutor at once; super admin asks first (cancelled here).
    const tutorSwitch = student.getByRole('switch', {
      name: t('userAdmin.roles.tutorSwitch', { name: STUDENT.name }),
    });
    // From the keyboard, as the switches are meant to be used too.
    await tutorSwitch.focus();
    await page.keyboard.press('Space');
    await student.getByText(t('userAdmin.badges.tutor'), { exact: true }).waitFor();
    await eventually(() => tutorSwitch.isChecked()).toBe(true);
    const found = await getJson<UserListPage>(page, `/api/users?search=${encodeURIComponent(STUDENT.email)}`);
    expect(found.items.map((user) => [user.email, user.tutor])).toEqual([[STUDENT.email, true]]);
    await student
      .getByRole('switch', { name: t('userAdmin.roles.superAdminSwitch', { name: STUDENT.name }) })
      .focus();
    await page.keyboard.press('Space');
    const confirm = page.getByRole('dialog', { name: t('userAdmin.confirm.grant.title') });
    await confirm.getByText(t('userAdmin.confirm.grant.text', { name: STUDENT.name })).waitFor();
    await checkA11y(page, 'make super admin confirmation');
    await confirm.getByRole('button', { name: t('userAdmin.confirm.cancel') }).click();
    await confirm.waitFor({ state: 'hidden' });

    // The only super admin: their own row is marked, the switch is off limits and says why.
    await page.goto(`/es/users-management?search=${encodeURIComponent(ME.email)}`);
    const mine = userRow(page, ME.name);
    await mine.getByText(exactly(t('userAdmin.table.you'))).waitFor();
    await mine.getByText(t('userAdmin.roles.lastSuperAdmin')).waitFor();
    expect(
      await mine
        .getByRole('switch', { name: t('userAdmin.roles.superAdminSwitch', { name: ME.name }) })
        .isDisabled(),
    ).toBe(true);
    const refused = await page.request.patch(
      `/api/users/${(await getJson<UserListPage>(page, `/api/users?search=${ME.email}`)).items[0]?.id}/roles`,
      {
        data: { superAdmin: false },
      },
    );
    expect([refused.status(), (await refused.json()).error.code]).toEqual([409, 'LAST_SUPER_ADMIN']);

    // A new wire colour, named in each language.
    await page.goto('/es/colors-management');
    const colours = page.getByRole('table', { name: t('colorAdmin.table.label') });
    await colours.getByText(exactly('Rojo')).waitFor();
    await checkA11y(page, 'colours management');
    await screenshotAt360(page, 'colours');
    await page.getByRole('button', { name: t('colorAdmin.add') }).click();
    const modal = page.getByRole('dialog', { name: t('colorAdmin.modal.title.create') });
    for (const lang of ['es', 'pt', 'en'] as const) {
      await field(modal, t(`colorAdmin.modal.name.${lang}`)).fill(NEW_COLOUR.names[lang]);
    }
    await field(modal, t('colorAdmin.modal.hex')).fill(NEW_COLOUR.hex);
    await page.keyboard.press('Tab');
    await checkA11y(page, 'new colour modal');
    await screenshotAt360(page, 'colour-modal', undefined, { fits: modal });
    await modal.getByRole('button', { name: t('colorAdmin.modal.submit.create') }).click();
    await modal.waitFor({ state: 'hidden' });
    await colours.getByText(exactly(NEW_COLOUR.names.es)).waitFor();
    const palette = await getJson<Color[]>(page, '/api/colors');
    expect(palette.at(-1)).toMatchObject(NEW_COLOUR);
    await colours
      .getByRole('button', { name: t('colorAdmin.table.delete', { name: NEW_COLOUR.names.es }) })
      .click();
    const remove = page.getByRole('dialog', { name: t('colorAdmin.delete.title') });
    await checkA11y(page, 'delete colour confirmation');
    await remove.getByRole('button', { name: t('colorAdmin.delete.cancel') }).click();
    await remove.waitFor({ state: 'hidden' });

    // A project whose wire is still Wokwi's 'green': the select shows it, and offers the new colour.
    const created = await page.request.post('/api/projects', {
      data: {
        name: 'Colores E2E',
        category: 'other',
        code: 'print(1)',
        diagram: {
          parts: [
            { id: 'pico1', type: 'wokwi-pi-pico', x: 0, y: 0, rotate: 0, flip: false, attrs: {} },
            { id: 'led1', type: 'wokwi-led', x: 230, y: 96, rotate: 0, flip: false, attrs: { color: 'red' } },
          ],
          wires: [
            {
              id: 'w1',
              from: { part: 'pico1', pin: 'GP15' },
              to: { part: 'led1', pin: 'A' },
              color: 'green',
              bends: [],
            },
          ],
        },
      },
    });
    expect(created.status()).toBe(201);
    const board = `/es/board/${(await created.json()).id}`;
    const properties = page.getByRole('region', { name: t('editor.properties.title') });
    const colourField = properties.getByLabel(t('editor.properties.wireColor'));
    const selectWire = async () => {
      const wire = page.locator('.react-flow__edge[data-id="w1"]');
      await wire.focus();
      await page.keyboard.press('Enter');
      await eventually(() => colourField.inputValue()).toBe(t('editor.colors.green'));
    };
    // Without the palette the wire keeps its colour, and the panel says why nothing else is offered.
    await page.route('**/api/colors', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'down' } } }),
    );
    await page.goto(board);
    await selectWire();
    await properties.getByText(t('colorAdmin.palette.loadFailed')).waitFor();
    await page.unroute('**/api/colors');
    await page.reload();
    await selectWire();
    await colourField.click();
    await page.getByRole('option', { name: NEW_COLOUR.names.es, exact: true }).click();
    await eventually(() => page.locator('[data-wire-id="w1"]').getAttribute('data-wire-color')).toBe(
      NEW_COLOUR.hex,
    );
  });

  it('keeps an institution admin out of both screens, in the browser and at the server', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'institutionAdmin');
    for (const path of ['/es/users-management', '/es/colors-management']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: t('noAccess.title') }).waitFor();
    }
    expect((await page.request.get('/api/users')).status()).toBe(403);
    const refused = await page.request.post('/api/colors', { data: NEW_COLOUR });
    expect(refused.status()).toBe(403);
  });
});
