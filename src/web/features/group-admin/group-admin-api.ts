import {
  type AddStudents,
  addStudentsReportSchema,
  type GroupInput,
  type GroupUpdate,
  groupDetailSchema,
  groupListPageSchema,
  groupOptionsSchema,
  groupStudentsSchema,
} from '../../../domain/groups.ts';
import { pendingInvitationsSchema } from '../../../domain/invitations.ts';
import { request } from '../../lib/api.ts';

/** The group management calls (`group:manage`; the server answers 403 to anyone else). */

const groupPath = (id: string) => `/api/groups/${encodeURIComponent(id)}`;

/** `query` is the URL's filters plus cursor and limit, already as a query string (see group-admin-params). */
export const listGroups = (query: URLSearchParams) =>
  request('GET', `/api/groups?${query}`, { schema: groupListPageSchema });

/** The editor's and filters' options; the Backoffice's only of its institution. */
export const fetchGroupOptions = (institutionId?: string) =>
  request('GET', `/api/groups/options${institutionId ? `?${new URLSearchParams({ institutionId })}` : ''}`, {
    schema: groupOptionsSchema,
  });

export const fetchGroup = (id: string) => request('GET', groupPath(id), { schema: groupDetailSchema });

export const createGroup = (body: GroupInput) =>
  request('POST', '/api/groups', { body, schema: groupDetailSchema });

export const updateGroup = (id: string, body: GroupUpdate) =>
  request('PATCH', groupPath(id), { body, schema: groupDetailSchema });

export const deleteGroup = (id: string) => request('DELETE', groupPath(id));

export const listGroupStudents = (id: string, q: string) =>
  request('GET', `${groupPath(id)}/students?${new URLSearchParams(q ? { q } : {})}`, {
    schema: groupStudentsSchema,
  });

export const addGroupStudents = (id: string, body: AddStudents) =>
  request('POST', `${groupPath(id)}/students`, { body, schema: addStudentsReportSchema });

export const removeGroupStudent = (id: string, studentId: string) =>
  request('DELETE', `${groupPath(id)}/students/${encodeURIComponent(studentId)}`);

/** The group's open invitations (issue 27), as the managers typed the addresses. */
export const listGroupInvitations = (id: string) =>
  request('GET', `${groupPath(id)}/invitations`, { schema: pendingInvitationsSchema });

export const cancelGroupInvitation = (id: string, invitationId: string) =>
  request('DELETE', `${groupPath(id)}/invitations/${encodeURIComponent(invitationId)}`);
