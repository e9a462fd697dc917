import { describe, expect, it } from 'vitest';
import { fractionAttrOfPercent, percentOfFraction } from './percent.ts';

describe('percent of a stored fraction', () => {
  it.each([
    ['0.1', 10],
    ['1', 100],
    ['1.0', 100],
    ['0', 0],
    ['0.05', 5],
    ['0.333', 33.3],
  ])('reads %j as %d %', (attr, percent) => {
    expect(percentOfFraction(attr)).toBe(percent);
  });

  it('reads nothing from an attr that is not a number', () => {
    for (const attr of [undefined, '', '  ', 'loud', 'NaN', 'Infinity'])
      expect(percentOfFraction(attr)).toBeUndefined();
  });

  it('stores a percent as the fraction Wokwi expects, within 0–100 %', () => {
    expect(fractionAttrOfPercent(10)).toBe('0.1');
    expect(fractionAttrOfPercent(100)).toBe('1');
    expect(fractionAttrOfPercent(33.33)).toBe('0.333');
    expect(fractionAttrOfPercent(150)).toBe('1');
    expect(fractionAttrOfPercent(-5)).toBe('0');
  });

  it('reads back what it stores', () => {
    for (const percent of [0, 5, 10, 25, 50, 75, 100, 12.5]) {
      expect(percentOfFraction(fractionAttrOfPercent(percent))).toBe(percent);
    }
  });
});
