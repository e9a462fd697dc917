import { myGroupsSchema } from '../../../domain/groups.ts';
import { acceptedInvitationSchema, myInvitationsSchema } from '../../../domain/invitations.ts';
import { request } from '../../lib/api.ts';

/** `GET /api/me/groups`: the groups the signed-in person studies in or leads. */
export const fetchMyGroups = () => request('GET', '/api/me/groups', { schema: myGroupsSchema });

const invitationPath = (id: string) => `/api/me/invitations/${encodeURIComponent(id)}`;

/** `GET /api/me/invitations`: the groups that invited the signed-in person (issue 27). */
export const fetchMyInvitations = () =>
  request('GET', '/api/me/invitations', { schema: myInvitationsSchema });

export const acceptInvitation = (id: string) =>
  request('POST', `${invitationPath(id)}/accept`, { schema: acceptedInvitationSchema });

export const declineInvitation = (id: string) => request('POST', `${invitationPath(id)}/decline`);
