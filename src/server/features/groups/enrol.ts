import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { type AddStudentsReport, emailsOfList, isEnrollableEmail } from '../../../domain/groups.ts';
import { INVITATION_LIMITS } from '../../../domain/invitations.ts';
import type { InstitutionRef } from '../../../domain/me.ts';
import type { Db } from '../../db/client.ts';
import {
  courses,
  groupInvitations,
  groupStudents,
  groups,
  institutionAdmins,
  institutionMentors,
  superAdmins,
  users,
} from '../../db/schema/index.ts';
import { hasEmail } from '../seats/hidden.ts';
import { displayNameOf } from './data.ts';

/**
 * Adding to a group by e-mail (issue 27, docs/decisions.md "A school enrols its own people"): the
 * institution's own people join at once; every other address is invited, whoever it belongs to,
 * with the same work done for each so neither the answer nor its time tells them apart.
 */

/** When an invitation made now lapses. */
export const invitationExpiry = () => sql`now() + ${`${INVITATION_LIMITS.expiryDays} days`}::interval`;

/**
 * `users.id` (the outer query's) is one of the institution's people: its admin, its listed mentor,
 * the mentor or a student of one of its groups. A super admin never is.
 */
const isPersonOf = (institution: InstitutionRef) => sql`(
  not exists (select 1 from ${superAdmins} where ${superAdmins.userId} = ${users.id})
  and (
    exists (select 1 from ${institutionAdmins}
      where ${institutionAdmins.userId} = ${users.id} and ${institutionAdmins.institutionId} = ${institution.id})
    or exists (select 1 from ${institutionMentors}
      where ${institutionMentors.userId} = ${users.id} and ${institutionMentors.institutionId} = ${institution.id})
    or exists (select 1 from ${groups} inner join ${courses} on ${courses.id} = ${groups.courseId}
      where ${courses.institution} = ${institution.name}
      and (${groups.mentorId} = ${users.id} or exists (select 1 from ${groupStudents}
        where ${groupStudents.groupId} = ${groups.id} and ${groupStudents.userId} = ${users.id})))
  ))`;

/** The institution's people among `emails` (none when the group's course names no institution). */
const ownPeopleByEmail = async (db: Db, institution: InstitutionRef | null, emails: string[]) =>
  institution === null || emails.length === 0
    ? []
    : db
        .select({ id: users.id, name: displayNameOf(users), email: users.email })
        .from(users)
        .where(and(inArray(users.email, emails), hasEmail(users), isPersonOf(institution)));

export const enrolByEmail = async (
  db: Db,
  group: { id: string; institution: InstitutionRef | null },
  lines: readonly string[],
  invitedBy: string,
): Promise<AddStudentsReport> => {
  const listed = emailsOfList(lines);
  const wanted = listed.filter(isEnrollableEmail);
  const invalid = listed.filter((line) => !isEnrollableEmail(line));
  return db.transaction(async (tx) => {
    const own = await ownPeopleByEmail(tx, group.institution, wanted);
    const byEmail = new Map(own.map((person) => [person.email.toLowerCase(), person]));
    const others = wanted.filter((email) => !byEmail.has(email));
    const inserted =
      own.length === 0
        ? []
        : await tx
            .insert(groupStudents)
            .values(own.map((person) => ({ groupId: group.id, userId: person.id })))
            .onConflictDoNothing()
            .returning({ userId: groupStudents.userId });
    await tx
      .delete(groupInvitations)
      .where(and(eq(groupInvitations.groupId, group.id), lte(groupInvitations.expiresAt, sql`now()`)));
    if (others.length > 0) {
      await tx
        .insert(groupInvitations)
        .values(
          others.map((email) => ({ groupId: group.id, email, invitedBy, expiresAt: invitationExpiry() })),
        )
        .onConflictDoUpdate({
          target: [groupInvitations.groupId, groupInvitations.email],
          set: { invitedBy, createdAt: sql`now()`, expiresAt: invitationExpiry() },
        });
    }
    const addedIds = new Set(inserted.map((row) => row.userId));
    const inOrder = wanted.flatMap((email) => byEmail.get(email) ?? []);
    return {
      added: inOrder.filter((person) => addedIds.has(person.id)),
      alreadyInGroup: inOrder.filter((person) => !addedIds.has(person.id)),
      invited: others.length,
      invalid,
    };
  });
};

/** Still open: not yet expired. */
export const isOpen = gt(groupInvitations.expiresAt, sql`now()`);
