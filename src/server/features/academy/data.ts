import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type {
  AcademyCourses,
  ActivitySummary,
  CourseCard,
  CourseView,
  ModuleSummary,
} from '../../../domain/academy.ts';
import { type CourseActivity, normalizeCourseContent } from '../../../domain/course-content.ts';
import type { Actor } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { type CourseRow, courses, starterGuides } from '../../db/schema/index.ts';
import { imageUrlOf } from '../guides/data.ts';
import { type CourseFacts, canManageCourse, canOpenCourse, courseFactsColumns } from './course-access.ts';

type CardRow = Omit<CourseRow, 'content' | 'version'> & { moduleCount: number };

/** What a course card shows, besides the content tree: every column but `content`, and the module count. */
const cardColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  institution: courses.institution,
  modality: courses.modality,
  image: courses.image,
  imageBanner: courses.imageBanner,
  imagePath: courses.imagePath,
  backgroundColor: courses.backgroundColor,
  institutionLogo: courses.institutionLogo,
  bannerImage: courses.bannerImage,
  isPublished: courses.isPublished,
  mentorId: courses.mentorId,
  isRemote: courses.isRemote,
  block: courses.block,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  /** Counted in SQL so the grid never loads a course's tree; an odd stored tree counts as none. */
  moduleCount: sql<number>`(case when jsonb_typeof(${courses.content}->'modules') = 'array'
    then jsonb_array_length(${courses.content}->'modules') else 0 end)`.mapWith(Number),
};

/** Spec §3: a cover is `image` (or its storage path); a banner is `bannerImage` or `imageBanner`. */
export const toCourseCard = (row: CardRow, hasAccess: boolean): CourseCard => ({
  id: row.id,
  name: row.name,
  description: row.description,
  institution: row.institution,
  modality: row.modality,
  imageUrl: imageUrlOf(row.image ?? row.imagePath),
  bannerUrl: imageUrlOf(row.bannerImage ?? row.imageBanner),
  backgroundColor: row.backgroundColor,
  moduleCount: row.moduleCount,
  isPublished: row.isPublished,
  isRemote: row.isRemote,
  block: row.block,
  hasAccess,
  updatedAt: row.updatedAt.toISOString(),
});

/** The academy page (spec §2): published courses, most recently changed first, free and premium apart. */
export const listAcademyCourses = async (db: Db, actor: Actor): Promise<AcademyCourses> => {
  const rows = await db
    .select({ card: cardColumns, facts: courseFactsColumns(actor) })
    .from(courses)
    .where(eq(courses.isPublished, true))
    .orderBy(desc(courses.updatedAt), desc(courses.id));
  const cards = rows.map(({ card, facts }) => toCourseCard(card, canOpenCourse(actor, facts)));
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
 * The course view (spec §2): modules with the §3 fallbacks. A premium course the actor may not
 * open keeps its modules' names and loses their activities: the page shows the lock instead.
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
      imageUrl: imageUrlOf(module.image ?? null),
      classActivities: shown(lesson?.classActivities),
      homeActivities: shown(lesson?.homeActivities),
    };
  });
  return { ...toCourseCard(course.card, course.canOpen), modules, contactEmail };
};

/** An activity's starter guide and its course (course/{activityId}, its guide): one indexed lookup. */
export const findActivityFor = async (db: Db, actor: Actor, activityId: string) => {
  const [row] = await db
    .select({
      guide: starterGuides,
      courseName: courses.name,
      isPublished: courses.isPublished,
      facts: courseFactsColumns(actor),
    })
    .from(starterGuides)
    .innerJoin(courses, eq(courses.id, starterGuides.courseId))
    .where(eq(starterGuides.activityId, activityId))
    .limit(1);
  if (!row) return null;
  return {
    guide: row.guide,
    courseName: row.courseName,
    isPublished: row.isPublished,
    ...accessOf(actor, row.isPublished, row.facts),
  };
};
