import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CourseCard, CourseDetail, CourseListPage, CourseListQuery } from '../../../domain/academy.ts';
import { normalizeCourseContent } from '../../../domain/course-content.ts';
import type { Actor } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, escapeLike } from '../../db/paging.ts';
import { type CourseRow, courses, institutions } from '../../db/schema/index.ts';
import { fileUrl } from '../files/routes.ts';
import { managedInstitutionsSql } from '../institutions/scope.ts';

/** Course management reads (spec §2 course management, §7 academyCourses). */

/** A stored image is a file key or a URL; keys are served under /api/files. */
export const courseImageUrlOf = (image: string | null | undefined) =>
  !image ? null : /^(https?:|data:|\/)/.test(image) ? image : fileUrl(image);

/** The institution a course names (spec §3: matched by name), or null for none. */
export const institutionIdOf = async (db: Db, name: string): Promise<string | null> => {
  if (!name.trim()) return null;
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.name, name));
  return row?.id ?? null;
};

/** Modules a stored tree holds, counted by PostgreSQL, whatever the jsonb looks like. */
const moduleCountSql =
  sql<number>`case when jsonb_typeof(${courses.content} -> 'modules') = 'array' then jsonb_array_length(${courses.content} -> 'modules') else 0 end`.mapWith(
    Number,
  );

/** What a course card shows, besides the content tree: no course's tree is loaded for a list. */
export const courseCardColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  institution: courses.institution,
  modality: courses.modality,
  image: courses.image,
  imageBanner: courses.imageBanner,
  bannerImage: courses.bannerImage,
  backgroundColor: courses.backgroundColor,
  isPublished: courses.isPublished,
  isRemote: courses.isRemote,
  block: courses.block,
  updatedAt: courses.updatedAt,
  moduleCount: moduleCountSql,
};

type CardRow = Pick<
  CourseRow,
  | 'id'
  | 'name'
  | 'description'
  | 'institution'
  | 'modality'
  | 'image'
  | 'imageBanner'
  | 'bannerImage'
  | 'backgroundColor'
  | 'isPublished'
  | 'isRemote'
  | 'block'
  | 'updatedAt'
>;

/** A course as management sees it: whoever manages it may open it, so `hasAccess` is true. */
export const toCourseCard = (row: CardRow, moduleCount: number): CourseCard => ({
  id: row.id,
  name: row.name,
  description: row.description,
  institution: row.institution,
  modality: row.modality,
  imageUrl: courseImageUrlOf(row.image),
  bannerUrl: courseImageUrlOf(row.bannerImage ?? row.imageBanner),
  backgroundColor: row.backgroundColor,
  moduleCount,
  isPublished: row.isPublished,
  isRemote: row.isRemote,
  block: row.block,
  hasAccess: true,
  updatedAt: row.updatedAt.toISOString(),
});

/** The course with its whole tree, the §3 fallbacks filled, for the editor. */
export const toCourseDetail = (row: CourseRow): CourseDetail => {
  const content = normalizeCourseContent(row.content, () => crypto.randomUUID());
  return {
    ...toCourseCard(row, content.modules.length),
    content,
    mentorId: row.mentorId,
    version: row.version,
  };
};

export const findCourseRow = async (db: Db, id: string): Promise<CourseRow | null> => {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row ?? null;
};

/**
 * Super admins see every course; an institution admin those of their institution (spec §6);
 * `only` narrows it to the Backoffice's institution (by name).
 */
const scopeOf = (actor: Actor, only?: string) => managedInstitutionsSql(actor, courses.institution, only);

/**
 * The course management table: the courses the actor manages (of the institution named `only`, for
 * the Backoffice), filtered as its URL says, most recently changed first.
 */
export const listManagedCourses = async (
  db: Db,
  actor: Actor,
  query: CourseListQuery,
  only?: string,
): Promise<CourseListPage> => {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const rows = await db
    .select({
      ...courseCardColumns,
      cursorAt: cursorTimestamp(courses.updatedAt),
    })
    .from(courses)
    .where(
      and(
        scopeOf(actor, only),
        query.institution ? eq(courses.institution, query.institution) : undefined,
        query.modality ? eq(courses.modality, query.modality) : undefined,
        query.status ? eq(courses.isPublished, query.status === 'published') : undefined,
        pattern
          ? sql`(${courses.name} ilike ${pattern} or ${courses.description} ilike ${pattern})`
          : undefined,
        cursor
          ? sql`(${courses.updatedAt}, ${courses.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _, moduleCount, ...row }) => toCourseCard(row, Number(moduleCount))),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
};

/**
 * The institutions the asking admin may give a course: all for a super admin, their own otherwise;
 * only the Backoffice's when it names one.
 */
export const listInstitutionOptions = async (db: Db, actor: Actor, only?: { id: string; name: string }) => {
  if (only) return [only];
  if (actor.roles.superAdmin) {
    return db
      .select({ id: institutions.id, name: institutions.name })
      .from(institutions)
      .orderBy(asc(institutions.name));
  }
  return actor.roles.adminOf;
};
