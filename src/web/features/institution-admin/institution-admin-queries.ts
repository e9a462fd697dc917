import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/constants.ts';
import { fetchInstitution, listInstitutions, searchCourses } from './institution-admin-api.ts';
import { toInstitutionListQuery } from './institution-admin-params.ts';

/** Every key starts with 'institutions'; a change refreshes them all (and the courses lists it touches). */
export const institutionKeys = {
  all: ['institutions'] as const,
  list: (search: string) => ['institutions', 'list', search] as const,
  detail: (id: string) => ['institutions', 'detail', id] as const,
  courseSearch: (search: string) => ['institutions', 'course-search', search] as const,
};

export const useInstitutionPages = (search: string) =>
  useInfiniteQuery({
    queryKey: institutionKeys.list(search),
    queryFn: ({ pageParam }) =>
      listInstitutions(toInstitutionListQuery(search, { cursor: pageParam, limit: LIMITS.pageSize })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useInstitution = (id: string) =>
  useQuery({ queryKey: institutionKeys.detail(id), queryFn: () => fetchInstitution(id), retry: false });

export const useCourseSearch = (search: string) =>
  useQuery({
    queryKey: institutionKeys.courseSearch(search),
    queryFn: () => searchCourses(search),
    placeholderData: (previous) => previous,
  });

/** After any change: the institution queries, and the course and group lists that show institutions. */
export const refreshInstitutions = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: institutionKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['courses'] });
  void queryClient.invalidateQueries({ queryKey: ['groups'] });
};
