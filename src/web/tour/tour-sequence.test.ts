import { describe, expect, it } from 'vitest';
import { commandForKey, findStep, firstStep, moveTour, progressOf } from './tour-sequence.ts';
import { TOURS, type TourStep } from './tours.ts';

const steps = (...targets: string[]): TourStep[] =>
  targets.map((target) => ({ target, titleKey: 'tour.next', bodyKey: 'tour.next' }));

const onPage =
  (...present: string[]) =>
  (step: TourStep) =>
    present.includes(step.target);

describe('tour sequencing', () => {
  const tour = steps('a', 'b', 'c', 'd');

  it('starts at the first step whose target is on the page', () => {
    expect(firstStep(tour, onPage('a', 'b', 'c', 'd'))).toBe(0);
    expect(firstStep(tour, onPage('c', 'd'))).toBe(2);
    expect(firstStep(tour, onPage())).toBeNull();
  });

  it('skips missing targets both ways', () => {
    const present = onPage('a', 'd');
    expect(findStep(tour, 0, 1, present)).toBe(3);
    expect(findStep(tour, 3, -1, present)).toBe(0);
    expect(findStep(tour, 3, 1, present)).toBeNull();
  });

  it('next finishes after the last shown step; back on the first stays; skip ends', () => {
    const present = onPage('a', 'b', 'c');
    expect(moveTour(tour, 0, 'next', present)).toEqual({ index: 1 });
    expect(moveTour(tour, 2, 'next', present)).toEqual({ end: 'finished' });
    expect(moveTour(tour, 1, 'back', present)).toEqual({ index: 0 });
    expect(moveTour(tour, 0, 'back', present)).toEqual({ index: 0 });
    expect(moveTour(tour, 1, 'skip', present)).toEqual({ end: 'skipped' });
  });

  it('counts "n / total" over the steps that can be shown', () => {
    const present = onPage('a', 'c', 'd');
    expect(progressOf(tour, 0, present)).toEqual({ current: 1, total: 3, isFirst: true, isLast: false });
    expect(progressOf(tour, 2, present)).toEqual({ current: 2, total: 3, isFirst: false, isLast: false });
    expect(progressOf(tour, 3, present)).toEqual({ current: 3, total: 3, isFirst: false, isLast: true });
  });
});

describe('tour keys', () => {
  it('maps Esc, arrows and Enter', () => {
    expect(commandForKey('Escape', false)).toBe('skip');
    expect(commandForKey('ArrowRight', false)).toBe('next');
    expect(commandForKey('ArrowLeft', true)).toBe('back');
    expect(commandForKey('Enter', false)).toBe('next');
    expect(commandForKey('Tab', false)).toBeNull();
  });

  it('leaves Enter on a button to the button', () => {
    expect(commandForKey('Enter', true)).toBeNull();
  });
});

describe('tours', () => {
  it('the user tour walks the workspace in 5 to 7 steps, each with its own target', () => {
    const targets = TOURS.user.map((step) => step.target);
    expect(targets.length).toBeGreaterThanOrEqual(5);
    expect(targets.length).toBeLessThanOrEqual(7);
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('the guide tours (practical-guide, template) walk their pages in 4 to 7 steps, each with its own target', () => {
    for (const variant of ['practical-guide', 'template'] as const) {
      const targets = TOURS[variant].map((step) => step.target);
      expect(targets.length, variant).toBeGreaterThanOrEqual(4);
      expect(targets.length, variant).toBeLessThanOrEqual(7);
      expect(new Set(targets).size, variant).toBe(targets.length);
    }
    expect(TOURS['practical-guide'].map((step) => step.target)).toEqual(
      expect.arrayContaining(['guide-sidebar', 'guide-steps', 'run', 'make-it-mine']),
    );
  });
});
