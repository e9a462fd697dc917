import type { Locale } from '../../domain/constants.ts';

/**
 * The Intl locale each interface language formats with. Spanish stays plain `es` (decimal comma,
 * 24-hour clock), as the Spanish texts themselves write numbers ("3,3 V"); `es-419` would switch to
 * a decimal point and a.m./p.m. Portuguese is Brazil's.
 */
const INTL_LOCALES: Record<Locale, string> = { es: 'es', pt: 'pt-BR', en: 'en' };

export const intlLocaleOf = (lang: Locale): string => INTL_LOCALES[lang];

/** How much of a moment to show: a day, a day and minute, a day and second, or both short. */
export type DateStyle = 'date' | 'dateTime' | 'dateTimeSeconds' | 'short';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  short: { dateStyle: 'short', timeStyle: 'short' },
};

// Making an Intl formatter costs milliseconds (its locale data is looked up and resolved); a list of
// cards formats a date each, so each kind is made once and kept.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const kept = <F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F => {
  let found = formatters.get(key) as F | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
};

/**
 * A date (an ISO text from the server or a Date) in the page's language. A text that does not
 * parse is shown as it came rather than as "Invalid Date". `timeZone` is for tests; people see
 * their own.
 */
export const formatDate = (
  lang: Locale,
  value: string | Date,
  style: DateStyle = 'date',
  timeZone?: string,
): string => {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const format = kept(
    `date ${lang} ${style} ${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(intlLocaleOf(lang), { ...DATE_OPTIONS[style], timeZone }),
  );
  return format.format(date);
};

/** A number in the page's language: its decimal mark and grouping, at most `maxDecimals` decimals. */
export const formatNumber = (lang: Locale, value: number, maxDecimals = 2): string =>
  kept(
    `number ${lang} ${maxDecimals}`,
    () => new Intl.NumberFormat(intlLocaleOf(lang), { maximumFractionDigits: maxDecimals }),
  ).format(value);
