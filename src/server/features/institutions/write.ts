import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type CourseRow,
  courses,
  type InstitutionRow,
  institutionAdmins,
  institutionCourses,
  institutionMentors,
  institutions,
} from '../../db/schema/index.ts';
import { reviseCourse } from '../courses/write.ts';

/**
 * Institution writes (spec §7 educationalInstitutions). A course names its institution, so a
 * rename carries its courses along and a deletion leaves them in the Academy with no institution,
 * each in the transaction of the institution's own change.
 */

/**
 * Names are unique in any case ('Colegio Sol' and 'colegio sol' would be one school to a person
 * reading a list). The column's unique index is exact; a transaction lock on the name check keeps
 * two creations that differ in case from both passing it.
 */
const isNameTaken = async (tx: Db, name: string, exceptId?: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('institutions.name'))`);
  const [row] = await tx
    .select({ id: institutions.id })
    .from(institutions)
    .where(
      and(
        sql`lower(${institutions.name}) = lower(${name})`,
        exceptId ? ne(institutions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
};

const lockInstitution = async (tx: Db, id: string) => {
  const [row] = await tx.select().from(institutions).where(eq(institutions.id, id)).for('update');
  return row ?? null;
};

export const createInstitution = (db: Db, name: string): Promise<InstitutionRow | 'taken'> =>
  db.transaction(async (tx) => {
    if (await isNameTaken(tx, name)) return 'taken' as const;
    const [row] = await tx.insert(institutions).values({ name }).returning();
    if (!row) throw new Error('institution insert returned no row');
    return row;
  });

/** The courses a rename or deletion changed, as they were and as they are. */
export interface MovedCourses {
  before: CourseRow[];
  after: CourseRow[];
}

/**
 * Re-points the courses named `from` to `to` (its admins keep managing them and their groups). The
 * version moves on, so an editor open on a course saves over a stale institution name with a 409.
 */
const renameCourses = async (tx: Db, from: string, to: string): Promise<MovedCourses> => {
  const before = await tx.select().from(courses).where(eq(courses.institution, from)).for('update');
  if (before.length === 0) return { before, after: [] };
  const after = await tx
    .update(courses)
    .set({
      institution: to,
      version: sql`${courses.version} + 1`,
      updatedAt: sql`greatest(clock_timestamp(), ${courses.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(courses.institution, from))
    .returning();
  return { before, after };
};

export type InstitutionRename =
  | { kind: 'missing' }
  | { kind: 'taken' }
  | { kind: 'renamed'; row: InstitutionRow; courses: MovedCourses };

export const renameInstitution = (db: Db, id: string, name: string): Promise<InstitutionRename> =>
  db.transaction(async (tx) => {
    const current = await lockInstitution(tx, id);
    if (!current) return { kind: 'missing' } as const;
    if (await isNameTaken(tx, name, id)) return { kind: 'taken' } as const;
    const [row] = await tx
      .update(institutions)
      .set({
        name,
        updatedAt: sql`greatest(clock_timestamp(), ${institutions.updatedAt} + interval '1 millisecond')`,
      })
      .where(eq(institutions.id, id))
      .returning();
    if (!row) throw new Error('institution update returned no row');
    const moved =
      current.name === name ? { before: [], after: [] } : await renameCourses(tx, current.name, name);
    return { kind: 'renamed', row, courses: moved } as const;
  });

/**
 * Spec §7 delete: its courses stay in the Academy with no institution (their groups with them);
 * its admin, mentor and course links go with it (the foreign keys cascade).
 */
export const deleteInstitution = (db: Db, id: string): Promise<MovedCourses | null> =>
  db.transaction(async (tx) => {
    const current = await lockInstitution(tx, id);
    if (!current) return null;
    const moved = await renameCourses(tx, current.name, '');
    await tx.delete(institutions).where(eq(institutions.id, id));
    return moved;
  });

/** True when the person was added, false when already an admin there. */
export const addAdmin = async (db: Db, institutionId: string, userId: string): Promise<boolean> => {
  const inserted = await db
    .insert(institutionAdmins)
    .values({ institutionId, userId })
    .onConflictDoNothing()
    .returning({ userId: institutionAdmins.userId });
  return inserted.length > 0;
};

export const removeAdmin = async (db: Db, institutionId: string, userId: string): Promise<boolean> => {
  const deleted = await db
    .delete(institutionAdmins)
    .where(and(eq(institutionAdmins.institutionId, institutionId), eq(institutionAdmins.userId, userId)))
    .returning({ userId: institutionAdmins.userId });
  return deleted.length > 0;
};

/** Spec §3 mentors (uid, name): the row keeps the name the person shows. */
export const addMentor = async (
  db: Db,
  institutionId: string,
  person: { id: string; name: string },
): Promise<boolean> => {
  const inserted = await db
    .insert(institutionMentors)
    .values({ institutionId, userId: person.id, name: person.name })
    .onConflictDoNothing()
    .returning({ userId: institutionMentors.userId });
  return inserted.length > 0;
};

export const removeMentor = async (db: Db, institutionId: string, userId: string): Promise<boolean> => {
  const deleted = await db
    .delete(institutionMentors)
    .where(and(eq(institutionMentors.institutionId, institutionId), eq(institutionMentors.userId, userId)))
    .returning({ userId: institutionMentors.userId });
  return deleted.length > 0;
};

export type CourseMove =
  | { kind: 'no-institution' }
  | { kind: 'no-course' }
  | { kind: 'unchanged' }
  | { kind: 'moved'; before: CourseRow; after: CourseRow };

/**
 * Spec §4, §7: gives the course to the institution (`to`: its id) or to none (`to`: null, only
 * from `from`). The course edit's own path does it (courses/write.ts reviseCourse): the old link
 * goes, the new one records addedAt and the course's name. The institution stays locked meanwhile,
 * so a rename or deletion cannot slip between reading its name and writing it on the course.
 */
export const moveCourse = (
  db: Db,
  courseId: string,
  target: { to: string } | { from: string },
): Promise<CourseMove> =>
  db.transaction(async (tx) => {
    const institution = await lockInstitution(tx, 'to' in target ? target.to : target.from);
    if (!institution) return { kind: 'no-institution' } as const;
    const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
    if (!course) return { kind: 'no-course' } as const;
    if (!('to' in target)) {
      if (course.institution !== institution.name) return { kind: 'no-course' } as const;
    } else if (course.institution === institution.name) {
      // Named already: make sure the link is there too (a course saved before its institution was).
      await tx
        .insert(institutionCourses)
        .values({ institutionId: institution.id, courseId, name: course.name })
        .onConflictDoNothing();
      return { kind: 'unchanged' } as const;
    }
    const name = 'to' in target ? institution.name : '';
    const result = await reviseCourse(tx, courseId, null, () => ({ institution: name }));
    if (result.kind !== 'saved' || !result.before) return { kind: 'no-course' } as const;
    return { kind: 'moved', before: result.before, after: result.after } as const;
  });
