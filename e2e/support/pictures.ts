import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Whether journeys keep pictures of their pages for a person to look at (`E2E_SCREENSHOTS=1`). No
 * test reads them, so the gate takes none (~65 ms each on a loaded machine, 47 of them); a failing
 * test still leaves its own (support/journey.ts).
 */
export const KEEP_PICTURES = process.env.E2E_SCREENSHOTS === '1';

/** A picture of the page at `file`, only when pictures are asked for (KEEP_PICTURES). */
export const keepPicture = async (page: Page, file: string, options: { fullPage?: boolean } = {}) => {
  if (!KEEP_PICTURES) return;
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, ...options });
};
