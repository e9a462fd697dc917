import { z } from 'zod';
import { personRefSchema } from './groups.ts';

/**
 * The institution admin's Backoffice (spec §2 groups-management-test, create-groups-management-test
 * and create-groups-management-test/groups-test/{studentId}, §6 institution admin): the API shapes
 * of its institution-scoped calls.
 */

export const BACKOFFICE_LIMITS = { idMax: 200 } as const;

const id = z.string().trim().min(1).max(BACKOFFICE_LIMITS.idMax);

/**
 * `?institutionId=` on the management lists and their options: narrows them to the one
 * institution the Backoffice switcher picked (403 when the caller does not run it, 404 unknown).
 */
export const institutionScopeQuerySchema = z.object({ institutionId: id.optional() });
export type InstitutionScopeQuery = z.infer<typeof institutionScopeQuerySchema>;

export const institutionStudentParams = z.object({ id, studentId: id });

/**
 * One of the student's groups in the institution, with their progress in it: work sent (sent or
 * graded), graded, and the average of the graded scores (null before the first grade).
 */
export const institutionStudentGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  schedule: z.string(),
  course: personRefSchema,
  mentor: personRefSchema.nullable(),
  activityCount: z.number().int(),
  sent: z.number().int(),
  graded: z.number().int(),
  average: z.number().nullable(),
});
export type InstitutionStudentGroup = z.infer<typeof institutionStudentGroupSchema>;

/** `GET /api/institutions/:id/students/:studentId`: one student of the institution and their groups in it. */
export const institutionStudentSchema = z.object({
  institution: personRefSchema,
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  groups: z.array(institutionStudentGroupSchema),
});
export type InstitutionStudent = z.infer<typeof institutionStudentSchema>;
