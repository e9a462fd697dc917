/**
 * Fractions Wokwi stores (a buzzer's `volume`, "0.1") shown as the percent a student reads
 * ("10 %"). Kept to a tenth of a percent, so a typed 33.33 stores "0.333", not float noise.
 */

export const percentOfFraction = (attr: string | undefined): number | undefined => {
  if (attr === undefined || attr.trim() === '') return undefined;
  const fraction = Number(attr);
  return Number.isFinite(fraction) ? Math.round(fraction * 1000) / 10 : undefined;
};

/** The attr for a percent, clamped to 0–100: 10 → "0.1", 100 → "1". */
export const fractionAttrOfPercent = (percent: number): string => {
  const clamped = Math.min(Math.max(percent, 0), 100);
  return String(Math.round(clamped * 10) / 1000);
};
