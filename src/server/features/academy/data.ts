import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { AcademyCourses, ActivitySummary, CourseView, ModuleSummary } from '../../../domain/academy.ts';
import { type CourseActivity, normalizeCourseContent } from '../../../domain/course-content.ts';
import type { Actor } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { courses, starterGuides } from '../../db/schema/index.ts';
import { courseImageUrlOf, toCourseCard } from '../courses/data.ts';
import { type CourseFacts, canManageCourse, canOpenCourse, courseFactsColumns } from './course-access.ts';

/** What a course card shows, besides the content tree: no course's tree is loaded for the grid. */
const cardColumns = {
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
  /** Counted in SQL; an odd stored tree counts as none. */
  moduleCount: sql<number>`(case when jsonb_typeof(${courses.content}->'modules') = 'array'
    then jsonb_array_length(${courses.content}->'modules') else 0 end)`.mapWith(Number),
};

/** The card course management shows, with whether this actor may open the course's activities. */
const cardOf = (row: Parameters<typeof toCourseCard>[0] & { moduleCount: number }, hasAccess: boolean) => ({
  ...toCourseCard(row, row.moduleCount),
  hasAccess,
});

/** The academy page (spec §2): published courses, most recently changed first, free and premium apart. */
export const listAcademyCourses = async (db: Db, actor: Actor): Promise<AcademyCourses> => {
  const rows = await db
    .select({ card: cardColumns, facts: courseFactsColumns(actor) })
    .from(courses)
    .where(eq(courses.isPublished, true))
    .orderBy(desc(courses.updatedAt), desc(courses.id));
  const cards = rows.map(({ card, facts }) => cardOf(card, canOpenCourse(actor, facts)));
  return {
    free: cards.filter((card) => card.modality === 'free'),
    premium: cards.filter((card) => card.modality === 'premium'),
  };
};

/** A course with the actor's access to it; null when it does not exist. */
export const findCourseFor = async (db: Db, actor: Actor, id: string) => {
  const [row] = await db
    .select({ card: cardColumns, content: courses.content, facts: courseFactsColumns(actor) })
    .from(courses)
    .where(eq(courses.id, id));
  if (!row) return null;
  return { ...row, ...accessOf(actor, row.card.isPublished, row.facts) };
};

/** A draft is shown only to whoever may manage it; anyone else never learns it exists (spec §4). */
const accessOf = (actor: Actor, isPublished: boolean, facts: CourseFacts) => {
  const canManage = canManageCourse(actor, facts);
  return { isVisible: isPublished || canManage, canOpen: canOpenCourse(actor, facts), canManage };
};

const toActivitySummary = (activity: CourseActivity): ActivitySummary => ({
  id: activity.id,
  idStart: activity.idStart,
  name: activity.name,
  description: activity.InitialProjectDescription,
});

/**
 * The course view (spec §2): modules with the §3 fallbacks. A course the actor may not open (premium
 * without access, or locked) keeps its modules' names and loses their activities: the page shows
 * the lock instead.
 */
export const toCourseView = (
  course: NonNullable<Awaited<ReturnType<typeof findCourseFor>>>,
  contactEmail: string,
): CourseView => {
  const content = normalizeCourseContent(course.content, randomUUID);
  const modules = content.modules.map((module): ModuleSummary => {
    const lesson = module.lessons[0];
    const shown = (activities: CourseActivity[] = []) =>
      course.canOpen ? activities.map(toActivitySummary) : [];
    return {
      number: module.number,
      name: module.name,
      description: module.description ?? '',
      imageUrl: courseImageUrlOf(module.image),
      classActivities: shown(lesson?.classActivities),
      homeActivities: shown(lesson?.homeActivities),
    };
  });
  return { ...cardOf(course.card, course.canOpen), modules, contactEmail };
};

/**
 * The query behind `findActivityFor`, unexecuted, so the Academy bench can ask PostgreSQL for its
 * plan (it must use starter_guides_activity_idx, not scan the table).
 */
export const activityLookup = (db: Db, actor: Actor, activityId: string) =>
  db
    .select({
      guide: starterGuides,
      isPublished: courses.isPublished,
      facts: courseFactsColumns(actor),
    })
    .from(starterGuides)
    .innerJoin(courses, eq(courses.id, starterGuides.courseId))
    .where(eq(starterGuides.activityId, activityId))
    .limit(1);

/** An activity's starter guide and its course (course/{activityId}, its guide): one indexed lookup. */
export const findActivityFor = async (db: Db, actor: Actor, activityId: string) => {
  const [row] = await activityLookup(db, actor, activityId);
  if (!row) return null;
  const { isPublished, facts } = row;
  return { guide: row.guide, isPublished, block: facts.block, ...accessOf(actor, isPublished, facts) };
};
