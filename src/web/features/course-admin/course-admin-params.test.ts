import { describe, expect, it } from 'vitest';
import { courseListQuerySchema } from '../../../domain/academy.ts';
import {
  hasCourseFilters,
  NO_COURSE_FILTERS,
  parseCourseAdminFilters,
  toCourseAdminSearch,
  toCourseListQuery,
} from './course-admin-params.ts';

const FULL = 'search=robot&institution=Colegio+Andino&modality=premium&status=draft';

describe('course management URL', () => {
  it('reads every filter and writes it back, leaving empty ones out', () => {
    const filters = parseCourseAdminFilters(new URLSearchParams(FULL));
    expect(filters).toEqual({
      search: 'robot',
      institution: 'Colegio Andino',
      modality: 'premium',
      status: 'draft',
    });
    expect(toCourseAdminSearch(filters).toString()).toBe(FULL);
    expect(toCourseAdminSearch({ ...NO_COURSE_FILTERS, search: '  ' }).toString()).toBe('');
  });

  it('drops only the filters the server schema refuses', () => {
    const filters = parseCourseAdminFilters(
      new URLSearchParams(`modality=gratis&status=archived&institution=Liceo&search=${'x'.repeat(101)}`),
    );
    expect(filters).toEqual({ ...NO_COURSE_FILTERS, institution: 'Liceo' });
    expect(hasCourseFilters(filters)).toBe(true);
    expect(hasCourseFilters(parseCourseAdminFilters(new URLSearchParams('status=maybe')))).toBe(false);
  });

  it('builds an API query the server schema accepts, with the cursor and the page size', () => {
    const filters = parseCourseAdminFilters(new URLSearchParams(FULL));
    const query = toCourseListQuery(filters, { cursor: 'abc', limit: 25 });
    expect(courseListQuerySchema.parse(Object.fromEntries(query))).toEqual({
      ...filters,
      cursor: 'abc',
      limit: 25,
    });
    expect(toCourseListQuery(NO_COURSE_FILTERS, { cursor: null, limit: 25 }).toString()).toBe('limit=25');
  });
});
