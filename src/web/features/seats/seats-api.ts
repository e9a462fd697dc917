import {
  type ClassCode,
  type CreateSeats,
  classCodeSchema,
  createdSeatsSchema,
  groupSeatsSchema,
  type LinkSeat,
  linkedSeatSchema,
  seatSchema,
  type UpdateSeat,
} from '../../../domain/seats.ts';
import { request } from '../../lib/api.ts';

/**
 * A group's seats (issue 27, src/domain/seats.ts): its tutor, an admin of its institution or a
 * super admin; linking, exporting and deleting a seat are the institution admin's (the server
 * answers 403 to anyone else).
 */

const groupPath = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}`;
const seatPath = (seatId: string) => `/api/seats/${encodeURIComponent(seatId)}`;

export const fetchGroupSeats = (groupId: string) =>
  request('GET', `${groupPath(groupId)}/seats`, { schema: groupSeatsSchema });

export const createSeats = (groupId: string, body: CreateSeats) =>
  request('POST', `${groupPath(groupId)}/seats`, { body, schema: createdSeatsSchema });

export const setClassCodeOpen = (groupId: string, open: boolean): Promise<ClassCode> =>
  request('PATCH', `${groupPath(groupId)}/class-code`, { body: { open }, schema: classCodeSchema });

export const rotateClassCode = (groupId: string): Promise<ClassCode> =>
  request('POST', `${groupPath(groupId)}/class-code/rotate`, { schema: classCodeSchema });

export const updateSeat = (seatId: string, body: UpdateSeat) =>
  request('PATCH', seatPath(seatId), { body, schema: seatSchema });

export const resetSeat = (seatId: string) =>
  request('POST', `${seatPath(seatId)}/reset`, { schema: seatSchema });

export const linkSeat = (seatId: string, body: LinkSeat) =>
  request('POST', `${seatPath(seatId)}/link`, { body, schema: linkedSeatSchema });

/** The export is a download the browser saves itself (`content-disposition: attachment`). */
export const seatExportUrl = (seatId: string) => `${seatPath(seatId)}/export`;

export const deleteSeat = (seatId: string) => request('DELETE', seatPath(seatId));
