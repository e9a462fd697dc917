import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** The width of a laptop, where the guide workspace is at its most crowded (issue 26). */
export const LAPTOP = { width: 1280, height: 800 } as const;

/**
 * Fails when a label in `element` does not fit: text wider than its box (cut, or ended in "…"),
 * or a box past the viewport's edge. Text hidden for sight but kept for screen readers (a 1 px
 * box, as in an icon-only button) is read, not seen, and is skipped; so is what is not drawn.
 */
export const expectWhole = async (element: Locator, name: string): Promise<void> => {
  await element.waitFor();
  const problems = await element.evaluate((root) => {
    const found: string[] = [];
    for (const node of [root, ...root.querySelectorAll('*')]) {
      if (!(node instanceof HTMLElement) || !node.innerText.trim()) continue;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const label = node.innerText.trim().replace(/\s+/g, ' ');
      if (node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1)
        found.push(`"${label}" is cut (${node.scrollWidth} px in ${node.clientWidth})`);
      if (box.left < -1 || box.right > window.innerWidth + 1) found.push(`"${label}" is off screen`);
    }
    return found;
  });
  expect(problems, `${name}: ${problems.join('; ')}`).toEqual([]);
};

/** Fails when the elements (a tab list's tabs) do not all sit on one row. */
export const expectOneRow = async (elements: Locator, name: string): Promise<void> => {
  const tops = await elements.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
  );
  expect(tops.length, `${name}: none found`).toBeGreaterThan(0);
  expect(new Set(tops).size, `${name} wrap to ${new Set(tops).size} rows`).toBe(1);
};
