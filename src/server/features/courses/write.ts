import { eq, sql } from 'drizzle-orm';
import type { CourseInput } from '../../../domain/academy.ts';
import { type CourseContent, normalizeCourseContent } from '../../../domain/course-content.ts';
import { tidyContent } from '../../../domain/course-edits.ts';
import type { Db } from '../../db/client.ts';
import {
  type CourseRow,
  courses,
  groups,
  institutionCourses,
  type NewCourseRow,
} from '../../db/schema/index.ts';
import type { Module } from '../../db/schema/json.ts';
import { institutionIdOf } from './data.ts';
import { deleteCourseGuides, renameCourseGuides, syncCourseGuides } from './sync.ts';

/**
 * Course writes (spec §4, §7 academyCourses), each in one transaction with the guides and the
 * institution link it implies: a save that fails half-way leaves nothing behind.
 */

export type CourseWrite =
  /** `leftFiles`: files of generated guides the write deleted, to remove once it is committed. */
  | { kind: 'saved'; before: CourseRow | null; after: CourseRow; leftFiles: string[] }
  | { kind: 'missing' }
  | { kind: 'conflict'; current: { version: number; updatedAt: string } };

/** The stored tree as the editor sees it: §3 fallbacks filled, ids present. */
export const contentOf = (row: Pick<CourseRow, 'content'>): CourseContent =>
  normalizeCourseContent(row.content, () => crypto.randomUUID());

const asStored = (content: CourseContent) => tidyContent(content) as { modules: Module[] };

/** Spec §3: the institution link names the course; changing institution moves it (§4). */
const linkInstitution = async (tx: Db, course: CourseRow, previous: CourseRow | null) => {
  if (previous && previous.institution === course.institution) return;
  if (previous) await tx.delete(institutionCourses).where(eq(institutionCourses.courseId, course.id));
  const institutionId = await institutionIdOf(tx, course.institution);
  if (institutionId) {
    await tx.insert(institutionCourses).values({ institutionId, courseId: course.id, name: course.name });
  }
};

/**
 * What a write means for the course's guides. Starter guides follow the tree and the course's name,
 * generated guides follow the starter guides and publication: a new course, a saved tree or a
 * publication change bring every guide in step (which reads them all: seconds for a 2,400-activity
 * course); a rename only renames them; a description, modality, lock or image changes none.
 */
export const guideWorkOf = (
  previous: Pick<CourseRow, 'name' | 'isPublished'> | null,
  after: Pick<CourseRow, 'name' | 'isPublished'>,
  treeSaved: boolean,
): 'sync' | 'rename' | 'none' => {
  if (!previous || treeSaved || previous.isPublished !== after.isPublished) return 'sync';
  return previous.name !== after.name ? 'rename' : 'none';
};

const syncAll = async (
  tx: Db,
  course: CourseRow,
  previous: CourseRow | null,
  treeSaved: boolean,
  now: Date,
) => {
  const work = guideWorkOf(previous, course, treeSaved);
  let leftFiles: string[] = [];
  if (work === 'sync') {
    const modulesOf = (row: CourseRow) => (row.content as { modules: Module[] }).modules ?? [];
    leftFiles = await syncCourseGuides(
      tx,
      course,
      modulesOf(course),
      now,
      previous ? modulesOf(previous) : [],
    );
  }
  if (work === 'rename') await renameCourseGuides(tx, course, now);
  await linkInstitution(tx, course, previous);
  return leftFiles;
};

/** Spec §4: a draft unless asked to publish; a starter guide for every activity; the link. */
export const createCourse = (db: Db, input: CourseInput, now = new Date()): Promise<CourseRow> =>
  db.transaction(async (tx) => {
    const { content, ...fields } = input;
    const [row] = await tx
      .insert(courses)
      .values({ ...fields, content: asStored(content), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('course insert returned no row');
    await syncAll(tx, row, null, true, now);
    return row;
  });

export type CourseChanges = Partial<
  Omit<NewCourseRow, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'content'>
> & {
  content?: CourseContent;
};

/**
 * The one way a stored course changes: locked for the transaction, refused at a stale `version`
 * (null: the edit does not race on the whole course, e.g. a title or an image), the guides and
 * the institution link brought in step with what was written.
 */
export const reviseCourse = (
  db: Db,
  id: string,
  version: number | null,
  revise: (row: CourseRow) => CourseChanges | Promise<CourseChanges>,
): Promise<CourseWrite> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
    if (!row) return { kind: 'missing' } as const;
    if (version !== null && row.version !== version) {
      return {
        kind: 'conflict',
        current: { version: row.version, updatedAt: row.updatedAt.toISOString() },
      } as const;
    }
    const { content, ...fields } = await revise(row);
    const now = new Date();
    const [after] = await tx
      .update(courses)
      .set({
        ...fields,
        ...(content ? { content: asStored(content) } : {}),
        version: row.version + 1,
        updatedAt: sql`greatest(clock_timestamp(), ${courses.updatedAt} + interval '1 millisecond')`,
      })
      .where(eq(courses.id, id))
      .returning();
    if (!after) throw new Error('course update returned no row');
    const leftFiles = await syncAll(tx, after, row, content !== undefined, now);
    return { kind: 'saved', before: row, after, leftFiles } as const;
  });

export type CourseDeletion =
  | { kind: 'deleted'; row: CourseRow; leftFiles: string[] }
  | { kind: 'missing' }
  | { kind: 'has-groups' };

/** Spec §7: the course, its starter guides, generated guides and institution link; never one with groups. */
export const deleteCourse = (db: Db, id: string): Promise<CourseDeletion> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
    if (!row) return { kind: 'missing' } as const;
    const [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.courseId, id)).limit(1);
    if (group) return { kind: 'has-groups' } as const;
    const leftFiles = await deleteCourseGuides(tx, id);
    await tx.delete(institutionCourses).where(eq(institutionCourses.courseId, id));
    await tx.delete(courses).where(eq(courses.id, id));
    return { kind: 'deleted', row, leftFiles } as const;
  });
