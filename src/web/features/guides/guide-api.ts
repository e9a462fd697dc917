import type { Guide, GuideCategory, GuidePage } from '../../../domain/guides.ts';
import { requestJson } from '../../lib/api.ts';
import { readJson } from '../../lib/early-reads.ts';
import type { toGuideQuery } from './guide-query.ts';

/** The guides API: published guides a page at a time, one guide whole, and their categories. */

type GuidesQuery = ReturnType<typeof toGuideQuery> & { cursor?: string | null; limit: number };

/** `GET /api/guides` with the query's parameters, as domain/page-reads.ts names home's read. */
export const guidesListPath = (query: GuidesQuery) => {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.difficulty) params.set('difficulty', query.difficulty);
  if (query.language) params.set('language', query.language);
  if (query.prefer) params.set('prefer', query.prefer);
  if (query.cursor) params.set('cursor', query.cursor);
  return `/api/guides?${params}`;
};

export const listGuides = (query: GuidesQuery) => readJson<GuidePage>(guidesListPath(query));

export const fetchGuide = (id: string) => requestJson<Guide>('GET', `/api/guides/${encodeURIComponent(id)}`);

export const listGuideCategories = () => requestJson<GuideCategory[]>('GET', '/api/guide-categories');
