import { useQuery } from '@tanstack/react-query';
import { fetchMyGroups } from './groups-api.ts';

/** Every key starts with 'groups', so a `group.changed` live event makes them stale. */
export const myGroupsKey = ['groups', 'mine'] as const;

export const useMyGroups = () => useQuery({ queryKey: myGroupsKey, queryFn: fetchMyGroups });
