import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect } from 'vitest';
import { PASSWORD_CHECK_KEYS } from '../src/domain/auth.ts';
import type { Diagram } from '../src/domain/circuit/diagram.ts';
import { LIMITS } from '../src/domain/constants.ts';
import { blinkCodeFor, defaultCodeFor } from '../src/domain/project-starter.ts';
import type { Project } from '../src/domain/projects.ts';
import { checkA11y, settle, waitForPath } from './support/browser.ts';
import { setUpJourney } from './support/journey.ts';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/session.ts';
import { exactly, type Lang, text } from './support/texts.ts';
import { skipTours } from './support/tour.ts';
import { takingTurns } from './support/turns.ts';

const journey = setUpJourney();
beforeEach(() => skipTours(journey.context));

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The first comment line of the blink, as the board's editor shows it. */
const firstLineOf = (code: string) => code.split('\n')[0] ?? '';

const starterCard = (page: Page, lang: Lang, starter: 'pico' | 'bitdoglab' | 'empty') =>
  page
    .getByRole('dialog', { name: text(lang, 'projects.modal.title.create') })
    .getByRole('radio', { name: text(lang, `projects.modal.starter.${starter}.title`) });

/** Opens the create modal from the projects page and fills the name and category. */
const openCreateModal = async (page: Page, lang: Lang, name: string) => {
  await page.goto(`/${lang}/projects`);
  await page.getByRole('button', { name: text(lang, 'projects.page.create') }).click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'projects.modal.title.create') });
  await dialog.getByLabel(text(lang, 'projects.modal.name')).fill(name);
  await dialog.getByRole('combobox', { name: text(lang, 'projects.modal.category') }).click();
  await page.getByRole('option', { name: text(lang, 'projects.categories.robotics') }).click();
  return dialog;
};

