import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectOnlyTableScrolls, settle } from './browser.ts';
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
  /** A table wider than a phone: it scrolls sideways inside its container, never the page. */
  table?: Locator;
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
 * The page at 360 px: nothing scrolls sideways (but `table`, inside its container), `fits` stays on screen, and a
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
  if (options.table) await expectOnlyTableScrolls(options.table, PHONE.width);
  if (options.fits) await expectInsideViewport(options.fits, name);
  await expectNoSidewaysScroll(page, name);
  await mkdir(PHONE_SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(PHONE_SHOTS, `${name}.png`), fullPage: true });
  if (!before || before.width === PHONE.width) return;
  await page.setViewportSize(before);
  if (options.reload) await page.reload();
  await ready();
};
