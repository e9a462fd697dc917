import type { Difficulty } from '../../../domain/constants.ts';
import { guideListQuerySchema } from '../../../domain/guides.ts';

/** The recommended-projects filters, kept in the URL (STYLE rule 7); '' means no filter. */
export interface GuidesParams {
  search: string;
  category: string;
  difficulty: Difficulty | '';
}

const filtersSchema = guideListQuerySchema.pick({ search: true, category: true, difficulty: true });

/** Each filter is read with the server's own schema; one it refuses is dropped, not the others. */
export const parseGuidesParams = (params: URLSearchParams): GuidesParams => {
  const { shape } = filtersSchema;
  const read = (key: keyof GuidesParams) => params.get(key) ?? undefined;
  const search = shape.search.safeParse(read('search'));
  const category = shape.category.safeParse(read('category'));
  const difficulty = shape.difficulty.safeParse(read('difficulty'));
  return {
    search: (search.success && search.data) || '',
    category: (category.success && category.data) || '',
    difficulty: (difficulty.success && difficulty.data) || '',
  };
};

export const toGuidesSearch = (params: GuidesParams): URLSearchParams => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value.trim()) search.set(key, value.trim());
  return search;
};
