import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { DEFAULTS } from '../../../domain/constants.ts';
import { practicalGuideIdOf } from '../../../domain/course-content.ts';
import type { Db } from '../../db/client.ts';
import {
  activityPositionsOf,
  practicalGuideOf,
  practicalGuideTextOf,
  starterGuideOf,
  starterGuideTextOf,
} from '../../db/course-guides.ts';
import {
  guideCategories,
  practicalGuides,
  type StarterGuideRow,
  starterGuides,
} from '../../db/schema/index.ts';
import type { Module } from '../../db/schema/json.ts';
import { HttpError } from '../../http-error.ts';
import { filesOfGuide, guideFileColumns } from '../guides/files.ts';

/**
 * Keeps a course's guides in step with its content tree, inside the transaction that saves it
 * (spec §4): every activity has its starter guide (id = idStart), created once and never over
 * a template someone edited; a removed activity's starter guide goes. A published course lists
 * a practical guide generated from each starter guide; an unpublished one keeps them unpublished.
 */

export interface SyncedCourse {
  id: string;
  name: string;
  isPublished: boolean;
}

/** JSON equality that ignores key order (jsonb hands objects back with its own order). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
const differs = (row: Record<string, unknown>, wanted: Record<string, unknown>) =>
  Object.keys(wanted).some(
    (key) => JSON.stringify(canonical(row[key])) !== JSON.stringify(canonical(wanted[key])),
  );

/** Guides the course generated, told apart from guides someone attached to it by hand. */
const generatedOf = (courseId: string) =>
  and(eq(practicalGuides.courseId, courseId), sql`starts_with(${practicalGuides.id}, 'starter_')`);

const bump = (now: Date) => ({ version: sql`${practicalGuides.version} + 1`, updatedAt: now });

/** Rows a statement writes at most: a 2,400-activity course's guides go in a handful of inserts. */
const ROWS_PER_INSERT = 400;
const inChunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / ROWS_PER_INSERT) }, (_, i) =>
    items.slice(i * ROWS_PER_INSERT, (i + 1) * ROWS_PER_INSERT),
  );

/** An upsert's `set` taking the columns a guide's text is made of from the row it tried to insert. */
const textFromExcluded = (sample: ReturnType<typeof practicalGuideTextOf>) =>
  Object.fromEntries(
    (Object.keys(sample) as (keyof typeof sample)[]).map((key) => [
      key,
      sql`excluded.${sql.identifier(practicalGuides[key].name)}`,
    ]),
  );

/**
 * The course's name is on every guide it generated: a renamed course renames them in one
 * statement per table, so the row-by-row comparison below only meets what an edit touched.
 */
export const renameCourseGuides = async (tx: Db, course: SyncedCourse, now: Date) => {
  await tx
    .update(starterGuides)
    .set({ courseName: course.name, updatedAt: now })
    .where(
      and(
        eq(starterGuides.courseId, course.id),
        sql`${starterGuides.courseName} is distinct from ${course.name}`,
      ),
    );
  await tx
    .update(practicalGuides)
    .set({ courseName: course.name, ...bump(now) })
    .where(and(generatedOf(course.id), sql`${practicalGuides.courseName} is distinct from ${course.name}`));
};

/** Each activity's code as the stored tree had it before this save, by activity id. */
const codesOf = (modules: Module[]) =>
  new Map(activityPositionsOf(modules).map(({ activity }) => [activity.id, activity.code]));

