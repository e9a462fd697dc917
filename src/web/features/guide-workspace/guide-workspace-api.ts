import { z } from 'zod';
import type { CodeView } from '../../../domain/blocks/json.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import type { ProjectCategory } from '../../../domain/constants.ts';
import type { SaveGuideProject } from '../../../domain/guide-admin.ts';
import { type Guide, guideSchema } from '../../../domain/guides.ts';
import { projectSchema } from '../../../domain/projects.ts';
import { ApiError, BAD_RESPONSE, NETWORK_ERROR, request } from '../../lib/api.ts';

/** The calls of the guide workspace (the guides API contract of issue 9), one function each. */

const guidePath = (id: string) => `/api/guides/${encodeURIComponent(id)}`;

/** `GET /api/guides/:id`: 404 GUIDE_NOT_FOUND for a guide the caller may not see. */
export const fetchGuide = (id: string) => request('GET', guidePath(id), { schema: guideSchema });

/** "Make it mine" of the guide as stored: a project of the caller named as the guide. */
export const copyGuideToProjects = (id: string) =>
  request('POST', `${guidePath(id)}/projects`, { schema: projectSchema });

/** "Make it mine" of what this tab shows after edits: a new project with that circuit and code. */
export const createProjectFromGuide = (body: {
  name: string;
  category: ProjectCategory;
  diagram: Diagram;
  code: string;
  codeView: CodeView;
}) => request('POST', '/api/projects', { body, schema: projectSchema });

export type GuideSaveResult =
  | { kind: 'saved'; guide: Guide }
  | { kind: 'conflict'; current: { version: number; updatedAt: string } };

const guideConflictSchema = z.object({
  error: z.object({ code: z.literal('GUIDE_VERSION_CONFLICT') }).loose(),
  current: z.object({ version: z.number().int(), updatedAt: z.string() }),
});

/** Browsers refuse keepalive requests whose bodies add up to more than 64 KiB. */
const KEEPALIVE_MAX_CHARS = 60_000;

const errorOf = (status: number, body: unknown): ApiError => {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string'
    ? new ApiError(status, error.code, typeof error.message === 'string' ? error.message : '')
    : new ApiError(status, BAD_RESPONSE, 'Unexpected response from the server');
};

/**
 * Template editing's save of a guide's circuit and code to `path` (`PUT /api/guides/:id/project`,
 * or an activity's starter project). A stale version is an answer: the conflict with the server's
 * current version. Any other refusal (409 GUIDE_PUBLISHED, 403, …) throws; `keepalive` lets a
 * save outlive the page, like the project's PATCH.
 */
export const saveTemplateProject = async (
  path: string,
  body: SaveGuideProject,
  options: { keepalive?: boolean } = {},
): Promise<GuideSaveResult> => {
  const text = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: text,
      keepalive: Boolean(options.keepalive) && text.length <= KEEPALIVE_MAX_CHARS,
    });
  } catch (cause) {
    throw new ApiError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network error');
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 409) {
    const conflict = guideConflictSchema.safeParse(json);
    if (conflict.success) return { kind: 'conflict', current: conflict.data.current };
  }
  if (!response.ok) throw errorOf(response.status, json);
  const guide = guideSchema.safeParse(json);
  if (!guide.success)
    throw new ApiError(response.status, BAD_RESPONSE, 'Unexpected response from the server');
  return { kind: 'saved', guide: guide.data };
};

/** Where a picture of a practical guide's circuit is sent (`PUT`, see lib/circuit-picture.ts). */
export const guideThumbnailPath = (id: string) => `${guidePath(id)}/thumbnail`;

/** `PUT /api/guides/:id/project`: a practical guide's template editing. */
export const saveGuideProject = (id: string, body: SaveGuideProject, options: { keepalive?: boolean } = {}) =>
  saveTemplateProject(`${guidePath(id)}/project`, body, options);
