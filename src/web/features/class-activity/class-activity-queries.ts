import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassView } from '../../../domain/class-activity.ts';
import {
  fetchClassView,
  grantKeyboardAccess,
  revokeKeyboardAccess,
  sendFloor,
} from './class-activity-api.ts';

/** Under `['groups']`, so a `group.changed` live event refreshes the page for the whole group. */
export const classActivityKeys = {
  view: (groupId: string) => ['groups', groupId, 'class'] as const,
};

export const useClassView = (groupId: string) =>
  useQuery({ queryKey: classActivityKeys.view(groupId), queryFn: () => fetchClassView(groupId) });

/**
 * Every change answers with the page as the caller sees it now: it replaces the cached one. A
 * refused change (the keyboard was taken back meanwhile, say) fetches the page again.
 */
const useClassChange = <V>(groupId: string, change: (value: V) => Promise<ClassView>) => {
  const queryClient = useQueryClient();
  const queryKey = classActivityKeys.view(groupId);
  return useMutation({
    mutationFn: change,
    onSuccess: (view) => queryClient.setQueryData(queryKey, view),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
};

export const useGrantAccess = (groupId: string, activityId: string | undefined) =>
  useClassChange(groupId, (studentId: string) =>
    grantKeyboardAccess(groupId, activityId ? { studentId, activityId } : { studentId }),
  );

export const useRevokeAccess = (groupId: string) =>
  useClassChange(groupId, () => revokeKeyboardAccess(groupId));

export const useSendFloor = (groupId: string) =>
  useClassChange(groupId, (floor: number) => sendFloor(groupId, floor));
