import { type CourseListQuery, courseListQuerySchema } from '../../../domain/academy.ts';

/**
 * The course management table's filters kept in the URL (STYLE rule 7), read with the server's own
 * query schema. '' means no filter.
 */
export interface CourseAdminFilters {
  search: string;
  institution: string;
  modality: NonNullable<CourseListQuery['modality']> | '';
  status: NonNullable<CourseListQuery['status']> | '';
}

export const NO_COURSE_FILTERS: CourseAdminFilters = {
  search: '',
  institution: '',
  modality: '',
  status: '',
};

const FILTER_KEYS = Object.keys(NO_COURSE_FILTERS) as (keyof CourseAdminFilters)[];

/** Each filter is read with the server's schema; one it refuses is dropped, not the others. */
export const parseCourseAdminFilters = (params: URLSearchParams): CourseAdminFilters => {
  const { shape } = courseListQuerySchema;
  const read = <K extends keyof CourseAdminFilters>(key: K): CourseAdminFilters[K] => {
    const parsed = shape[key].safeParse(params.get(key) ?? undefined);
    return ((parsed.success && parsed.data) || '') as CourseAdminFilters[K];
  };
  return {
    search: read('search'),
    institution: read('institution'),
    modality: read('modality'),
    status: read('status'),
  };
};

export const hasCourseFilters = (filters: CourseAdminFilters): boolean =>
  FILTER_KEYS.some((key) => filters[key].trim() !== '');

const setFilters = (search: URLSearchParams, filters: CourseAdminFilters) => {
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  return search;
};

/** The page's URL query: only the filters that are set. */
export const toCourseAdminSearch = (filters: CourseAdminFilters): URLSearchParams =>
  setFilters(new URLSearchParams(), filters);

/** The query of `GET /api/courses` for one page; `institutionId` narrows it to the Backoffice's institution. */
export const toCourseListQuery = (
  filters: CourseAdminFilters,
  page: { cursor: string | null; limit: number },
  institutionId?: string,
): URLSearchParams => {
  const search = setFilters(new URLSearchParams(), filters);
  if (institutionId) search.set('institutionId', institutionId);
  if (page.cursor) search.set('cursor', page.cursor);
  search.set('limit', String(page.limit));
  return search;
};
