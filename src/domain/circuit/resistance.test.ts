import { describe, expect, it } from 'vitest';
import {
  formatResistance,
  formatResistanceAttr,
  parseResistance,
  RESISTANCE_MAX,
  resistanceAttr,
} from './resistance.ts';

describe('parseResistance', () => {
  it.each([
    ['1000', 1000],
    ['220', 220],
    ['4.7k', 4700],
    ['4,7k', 4700],
    ['4k7', 4700],
    ['4K7', 4700],
    ['1M', 1_000_000],
    ['1m5', 1_500_000],
    ['2.2 MΩ', 2_200_000],
    ['4R7', 4.7],
    ['10 kΩ', 10_000],
    ['10k ohms', 10_000],
    ['  330 Ω ', 330],
    ['1meg', 1_000_000],
    ['.5k', 500],
    ['0', 0],
    ['1 kΩ', 1000],
    ['100\u2126', 100],
  ])('reads %j as %d Ω', (input, ohms) => {
    expect(parseResistance(input)).toBe(ohms);
  });

  it.each([
    '',
    'k',
    'abc',
    '-220',
    '4.7.1k',
    '4k7k',
    '1e3',
    '10 kg',
    'Infinity',
    '1,000,000',
    `${RESISTANCE_MAX + 1}`,
  ])('refuses %j', (input) => {
    expect(parseResistance(input)).toBeUndefined();
  });
});

describe('formatResistance', () => {
  it.each([
    [220, 'es', '220 Ω'],
    [1000, 'es', '1 kΩ'],
    [4700, 'es', '4,7 kΩ'],
    [4700, 'pt', '4,7 kΩ'],
    [4700, 'en', '4.7 kΩ'],
    [10_000, 'en', '10 kΩ'],
    [2_200_000, 'en', '2.2 MΩ'],
    [999, 'en', '999 Ω'],
    [4.7, 'es', '4,7 Ω'],
    [0, 'es', '0 Ω'],
    [1_234_567, 'en', '1.235 MΩ'],
  ])('shows %d Ω in %s as %j', (ohms, locale, text) => {
    expect(formatResistance(ohms, locale)).toBe(text);
  });

  it('reads back what it shows', () => {
    for (const ohms of [220, 1000, 4700, 10_000, 47_000, 2_200_000, 4.7]) {
      expect(parseResistance(formatResistance(ohms, 'es'))).toBe(ohms);
      expect(parseResistance(formatResistance(ohms, 'en'))).toBe(ohms);
    }
  });
});

describe('stored attrs', () => {
  it('stores ohms as Wokwi does, a plain number in text', () => {
    expect(resistanceAttr(parseResistance('4k7') ?? Number.NaN)).toBe('4700');
    expect(resistanceAttr(parseResistance('4.7') ?? Number.NaN)).toBe('4.7');
    expect(resistanceAttr(1000)).toBe('1000');
  });

  it('shows a stored attr with its unit, and an attr that holds no resistance as it is', () => {
    expect(formatResistanceAttr('220', 'es')).toBe('220 Ω');
    expect(formatResistanceAttr('1k', 'pt')).toBe('1 kΩ');
    expect(formatResistanceAttr('big', 'en')).toBe('big');
  });
});
