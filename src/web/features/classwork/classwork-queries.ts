import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmissionView } from '../../../domain/classwork.ts';
import {
  fetchGroupActivities,
  fetchSubmission,
  fetchSubmissionHistory,
  openActivityProject,
  type WorkKey,
} from './classwork-api.ts';

/** Spec §8: submit and grading success alerts last 1.5 s. */
export const MOVE_ALERT_MS = 1_500;

/** Under `['groups']`, so `submission.changed` and `group.changed` refresh every open page (lib/live-events.ts). */
export const classworkKeys = {
  activities: (groupId: string) => ['groups', groupId, 'activities'] as const,
  project: (groupId: string, activityId: string) =>
    ['groups', groupId, 'activities', activityId, 'project'] as const,
  work: ({ groupId, activityId, studentId }: WorkKey) =>
    ['groups', groupId, 'activities', activityId, 'students', studentId] as const,
  history: (key: WorkKey) => [...classworkKeys.work(key), 'history'] as const,
};

export const useGroupActivities = (groupId: string) =>
  useQuery({ queryKey: classworkKeys.activities(groupId), queryFn: () => fetchGroupActivities(groupId) });

/** The student's own project; asking again hands back the same one (the server makes it once). */
export const useActivityProject = (groupId: string, activityId: string, isEnabled: boolean) =>
  useQuery({
    queryKey: classworkKeys.project(groupId, activityId),
    queryFn: () => openActivityProject(groupId, activityId),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useSubmission = (key: WorkKey, isEnabled = true) =>
  useQuery({ queryKey: classworkKeys.work(key), queryFn: () => fetchSubmission(key), enabled: isEnabled });

export const useSubmissionHistory = (key: WorkKey, isEnabled: boolean) =>
  useQuery({
    queryKey: classworkKeys.history(key),
    queryFn: () => fetchSubmissionHistory(key),
    enabled: isEnabled,
  });

/** A move (send, grade, return): the answer is the submission as it is now; lists refresh. */
export const useSubmissionMove = <B>(
  key: WorkKey,
  move: (key: WorkKey, body: B) => Promise<SubmissionView>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => move(key, body),
    onSuccess: (view) => {
      queryClient.setQueryData(classworkKeys.work(key), view);
      void queryClient.invalidateQueries({ queryKey: ['groups', key.groupId] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: classworkKeys.work(key) }),
  });
};
