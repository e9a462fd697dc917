import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../lib/api.ts';
import { fetchActivityCourse } from './academy-api.ts';
import { academyKeys, useCourseView } from './academy-queries.ts';
import { BackToAcademy, COURSE_NOT_FOUND } from './back-to-academy.tsx';
import { CourseSkeleton } from './course-skeleton.tsx';
import { CourseView } from './course-view.tsx';

const CourseLoader = ({ courseId, activityId }: { courseId: string; activityId?: string }) => {
  const course = useCourseView(courseId);
  if (!courseId) return <BackToAcademy error={COURSE_NOT_FOUND} />;
  if (course.isError) return <BackToAcademy error={course.error} />;
  if (!course.data) return <CourseSkeleton />;
  return <CourseView key={course.data.id} course={course.data} activityId={activityId} />;
};

/** Spec §2 academy/course/{courseId}. */
export const CourseViewPage = () => {
  const { courseId = '' } = useParams();
  return <CourseLoader courseId={courseId.trim()} />;
};

/** Spec §2 course/{activityId}: the course an activity belongs to, opened on that activity's module. */
export const CourseOfActivityPage = () => {
  const { activityId = '' } = useParams();
  const found = useQuery({
    queryKey: academyKeys.activityCourse(activityId),
    queryFn: () => fetchActivityCourse(activityId),
    enabled: activityId !== '',
  });
  if (!activityId) return <BackToAcademy error={COURSE_NOT_FOUND} />;
  // An activity found in no course is, to the person reading the notice, a course not found.
  if (found.isError)
    return (
      <BackToAcademy
        error={isApiError(found.error) && found.error.status === 404 ? COURSE_NOT_FOUND : found.error}
      />
    );
  if (!found.data) return <CourseSkeleton />;
  return <CourseLoader courseId={found.data.courseId} activityId={activityId} />;
};
