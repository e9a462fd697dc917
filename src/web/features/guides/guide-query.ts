import type { Difficulty, Locale } from '../../../domain/constants.ts';
import type { GuideListQuery } from '../../../domain/guides.ts';

/*
 * What a guide list asks the API for. Apart from reading the filters (guides-params.ts, with the
 * server's zod schema), so home's list of four does not download zod.
 */

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

export type GuideFilterQuery = Pick<
  GuideListQuery,
  'search' | 'category' | 'difficulty' | 'language' | 'prefer'
>;

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
