import type { Db } from '../../db/client.ts';
import { activityOf, insertCourse, insertGeneratedGuide, insertGroup } from './fixtures.ts';

export interface AcademyWorld {
  /** Published and premium, of the world's institution; `student` is enrolled, `mentor` mentors it. */
  premium: { courseId: string; activityId: string; guideId: string };
  /** A free draft of the world's institution. */
  draft: { courseId: string; activityId: string };
}

/** The access matrix's courses: who may open premium content, and who may see a draft. */
export const buildAcademyWorld = async (
  db: Db,
  people: { institution: string; student: { id: string }; mentor: { id: string } },
): Promise<AcademyWorld> => {
  const premiumActivity = activityOf('activity_matrix_premium', { name: 'Servo' });
  await insertCourse(
    db,
    {
      id: 'course_matrix_premium',
      name: 'Robótica avanzada',
      modality: 'premium',
      institution: people.institution,
      isPublished: true,
      mentorId: people.mentor.id,
    },
    [premiumActivity],
  );
  const guideId = await insertGeneratedGuide(db, 'course_matrix_premium', premiumActivity);
  await insertGroup(db, 'course_matrix_premium', { studentIds: [people.student.id] });
  const draftActivity = activityOf('activity_matrix_draft');
  await insertCourse(db, { id: 'course_matrix_draft', name: 'Borrador', institution: people.institution }, [
    draftActivity,
  ]);
  return {
    premium: { courseId: 'course_matrix_premium', activityId: premiumActivity.id, guideId },
    draft: { courseId: 'course_matrix_draft', activityId: draftActivity.id },
  };
};
