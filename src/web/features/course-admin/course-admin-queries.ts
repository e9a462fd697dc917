import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/constants.ts';
import { fetchCourse, listCourses, listInstitutionOptions } from './course-admin-api.ts';
import { type CourseAdminFilters, toCourseListQuery } from './course-admin-params.ts';

/** Every key starts with 'courses', so a `course.changed` live event makes them all stale. */
export const courseAdminKeys = {
  all: ['courses'] as const,
  lists: ['courses', 'list'] as const,
  list: (filters: CourseAdminFilters, institutionId = '') =>
    ['courses', 'list', filters, institutionId] as const,
  institutions: (institutionId = '') => ['courses', 'institutions', institutionId] as const,
  course: (id: string) => ['courses', 'course', id] as const,
};

/** The academy's pages cache published courses under this prefix; a change here makes them stale. */
const ACADEMY_KEY = ['academy'] as const;

/** `institutionId` (the Backoffice's): only that institution's courses. */
export const useCoursePages = (filters: CourseAdminFilters, institutionId?: string) =>
  useInfiniteQuery({
    queryKey: courseAdminKeys.list(filters, institutionId),
    queryFn: ({ pageParam }) =>
      listCourses(toCourseListQuery(filters, { cursor: pageParam, limit: LIMITS.pageSize }, institutionId)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useInstitutionOptions = (institutionId?: string, enabled = true) =>
  useQuery({
    queryKey: courseAdminKeys.institutions(institutionId),
    queryFn: () => listInstitutionOptions(institutionId),
    enabled,
  });

/**
 * A course as a modal opened it: fetched afresh for each opening (`session`) and never refetched
 * behind the form's back; the form keeps its own copy from then on.
 */
export const openedCourseKey = (id: string, session: number) =>
  [...courseAdminKeys.course(id), session] as const;

export const useOpenedCourse = (id: string | null, session: number) =>
  useQuery({
    queryKey: openedCourseKey(id ?? '', session),
    queryFn: () => fetchCourse(id ?? ''),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** After any change: the table and the academy's pages. */
export const refreshCourses = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: courseAdminKeys.lists });
  void queryClient.invalidateQueries({ queryKey: ACADEMY_KEY });
};
