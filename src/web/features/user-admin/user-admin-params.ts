import { userListQuerySchema } from '../../../domain/user-admin.ts';

/** The users screen's search, kept in the URL (STYLE rule 7) and read with the server's schema. */
export const parseUserSearch = (params: URLSearchParams): string => {
  const parsed = userListQuerySchema.shape.search.safeParse(params.get('search') ?? undefined);
  return (parsed.success && parsed.data) || '';
};

/** The page's URL query: the search when there is one. */
export const toUserAdminSearch = (search: string): URLSearchParams => {
  const trimmed = search.trim();
  return new URLSearchParams(trimmed ? { search: trimmed } : {});
};

/** The query of `GET /api/users` for one page. */
export const toUserListQuery = (search: string, page: { cursor: string | null; limit: number }) => {
  const query = toUserAdminSearch(search);
  if (page.cursor) query.set('cursor', page.cursor);
  query.set('limit', String(page.limit));
  return query;
};
