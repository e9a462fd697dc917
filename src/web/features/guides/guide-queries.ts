import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/constants.ts';
import type { GuidePage } from '../../../domain/guides.ts';
import { earlyRead } from '../../lib/early-reads.ts';
import { guidesListPath, listGuideCategories, listGuides } from './guide-api.ts';
import type { GuidesParams } from './guides-params.ts';

export const guideKeys = {
  all: ['guides'] as const,
  recommended: (limit: number) => ['guides', 'recommended', limit] as const,
  pages: (params: GuidesParams) => ['guides', 'pages', params] as const,
  categories: ['guides', 'categories'] as const,
};

/** Guides change rarely (spec §9 keeps them cached for 10 minutes). */
const staleTime = LIMITS.guideCacheMs;

/** Home: the most recently published guides (spec §9: 4), from home's early read when it is here. */
export const useRecommendedGuides = (limit: number = LIMITS.homeRecommendedGuides) =>
  useQuery({
    queryKey: guideKeys.recommended(limit),
    ...earlyRead<GuidePage>(guidesListPath({ limit })),
    staleTime,
  });

/** Infinite scroll: 20 guides a page (spec §9). */
export const useGuidePages = (params: GuidesParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({
    queryKey: guideKeys.pages(params),
    queryFn: ({ pageParam }) =>
      listGuides({ ...params, cursor: pageParam, limit: LIMITS.infiniteScrollPageSize }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime,
    enabled,
  });

export const useGuideCategories = () =>
  useQuery({ queryKey: guideKeys.categories, queryFn: listGuideCategories, staleTime });
