import { eq, type SQLWrapper, sql } from 'drizzle-orm';
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

export interface HandedInAs {
  status: SubmissionStatus;
  mentorId: string | null;
  institutionId: string | null;
}

/**
 * The submissions the project `projectId` (an id or a column) is handed in as, one indexed lookup
 * by project, as a JSON array (null when none): a column of the read that finds the project, so an
 * access check costs no statement of its own. A course's institution is the institutions row with
 * its name. Only for a select that joins tables: drizzle writes a one-table select's columns
 * without their table, which the subquery's own tables would make ambiguous.
 */
export const handedInAs = (projectId: SQLWrapper | string) => sql<HandedInAs[] | null>`(
  select json_agg(json_build_object(
    'status', ${submissions.status},
    'mentorId', ${groups.mentorId},
    'institutionId', (select ${institutions.id} from ${institutions} where ${institutions.name} = ${courses.institution})))
  from ${submissions}
  join ${groups} on ${groups.id} = ${submissions.groupId}
  join ${courses} on ${courses.id} = ${groups.courseId}
  where ${submissions.projectId} = ${projectId})`;

/** The group work `rows` (handedInAs) make of the project for `actor`, or null when it is no one's. */
export const groupWorkOf = (actor: Actor, rows: HandedInAs[] | null): GroupWork | null => {
  if (!rows || rows.length === 0) return null;
  return {
    isReviewer: rows.some((row) => can(actor, 'group:review', row)),
    isLocked: rows.some((row) => HANDED_IN.includes(row.status)),
  };
};

/** The project's group work for `actor`, or null when it is no one's group work. */
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
  return groupWorkOf(actor, rows);
};
