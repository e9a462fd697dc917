import type { TFunction } from '../i18n/i18n.ts';

/** What `t` answers for a key the locale files lack; it holds nothing a translator would expand. */
const MISSING = '\u0000missing';

/**
 * A dynamic key's text, or `fallback` when the locale files lack it (e.g. `0x3c`). The fallback
 * is stored data (a wire colour, an attribute value), so it is returned as it is, never handed to
 * `t` as a default value (i18next expanded `$t(common.close)` in one to "Cerrar"; ours would not,
 * but the stored value stays out of the translator all the same).
 */
export const textFor = (t: TFunction, key: string, fallback: string): string => {
  const text = t(key as never, { defaultValue: MISSING }) as string;
  return text === MISSING ? fallback : text;
};

export const colorLabel = (t: TFunction, color: string) => textFor(t, `editor.colors.${color}`, color);
