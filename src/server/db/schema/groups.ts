import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { DEFAULTS, LIMITS, SUBMISSION_STATUSES, type SubmissionStatus } from '../../../domain/constants.ts';
import { SUBMISSION_EVENT_ACTIONS, type SubmissionEventAction } from '../../../domain/submissions.ts';
import { users } from './auth.ts';
import { createdAt, idColumn, isOneOf, timestamps } from './common.ts';
import { courses } from './courses.ts';
import type { KeyboardAccess } from './json.ts';
import { projects } from './projects.ts';

/** A class of students following one course with one tutor (spec §3 Group). */
export const groups = pgTable(
  'groups',
  {
    id: idColumn(),
    name: text('name').notNull(),
    schedule: text('schedule').notNull().default(''),
    /** A course with groups cannot be deleted: its students' work hangs off it. */
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    mentorId: text('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    isRemote: boolean('is_remote').notNull().default(DEFAULTS.groupIsRemote),
    password: text('password').notNull().default(DEFAULTS.groupPassword),
    keyboardAccess: jsonb('keyboard_access').$type<KeyboardAccess>(),
    lastFloor: integer('last_floor').notNull().default(DEFAULTS.groupLastFloor),
    updatedAtFloor: timestamp('updated_at_floor', { withTimezone: true }),
    updatedAtPassword: timestamp('updated_at_password', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('groups_mentor_idx').on(t.mentorId), index('groups_course_idx').on(t.courseId)],
);

export const groupStudents = pgTable(
  'group_students',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_students_user_idx').on(t.userId)],
);

/**
 * One student's work on one course activity inside a group (spec §3 Group activity), moving
 * created → sent → calified (spec §4). `version` guards a tutor grading against a stale view.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: idColumn(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The course activity's id (inside courses.content). */
    activityId: text('activity_id').notNull(),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: text('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    lessonNumber: text('lesson_number'),
    status: text('status').$type<SubmissionStatus>().notNull().default('created'),
    score: integer('score'),
    feedback: text('feedback'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set when the mentor returns the work for revision; it stays "returned" until sent again. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    unique('submissions_group_activity_student_key').on(t.groupId, t.activityId, t.studentId),
    index('submissions_group_status_idx').on(t.groupId, t.status),
    index('submissions_student_idx').on(t.studentId),
    index('submissions_project_idx').on(t.projectId),
    check('submissions_status_check', isOneOf(t.status, SUBMISSION_STATUSES)),
    check(
      'submissions_score_check',
      sql`${t.score} between ${sql.raw(String(LIMITS.gradeMin))} and ${sql.raw(String(LIMITS.gradeMax))}`,
    ),
  ],
);

/**
 * The history of a submission: who did what (send, grade, return, feedback), when, from which
 * status and score to which. Written in the transaction of the change it records.
 */
export const gradeEvents = pgTable(
  'grade_events',
  {
    id: idColumn(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<SubmissionEventAction>().notNull().default('grade'),
    fromStatus: text('from_status').$type<SubmissionStatus>(),
    toStatus: text('to_status').$type<SubmissionStatus>().notNull(),
    fromScore: integer('from_score'),
    /** The score after the change. */
    score: integer('score'),
    feedback: text('feedback'),
    /** The score was the behaviour checks' proposal, taken as it was (issue 25). */
    fromProposal: boolean('from_proposal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('grade_events_submission_idx').on(t.submissionId, t.createdAt),
    check('grade_events_to_status_check', isOneOf(t.toStatus, SUBMISSION_STATUSES)),
    check('grade_events_action_check', isOneOf(t.action, SUBMISSION_EVENT_ACTIONS)),
  ],
);

export type GroupRow = typeof groups.$inferSelect;
export type NewGroupRow = typeof groups.$inferInsert;
export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;
export type GradeEventRow = typeof gradeEvents.$inferSelect;

/**
 * An invitation to a group for an address that is not one of its institution's people (issue 27):
 * the person with that e-mail (now or once registered) accepts or declines it. Keyed by the address
 * typed, never by a user, so an answer never depends on whether the address has an account.
 */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: idColumn(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** Lower-cased, as users.email is stored. */
    email: text('email').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('group_invitations_group_email_key').on(t.groupId, t.email),
    index('group_invitations_email_idx').on(t.email),
  ],
);

export type GroupInvitationRow = typeof groupInvitations.$inferSelect;
