import { type QueryClient, useQuery } from '@tanstack/react-query';
import { fetchGroupSeats } from './seats-api.ts';

/** Starts with 'groups', so a `group.changed` live event makes it stale with the rest of the group's reads. */
export const seatKeys = {
  group: (groupId: string) => ['groups', 'seats', groupId] as const,
};

export const useGroupSeats = (groupId: string) =>
  useQuery({ queryKey: seatKeys.group(groupId), queryFn: () => fetchGroupSeats(groupId) });

export const refreshSeats = (queryClient: QueryClient, groupId: string) =>
  void queryClient.invalidateQueries({ queryKey: seatKeys.group(groupId) });
