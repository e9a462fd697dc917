import { describe, expect, it } from 'vitest';
import { moveInGrid } from './grid-keys.ts';

const size = { rows: 8, cols: 4 };

describe('moveInGrid', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(moveInGrid({ row: 1, col: 1 }, 'ArrowRight', size)).toEqual({ row: 1, col: 2 });
    expect(moveInGrid({ row: 1, col: 1 }, 'ArrowDown', size)).toEqual({ row: 2, col: 1 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowUp', size)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowLeft', size)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 7, col: 3 }, 'ArrowRight', size)).toEqual({ row: 7, col: 3 });
  });

  it('goes to the row ends with Home and End, to the corners with Ctrl', () => {
    expect(moveInGrid({ row: 3, col: 2 }, 'Home', size)).toEqual({ row: 3, col: 0 });
    expect(moveInGrid({ row: 3, col: 1 }, 'End', size)).toEqual({ row: 3, col: 3 });
    expect(moveInGrid({ row: 3, col: 2 }, 'Home', size, true)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 3, col: 2 }, 'End', size, true)).toEqual({ row: 7, col: 3 });
  });

  it('pages five rows, and leaves other keys (Enter follows the link) to the browser', () => {
    expect(moveInGrid({ row: 1, col: 2 }, 'PageDown', size)).toEqual({ row: 6, col: 2 });
    expect(moveInGrid({ row: 6, col: 2 }, 'PageDown', size)).toEqual({ row: 7, col: 2 });
    expect(moveInGrid({ row: 3, col: 2 }, 'PageUp', size)).toEqual({ row: 0, col: 2 });
    expect(moveInGrid({ row: 1, col: 1 }, 'Enter', size)).toBeNull();
    expect(moveInGrid({ row: 1, col: 1 }, 'a', size)).toBeNull();
  });
});
