import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CHECK_RUN_STATES, type CheckOutcome, type CheckRunState } from '../../../domain/checks/api.ts';
import { users } from './auth.ts';
import { createdAt, idColumn, isOneOf, timestamps } from './common.ts';
import { courses } from './courses.ts';
import { submissions } from './groups.ts';
import { practicalGuides } from './guides.ts';

/** One check of an activity as stored: its scenario's YAML as written, and whether students see it. */
export interface StoredCheck {
  id: string;
  yaml: string;
  hidden: boolean;
}

/**
 * The behaviour checks of one course activity (issue 25), kept out of the course's content tree so
 * that no read of the course can hand a hidden check's expectations to a student. `version` guards
 * two editors saving at once.
 */
export const activityChecks = pgTable(
  'activity_checks',
  {
    activityId: text('activity_id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    checks: jsonb('checks').$type<StoredCheck[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('activity_checks_course_idx').on(t.courseId)],
);

/**
 * The behaviour checks of a practical guide (issue 25): what a reader's "Check my work" runs on the
 * guide's circuit as they have it. Written by guide managers; kept apart from the guide's row for the
 * same reason as an activity's.
 */
export const guideChecks = pgTable('guide_checks', {
  guideId: text('guide_id')
    .primaryKey()
    .references(() => practicalGuides.id, { onDelete: 'cascade' }),
  checks: jsonb('checks').$type<StoredCheck[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/**
 * A run of an activity's checks on a handed-in submission, which is also the job that runs them:
 * queued by the send, taken by a worker with `FOR UPDATE SKIP LOCKED`, done with its outcomes.
 * A submission's latest run is the one shown.
 */
export const checkRuns = pgTable(
  'check_runs',
  {
    id: idColumn(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    state: text('state').$type<CheckRunState>().notNull().default('queued'),
    /** The checks as they were at the send, so an edit later does not change what this run means. */
    checks: jsonb('checks').$type<StoredCheck[]>().notNull(),
    outcomes: jsonb('outcomes').$type<CheckOutcome[]>().notNull().default([]),
    awarded: integer('awarded').notNull().default(0),
    possible: integer('possible').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Why a run failed as a whole (the runner itself broke), for the logs and the tutor. */
    error: text('error'),
    queuedAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('check_runs_submission_idx').on(t.submissionId, t.queuedAt),
    index('check_runs_queue_idx').on(t.queuedAt).where(sql`state in ('queued', 'running')`),
    check('check_runs_state_check', isOneOf(t.state, CHECK_RUN_STATES)),
  ],
);

export type ActivityChecksRow = typeof activityChecks.$inferSelect;
export type GuideChecksRow = typeof guideChecks.$inferSelect;
export type CheckRunRow = typeof checkRuns.$inferSelect;
