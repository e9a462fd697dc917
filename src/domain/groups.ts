import { z } from 'zod';
import { EMAIL_MAX } from './auth.ts';
import { LIMITS } from './constants.ts';

/**
 * Groups' API shapes (spec §2 Groups page and group management, §3 Group, §5 group form, §7
 * groups). The server parses requests with these schemas; the web builds them and reads its
 * filters from the URL with the same list query.
 */

export const GROUP_LIMITS = {
  nameMax: 120,
  scheduleMax: 120,
  idMax: 200,
  searchMax: 100,
  /** A class list pasted at once; a school class is a few dozen people. */
  emailsMax: 500,
  /** A pasted line is an address (at most EMAIL_MAX) or something reported back as not found. */
  pastedLineMax: EMAIL_MAX * 4,
} as const;

const id = z.string().trim().min(1).max(GROUP_LIMITS.idMax);

/** `:id` is always the group's id (the routes of every slice of issue 12 share it). */
export const groupIdParams = z.object({ id: z.string().min(1).max(GROUP_LIMITS.idMax) });
export const groupStudentParams = groupIdParams.extend({
  studentId: z.string().min(1).max(GROUP_LIMITS.idMax),
});

export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const groupCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});

/** Spec §2 Groups page: one of the caller's groups, as its student or as its mentor. */
export const myGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  schedule: z.string(),
  isRemote: z.boolean(),
  course: groupCourseSchema,
  mentor: personRefSchema.nullable(),
  role: z.enum(['student', 'mentor']),
});
export type MyGroup = z.infer<typeof myGroupSchema>;
export const myGroupsSchema = z.array(myGroupSchema);

/** `GET /api/groups`: the group management table; the page keeps these filters in its URL. */
export const groupListQuerySchema = z.object({
  name: z.string().trim().max(GROUP_LIMITS.searchMax).optional(),
  mentorId: id.optional(),
  courseId: id.optional(),
  /** The Backoffice's institution (spec §2 groups-management-test): only its groups. */
  institutionId: id.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.pageSize),
});
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

/** A row of the management table (spec §2: name, mentor, course, schedule, student count). */
export const groupRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  schedule: z.string(),
  isRemote: z.boolean(),
  course: personRefSchema,
  mentor: personRefSchema.nullable(),
  studentCount: z.number().int(),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

export const groupListPageSchema = z.object({
  items: z.array(groupRowSchema),
  nextCursor: z.string().nullable(),
});
export type GroupListPage = z.infer<typeof groupListPageSchema>;

/** `GET /api/groups/options`: who may lead a group and which courses, for the form and the filters. */
export const mentorOptionSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type MentorOption = z.infer<typeof mentorOptionSchema>;
export const groupOptionsSchema = z.object({
  mentors: z.array(mentorOptionSchema),
  courses: z.array(personRefSchema),
});
export type GroupOptions = z.infer<typeof groupOptionsSchema>;

/** Spec §5 group form: name, schedule, course and mentor required. */
export const groupInputSchema = z.object({
  name: z.string().trim().min(1).max(GROUP_LIMITS.nameMax),
  schedule: z.string().trim().min(1).max(GROUP_LIMITS.scheduleMax),
  courseId: id,
  mentorId: id,
  /** Spec §3, §9: a group is remote unless said otherwise. */
  isRemote: z.boolean().default(true),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

/** `PATCH /api/groups/:id`: any of the form's fields; what is left out stays. */
export const groupUpdateSchema = z.object({
  name: groupInputSchema.shape.name.optional(),
  schedule: groupInputSchema.shape.schedule.optional(),
  courseId: id.optional(),
  mentorId: id.optional(),
  isRemote: z.boolean().optional(),
});
export type GroupUpdate = z.infer<typeof groupUpdateSchema>;

export const groupStudentSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type GroupStudent = z.infer<typeof groupStudentSchema>;

/**
 * `GET /api/groups/:id` (`group:read`): its students see what it is; its mentor and managers
 * (`group:review`) also get its students.
 */
export const groupDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  schedule: z.string(),
  isRemote: z.boolean(),
  course: groupCourseSchema,
  mentor: personRefSchema.nullable(),
  students: z.array(groupStudentSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** `GET /api/groups/:id/students?q=`: a name or e-mail fragment, any case. */
export const groupStudentsQuerySchema = z.object({
  q: z.string().trim().max(GROUP_LIMITS.searchMax).optional(),
});
export const groupStudentsSchema = z.array(groupStudentSchema);

/**
 * `POST /api/groups/:id/students`: one e-mail or many (a list pasted one a line). Lines that are
 * no address (or a seat's placeholder `…@seat.invalid`, never typed by anyone) come back as such.
 */
export const addStudentsSchema = z.object({
  emails: z.array(z.string().max(GROUP_LIMITS.pastedLineMax)).min(1).max(GROUP_LIMITS.emailsMax),
});
export type AddStudents = z.infer<typeof addStudentsSchema>;

/**
 * The answer (issue 27, docs/decisions.md "A school enrols its own people"): the school's own
 * people are added and named; every other address (another school's person, nobody's, the super
 * admin's) is invited and only counted, so the answer never tells who has an account. `invalid`
 * are the lines that are no e-mail address at all, known from the text alone.
 */
export const addStudentsReportSchema = z.object({
  added: z.array(groupStudentSchema),
  alreadyInGroup: z.array(groupStudentSchema),
  invited: z.number().int(),
  invalid: z.array(z.string()),
});
export type AddStudentsReport = z.infer<typeof addStudentsReportSchema>;

const emailShape = z.email();

/** An address the add box may take: an e-mail, never of the `.invalid` domain seats live in. */
export const isEnrollableEmail = (email: string) =>
  email.length <= EMAIL_MAX && emailShape.safeParse(email).success && !email.endsWith('.invalid');

/**
 * The e-mails of a pasted list: one a line (commas and semicolons also split), trimmed,
 * lower-cased, each once, in the order given. A line copied from a mail client, `Ana <ana@x.org>`,
 * gives the address between the angle brackets. What the web sends and the server reads alike.
 */
export const emailsOfList = (text: string | readonly string[]): string[] => {
  const parts = (typeof text === 'string' ? [text] : text).flatMap((chunk) => chunk.split(/[\r\n,;]+/));
  const seen = new Set<string>();
  for (const part of parts) {
    const quoted = /<([^<>]*)>/.exec(part)?.[1];
    const email = (quoted ?? part).trim().toLowerCase();
    if (email) seen.add(email);
  }
  return [...seen];
};
