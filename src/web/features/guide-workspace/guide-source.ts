import type { Locale } from '../../../domain/constants.ts';
import type { Me } from '../../../domain/me.ts';
import type { Project } from '../../../domain/projects.ts';
import { type ChecksOwner, guideChecksOwner } from '../checks/checks-api.ts';
import { copyGuideToProjects } from './guide-workspace-api.ts';
import { guideWorkspacePath } from './guide-workspace-paths.ts';
import type { TemplateTarget } from './template-target.ts';

/**
 * Where the guide on screen comes from, for what differs between a practical guide and an
 * activity's starter guide (template/{activityId}): how "make it mine" copies it as stored, and
 * the page a super admin's edit toggle goes to (none: the toggle only switches the sidebar's view).
 */
export interface GuideSource {
  copyToProjects: () => Promise<Project>;
  editPathOf?: (lang: Locale, edit: boolean) => string;
  /**
   * Who the edit toggle takes to template editing: guide managers (super admins) for a practical
   * guide; an activity's also lets institution admins try (the server decides on their course).
   */
  mayEditTemplate?: (roles: Me['roles']) => boolean;
  /** Where template editing saves: the practical guide's own project unless said otherwise. */
  template?: TemplateTarget;
  /** The behaviour checks "Check my work" in the bar runs (issue 25): the guide's, or its activity's. */
  checks?: ChecksOwner;
  /** Opens the checks at once (the course editor's link to an activity's checks). */
  openChecks?: boolean;
}

export const practicalGuideSource = (guideId: string, openChecks = false): GuideSource => ({
  copyToProjects: () => copyGuideToProjects(guideId),
  editPathOf: (lang, edit) => guideWorkspacePath(lang, guideId, { edit }),
  checks: guideChecksOwner(guideId),
  openChecks,
});

/** An activity's starter project is edited by course managers of either kind (spec §6). */
export const managesCourses = (roles: Me['roles']) => roles.superAdmin || roles.adminOf.length > 0;
