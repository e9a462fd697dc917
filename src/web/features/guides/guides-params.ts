import type { Difficulty, Locale } from '../../../domain/constants.ts';
import { guideListQuerySchema } from '../../../domain/guides.ts';

/** The recommended-projects filters, kept in the URL (STYLE rule 7); '' means no filter. */
export interface GuidesParams {
  search: string;
  category: string;
  difficulty: Difficulty | '';
  /** The language the guides are written in. */
  language: Locale | '';
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
    language: (language.success && language.data) || '',
  };
};

export const toGuidesSearch = (params: GuidesParams): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value.trim()) search.set(key, value.trim());
  return search;
};

export const isFiltered = (params: GuidesParams) =>
  Object.values(params).some((value) => value.trim() !== '');
