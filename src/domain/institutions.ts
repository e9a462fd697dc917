import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { LIMITS } from './constants.ts';
import { isStorableText } from './text.ts';

/**
 * Institution management's API shapes (spec §2 educational-institutions-management, §3
 * Educational institution, §7 educationalInstitutions). Super admins only (`institution:manage`).
 * The server parses requests with these schemas; the web reads its search from the URL with the
 * same list query.
 */

export const INSTITUTION_LIMITS = {
  /** Spec §9 "Name 3 to 70". */
  nameMin: LIMITS.nameMin,
  nameMax: LIMITS.nameMax,
  idMax: 200,
  searchMax: 100,
} as const;

const id = z.string().min(1).max(INSTITUTION_LIMITS.idMax);

export const institutionIdParams = z.object({ id });
export const institutionUserParams = institutionIdParams.extend({ userId: id });
export const institutionCourseParams = institutionIdParams.extend({ courseId: id });

/** `GET /api/institutions`: a name fragment (any case) and paging, as the group table pages. */
export const institutionListQuerySchema = z.object({
  search: z.string().trim().max(INSTITUTION_LIMITS.searchMax).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.pageSize),
});
export type InstitutionListQuery = z.infer<typeof institutionListQuerySchema>;

/** An institution with what hangs off it, counted (a row of the table, the head of its page). */
export const institutionSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  adminCount: z.number().int(),
  mentorCount: z.number().int(),
  courseCount: z.number().int(),
  groupCount: z.number().int(),
  /** Distinct students of its courses' groups. */
  studentCount: z.number().int(),
});
export type InstitutionSummary = z.infer<typeof institutionSummarySchema>;

export const institutionListPageSchema = z.object({
  items: z.array(institutionSummarySchema),
  nextCursor: z.string().nullable(),
});
export type InstitutionListPage = z.infer<typeof institutionListPageSchema>;

/** An admin or a mentor as the institution lists them. */
export const institutionPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type InstitutionPerson = z.infer<typeof institutionPersonSchema>;

/** One of its courses (spec §3 academyCourses sub-collection: id, addedAt, name). */
export const institutionCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  addedAt: z.string(),
  isPublished: z.boolean(),
  groupCount: z.number().int(),
});
export type InstitutionCourse = z.infer<typeof institutionCourseSchema>;

export const institutionDetailSchema = institutionSummarySchema.extend({
  admins: z.array(institutionPersonSchema),
  mentors: z.array(institutionPersonSchema),
  courses: z.array(institutionCourseSchema),
});
export type InstitutionDetail = z.infer<typeof institutionDetailSchema>;

/** Spec §9 name: 3 to 70 characters once trimmed. */
export const institutionNameSchema = z
  .string()
  .trim()
  .min(INSTITUTION_LIMITS.nameMin)
  .max(INSTITUTION_LIMITS.nameMax)
  .refine(isStorableText);

export const institutionInputSchema = z.object({ name: institutionNameSchema });
export type InstitutionInput = z.infer<typeof institutionInputSchema>;

/** `POST …/admins` and `…/mentors`: the person's e-mail (any case). */
export const institutionEmailSchema = z.object({ email: emailSchema });
export type InstitutionEmail = z.infer<typeof institutionEmailSchema>;

export const institutionCourseInputSchema = z.object({ courseId: id });
export type InstitutionCourseInput = z.infer<typeof institutionCourseInputSchema>;
