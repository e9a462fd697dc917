import { describe, expect, it } from 'vitest';
import {
  parseInstitutionSearch,
  toInstitutionListQuery,
  toInstitutionSearch,
} from './institution-admin-params.ts';

describe('the institution search in the URL', () => {
  it('reads it trimmed, and drops one the server would refuse', () => {
    expect(parseInstitutionSearch(new URLSearchParams('search=%20Sol%20'))).toBe('Sol');
    expect(parseInstitutionSearch(new URLSearchParams(`search=${'x'.repeat(101)}`))).toBe('');
    expect(parseInstitutionSearch(new URLSearchParams())).toBe('');
  });

  it('writes only a search that is set, and pages with cursor and limit', () => {
    expect(toInstitutionSearch('  ').toString()).toBe('');
    expect(toInstitutionListQuery('Sol', { cursor: 'abc', limit: 25 }).toString()).toBe(
      'search=Sol&cursor=abc&limit=25',
    );
  });
});
