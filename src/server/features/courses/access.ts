import { type Actor, can } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import type { CourseRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { findCourseRow, institutionIdOf } from './data.ts';

/**
 * Spec §6 course management: a super admin manages every course, an institution admin the
 * courses of their institution (the course's institution name ↔ institutions.name).
 */

/** Only someone who could manage some course gets past the door (before the body is read). */
export const mayManageCourses = (actor: Actor) => can(actor, 'backoffice:open');

/** Refuses a course the actor may not give to the institution named (403); answers its id. */
export const requireInstitutionManaged = async (db: Db, actor: Actor, institution: string) => {
  const institutionId = await institutionIdOf(db, institution);
  if (!can(actor, 'course:manage', { institutionId })) throw new HttpError(403, 'FORBIDDEN');
  return institutionId;
};

/** Loads the course the actor manages: unknown id → 404, someone else's → 403. */
export const requireManagedCourse = async (db: Db, actor: Actor, id: string): Promise<CourseRow> => {
  const row = await findCourseRow(db, id);
  if (!row) throw new HttpError(404, 'COURSE_NOT_FOUND');
  await requireInstitutionManaged(db, actor, row.institution);
  return row;
};
