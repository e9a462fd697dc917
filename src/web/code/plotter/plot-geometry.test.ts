import { describe, expect, it } from 'vitest';
import { formatTick, plotGeometry, yRange } from './plot-geometry.ts';

const BOX = { width: 110, height: 100, left: 10, pad: 0 };

describe('yRange', () => {
  it('spans the data', () => {
    expect(yRange([[1, -4], [3]])).toEqual([-4, 3]);
  });

  it('widens a flat line so it shows mid-height, and has a default with no data', () => {
    expect(yRange([[50], [50]])).toEqual([45, 55]);
    expect(yRange([[0]])).toEqual([-1, 1]);
    expect(yRange([])).toEqual([0, 1]);
  });
});

describe('plotGeometry', () => {
  it('draws each series from the left, the top of the range at the top', () => {
    const geometry = plotGeometry(
      [
        [0, 10],
        [10, 0],
      ],
      2,
      11,
      BOX,
    );
    expect(geometry.lines).toEqual(['10,100 20,0', '10,0 20,100']);
    expect(geometry.ticks).toEqual([
      { y: 0, label: '10' },
      { y: 50, label: '5' },
      { y: 100, label: '0' },
    ]);
  });

  it('leaves out a series a row does not have', () => {
    expect(plotGeometry([[1], [2, 5], [3, 6]], 2, 11, BOX).lines[1]).toBe('20,20 30,0');
  });
});

describe('formatTick', () => {
  it('keeps whole numbers, rounds large ones to whole and small ones to three significant digits', () => {
    expect(formatTick(65535)).toBe('65535');
    expect(formatTick(32767.5)).toBe('32768');
    expect(formatTick(1.23456)).toBe('1.23');
    expect(formatTick(-0.000123456)).toBe('-0.000123');
  });
});
