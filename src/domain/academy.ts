import { z } from 'zod';
import { LIMITS, MODALITIES } from './constants.ts';
import { COURSE_CONTENT_LIMITS, courseContentInputSchema, courseContentSchema } from './course-content.ts';

/**
 * The Academy's API shapes (spec §2 Academy page, Course view, course management; §7
 * academyCourses, starterGuides). Request bodies are parsed by the server with these schemas and
 * built by the web from them.
 */

export const COURSE_LIMITS = {
  nameMin: LIMITS.courseTitleMin,
  nameMax: LIMITS.courseTitleMax,
  descriptionMax: 2000,
  institutionMax: 120,
  searchMax: 100,
  idMax: 200,
  /** Spec §9: course table descriptions are cut at 60 characters. */
  descriptionTruncate: LIMITS.courseDescriptionTruncate,
  /**
   * A course save carries its whole tree. 60 modules of 40 activities, each with a small circuit
   * and five steps, is ≈ 5 MB of JSON (bench/academy.ts); the content limits allow twice as many
   * activities. The API's default body limit (1 MiB) refused such a course outright.
   */
  bodyBytes: 16 * 1024 * 1024,
} as const;

export const modalitySchema = z.enum(MODALITIES);

export const courseIdParams = z.object({ id: z.string().min(1).max(COURSE_LIMITS.idMax) });
export const activityIdParams = z.object({ activityId: z.string().min(1).max(COURSE_LIMITS.idMax) });
export const moduleIndexParams = courseIdParams.extend({ index: z.coerce.number().int().min(0).max(1000) });

/** A course as the academy grids and the management table show it. */
export const courseCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  institution: z.string(),
  modality: modalitySchema,
  /** Cover image (spec §3 image), or null for the gradient fallback of §9. */
  imageUrl: z.string().nullable(),
  /** Banner image (spec §3 bannerImage / imageBanner), or null for the gradient fallback. */
  bannerUrl: z.string().nullable(),
  backgroundColor: z.string(),
  moduleCount: z.number().int(),
  isPublished: z.boolean(),
  isRemote: z.boolean(),
  /** Spec §4 course lock: true is locked. */
  block: z.boolean(),
  /** Whether the asking user may open this course's activities (free, or premium with access). */
  hasAccess: z.boolean(),
  updatedAt: z.string(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

/** `GET /api/academy/courses`: published courses only, split as the academy page shows them. */
export const academyCoursesSchema = z.object({
  free: z.array(courseCardSchema),
  premium: z.array(courseCardSchema),
});
export type AcademyCourses = z.infer<typeof academyCoursesSchema>;

/** An activity as the course view lists it: no code, circuit or steps (those come with its guide). */
export const activitySummarySchema = z.object({
  id: z.string(),
  idStart: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const moduleSummarySchema = z.object({
  number: z.string(),
  /** With the §3 fallbacks applied (alias, then 'Módulo N'). */
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  classActivities: z.array(activitySummarySchema),
  homeActivities: z.array(activitySummarySchema),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

/**
 * `GET /api/academy/courses/:id`: the course view. A premium course without access comes with
 * `hasAccess: false` and no activities (module names only), and the page shows the lock modal.
 */
export const courseViewSchema = courseCardSchema.extend({
  modules: z.array(moduleSummarySchema),
  /** Spec §2: e-mail address the lock modal's contact button writes to. */
  contactEmail: z.string(),
});
export type CourseView = z.infer<typeof courseViewSchema>;

/** `GET /api/academy/activities/:activityId/course`: course/{activityId} resolved by an indexed lookup. */
export const activityCourseSchema = z.object({ courseId: z.string() });

// ——— course management ———

/** `GET /api/courses`: the course management table, filters kept in the page's URL. */
export const courseListQuerySchema = z.object({
  search: z.string().trim().max(COURSE_LIMITS.searchMax).optional(),
  institution: z.string().trim().max(COURSE_LIMITS.institutionMax).optional(),
  modality: modalitySchema.optional(),
  status: z.enum(['published', 'draft']).optional(),
  /** The Backoffice's institution by id (spec §2 create-groups-management-test): only its courses. */
  institutionId: z.string().trim().min(1).max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.pageSize),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

export const courseListPageSchema = z.object({
  items: z.array(courseCardSchema),
  nextCursor: z.string().nullable(),
});
export type CourseListPage = z.infer<typeof courseListPageSchema>;

/** `GET /api/courses/:id`: a course with its whole content tree, for the editor. */
export const courseDetailSchema = courseCardSchema.extend({
  content: courseContentSchema,
  mentorId: z.string().nullable(),
  /** Optimistic concurrency: a save carries the version it started from; a stale one is a 409. */
  version: z.number().int(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

const courseName = z.string().trim().min(COURSE_LIMITS.nameMin).max(COURSE_LIMITS.nameMax);

/**
 * `POST /api/courses` and `PUT /api/courses/:id` (spec §5 course form): name, description and an
 * institution or the default modality; each activity needs name, initial description and introduction.
 */
export const courseInputSchema = z.object({
  name: courseName,
  description: z.string().trim().min(1).max(COURSE_LIMITS.descriptionMax),
  /** An institution's name, or '' for none (then the default modality applies). */
  institution: z.string().trim().max(COURSE_LIMITS.institutionMax).default(''),
  modality: modalitySchema.default('free'),
  isRemote: z.boolean().default(true),
  block: z.boolean().default(false),
  /** A new course saves as a draft unless asked otherwise (spec §3, §4). */
  isPublished: z.boolean().default(false),
  content: courseContentInputSchema.default({ modules: [] }),
});
export type CourseInput = z.infer<typeof courseInputSchema>;

export const courseUpdateSchema = courseInputSchema.extend({ version: z.number().int().min(1) });
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;

/** `PUT /api/courses/:id/publication`. */
export const coursePublicationSchema = z.object({
  isPublished: z.boolean(),
  version: z.number().int().min(1),
});

/** `PUT /api/courses/:id/title`: the banner's inline title edit (spec §4, §5: 3–60, trimmed). */
export const courseTitleSchema = z.object({ name: courseName });

/** Banner modal fields, sent as multipart with an optional `image` file (spec §2 banner, §5). */
export const courseBannerFieldsSchema = z.object({
  name: courseName,
  description: z.string().trim().max(COURSE_LIMITS.descriptionMax).default(''),
});

/** `POST /api/courses/:id/modules` (add, numbered count + 1) and `PUT …/modules/:index` (rename). */
export const moduleInputFieldsSchema = z.object({
  name: z.string().trim().max(COURSE_CONTENT_LIMITS.nameMax).default(''),
  description: z.string().trim().max(COURSE_CONTENT_LIMITS.textMax).optional(),
});

/** `POST /api/courses/:id/modules/:index/activities`: ids are generated by the server. */
export const activityAddSchema = z.object({
  name: z.string().trim().min(1).max(COURSE_CONTENT_LIMITS.nameMax),
  InitialProjectDescription: z.string().trim().min(1).max(COURSE_CONTENT_LIMITS.textMax),
  introductionText: z.string().trim().min(1).max(COURSE_CONTENT_LIMITS.textMax),
  kind: z.enum(['class', 'home']).default('class'),
});

/** `GET /api/courses/institutions`: the institution names the asking admin may give a course. */
export const institutionOptionSchema = z.object({ id: z.string(), name: z.string() });
