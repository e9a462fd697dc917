import type { Difficulty, Locale } from '../../../domain/constants.ts';
import { guideAdminQuerySchema } from '../../../domain/guide-admin.ts';

/**
 * The management page's state kept in the URL (STYLE rule 7): the open tab and the guide filters,
 * read with the server's own query schema. '' means no filter.
 */
export interface GuideAdminFilters {
  search: string;
  category: string;
  difficulty: Difficulty | '';
  language: Locale | '';
  published: 'true' | 'false' | '';
  active: 'true' | 'false' | '';
}

export const GUIDE_ADMIN_TABS = ['guides', 'categories'] as const;
export type GuideAdminTab = (typeof GUIDE_ADMIN_TABS)[number];

export const NO_FILTERS: GuideAdminFilters = {
  search: '',
  category: '',
  difficulty: '',
  language: '',
  published: '',
  active: '',
};

const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof GuideAdminFilters)[];
const TAB_KEY = 'tab';

/** Each filter is read with the server's schema; one it refuses is dropped, not the others. */
export const parseGuideAdminFilters = (params: URLSearchParams): GuideAdminFilters => {
  const { shape } = guideAdminQuerySchema;
  const read = <K extends keyof GuideAdminFilters>(key: K): GuideAdminFilters[K] => {
    const parsed = shape[key].safeParse(params.get(key) ?? undefined);
    return ((parsed.success && parsed.data) || '') as GuideAdminFilters[K];
  };
  return {
    search: read('search'),
    category: read('category'),
    difficulty: read('difficulty'),
    language: read('language'),
    published: read('published'),
    active: read('active'),
  };
};

export const parseGuideAdminTab = (params: URLSearchParams): GuideAdminTab =>
  params.get(TAB_KEY) === 'categories' ? 'categories' : 'guides';

export const hasFilters = (filters: GuideAdminFilters): boolean =>
  FILTER_KEYS.some((key) => filters[key].trim() !== '');

const setFilters = (search: URLSearchParams, filters: GuideAdminFilters) => {
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  return search;
};

/** The page's URL query: the tab (guides is the default, left out) and the filters that are set. */
export const toGuideAdminSearch = (tab: GuideAdminTab, filters: GuideAdminFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (tab !== 'guides') search.set(TAB_KEY, tab);
  return setFilters(search, filters);
};

/** The query of `GET /api/guide-admin/guides` for one page. */
export const toGuideAdminQuery = (
  filters: GuideAdminFilters,
  page: { cursor: string | null; limit: number },
): URLSearchParams => {
  const search = setFilters(new URLSearchParams(), filters);
  if (page.cursor) search.set('cursor', page.cursor);
  search.set('limit', String(page.limit));
  return search;
};
