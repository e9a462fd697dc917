import { guideListQuerySchema } from '../../../domain/guides.ts';
import { ALL_LANGUAGES, type GuidesParams } from './guide-query.ts';

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
