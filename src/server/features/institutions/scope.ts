import { type Column, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../domain/permissions.ts';

/**
 * Spec §6 scoping as a condition on a column holding an institution's name (a course names its
 * institution): none for super admins, the institutions an institution admin runs, nothing for
 * anyone else. `only` narrows it to one institution, the one the Backoffice switcher picked; an
 * institution the actor does not run matches nothing.
 */
export const managedInstitutionsSql = (
  actor: Actor,
  institutionName: Column | SQL,
  only?: string,
): SQL | undefined => {
  const names = actor.roles.superAdmin ? null : actor.roles.adminOf.map((institution) => institution.name);
  if (only !== undefined)
    return names === null || names.includes(only) ? sql`${institutionName} = ${only}` : sql`false`;
  if (names === null) return undefined;
  return names.length > 0 ? inArray(institutionName as Column, names) : sql`false`;
};
