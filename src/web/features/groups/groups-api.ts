import { myGroupsSchema } from '../../../domain/groups.ts';
import { request } from '../../lib/api.ts';

/** `GET /api/me/groups`: the groups the signed-in person studies in or leads. */
export const fetchMyGroups = () => request('GET', '/api/me/groups', { schema: myGroupsSchema });
