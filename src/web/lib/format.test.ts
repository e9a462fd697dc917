import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, intlLocaleOf } from './format.ts';

const MOMENT = '2026-03-05T14:07:09Z';

describe('formatDate', () => {
  it('writes a day the way each language does', () => {
    expect(formatDate('es', MOMENT, 'date', 'UTC')).toBe('5 mar 2026');
    expect(formatDate('pt', MOMENT, 'date', 'UTC')).toBe('5 de mar. de 2026');
    expect(formatDate('en', MOMENT, 'date', 'UTC')).toBe('Mar 5, 2026');
  });

  it('adds the time on a 24-hour clock in Spanish and Portuguese, a.m./p.m. in English', () => {
    expect(formatDate('es', MOMENT, 'dateTime', 'UTC')).toBe('5 mar 2026, 14:07');
    expect(formatDate('pt', MOMENT, 'dateTime', 'UTC')).toBe('5 de mar. de 2026, 14:07');
    expect(formatDate('en', MOMENT, 'dateTime', 'UTC')).toMatch(/^Mar 5, 2026, 2:07\sPM$/);
    expect(formatDate('es', MOMENT, 'dateTimeSeconds', 'UTC')).toBe('5 mar 2026, 14:07:09');
  });

  it('writes the short form day first in Spanish and Portuguese, month first in English', () => {
    expect(formatDate('es', MOMENT, 'short', 'UTC')).toBe('5/3/26, 14:07');
    expect(formatDate('pt', MOMENT, 'short', 'UTC')).toBe('05/03/2026, 14:07');
    expect(formatDate('en', MOMENT, 'short', 'UTC')).toMatch(/^3\/5\/26, 2:07\sPM$/);
  });

  it('takes a Date as well as an ISO text', () => {
    expect(formatDate('es', new Date(MOMENT), 'date', 'UTC')).toBe('5 mar 2026');
  });

  it('shows a text that is not a date as it came, not "Invalid Date"', () => {
    expect(formatDate('es', 'mañana', 'date')).toBe('mañana');
    expect(formatDate('en', '', 'dateTime')).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses a decimal comma in Spanish and Portuguese, a point in English', () => {
    expect(formatNumber('es', 87.5)).toBe('87,5');
    expect(formatNumber('pt', 87.5)).toBe('87,5');
    expect(formatNumber('en', 87.5)).toBe('87.5');
  });

  it('groups thousands per language and rounds to the decimals asked for', () => {
    expect(formatNumber('pt', 12345.678)).toBe('12.345,68');
    expect(formatNumber('en', 12345.678)).toBe('12,345.68');
    // Spanish groups from five digits on (CLDR's minimum grouping digits).
    expect(formatNumber('es', 1234.5)).toBe('1234,5');
    expect(formatNumber('es', 12345.5)).toBe('12.345,5');
    expect(formatNumber('es', 66.666, 1)).toBe('66,7');
  });

  it('writes whole numbers without decimals', () => {
    for (const lang of ['es', 'pt', 'en'] as const) expect(formatNumber(lang, 90)).toBe('90');
  });
});

describe('intlLocaleOf', () => {
  it('maps each interface language to the Intl locale it formats with', () => {
    expect([intlLocaleOf('es'), intlLocaleOf('pt'), intlLocaleOf('en')]).toEqual(['es', 'pt-BR', 'en']);
  });
});