/** Submits the modal; the board opens. The project as the server stored it. */
const submitAndOpen = async (page: Page, lang: Lang, dialog: Locator): Promise<Project> => {
  await dialog.getByRole('button', { name: text(lang, 'projects.modal.submit.create') }).click();
  await waitForPath(page, new RegExp(`^/${lang}/board/[^/]+$`));
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const response = await page.request.get(`/api/projects/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Project;
};

const codeEditor = (page: Page, lang: Lang) =>
  page.getByRole('textbox', { name: text(lang, 'workspace.code.editor') });

/** The Pico's on-board LED as drawn, recorded in the page while the program runs. */
const recordBoardLed = (page: Page, partId: string) =>
  page.evaluate(async (id) => {
    const selector = `.react-flow__node[data-id="${id}"] [data-board-led]`;
    const seen: string[] = [];
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const state = document.querySelector(selector)?.getAttribute('data-board-led') ?? 'none';
        if (seen.at(-1) !== state) seen.push(state);
        if (performance.now() - started > 3000) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    return seen;
  }, partId);

/** Relative luminance contrast of the computed text colour on the computed background. */
const contrastOf = (item: Locator) =>
  item.evaluate((element) => {
    const channels = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const text = luminance(channels(style.color));
    const background = luminance(channels(style.backgroundColor));
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
  });

/** The logo link's box: it must not move between pages. */
const logoBox = async (page: Page, lang: Lang) => {
  const link = page.getByRole('link', { name: text(lang, 'app.logoLink') });
  await link.waitFor();
  await settle(page);
  const box = await link.boundingBox();
  const mark = await link.locator('svg').boundingBox();
  return { link: box, mark };
};

/** A control is in the viewport and on top there (not under the modal's scrolled body). */
const isVisibleOnTop = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inView =
      box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
    const hit = document.elementFromPoint(x, y);
    return inView && hit !== null && element.contains(hit);
  });

describe.each(['es', 'pt'] as const)('starting a first circuit (%s)', (lang) => {
  const inTurn = takingTurns(['es', 'pt'], lang);
  inTurn(
    'starts with a Pico that blinks its own LED, or empty with a hint and the one comment line',
    async () => {
      const { page, context } = journey;
      await signInThroughApi(context, 'student');

      // "Start with a Pico" is the default; the choice is a radio group the keyboard moves.
      let dialog = await openCreateModal(page, lang, 'Mi primer parpadeo');
      expect(await starterCard(page, lang, 'pico').getAttribute('aria-checked')).toBe('true');
      expect(await starterCard(page, lang, 'empty').getAttribute('aria-checked')).toBe('false');
      await settle(page);
      await checkA11y(page, `create modal with the starter choice (${lang})`);
      const withPico = await submitAndOpen(page, lang, dialog);

      // The board shows the Pico and the commented blink in the page's language.
      expect(withPico.code).toBe(blinkCodeFor(lang));
      const parts = (withPico.diagram as Diagram).parts;
      expect(parts.map((part) => part.type)).toEqual(['wokwi-pi-pico']);
      const picoId = parts[0]?.id ?? '';
      await page.locator(`.react-flow__node[data-id="${picoId}"]`).waitFor();
      await codeEditor(page, lang)
        .getByText(firstLineOf(blinkCodeFor(lang)))
        .waitFor();
      expect(await page.locator('[data-empty-canvas-hint]').count()).toBe(0);

      // Run: the Pico's own LED blinks.
      await page.getByRole('button', { name: text(lang, 'run.run'), exact: true }).click();
      await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe('running');
      const states = await recordBoardLed(page, picoId);
      expect(states.filter((state) => state === 'on').length, states.join(' ')).toBeGreaterThanOrEqual(2);
      expect(states.filter((state) => state === 'off').length, states.join(' ')).toBeGreaterThanOrEqual(2);
      await page.getByRole('button', { name: text(lang, 'run.stop'), exact: true }).click();
      await eventually(() => page.locator('[data-run-state]').getAttribute('data-run-state')).toBe('stopped');

      // "Empty", chosen with the arrow keys: the canvas says where to begin, the code is one comment line.
      dialog = await openCreateModal(page, lang, 'Desde cero');
      await starterCard(page, lang, 'pico').focus();
      await page.keyboard.press('ArrowRight');
      expect(await starterCard(page, lang, 'bitdoglab').getAttribute('aria-checked')).toBe('true');
      await page.keyboard.press('ArrowRight');
      expect(await starterCard(page, lang, 'empty').getAttribute('aria-checked')).toBe('true');
      const empty = await submitAndOpen(page, lang, dialog);
      expect(empty.code).toBe(defaultCodeFor(lang));
      expect((empty.diagram as Diagram).parts).toEqual([]);
      const hint = page.locator('[data-empty-canvas-hint]');
      await hint.getByText(text(lang, 'editor.emptyHint.text')).waitFor();
      await codeEditor(page, lang)
        .getByText(exactly(defaultCodeFor(lang)))
        .waitFor();
      await checkA11y(page, `empty board with its hint (${lang})`);

      // The hint goes as soon as a part is on the canvas.
      await page
        .getByRole('button', { name: text(lang, 'editor.sidebar.add', { name: 'Raspberry Pi Pico' }) })
        .click();
      await page.locator('.react-flow__node').first().waitFor();
      await hint.waitFor({ state: 'detached' });
    },
  );

  inTurn('keeps the profile menu’s log out readable when focused and hovered', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    await page.goto(`/${lang}/home`);
    await page
      .getByRole('navigation', { name: text(lang, 'nav.label') })
      .getByRole('button', { name: DEMO_ACCOUNTS.student.name })
      .click();
    const logout = page.getByRole('menu').getByRole('menuitem', { name: text(lang, 'profile.logout') });
    await logout.waitFor();
    await settle(page);

    await logout.focus();
    await eventually(() => logout.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await contrastOf(logout)).toBeGreaterThanOrEqual(4.5);
    await checkA11y(page, `open profile menu, log out focused (${lang})`);

    await logout.hover();
    expect(await contrastOf(logout)).toBeGreaterThanOrEqual(4.5);
    await checkA11y(page, `open profile menu, log out hovered (${lang})`);
  });

  inTurn('ticks the password checklist of register step 2 as the password is typed', async () => {
    const { page } = journey;
    await page.goto(`/${lang}/principal-page/register`);
    await page.getByLabel(text(lang, 'fields.email')).fill(`nueva-${lang}@chispa.test`);
    await page.getByRole('button', { name: text(lang, 'auth.register.continue'), exact: true }).click();
    await page.getByText(text(lang, 'auth.register.step', { step: 2 })).waitFor();

    const list = page.getByRole('list', { name: text(lang, 'auth.passwordChecklist.title') });
    expect(await list.getAttribute('aria-live')).toBe('polite');
    const item = (key: string) =>
      list.getByRole('listitem').filter({
        hasText: text(lang, `auth.passwordChecklist.${key}`, {
          min: LIMITS.passwordMin,
          max: LIMITS.passwordMax,
        }),
      });
    const met = async () => {
      const result: string[] = [];
      for (const key of PASSWORD_CHECK_KEYS) {
        if ((await item(key).getAttribute('data-met')) !== null) result.push(key);
      }
      return result;
    };
    expect(await met()).toEqual([]);
    await checkA11y(page, `register step 2 with the checklist (${lang})`);

    const password = page.getByLabel(text(lang, 'fields.password'), { exact: true });
    await password.pressSequentially('chispa');
    await eventually(met).toEqual(['lowercase']);
    await expect
      .poll(() => item('lowercase').innerText())
      .toContain(text(lang, 'auth.passwordChecklist.met'));
    await password.pressSequentially('C');
    await eventually(met).toEqual(['uppercase', 'lowercase']);
    await password.pressSequentially('20');
    await eventually(met).toEqual(['length', 'uppercase', 'lowercase', 'digit']);
    await password.pressSequentially('#');
    await eventually(met).toEqual([...PASSWORD_CHECK_KEYS]);
    await password.press('Backspace');
    await eventually(met).toEqual(['length', 'uppercase', 'lowercase', 'digit']);
  });

  inTurn('shows the catalogue item modal’s buttons at 360 px and at 1280 px', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'superAdmin');
    for (const size of [
      { width: 360, height: 640 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/${lang}/catalogue-management`);
      await page.getByRole('button', { name: text(lang, 'catalogueAdmin.add') }).click();
      const add = page.getByRole('dialog', { name: text(lang, 'catalogueAdmin.modal.title.create') });
      // Long enough to scroll: two attribute rows on top of the names, type, order and image.
      for (let index = 0; index < 2; index += 1) {
        await add.getByRole('button', { name: text(lang, 'catalogueAdmin.modal.addAttr') }).click();
      }
      await settle(page);
      const submit = add.getByRole('button', { name: text(lang, 'catalogueAdmin.modal.submit.create') });
      const cancel = add.getByRole('button', { name: text(lang, 'catalogueAdmin.modal.cancel') });
      expect(await isVisibleOnTop(submit), `submit at ${size.width}px`).toBe(true);
      expect(await isVisibleOnTop(cancel), `cancel at ${size.width}px`).toBe(true);
      // Scrolled to the first field, the footer is still there.
      await add.getByLabel(text(lang, 'catalogueAdmin.modal.name.es')).focus();
      await add.getByLabel(text(lang, 'catalogueAdmin.modal.name.es')).scrollIntoViewIfNeeded();
      expect(await isVisibleOnTop(submit), `submit at the top, ${size.width}px`).toBe(true);
      await checkA11y(page, `catalogue item modal at ${size.width}px (${lang})`);
      await page.keyboard.press('Escape');
      await add.waitFor({ state: 'detached' });
    }
  });

  inTurn('keeps the logo in one place on every page, its name whole at 360 and 1280 px', async () => {
    const { page, context } = journey;
    await signInThroughApi(context, 'student');
    const created = await page.request.post('/api/projects', {
      data: { name: 'Logo', category: 'other', starter: 'pico', lang },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as Project;

    await page.goto(`/${lang}/home`);
    const home = await logoBox(page, lang);
    expect(home.link?.width).toBeGreaterThan(0);
    await page.goto(`/${lang}/projects`);
    expect(await logoBox(page, lang)).toEqual(home);
    // Pages that centred it before: the guide lists and the groups.
    for (const section of ['recommended-projects', 'practical-guides/sensors', 'groups']) {
      await page.goto(`/${lang}/${section}`);
      expect(await logoBox(page, lang), section).toEqual(home);
    }
    await page.goto(`/${lang}/board/${id}`);
    await page.locator('.react-flow__node').first().waitFor();
    expect(await logoBox(page, lang)).toEqual(home);

    // The name "Chispa" is whole, never clipped, on a phone and a laptop.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // (The board leaves only the mark on a phone, on purpose: the project's name needs the room.)
      const paths = width === 360 ? [`/${lang}/home`] : [`/${lang}/home`, `/${lang}/board/${id}`];
      for (const path of paths) {
        await page.goto(path);
        const name = page
          .getByRole('link', { name: text(lang, 'app.logoLink') })
          .getByText(text(lang, 'app.name'));
        await name.waitFor();
        await settle(page);
        const fits = await name.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return (
            element.scrollWidth <= element.clientWidth + 0.5 &&
            box.left >= 0 &&
            box.right <= window.innerWidth
          );
        });
        expect(fits, `${path} at ${width} px`).toBe(true);
      }
    }
  });
});
