import type { InstitutionRef } from '../../../domain/me.ts';
import type { Actor } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { findInstitution } from '../institutions/data.ts';

/**
 * The institution a Backoffice call names (`?institutionId=`, spec §2 institution-scoped screens,
 * §6): one the caller runs, or any for a super admin. Unknown: 404 'Institución no encontrada';
 * someone else's: 403 NOT_INSTITUTION_ADMIN. None named: undefined (every institution the caller
 * manages, as before).
 */
export const requestedInstitution = async (
  db: Db,
  actor: Actor,
  institutionId: string | undefined,
): Promise<InstitutionRef | undefined> => {
  if (institutionId === undefined) return undefined;
  const own = actor.roles.adminOf.find((institution) => institution.id === institutionId);
  if (own) return { id: own.id, name: own.name };
  const row = await findInstitution(db, institutionId);
  if (!row) throw new HttpError(404, 'INSTITUTION_NOT_FOUND');
  if (!actor.roles.superAdmin) throw new HttpError(403, 'NOT_INSTITUTION_ADMIN');
  return { id: row.id, name: row.name };
};
