import { eq, sql } from 'drizzle-orm';
import type { SubmissionStatus } from '../../../domain/constants.ts';
import { type Actor, can } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { courses, groups, institutions, submissions } from '../../db/schema/index.ts';

/** A student's activity project as a group sees it: who reviews it, and whether it is handed in. */
export interface GroupWork {
  /** The caller reviews it (`group:review`: the group's mentor, its managers), read only. */
  isReviewer: boolean;
  /** Sent or graded: read only to everyone until the mentor returns it (spec §4). */
  isLocked: boolean;
}

const HANDED_IN: SubmissionStatus[] = ['sent', 'calified'];

/**
 * The submissions the project is handed in as (one indexed lookup by project), or null when it is
 * no one's group work. A course's institution is the institutions row with its name.
 */
export const findGroupWork = async (db: Db, actor: Actor, projectId: string): Promise<GroupWork | null> => {
  const rows = await db
    .select({
      status: submissions.status,
      mentorId: groups.mentorId,
      institutionId: sql<string | null>`(select ${institutions.id} from ${institutions}
        where ${institutions.name} = ${courses.institution})`,
    })
    .from(submissions)
    .innerJoin(groups, eq(groups.id, submissions.groupId))
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .where(eq(submissions.projectId, projectId));
  if (rows.length === 0) return null;
  return {
    isReviewer: rows.some((row) => can(actor, 'group:review', row)),
    isLocked: rows.some((row) => HANDED_IN.includes(row.status)),
  };
};
