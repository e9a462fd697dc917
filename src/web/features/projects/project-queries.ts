import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { LIMITS } from '../../../domain/constants.ts';
import type { ProjectSummary } from '../../../domain/projects.ts';
import { earlyRead } from '../../lib/early-reads.ts';
import { KEPT_NETWORK_MODE, withKeptRead } from '../../offline/kept-reads.ts';
import {
  deleteProject,
  duplicateProject,
  listProjects,
  type ProjectPage,
  projectsListPath,
} from './project-api.ts';

/** Query keys of the projects feature; every list lives under `projectKeys.lists`. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  newest: (limit: number) => ['projects', 'list', 'newest', limit] as const,
  pages: (search: string) => ['projects', 'list', 'pages', search] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  permissions: (id: string) => ['projects', 'permissions', id] as const,
};

/**
 * Home: the newest projects (spec §9: 5), from home's early read when it is here. The create
 * modal reads the same list (`enabled` while it creates) to know a person's first project.
 */
export const useNewestProjects = (limit: number = LIMITS.homeNewestProjects, enabled = true) => {
  const read = earlyRead<ProjectPage>(projectsListPath({ limit }));
  const queryKey = projectKeys.newest(limit);
  return useQuery({
    queryKey,
    ...read,
    queryFn: withKeptRead(queryKey, read.queryFn),
    networkMode: KEPT_NETWORK_MODE,
    enabled,
  });
};

type PagesData = InfiniteData<ProjectPage, string | null>;

/** A page of a kept list: the one kept after the same cursor. */
const keptPage = (kept: PagesData, cursor: string | null) => {
  const index = kept.pageParams.indexOf(cursor);
  return index < 0 ? undefined : kept.pages[index];
};

/** The projects page: server pages through `nextCursor` (spec §9: 20 per page for load more). */
export const useProjectPages = (search: string) =>
  useInfiniteQuery({
    queryKey: projectKeys.pages(search),
    queryFn: ({ pageParam }) =>
      withKeptRead(
        projectKeys.pages(search),
        () => listProjects({ search, cursor: pageParam, limit: LIMITS.infiniteScrollPageSize }),
        (kept: PagesData) => keptPage(kept, pageParam),
      )(),
    networkMode: KEPT_NETWORK_MODE,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

type ListData = ProjectPage | InfiniteData<ProjectPage, string | null>;

const isInfinite = (data: ListData): data is InfiniteData<ProjectPage, string | null> => 'pages' in data;

const withoutProject = (data: ListData | undefined, id: string): ListData | undefined => {
  if (!data) return data;
  const keep = (page: ProjectPage) => ({ ...page, items: page.items.filter((item) => item.id !== id) });
  return isInfinite(data) ? { ...data, pages: data.pages.map(keep) } : keep(data);
};

/** Applies `change` to a project wherever a cached list shows it. */
export const updateCachedSummaries = (
  queryClient: QueryClient,
  id: string,
  change: (summary: ProjectSummary) => ProjectSummary,
) => {
  const patch = (page: ProjectPage) => ({
    ...page,
    items: page.items.map((item) => (item.id === id ? change(item) : item)),
  });
  queryClient.setQueriesData<ListData>({ queryKey: projectKeys.lists }, (data) =>
    !data ? data : isInfinite(data) ? { ...data, pages: data.pages.map(patch) } : patch(data),
  );
};

/**
 * Spec §8: the project disappears from every cached list at once; a failure puts the lists back
 * by reloading them, without waiting for them to say it failed.
 */
export const useDeleteProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: projectKeys.lists });
      queryClient.setQueriesData<ListData>({ queryKey: projectKeys.lists }, (data) =>
        withoutProject(data, id),
      );
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    },
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: projectKeys.detail(id) }),
  });
};

/** The lists are read again without being waited for: the copy's tab opens as soon as it exists. */
export const useDuplicateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProject,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists });
    },
  });
};
