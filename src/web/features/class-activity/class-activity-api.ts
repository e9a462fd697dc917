import { classViewSchema, type GrantKeyboardAccess } from '../../../domain/class-activity.ts';
import { request } from '../../lib/api.ts';

/** The class activity's API (src/server/features/class): plain functions, one per call. */

const groupPath = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}`;

export const fetchClassView = (groupId: string) =>
  request('GET', `${groupPath(groupId)}/class`, { schema: classViewSchema });

export const grantKeyboardAccess = (groupId: string, body: GrantKeyboardAccess) =>
  request('PUT', `${groupPath(groupId)}/keyboard-access`, { body, schema: classViewSchema });

export const revokeKeyboardAccess = (groupId: string) =>
  request('DELETE', `${groupPath(groupId)}/keyboard-access`, { schema: classViewSchema });

export const sendFloor = (groupId: string, floor: number) =>
  request('PUT', `${groupPath(groupId)}/floor`, { body: { floor }, schema: classViewSchema });