const syncStarterGuides = async (
  tx: Db,
  course: SyncedCourse,
  modules: Module[],
  previousModules: Module[],
  now: Date,
) => {
  const positions = activityPositionsOf(modules);
  const previousCodes = codesOf(previousModules);
  const existing = await tx.select().from(starterGuides).where(eq(starterGuides.courseId, course.id));
  const byId = new Map(existing.map((row) => [row.id, row]));
  // Spec §4: only activities new to the course get a starter guide; an insert that meets an
  // idStart of another course fails, and with it the whole save.
  const fresh = positions.filter((p) => !byId.has(p.activity.idStart));
  for (const chunk of inChunks(fresh))
    await tx.insert(starterGuides).values(chunk.map((p) => starterGuideOf(course, p, now)));
  for (const position of positions) {
    const row = byId.get(position.activity.idStart);
    const text = starterGuideTextOf(course.name, position);
    if (!row) continue;
    // The course form's code field is the starter code: a code changed in this save reaches the
    // template's project (its circuit stays the template editor's); an unchanged one never
    // overwrites what template editing saved since.
    const before = previousCodes.get(position.activity.id);
    const codeChanged = before !== undefined && before !== position.activity.code;
    if (codeChanged) {
      await tx
        .update(starterGuides)
        .set({
          ...text,
          project: { ...row.project, code: position.activity.code },
          version: sql`${starterGuides.version} + 1`,
          updatedAt: now,
        })
        .where(eq(starterGuides.id, row.id));
    } else if (differs(row, text)) {
      await tx
        .update(starterGuides)
        .set({ ...text, updatedAt: now })
        .where(eq(starterGuides.id, row.id));
    }
  }
  const wanted = new Set(positions.map((p) => p.activity.idStart));
  const gone = existing.filter((row) => !wanted.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await tx.delete(starterGuides).where(inArray(starterGuides.id, gone));
};

/** The default category a generated guide lands in must exist (a fresh install may lack it). */
const ensureDefaultCategory = (tx: Db, now: Date) =>
  tx
    .insert(guideCategories)
    .values({
      value: DEFAULTS.guideCategory,
      text: 'Robótica',
      name: 'Robótica',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: guideCategories.value });

/** Brings the generated guides in step; the files of the guides it deleted are handed back. */
const syncPracticalGuides = async (tx: Db, course: SyncedCourse, now: Date): Promise<string[]> => {
  if (!course.isPublished) {
    await tx
      .update(practicalGuides)
      .set({ isPublished: false, ...bump(now) })
      .where(and(generatedOf(course.id), eq(practicalGuides.isPublished, true)));
    return [];
  }
  const starters = await tx.select().from(starterGuides).where(eq(starterGuides.courseId, course.id));
  const existing = await tx.select().from(practicalGuides).where(generatedOf(course.id));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const missing = starters.filter((s) => !byId.has(practicalGuideIdOf(s.id)));
  if (missing.length > 0) {
    await ensureDefaultCategory(tx, now);
    // An orphan left by an older course under the same id is taken over, not duplicated.
    const taken = textFromExcluded(practicalGuideTextOf(missing[0] as StarterGuideRow));
    for (const chunk of inChunks(missing)) {
      await tx
        .insert(practicalGuides)
        .values(chunk.map((starter) => practicalGuideOf(starter, now)))
        .onConflictDoUpdate({ target: practicalGuides.id, set: { ...taken, ...bump(now) } });
    }
  }
  for (const starter of starters) {
    const row = byId.get(practicalGuideIdOf(starter.id));
    const text = practicalGuideTextOf(starter);
    if (row && differs(row, text)) {
      await tx
        .update(practicalGuides)
        .set({ ...text, ...bump(now) })
        .where(eq(practicalGuides.id, row.id));
    }
  }
  const wanted = new Set(starters.map((s) => practicalGuideIdOf(s.id)));
  const gone = existing.filter((row) => !wanted.has(row.id)).map((row) => row.id);
  if (gone.length === 0) return [];
  return deleteGuidesWhere(tx, inArray(practicalGuides.id, gone));
};

/** Deletes the guides `where` selects; the files they held, for the caller to remove after commit. */
const deleteGuidesWhere = async (tx: Db, where: SQL | undefined): Promise<string[]> =>
  (await tx.delete(practicalGuides).where(where).returning(guideFileColumns)).flatMap(filesOfGuide);

export const syncCourseGuides = async (
  tx: Db,
  course: SyncedCourse,
  modules: Module[],
  now: Date,
  previousModules: Module[] = [],
) => {
  // Spec §5: starter guides need the course's id, its name and a list of modules.
  if (!course.id || !course.name.trim() || !Array.isArray(modules)) {
    throw new HttpError(400, 'STARTER_GUIDES_PARAMS_INVALID');
  }
  await renameCourseGuides(tx, course, now);
  await syncStarterGuides(tx, course, modules, previousModules, now);
  return syncPracticalGuides(tx, course, now);
};

/**
 * Removes every guide a course generated, before the course itself goes; hands back the files the
 * generated guides held (a picture of a circuit edited in one, an image), to remove after commit.
 */
export const deleteCourseGuides = async (tx: Db, courseId: string): Promise<string[]> => {
  const files = await deleteGuidesWhere(tx, generatedOf(courseId));
  await tx.delete(starterGuides).where(eq(starterGuides.courseId, courseId));
  return files;
};
