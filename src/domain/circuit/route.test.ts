import { describe, expect, it } from 'vitest';
import { bendsToRoute, isValidRoute, routeToBends } from './route.ts';

const source = { x: 0, y: 0 };
const target = { x: 100, y: 50 };

describe('routeToBends', () => {
  it('walks moves from the source', () => {
    expect(routeToBends(['h10', 'v-5', 'h20'], source, target)).toEqual([
      { x: 10, y: 0 },
      { x: 10, y: -5 },
      { x: 30, y: -5 },
    ]);
  });

  it('walks moves after "*" from the target, last move first', () => {
    expect(routeToBends(['h10', '*', 'v-5'], source, target)).toEqual([
      { x: 10, y: 0 },
      { x: 100, y: 45 },
    ]);
    expect(routeToBends(['*', 'h10', 'v20'], source, target)).toEqual([
      { x: 110, y: 70 },
      { x: 100, y: 70 },
    ]);
  });

  it('reads decimals and an empty route', () => {
    expect(routeToBends(['h-38.4', 'v.5'], source, target)).toEqual([
      { x: -38.4, y: 0 },
      { x: -38.4, y: 0.5 },
    ]);
    expect(routeToBends([], source, target)).toEqual([]);
  });

  it('rejects malformed routes', () => {
    expect(routeToBends(['x10'], source, target)).toBeUndefined();
    expect(routeToBends(['h'], source, target)).toBeUndefined();
    expect(routeToBends(['h1', '*', '*'], source, target)).toBeUndefined();
    expect(isValidRoute(['h1', '*', 'v2'])).toBe(true);
    expect(isValidRoute(['h1e3'])).toBe(false);
  });
});

describe('bendsToRoute', () => {
  it('writes h/v moves from the source through every bend', () => {
    expect(
      bendsToRoute(
        [
          { x: 10, y: 0 },
          { x: 10, y: -5 },
          { x: 40, y: 20 },
        ],
        source,
      ),
    ).toEqual(['h10', 'v-5', 'h30', 'v25']);
  });

  it('rounds to two decimals and never writes -0', () => {
    expect(bendsToRoute([{ x: 0.1 + 0.2, y: -0.001 }], source)).toEqual(['h0.3']);
  });

  it('inverts routeToBends for orthogonal bends', () => {
    const route = ['h9.6', 'v-19.2', 'h-28.8', 'v48'];
    const bends = routeToBends(route, { x: 3, y: 4 }, target);
    expect(bends && bendsToRoute(bends, { x: 3, y: 4 })).toEqual(route);
  });
});
