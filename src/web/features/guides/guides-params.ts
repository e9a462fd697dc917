import type { Difficulty, Locale } from '../../../domain/constants.ts';
import { type GuideListQuery, guideListQuerySchema } from '../../../domain/guides.ts';

/** The language filter's choice of every language (one version of each guide, the page's first). */
export const ALL_LANGUAGES = 'all';

/**
 * The recommended-projects filters, kept in the URL (STYLE rule 7); '' means no filter, except for
 * the language, where '' means the page's own.
 */
export interface GuidesParams {
  search: string;
  category: string;
  difficulty: Difficulty | '';
  /** The language the guides are written in; '' for the page's, `all` for every language. */
  language: Locale | typeof ALL_LANGUAGES | '';
}

export const NO_GUIDE_FILTERS: GuidesParams = { search: '', category: '', difficulty: '', language: '' };

const filtersSchema = guideListQuerySchema.pick({
  search: true,
  category: true,
  difficulty: true,
  language: true,
});

/** Each filter is read with the server's own schema; one it refuses is dropped, not the others. */
export const parseGuidesParams = (params: URLSearchParams): GuidesParams => {
  const { shape } = filtersSchema;
  const read = (key: keyof GuidesParams) => params.get(key) ?? undefined;
  const search = shape.search.safeParse(read('search'));
  const category = shape.category.safeParse(read('category'));
  const difficulty = shape.difficulty.safeParse(read('difficulty'));
  const language = shape.language.safeParse(read('language'));
  return {
    search: (search.success && search.data) || '',
    category: (category.success && category.data) || '',
    difficulty: (difficulty.success && difficulty.data) || '',
    language: read('language') === ALL_LANGUAGES ? ALL_LANGUAGES : (language.success && language.data) || '',
  };
};

export const toGuidesSearch = (params: GuidesParams): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value.trim()) search.set(key, value.trim());
  return search;
};

export const isFiltered = (params: GuidesParams) =>
  Object.values(params).some((value) => value.trim() !== '');

type GuideFilterQuery = Pick<GuideListQuery, 'search' | 'category' | 'difficulty' | 'language' | 'prefer'>;

/**
 * What the API is asked for a page in `lang`: guides in the page's language unless another is
 * chosen; every language shows each guide once, its version in the page's language when it has one.
 */
export const toGuideQuery = ({ language, ...filters }: GuidesParams, lang: Locale): GuideFilterQuery => {
  const chosen =
    language === ALL_LANGUAGES ? { prefer: lang } : { language: language === '' ? lang : language };
  const query: GuideFilterQuery = { ...chosen };
  if (filters.search) query.search = filters.search;
  if (filters.category) query.category = filters.category;
  if (filters.difficulty) query.difficulty = filters.difficulty;
  return query;
};
