import { institutionListQuerySchema } from '../../../domain/institutions.ts';

/** The institution table's search, kept in the URL (STYLE rule 7) and read with the server's schema. */
export const parseInstitutionSearch = (params: URLSearchParams): string => {
  const parsed = institutionListQuerySchema.shape.search.safeParse(params.get('search') ?? undefined);
  return (parsed.success && parsed.data) || '';
};

/** The page's URL query: the search when there is one. */
export const toInstitutionSearch = (search: string): URLSearchParams => {
  const trimmed = search.trim();
  return new URLSearchParams(trimmed ? { search: trimmed } : {});
};

/** The query of `GET /api/institutions` for one page. */
export const toInstitutionListQuery = (
  search: string,
  page: { cursor: string | null; limit: number },
): URLSearchParams => {
  const query = toInstitutionSearch(search);
  if (page.cursor) query.set('cursor', page.cursor);
  query.set('limit', String(page.limit));
  return query;
};
