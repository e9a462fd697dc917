import { describe, expect, it } from 'vitest';
import {
  hasGroupFilters,
  NO_GROUP_FILTERS,
  parseGroupAdminFilters,
  toGroupAdminSearch,
  toGroupListQuery,
} from './group-admin-params.ts';

describe('the group management filters in the URL', () => {
  it('reads name, mentor and course, trimmed, with the server schema', () => {
    const filters = parseGroupAdminFilters(new URLSearchParams('name=%20Rob%20&mentorId=m1&courseId=c1&x=1'));
    expect(filters).toEqual({ name: 'Rob', mentorId: 'm1', courseId: 'c1' });
    expect(hasGroupFilters(filters)).toBe(true);
  });

  it('drops a filter the server would refuse and keeps the others', () => {
    const long = 'x'.repeat(500);
    expect(parseGroupAdminFilters(new URLSearchParams(`name=${long}&courseId=c1`))).toEqual({
      ...NO_GROUP_FILTERS,
      courseId: 'c1',
    });
    expect(hasGroupFilters(parseGroupAdminFilters(new URLSearchParams()))).toBe(false);
  });

  it('writes only the filters that are set, and the page for the API', () => {
    expect(toGroupAdminSearch({ name: 'a', mentorId: '', courseId: 'c' }).toString()).toBe(
      'name=a&courseId=c',
    );
    expect(toGroupListQuery(NO_GROUP_FILTERS, { cursor: 'abc', limit: 25 }).toString()).toBe(
      'cursor=abc&limit=25',
    );
  });

  it("narrows the API's page to the Backoffice's institution", () => {
    expect(toGroupListQuery(NO_GROUP_FILTERS, { cursor: null, limit: 25 }, 'inst 1').toString()).toBe(
      'institutionId=inst+1&limit=25',
    );
  });
});
