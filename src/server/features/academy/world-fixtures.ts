import type { Db } from '../../db/client.ts';
import { activityOf, insertCourse, insertGeneratedGuide, insertGroup } from './fixtures.ts';

export interface AcademyWorld {
  /** Published and premium, of the world's institution; `student` is enrolled, `mentor` mentors it. */
  premium: { courseId: string; activityId: string; guideId: string };
  /** A free draft of the world's institution. */
  draft: { courseId: string; activityId: string };
  /** Published, free and locked (spec §4 block), of the world's institution; `student` is enrolled. */
  blocked: { courseId: string; activityId: string; guideId: string };
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
  const blocked = await insertBlockedCourse(db, people);
  return {
    blocked,
    premium: { courseId: 'course_matrix_premium', activityId: premiumActivity.id, guideId },
    draft: { courseId: 'course_matrix_draft', activityId: draftActivity.id },
  };
};

/** A locked course: closed to everyone who cannot manage it, enrolled or not, mentor or not. */
const insertBlockedCourse = async (
  db: Db,
  people: { institution: string; student: { id: string }; mentor: { id: string } },
): Promise<AcademyWorld['blocked']> => {
  const activity = activityOf('activity_matrix_blocked', { name: 'Semáforo' });
  await insertCourse(
    db,
    {
      id: 'course_matrix_blocked',
      name: 'Electrónica en pausa',
      institution: people.institution,
      isPublished: true,
      block: true,
      mentorId: people.mentor.id,
    },
    [activity],
  );
  const guideId = await insertGeneratedGuide(db, 'course_matrix_blocked', activity);
  await insertGroup(db, 'course_matrix_blocked', { studentIds: [people.student.id] });
  return { courseId: 'course_matrix_blocked', activityId: activity.id, guideId };
};
