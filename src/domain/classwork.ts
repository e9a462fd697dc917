import { z } from 'zod';
import { SUBMISSION_STATUSES } from './constants.ts';
import {
  feedbackSchema,
  gradeSchema,
  SUBMISSION_EVENT_ACTIONS,
  SUBMISSION_PRESENTATIONS,
} from './submissions.ts';

/**
 * Classwork (issue 12): a student's activity in a group, its project and its submission as it
 * moves created → sent → calified (and back for revision). Shared by the server's routes and
 * the web's pages.
 */

const id = z.string().min(1).max(200);

export const groupIdParams = z.object({ id });
export const groupActivityParams = groupIdParams.extend({ activityId: id });
export const groupStudentActivityParams = groupActivityParams.extend({ studentId: id });
export type GroupStudentActivityParams = z.infer<typeof groupStudentActivityParams>;

/** How the caller stands in the group: its student, its mentor, or a manager who reviews. */
export const CLASSWORK_VIEWERS = ['student', 'mentor', 'reviewer'] as const;
export type ClassworkViewer = (typeof CLASSWORK_VIEWERS)[number];

const statusSchema = z.enum(SUBMISSION_STATUSES);
const presentationSchema = z.enum(SUBMISSION_PRESENTATIONS);

/** One activity of the group's course, in course order, with the caller's own work on it. */
export const groupActivitySchema = z.object({
  id: z.string(),
  name: z.string(),
  moduleNumber: z.string(),
  moduleName: z.string(),
  kind: z.enum(['class', 'home']),
  /** 1-based place in the course (spec §2 'n/total'). */
  position: z.number().int(),
  /** A student's own submission; null for a mentor or reviewer, or before the student opened it. */
  submission: z.object({ status: statusSchema, presentation: presentationSchema }).nullable(),
});
export type GroupActivity = z.infer<typeof groupActivitySchema>;

export const groupActivitiesSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  viewer: z.enum(CLASSWORK_VIEWERS),
  total: z.number().int(),
  items: z.array(groupActivitySchema),
});
export type GroupActivities = z.infer<typeof groupActivitiesSchema>;

/** `POST …/project`: the student's own project of the activity (made once) and its submission. */
export const activityProjectSchema = z.object({
  projectId: z.string(),
  submissionId: z.string(),
  isNew: z.boolean(),
});
export type ActivityProject = z.infer<typeof activityProjectSchema>;

/** One student's work on one activity, as that student or a reviewer of the group sees it. */
export const submissionViewSchema = z.object({
  groupId: z.string(),
  activityId: z.string(),
  activityName: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  viewer: z.enum(CLASSWORK_VIEWERS),
  status: statusSchema,
  presentation: presentationSchema,
  score: z.number().int().nullable(),
  feedback: z.string().nullable(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** 0 before the student first opened the activity (there is no row yet). */
  version: z.number().int(),
  projectId: z.string().nullable(),
});
export type SubmissionView = z.infer<typeof submissionViewSchema>;

const version = z.number().int().min(0).max(2_147_483_647);

export const sendSubmissionSchema = z.object({ version });
export type SendSubmission = z.infer<typeof sendSubmissionSchema>;

/** Spec §5 grade: an integer 0–100; feedback optional (Markdown, shown without raw HTML). */
export const gradeSubmissionSchema = z.object({
  score: gradeSchema,
  feedback: feedbackSchema.optional(),
  version,
  /** The tutor took the behaviour checks' proposed score (issue 25); kept only when the score is it. */
  fromProposal: z.boolean().optional(),
});
export type GradeSubmission = z.infer<typeof gradeSubmissionSchema>;

/** Returning for revision says why: the feedback is required. */
export const returnSubmissionSchema = z.object({
  feedback: feedbackSchema.refine((text) => text.trim().length > 0, { message: 'required' }),
  version,
});
export type ReturnSubmission = z.infer<typeof returnSubmissionSchema>;

/** A 409: a move the status does not allow, or a stale version (then with what the server holds now). */
export const submissionConflictSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }).loose(),
  current: z.object({ version: z.number().int(), status: statusSchema }).optional(),
});

export const submissionEventSchema = z.object({
  id: z.string(),
  action: z.enum(SUBMISSION_EVENT_ACTIONS),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  fromStatus: statusSchema.nullable(),
  toStatus: statusSchema,
  fromScore: z.number().int().nullable(),
  score: z.number().int().nullable(),
  feedback: z.string().nullable(),
  /** The score was the behaviour checks' proposal (issue 25). */
  fromProposal: z.boolean(),
  createdAt: z.string(),
});
export type SubmissionEvent = z.infer<typeof submissionEventSchema>;
export const submissionHistorySchema = z.array(submissionEventSchema);
