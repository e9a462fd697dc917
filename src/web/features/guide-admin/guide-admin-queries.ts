import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/constants.ts';
import { fetchGuide, fetchGuideStats, listAdminGuides, listCategories } from './guide-admin-api.ts';
import { type GuideAdminFilters, toGuideAdminQuery } from './guide-admin-params.ts';

export const guideAdminKeys = {
  all: ['guide-admin'] as const,
  lists: ['guide-admin', 'guides'] as const,
  list: (filters: GuideAdminFilters) => ['guide-admin', 'guides', filters] as const,
  stats: ['guide-admin', 'stats'] as const,
  guide: (id: string) => ['guide-admin', 'guide', id] as const,
  categories: ['guide-admin', 'categories'] as const,
};

/**
 * The key prefix under which the guides pages (features/guides) cache published guides and
 * categories; every change here invalidates it, so those pages do not keep a stale copy.
 */
const PUBLIC_GUIDES_KEY = ['guides'] as const;

/** Management reads are always fresh on mount: the point of the page is the current state. */
export const useAdminGuidePages = (filters: GuideAdminFilters) =>
  useInfiniteQuery({
    queryKey: guideAdminKeys.list(filters),
    queryFn: ({ pageParam }) =>
      listAdminGuides(toGuideAdminQuery(filters, { cursor: pageParam, limit: LIMITS.pageSize })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useGuideStats = () => useQuery({ queryKey: guideAdminKeys.stats, queryFn: fetchGuideStats });

export const useAdminCategories = () =>
  useQuery({ queryKey: guideAdminKeys.categories, queryFn: listCategories });

/**
 * The guide as the editor opened it: fetched afresh for each opening (`session`), and never
 * refetched behind the editor's back; the editor keeps its own copy from then on.
 */
export const editedGuideKey = (id: string, session: number) =>
  [...guideAdminKeys.guide(id), session] as const;

export const useEditedGuide = (id: string | null, session: number) =>
  useQuery({
    queryKey: editedGuideKey(id ?? '', session),
    queryFn: () => fetchGuide(id ?? ''),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** After any change: lists, stats, categories (their counts) and the public guide pages. */
export const refreshGuides = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: guideAdminKeys.lists });
  void queryClient.invalidateQueries({ queryKey: guideAdminKeys.stats });
  void queryClient.invalidateQueries({ queryKey: guideAdminKeys.categories });
  void queryClient.invalidateQueries({ queryKey: PUBLIC_GUIDES_KEY });
};
