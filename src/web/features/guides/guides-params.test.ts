import { describe, expect, it } from 'vitest';
import { parseGuidesParams, toGuidesSearch } from './guides-params.ts';

describe('guides params', () => {
  it('reads the filters from the URL and writes them back without the empty ones', () => {
    const params = parseGuidesParams(new URLSearchParams('search=led&category=iot&difficulty=beginner'));
    expect(params).toEqual({ search: 'led', category: 'iot', difficulty: 'beginner' });
    expect(toGuidesSearch(params).toString()).toBe('search=led&category=iot&difficulty=beginner');
    expect(toGuidesSearch({ ...params, search: ' ', category: '' }).toString()).toBe('difficulty=beginner');
  });

  it('drops only the filter the server would refuse', () => {
    expect(parseGuidesParams(new URLSearchParams('difficulty=expert&category=iot'))).toEqual({
      search: '',
      category: 'iot',
      difficulty: '',
    });
    expect(parseGuidesParams(new URLSearchParams(`search=${'x'.repeat(101)}`)).search).toBe('');
  });
});
