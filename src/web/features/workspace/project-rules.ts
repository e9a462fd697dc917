import type { PermissionLevel } from '../../../domain/constants.ts';

/** Spec §4: projects of guides and activities are never saved from this workspace. */
const NEVER_SAVED_PREFIXES = ['practical_', 'starter_', 'activity'] as const;

export interface SaveRuleInput {
  id: string;
  permission: PermissionLevel;
  isReadOnly: boolean;
  isTemplateEditing?: boolean;
}

/** Read-only for this user: the editors show it and refuse edits. */
export const isEditorReadOnly = ({ permission, isReadOnly }: SaveRuleInput): boolean =>
  isReadOnly || permission === 'read';

/** Whether edits are saved at all: not read-only, not a guide or activity, not a template being edited. */
export const canSaveProject = (project: SaveRuleInput): boolean =>
  !isEditorReadOnly(project) &&
  !project.isTemplateEditing &&
  !NEVER_SAVED_PREFIXES.some((prefix) => project.id.startsWith(prefix));

/**
 * Where a workspace's edits go (spec §3 isTemplateEditing, §4): a project saves to itself; a
 * guide's project under template editing saves to the guide (never to the user's projects);
 * anything else stays in the tab.
 */
export type SaveTarget = 'project' | 'template' | 'none';

export const saveTargetOf = (input: SaveRuleInput): SaveTarget => {
  if (canSaveProject(input)) return 'project';
  return input.isTemplateEditing && !isEditorReadOnly(input) ? 'template' : 'none';
};
