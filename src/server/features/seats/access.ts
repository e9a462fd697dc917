import { type Action, type Actor, can } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import type { SeatRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { findGroupFacts, type GroupFacts } from '../groups/access.ts';
import { findSeat } from './data.ts';

/**
 * Loads a seat for `action` on its group (`group:seats` for its tutor and managers,
 * `seat:manage-data` for its institution's admins): unknown 404, refused 403.
 */
export const requireSeat = async (
  db: Db,
  actor: Actor,
  seatId: string,
  action: Action,
): Promise<{ seat: SeatRow; group: GroupFacts }> => {
  const seat = await findSeat(db, seatId);
  const group = seat ? await findGroupFacts(db, actor, seat.groupId) : null;
  if (!seat || !group) throw new HttpError(404, 'SEAT_NOT_FOUND');
  if (!can(actor, action, group)) throw new HttpError(403, 'FORBIDDEN');
  return { seat, group };
};
