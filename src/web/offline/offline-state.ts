/**
 * Which state a page shows when something it needs did not come: the offline state (nothing
 * answered: the browser is offline, a request or a page's code could not be fetched) or the page's
 * own error (a server answered with a 4xx/5xx, which keeps its message). Pure, so it is tested alone.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { ProjectSummary } from '../../domain/projects.ts';
import { isApiError, NETWORK_ERROR } from '../lib/api.ts';

export type FailureState = 'offline' | 'error';

/** Nothing answered: an API call that never reached the server. */
export const isNetworkFailure = (error: unknown): boolean =>
  isApiError(error) && error.code === NETWORK_ERROR;

/**
 * A failure's state: a server's answer keeps its message even offline (it did answer); a call that
 * reached nothing, or anything else failing while the browser is offline (a page's code or texts
 * not downloaded), is the offline state. Online, a page's code that did not come stays an error:
 * after a deploy it may be gone, which the connection would not bring back.
 */
export const failureStateOf = (error: unknown, isOnline: boolean): FailureState => {
  if (isApiError(error)) return isNetworkFailure(error) ? 'offline' : 'error';
  return isOnline ? 'error' : 'offline';
};

/**
 * The pages that work from what this computer kept (the projects opened before and their board);
 * every other page reads the server each time it opens.
 */
const OFFLINE_READY_SECTIONS: readonly string[] = ['projects', 'board'];

/** The page's section: `/es/board/abc` → `board`. */
const sectionOf = (pathname: string): string => pathname.split('/')[2] ?? '';

/** Whether the page at `pathname` can only show with the network. */
export const needsNetwork = (pathname: string): boolean =>
  !OFFLINE_READY_SECTIONS.includes(sectionOf(pathname));

/** The one decision for a page being opened: itself, or the offline state in its place. */
export const pageStateOf = ({
  isOnline,
  pathname,
}: {
  isOnline: boolean;
  pathname: string;
}): 'page' | 'offline' => (!isOnline && needsNetwork(pathname) ? 'offline' : 'page');

/** A project as the offline state lists it. */
export type KeptProject = Pick<ProjectSummary, 'id' | 'name' | 'updatedAt'>;

type CachedProjects =
  | ProjectSummary
  | { items: ProjectSummary[] }
  | InfiniteData<{ items: ProjectSummary[] }>;

const summariesIn = (data: unknown): KeptProject[] => {
  if (!data || typeof data !== 'object') return [];
  if ('pages' in data && Array.isArray(data.pages)) return data.pages.flatMap(summariesIn);
  if ('items' in data && Array.isArray(data.items)) return data.items.flatMap(summariesIn);
  const project = data as Partial<ProjectSummary>;
  return typeof project.id === 'string' && typeof project.name === 'string'
    ? [{ id: project.id, name: project.name, updatedAt: project.updatedAt ?? '' }]
    : [];
};

/**
 * The projects the query cache holds (a project's detail, the lists' pages), each once, the most
 * recently changed first: what can be opened without the network.
 */
export const keptProjectsOf = (
  entries: readonly (readonly [unknown, unknown])[],
  limit: number,
): KeptProject[] => {
  const byId = new Map<string, KeptProject>();
  for (const [, data] of entries) {
    for (const project of summariesIn(data as CachedProjects | undefined)) {
      const known = byId.get(project.id);
      if (!known || known.updatedAt < project.updatedAt) byId.set(project.id, project);
    }
  }
  return [...byId.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, limit);
};
