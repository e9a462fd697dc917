import { describe, expect, it } from 'vitest';
import { parseProjectsParams, toProjectsSearch } from './projects-params.ts';

describe('projects page params', () => {
  it('defaults to no search in a grid', () => {
    expect(parseProjectsParams(new URLSearchParams())).toEqual({ search: '', layout: 'grid' });
  });

  it('reads the search (trimmed, as the server schema does) and the list layout', () => {
    expect(parseProjectsParams(new URLSearchParams('search=%20robot%20&view=list'))).toEqual({
      search: 'robot',
      layout: 'list',
    });
  });

  it('ignores an unknown layout', () => {
    expect(parseProjectsParams(new URLSearchParams('view=table')).layout).toBe('grid');
  });

  it('treats a search the server would refuse as no search', () => {
    expect(parseProjectsParams(new URLSearchParams({ search: 'x'.repeat(1000) })).search).toBe('');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(toProjectsSearch({ search: '  ', layout: 'grid' }).toString()).toBe('');
    const params = { search: 'semáforo led', layout: 'list' } as const;
    expect(parseProjectsParams(toProjectsSearch(params))).toEqual(params);
  });
});
