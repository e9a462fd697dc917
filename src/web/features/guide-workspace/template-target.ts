import type { SaveGuideProject } from '../../../domain/guide-admin.ts';
import type { Guide } from '../../../domain/guides.ts';
import {
  fetchGuide,
  type GuideSaveResult,
  guideThumbnailPath,
  saveGuideProject,
} from './guide-workspace-api.ts';
import { guideWorkspaceKeys } from './guide-workspace-queries.ts';

/**
 * Where template editing reads and writes a guide's circuit and code: a practical guide's own
 * project, or an activity's starter project (course editor).
 */
export interface TemplateTarget {
  save: (body: SaveGuideProject, options: { keepalive?: boolean }) => Promise<GuideSaveResult>;
  /** The guide as stored now (the conflict choice 'reload theirs'). */
  fetch: () => Promise<Guide>;
  /** The query the page loaded the guide with, kept up to date with each save. */
  queryKey: readonly unknown[];
  /** Spec §4: a published practical guide is unpublished before editing; a course's starter projects are not. */
  isLockedWhenPublished: boolean;
  /** Where a picture of the saved circuit is sent (`PUT …/thumbnail`); none for what no card lists. */
  picturePath?: string;
}

export const practicalGuideTarget = (id: string): TemplateTarget => ({
  save: (body, options) => saveGuideProject(id, body, options),
  fetch: () => fetchGuide(id),
  queryKey: guideWorkspaceKeys.detail(id),
  isLockedWhenPublished: true,
  picturePath: guideThumbnailPath(id),
});
