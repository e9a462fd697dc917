import { describe, expect, it } from 'vitest';
import { guideAdminQuerySchema } from '../../../domain/guide-admin.ts';
import {
  hasFilters,
  NO_FILTERS,
  parseGuideAdminFilters,
  parseGuideAdminTab,
  toGuideAdminQuery,
  toGuideAdminSearch,
} from './guide-admin-params.ts';

const FULL = 'search=led&category=iot&difficulty=advanced&language=pt&published=false&active=true';

describe('guide management URL', () => {
  it('reads every filter and writes it back, leaving empty ones and the default tab out', () => {
    const filters = parseGuideAdminFilters(new URLSearchParams(FULL));
    expect(filters).toEqual({
      search: 'led',
      category: 'iot',
      difficulty: 'advanced',
      language: 'pt',
      published: 'false',
      active: 'true',
    });
    expect(toGuideAdminSearch('guides', filters).toString()).toBe(FULL);
    expect(toGuideAdminSearch('categories', { ...NO_FILTERS, search: '  ' }).toString()).toBe(
      'tab=categories',
    );
  });

  it('drops only the filters the server schema refuses', () => {
    const filters = parseGuideAdminFilters(
      new URLSearchParams(
        `difficulty=expert&language=fr&published=yes&active=false&search=${'x'.repeat(101)}`,
      ),
    );
    expect(filters).toEqual({ ...NO_FILTERS, active: 'false' });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(parseGuideAdminFilters(new URLSearchParams('published=maybe')))).toBe(false);
  });

  it('knows two tabs and falls back to the guides', () => {
    expect(parseGuideAdminTab(new URLSearchParams('tab=categories'))).toBe('categories');
    expect(parseGuideAdminTab(new URLSearchParams('tab=../../admin'))).toBe('guides');
  });

  it('builds an API query the server schema accepts, with the cursor and the page size', () => {
    const filters = parseGuideAdminFilters(new URLSearchParams(FULL));
    const query = toGuideAdminQuery(filters, { cursor: 'abc', limit: 25 });
    expect(guideAdminQuerySchema.parse(Object.fromEntries(query))).toEqual({
      ...filters,
      cursor: 'abc',
      limit: 25,
    });
    expect(toGuideAdminQuery(NO_FILTERS, { cursor: null, limit: 25 }).toString()).toBe('limit=25');
  });
});
