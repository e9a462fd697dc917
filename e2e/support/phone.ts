import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { settle } from './browser.ts';
import { keepPicture } from './pictures.ts';
import { REPO_ROOT } from './server.ts';

/** The narrowest phone the app is made for (issue 14). */
export const PHONE = { width: 360, height: 740 } as const;

/** Where the 360 px pictures go, one a page, for a person to look at. */
export const PHONE_SHOTS = path.join(REPO_ROOT, '.test-results', 'e2e', '360');

/** Fails when the document is wider than the viewport, i.e. the page itself scrolls sideways. */
export const expectNoSidewaysScroll = async (page: Page, name: string): Promise<void> => {
  const { document, viewport } = await page.evaluate(() => ({
    document: window.document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(document, `${name} scrolls sideways at ${viewport} px`).toBeLessThanOrEqual(viewport);
};

export interface PhoneCheckOptions {
  /**
   * Reload at 360 px rather than resize into it: for a page whose layout is decided once, at its
   * first render (a carousel counting its slides), and would be caught mid-transition.
   */
  reload?: boolean;
  /** A management table, a card a row on a phone: every row's name and actions on screen. */
  cards?: Locator;
  /** An open dialog or drawer: fixed on screen, it widens no document, so it is measured on its own. */
  fits?: Locator;
}

/** Fails when `element` sticks out of the viewport on either side (a dialog wider than the phone). */
export const expectInsideViewport = async (element: Locator, name: string): Promise<void> => {
  const { left, right, viewport } = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { left: box.left, right: box.right, viewport: window.innerWidth };
  });
  expect(left, `${name} starts off screen`).toBeGreaterThanOrEqual(0);
  expect(right, `${name} ends off screen at ${viewport} px`).toBeLessThanOrEqual(viewport);
};

/**
 * Fails when a row of a management table (a card on a phone, ui/card-table.module.css) does not
 * fit: the row, a button or link of it past the viewport's edge, or a cell's text cut. A row whose
 * actions must be scrolled to, or whose name shows a few letters, fails here.
 */
export const expectRowsInReach = async (table: Locator, name: string): Promise<void> => {
  await table.waitFor();
  const problemsNow = () =>
    table.evaluate((element) => {
      const found: string[] = [];
      const width = window.innerWidth;
      const outside = (node: Element) => {
        const box = node.getBoundingClientRect();
        return box.left < -1 || box.right > width + 1;
      };
      const rows = [...element.querySelectorAll('tbody tr')];
      if (rows.length === 0) found.push('no rows');
      for (const row of rows) {
        const first = row.querySelector('td') as HTMLElement | null;
        const rowName = first?.innerText.trim().split('\n')[0] ?? '';
        if (outside(row)) found.push(`the row "${rowName}" is wider than the screen`);
        for (const control of row.querySelectorAll('button, a, input')) {
          const label = control.getAttribute('aria-label') ?? (control as HTMLElement).innerText.trim();
          if (outside(control)) found.push(`"${label}" is off screen`);
        }
        for (const cell of row.querySelectorAll<HTMLElement>('td'))
          if (cell.scrollWidth > cell.clientWidth + 1) found.push(`"${cell.innerText.trim()}" is cut`);
      }
      return found;
    });
  // The page lays itself out again after the viewport shrinks (its cards come with a media query's
  // change): measured once it has, not in the frame of the resize.
  let problems: string[] = [];
  await expect
    .poll(async () => (problems = await problemsNow()), { timeout: 5_000 })
    .toEqual([])
    .catch(() => {});
  expect(problems, `${name} at ${PHONE.width} px: ${problems.join('; ')}`).toEqual([]);
};

/**
 * The page at 360 px: nothing scrolls sideways, `cards` show every row whole, `fits` stays on screen, and a
 * full-page picture at .test-results/e2e/360/<name>.png; then back to the journey's size.
 * `ready` waits for what the page must show (called again after each reload).
 */
export const screenshotAt360 = async (
  page: Page,
  name: string,
  ready: () => Promise<unknown> = async () => {},
  options: PhoneCheckOptions = {},
): Promise<void> => {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  if (options.reload) await page.reload();
  await ready();
  await settle(page);
  if (options.cards) await expectRowsInReach(options.cards, name);
  if (options.fits) await expectInsideViewport(options.fits, name);
  await expectNoSidewaysScroll(page, name);
  await keepPicture(page, path.join(PHONE_SHOTS, `${name}.png`), { fullPage: true });
  if (!before || before.width === PHONE.width) return;
  await page.setViewportSize(before);
  if (options.reload) await page.reload();
  await ready();
};
