import type { InjectOptions } from 'fastify';
import type { Statuses } from './matrix.ts';
import { ACTORS } from './world.ts';

/** Every actor, signed in or not, gets `status`. */
export const every = (status: number): Statuses =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Statuses;

/**
 * Signed-in people get `status` (some `except`ions), signed-out ones 401. The world's data belongs
 * to institution A, so `bothAdmin` (admin of A and B) gets what `institutionAdmin` (admin of A)
 * gets unless a row says otherwise, and `otherAdmin` (admin of B only) what a stranger gets.
 */
export const signedIn = (status: number, except: Partial<Statuses> = {}): Statuses => ({
  ...every(status),
  anonymous: 401,
  ...(except.institutionAdmin === undefined ? {} : { bothAdmin: except.institutionAdmin }),
  ...except,
});

/** Only super admins may; everyone else signed in gets 403. */
export const superAdminOnly = (status: number): Statuses => signedIn(403, { superAdmin: status });

/** Spec §6 managers of institution A's courses and groups: its admins and super admins. */
export const managersOfA = (status: number, others = 403): Statuses =>
  signedIn(others, { institutionAdmin: status, superAdmin: status });

/**
 * Calls every admin may make, each on their own institutions (a list, the options of a form, an
 * unknown id): `otherAdmin` gets the status too, and the feature's tests prove what the list holds.
 */
export const anyAdmin = (status: number): Statuses => ({ ...managersOfA(status), otherAdmin: status });

/** Spec §6 project access: by permission level only; no role reaches someone else's project. */
export const byProjectLevel = (levels: {
  owner: number;
  write: number;
  read: number;
  none: number;
}): Statuses => ({
  ...signedIn(levels.none),
  owner: levels.owner,
  sharedWrite: levels.write,
  sharedRead: levels.read,
});

export const get = (url: string): InjectOptions => ({ method: 'GET', url });

let unique = 0;
/** An e-mail address no one has yet. */
export const newEmail = () => {
  unique += 1;
  return `matrix-${Date.now()}-${unique}@example.test`;
};
