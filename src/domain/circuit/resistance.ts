/**
 * Resistances as a student writes and reads them ("4.7k", "4k7", "1 kΩ") and as Wokwi stores them:
 * the resistor's `value` attr is a number of ohms in text ("220", "4700").
 */

/** The values a first circuit needs: an LED's resistor, a pull-up, a divider. */
export const RESISTANCE_PRESETS = [220, 1_000, 10_000] as const;

/** Above any resistor a kit holds; a typo ("47000000000") is refused rather than stored. */
export const RESISTANCE_MAX = 1_000_000_000;

const MULTIPLIERS: Readonly<Record<string, number>> = { '': 1, r: 1, k: 1e3, m: 1e6, meg: 1e6 };

/** `4.7k`, `4,7 k`, `220`, `1M`, `1 kΩ`, `10 ohms`; the decimal mark may be a point or a comma. */
const PLAIN = /^(\d+(?:\.\d+)?|\.\d+)(|r|k|m|meg)$/;
/** The code printed on parts and schematics: the multiplier marks the decimal point (`4k7`, `1M5`, `4R7`). */
const CODE = /^(\d+)(r|k|m)(\d+)$/;

/** Drops float noise (4.7 × 1000 = 4700.000000000001) below a thousandth of an ohm. */
const tidy = (ohms: number) => Math.round(ohms * 1000) / 1000;

/** Ohms for what the user typed, or undefined when it is not a resistance. */
export const parseResistance = (input: string): number | undefined => {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/(ω|Ω|ohms?)$/u, '')
    .replace(',', '.');
  const plain = PLAIN.exec(text);
  const code = plain ? undefined : CODE.exec(text);
  let ohms: number | undefined;
  if (plain) ohms = Number(plain[1]) * (MULTIPLIERS[plain[2] ?? ''] ?? Number.NaN);
  else if (code) ohms = Number(`${code[1]}.${code[3]}`) * (MULTIPLIERS[code[2] ?? ''] ?? Number.NaN);
  if (ohms === undefined || !Number.isFinite(ohms) || ohms > RESISTANCE_MAX) return undefined;
  return tidy(ohms);
};

/** The attr Wokwi stores for a resistance: ohms as a plain decimal number. */
export const resistanceAttr = (ohms: number): string => String(tidy(ohms));

const UNITS = [
  { unit: 'MΩ', scale: 1e6 },
  { unit: 'kΩ', scale: 1e3 },
  { unit: 'Ω', scale: 1 },
] as const;

/**
 * `4700` → "4,7 kΩ" in Spanish, "4.7 kΩ" in English: the largest unit that keeps the number at 1
 * or more, at most three decimals, the locale's decimal mark.
 */
export const formatResistance = (ohms: number, locale: string): string => {
  const { unit, scale } = UNITS.find((u) => Math.abs(ohms) >= u.scale) ?? { unit: 'Ω', scale: 1 };
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(
    ohms / scale,
  );
  return `${amount} ${unit}`;
};

/** The stored attr as the user reads it, or the attr itself when it holds no resistance. */
export const formatResistanceAttr = (attr: string, locale: string): string => {
  const ohms = parseResistance(attr);
  return ohms === undefined ? attr : formatResistance(ohms, locale);
};
