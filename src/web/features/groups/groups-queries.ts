import { useQuery } from '@tanstack/react-query';
import { fetchMyGroups, fetchMyInvitations } from './groups-api.ts';

/** Every key starts with 'groups', so a `group.changed` live event makes them stale. */
export const myGroupsKey = ['groups', 'mine'] as const;
export const myInvitationsKey = ['groups', 'invitations', 'mine'] as const;

export const useMyGroups = () => useQuery({ queryKey: myGroupsKey, queryFn: fetchMyGroups });

export const useMyInvitations = () => useQuery({ queryKey: myInvitationsKey, queryFn: fetchMyInvitations });
