import { groupListQuerySchema } from '../../../domain/groups.ts';

/**
 * The group management table's filters kept in the URL (STYLE rule 7), read with the server's
 * own query schema. '' means no filter.
 */
export interface GroupAdminFilters {
  name: string;
  mentorId: string;
  courseId: string;
}

export const NO_GROUP_FILTERS: GroupAdminFilters = { name: '', mentorId: '', courseId: '' };

const FILTER_KEYS = Object.keys(NO_GROUP_FILTERS) as (keyof GroupAdminFilters)[];

/** Each filter is read with the server's schema; one it refuses is dropped, not the others. */
export const parseGroupAdminFilters = (params: URLSearchParams): GroupAdminFilters => {
  const { shape } = groupListQuerySchema;
  const read = (key: keyof GroupAdminFilters): string => {
    const parsed = shape[key].safeParse(params.get(key) ?? undefined);
    return (parsed.success && parsed.data) || '';
  };
  return { name: read('name'), mentorId: read('mentorId'), courseId: read('courseId') };
};

export const hasGroupFilters = (filters: GroupAdminFilters): boolean =>
  FILTER_KEYS.some((key) => filters[key].trim() !== '');

const setFilters = (search: URLSearchParams, filters: GroupAdminFilters) => {
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  return search;
};

/** The page's URL query: only the filters that are set. */
export const toGroupAdminSearch = (filters: GroupAdminFilters): URLSearchParams =>
  setFilters(new URLSearchParams(), filters);

/** The query of `GET /api/groups` for one page; `institutionId` narrows it to the Backoffice's institution. */
export const toGroupListQuery = (
  filters: GroupAdminFilters,
  page: { cursor: string | null; limit: number },
  institutionId?: string,
): URLSearchParams => {
  const search = setFilters(new URLSearchParams(), filters);
  if (institutionId) search.set('institutionId', institutionId);
  if (page.cursor) search.set('cursor', page.cursor);
  search.set('limit', String(page.limit));
  return search;
};
