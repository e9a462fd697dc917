import type { CodeView, WorkspaceJson } from '../../../domain/blocks/json.ts';
import type { Locale, PermissionLevel, ProjectCategory } from '../../../domain/constants.ts';
import type { ProjectStarter } from '../../../domain/project-starter.ts';
import type { Project, ProjectAccess, ProjectPage } from '../../../domain/projects.ts';
import { ApiError, BAD_RESPONSE, NETWORK_ERROR, request, requestJson } from '../../lib/api.ts';
import { readJson } from '../../lib/early-reads.ts';

/** The projects API (server contract of the projects issue): plain functions, one per call. */

const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

interface ProjectsQuery {
  search?: string;
  cursor?: string | null;
  limit?: number;
}

/** `GET /api/projects` with the query's parameters, as domain/page-reads.ts names home's read. */
export const projectsListPath = (query: ProjectsQuery) => {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.limit) params.set('limit', String(query.limit));
  const qs = params.toString();
  return `/api/projects${qs ? `?${qs}` : ''}`;
};

export const listProjects = (query: ProjectsQuery) => readJson<ProjectPage>(projectsListPath(query));

/** Where a picture of the project's circuit is sent (`PUT`, see lib/circuit-picture.ts). */
export const projectThumbnailPath = (id: string) => `${projectPath(id)}/thumbnail`;

export const fetchProject = (id: string) => readJson<Project>(projectPath(id));

/** A new project names its starter, language and view; the server writes the circuit and code. */
export interface NewProject {
  name: string;
  category: ProjectCategory;
  starter: ProjectStarter;
  lang: Locale;
  codeView: CodeView;
}

export const createProject = (body: NewProject) => requestJson<Project>('POST', '/api/projects', { body });

export const duplicateProject = (id: string) => requestJson<Project>('POST', `${projectPath(id)}/duplicate`);

export const deleteProject = (id: string) => request('DELETE', projectPath(id));

export const listPermissions = (id: string) =>
  requestJson<ProjectAccess[]>('GET', `${projectPath(id)}/permissions`);

export const sharePermission = (id: string, body: { email: string; level: PermissionLevel }) =>
  requestJson<ProjectAccess[]>('PUT', `${projectPath(id)}/permissions`, { body });

export const removePermission = (id: string, userId: string) =>
  request('DELETE', `${projectPath(id)}/permissions/${encodeURIComponent(userId)}`);

const failure = async (response: Response): Promise<ApiError> => {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  const code = body?.error?.code;
  return new ApiError(
    response.status,
    typeof code === 'string' ? code : BAD_RESPONSE,
    body?.error?.message ?? response.statusText,
  );
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The project the server answered (checked by its response schema, see `requestJson`). */
const projectOf = async (response: Response): Promise<Project> => {
  const body: unknown = await response.json().catch(() => null);
  if (!isObject(body) || typeof body.id !== 'string')
    throw new ApiError(response.status, BAD_RESPONSE, 'Unexpected response from the server');
  return body as unknown as Project;
};

/** The current version in a 409's body, or undefined when the 409 is not a version conflict. */
export const conflictOf = (body: unknown): { version: number; updatedAt: string } | undefined => {
  if (!isObject(body) || !isObject(body.error) || !isObject(body.current)) return undefined;
  const { version, updatedAt } = body.current;
  return body.error.code === 'PROJECT_VERSION_CONFLICT' &&
    Number.isSafeInteger(version) &&
    typeof updatedAt === 'string'
    ? { version: version as number, updatedAt }
    : undefined;
};

const sendRaw = async (path: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(path, { credentials: 'same-origin', ...init });
  } catch (cause) {
    throw new ApiError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network error');
  }
};

/** `PUT /api/projects/:id/image` with the multipart field `file`. */
export const uploadProjectImage = async (id: string, file: File): Promise<Project> => {
  const form = new FormData();
  form.set('file', file);
  const response = await sendRaw(`${projectPath(id)}/image`, {
    method: 'PUT',
    headers: { accept: 'application/json' },
    body: form,
  });
  if (!response.ok) throw await failure(response);
  return projectOf(response);
};

export interface ProjectPatch {
  version: number;
  name?: string;
  category?: ProjectCategory;
  diagram?: unknown;
  code?: string;
  codeView?: CodeView;
  blocks?: WorkspaceJson | null;
}

export type PatchResult =
  | { kind: 'saved'; project: Project }
  | { kind: 'conflict'; current: { version: number; updatedAt: string } };

/** Browsers refuse keepalive requests whose bodies add up to more than 64 KiB. */
const KEEPALIVE_MAX_CHARS = 60_000;

/**
 * `PATCH /api/projects/:id`. A stale `version` is an answer, not an error: it resolves to the
 * conflict with the server's current version. `keepalive` lets a save outlive the page.
 */
export const patchProject = async (
  id: string,
  patch: ProjectPatch,
  options: { keepalive?: boolean } = {},
): Promise<PatchResult> => {
  const body = JSON.stringify(patch);
  const response = await sendRaw(projectPath(id), {
    method: 'PATCH',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body,
    keepalive: Boolean(options.keepalive) && body.length <= KEEPALIVE_MAX_CHARS,
  });
  if (response.status === 409) {
    const current = conflictOf(
      await response
        .clone()
        .json()
        .catch(() => null),
    );
    if (current) return { kind: 'conflict', current };
    throw await failure(response);
  }
  if (!response.ok) throw await failure(response);
  return { kind: 'saved', project: await projectOf(response) };
};

/** Rename or re-categorise from a card: the project's current version comes first. */
export const renameProject = async (id: string, changes: { name: string; category: ProjectCategory }) => {
  const { version } = await fetchProject(id);
  const result = await patchProject(id, { version, ...changes });
  if (result.kind === 'conflict') throw new ApiError(409, 'PROJECT_VERSION_CONFLICT', 'Version conflict');
  return result.project;
};

export type { Project, ProjectPage };
