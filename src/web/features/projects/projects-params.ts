import { projectListQuerySchema } from '../../../domain/projects.ts';

export const PROJECT_LAYOUTS = ['grid', 'list'] as const;
export type ProjectLayout = (typeof PROJECT_LAYOUTS)[number];

/** What the projects page shows, kept in its URL query (STYLE rule 7): reload, links and back work. */
export interface ProjectsParams {
  search: string;
  layout: ProjectLayout;
}

const searchSchema = projectListQuerySchema.pick({ search: true });

/** The search is read with the server's own query schema; anything it refuses is no search. */
export const parseProjectsParams = (params: URLSearchParams): ProjectsParams => {
  const parsed = searchSchema.safeParse({ search: params.get('search') ?? undefined });
  const layout = params.get('view');
  return {
    search: parsed.success ? (parsed.data.search ?? '') : '',
    layout: layout === 'list' ? 'list' : 'grid',
  };
};

/** The query for `params`, defaults left out so the plain page has a plain address. */
export const toProjectsSearch = ({ search, layout }: ProjectsParams): URLSearchParams => {
  const params = new URLSearchParams();
  const trimmed = search.trim();
  if (trimmed) params.set('search', trimmed);
  if (layout !== 'grid') params.set('view', layout);
  return params;
};
