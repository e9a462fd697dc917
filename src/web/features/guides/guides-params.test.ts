import { describe, expect, it } from 'vitest';
import { toGuideQuery } from './guide-query.ts';
import { isFiltered, NO_GUIDE_FILTERS, parseGuidesParams, toGuidesSearch } from './guides-params.ts';

describe('guides params', () => {
  it('reads the filters from the URL and writes them back without the empty ones', () => {
    const params = parseGuidesParams(
      new URLSearchParams('search=led&category=iot&difficulty=beginner&language=pt'),
    );
    expect(params).toEqual({ search: 'led', category: 'iot', difficulty: 'beginner', language: 'pt' });
    expect(toGuidesSearch(params).toString()).toBe('search=led&category=iot&difficulty=beginner&language=pt');
    expect(toGuidesSearch({ ...params, search: ' ', category: '', language: '' }).toString()).toBe(
      'difficulty=beginner',
    );
    expect(parseGuidesParams(new URLSearchParams('language=all')).language).toBe('all');
  });

  it('drops only the filter the server would refuse', () => {
    expect(parseGuidesParams(new URLSearchParams('difficulty=expert&category=iot&language=fr'))).toEqual({
      search: '',
      category: 'iot',
      difficulty: '',
      language: '',
    });
    expect(parseGuidesParams(new URLSearchParams(`search=${'x'.repeat(101)}`)).search).toBe('');
  });

  it('knows when any filter is set', () => {
    expect(isFiltered(NO_GUIDE_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_GUIDE_FILTERS, search: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_GUIDE_FILTERS, language: 'en' })).toBe(true);
  });

  it("asks for the page's language by default, and for each guide once in the page's language for all", () => {
    expect(toGuideQuery(NO_GUIDE_FILTERS, 'pt')).toEqual({ language: 'pt' });
    expect(toGuideQuery({ ...NO_GUIDE_FILTERS, language: 'en', category: 'iot' }, 'pt')).toEqual({
      language: 'en',
      category: 'iot',
    });
    expect(toGuideQuery({ ...NO_GUIDE_FILTERS, language: 'all' }, 'pt')).toEqual({ prefer: 'pt' });
  });
});
