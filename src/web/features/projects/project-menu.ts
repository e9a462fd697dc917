import type { PermissionLevel } from '../../../domain/constants.ts';

/** The project card menu of spec §2, plus sharing (spec §6). */
export const PROJECT_ACTIONS = [
  'rename',
  'openInNewTab',
  'changeImage',
  'duplicate',
  'share',
  'delete',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

const ALLOWED: Record<PermissionLevel, readonly ProjectAction[]> = {
  owner: PROJECT_ACTIONS,
  write: ['rename', 'openInNewTab', 'changeImage', 'duplicate'],
  read: ['openInNewTab', 'duplicate'],
};

/** Only what the user's permission allows is offered; the server checks every call anyway. */
export const actionsFor = (permission: PermissionLevel): readonly ProjectAction[] => ALLOWED[permission];
