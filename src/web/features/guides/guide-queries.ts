import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS, type Locale } from '../../../domain/constants.ts';
import type { GuidePage } from '../../../domain/guides.ts';
import { earlyRead } from '../../lib/early-reads.ts';
import { useLang } from '../../lib/use-lang.ts';
import { guidesListPath, listGuideCategories, listGuides } from './guide-api.ts';
import { type GuidesParams, toGuideQuery } from './guide-query.ts';

export const guideKeys = {
  all: ['guides'] as const,
  recommended: (limit: number, lang: Locale) => ['guides', 'recommended', limit, lang] as const,
  pages: (params: GuidesParams, lang: Locale) => ['guides', 'pages', params, lang] as const,
  categories: ['guides', 'categories'] as const,
};

/** Guides change rarely (spec §9 keeps them cached for 10 minutes). */
const staleTime = LIMITS.guideCacheMs;

/**
 * Home: the most recently published guides (spec §9: 4) in the page's language, from home's early
 * read when it is here.
 */
export const useRecommendedGuides = (limit: number = LIMITS.homeRecommendedGuides) => {
  const lang = useLang();
  return useQuery({
    queryKey: guideKeys.recommended(limit, lang),
    ...earlyRead<GuidePage>(guidesListPath({ limit, language: lang })),
    staleTime,
  });
};

/** Infinite scroll: 20 guides a page (spec §9), in the page's language unless the filters say otherwise. */
export const useGuidePages = (params: GuidesParams, { enabled = true }: { enabled?: boolean } = {}) => {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: guideKeys.pages(params, lang),
    queryFn: ({ pageParam }) =>
      listGuides({ ...toGuideQuery(params, lang), cursor: pageParam, limit: LIMITS.infiniteScrollPageSize }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime,
    enabled,
  });
};

export const useGuideCategories = () =>
  useQuery({ queryKey: guideKeys.categories, queryFn: listGuideCategories, staleTime });
