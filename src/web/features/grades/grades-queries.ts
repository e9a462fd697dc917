import { useQuery } from '@tanstack/react-query';
import { fetchActivityTable, fetchGroupGrades, fetchStudentBackoffice } from './grades-api.ts';

/**
 * Every key starts with 'groups', so a `submission.changed` or `group.changed` live event makes
 * them stale (lib/live-events.ts): a student's send shows on the tutor's open page.
 */
export const gradesKeys = {
  grades: (groupId: string) => ['groups', groupId, 'grades'] as const,
  activity: (groupId: string, activityId: string) =>
    ['groups', groupId, 'activity', activityId, 'submissions'] as const,
  student: (groupId: string, studentId: string) =>
    ['groups', groupId, 'student', studentId, 'submissions'] as const,
};

export const useGroupGrades = (groupId: string) =>
  useQuery({
    queryKey: gradesKeys.grades(groupId),
    queryFn: () => fetchGroupGrades(groupId),
    enabled: groupId !== '',
  });

export const useActivityTable = (groupId: string, activityId: string) =>
  useQuery({
    queryKey: gradesKeys.activity(groupId, activityId),
    queryFn: () => fetchActivityTable(groupId, activityId),
    enabled: groupId !== '' && activityId !== '',
  });

export const useStudentBackoffice = (groupId: string, studentId: string) =>
  useQuery({
    queryKey: gradesKeys.student(groupId, studentId),
    queryFn: () => fetchStudentBackoffice(groupId, studentId),
    enabled: groupId !== '' && studentId !== '',
  });
