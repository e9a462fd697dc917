import { describe, expect, it } from 'vitest';
import { parsePlotLine } from './plot-line.ts';

describe('parsePlotLine', () => {
  it.each([
    ['(1234,)', [1234]],
    ['(1.5, -2)', [1.5, -2]],
    ['  (0, 65535, 32768)  ', [0, 65535, 32768]],
    ['(-0.25,-3,+4)', [-0.25, -3, 4]],
    ['(1e3, 2.5E-2)', [1000, 0.025]],
    ['(.5, 3.)', [0.5, 3]],
  ])('reads %s', (line, numbers) => {
    expect(parsePlotLine(line)).toEqual(numbers);
  });

  it.each([
    ['1234'],
    ['valor 12'],
    ['("a", 1)'],
    ["('temp', 21.5)"],
    ['(1, None)'],
    ['()'],
    ['(,)'],
    ['(1,, 2)'],
    ['[1, 2]'],
    ['(1, 2'],
    ['(nan,)'],
  ])('ignores %s', (line) => {
    expect(parsePlotLine(line)).toBeUndefined();
  });
});
