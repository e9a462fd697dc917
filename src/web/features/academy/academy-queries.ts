import { useQuery } from '@tanstack/react-query';
import { fetchAcademyCourses, fetchCourseView } from './academy-api.ts';

/** Under `['academy']`, so a `course.changed` live event refreshes every academy page (lib/live-events.ts). */
export const academyKeys = {
  all: ['academy'] as const,
  courses: ['academy', 'courses'] as const,
  course: (courseId: string) => ['academy', 'course', courseId] as const,
  activityCourse: (activityId: string) => ['academy', 'activity', activityId, 'course'] as const,
  activityGuide: (activityId: string) => ['academy', 'activity', activityId, 'guide'] as const,
};

export const useAcademyCourses = () =>
  useQuery({ queryKey: academyKeys.courses, queryFn: fetchAcademyCourses });

export const useCourseView = (courseId: string) =>
  useQuery({
    queryKey: academyKeys.course(courseId),
    queryFn: () => fetchCourseView(courseId),
    enabled: courseId !== '',
  });
