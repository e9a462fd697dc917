import { describe, expect, it } from 'vitest';
import { parseUserSearch, toUserAdminSearch, toUserListQuery } from './user-admin-params.ts';

describe('the users screen URL', () => {
  it('reads the search, trimmed, and drops one the server would refuse', () => {
    expect(parseUserSearch(new URLSearchParams('search=%20ana%20'))).toBe('ana');
    expect(parseUserSearch(new URLSearchParams(''))).toBe('');
    expect(parseUserSearch(new URLSearchParams(`search=${'x'.repeat(101)}`))).toBe('');
  });

  it('writes only a search that is set', () => {
    expect(toUserAdminSearch('  ').toString()).toBe('');
    expect(toUserAdminSearch(' 100% ').toString()).toBe('search=100%25');
  });

  it('asks the server for a page', () => {
    expect(toUserListQuery('ana', { cursor: 'c1', limit: 25 }).toString()).toBe(
      'search=ana&cursor=c1&limit=25',
    );
    expect(toUserListQuery('', { cursor: null, limit: 25 }).toString()).toBe('limit=25');
  });
});
