import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { CLASS_CODE_LENGTH, normalizeClassCode, SEAT_PICTURES } from './class-codes.ts';
import { GROUP_LIMITS } from './groups.ts';

/**
 * Seats for a class (issue 27): a tutor makes one account per child from a pasted list of names;
 * the child signs in with the group's class code, picks their nickname and gives their secret (a
 * picture and two digits). A seat has no e-mail, no password, no birth date and no free profile
 * text. The server parses every request with these schemas; the web builds them.
 *
 * Routes (every body and answer below; errors are `{ error: { code, message, fields? } }`):
 *
 * Tutor of the group (its mentor), an admin of the group's institution, or a super admin
 * (`group:seats`); anyone else signed in gets 403, a signed-out caller 401, an unknown group 404:
 * - `GET  /api/groups/:id/seats` → 200 `GroupSeats` (the class code, null before the first seat).
 * - `POST /api/groups/:id/seats` `CreateSeats` → 201 `CreatedSeats`; 400 no name left or a name too
 *   long; 409 `GROUP_SEATS_FULL` past `SEAT_LIMITS.seatsPerGroup`.
 * - `PATCH /api/groups/:id/class-code` `UpdateClassCode` → 200 `ClassCode` (made if missing).
 * - `POST /api/groups/:id/class-code/rotate` → 200 `ClassCode`: a new code; the old one stops
 *   working at once (sessions already started stay).
 * - `PATCH /api/seats/:seatId` `UpdateSeat` → 200 `Seat`; 409 `SEAT_NICKNAME_TAKEN`; 404
 *   `SEAT_NOT_FOUND`.
 * - `POST /api/seats/:seatId/reset` → 200 `Seat`: a new secret, failures and lock cleared, every
 *   session of the seat ended.
 *
 * An admin of the seat's institution or a super admin (`seat:manage-data`); the group's tutor 403:
 * - `POST /api/seats/:seatId/link` `LinkSeat` → 200 `LinkedSeat`: the seat's projects,
 *   submissions, grades and groups move to the e-mail account, then the seat is deleted. 404
 *   `SEAT_LINK_ACCOUNT_NOT_FOUND` for an address that has no account in one of the institution's
 *   groups (unknown and foreign addresses alike); 409 `SEAT_LINK_CONFLICT` when the account already
 *   has work on an activity the seat also has.
 * - `GET  /api/seats/:seatId/export` → 200 `SeatExport` as a JSON download
 *   (`content-disposition: attachment`).
 * - `DELETE /api/seats/:seatId` → 204: the seat, its sessions, its projects and its work.
 *
 * Public (no session), throttled per address, per seat and per class code:
 * - `POST /api/class-sign-in/code` `ClassCodeLookup` → 200 `ClassList`; 404 `CLASS_CODE_NOT_FOUND`
 *   for an unknown, malformed-after-normalising or closed code (one answer for all three); 429
 *   `RATE_LIMITED` with Retry-After.
 * - `POST /api/class-sign-in` `ClassSignIn` → 200 `Me` (as `POST /api/session`) and the same session
 *   cookie; 401 `SEAT_SECRET_WRONG`; 404 `CLASS_CODE_NOT_FOUND` (unknown or closed code, or a seat
 *   not in the code's group); 429 `SEAT_LOCKED` (this seat: too many wrong secrets) or
 *   `CLASS_CODE_PAUSED` (the whole code: too many wrong secrets across the class), both with a
 *   Retry-After header and `error.fields.retryAfterSeconds: ['<seconds>']` so the web can say
 *   "try again in N minutes" in the child's language.
 *
 * A seat calling `PATCH /api/me` or `PUT /api/me/password` gets 403 `SEAT_PROFILE_LOCKED`.
 */

export const SEAT_LIMITS = {
  /** Names in one paste: a class is a few dozen children. */
  namesPerRequest: 60,
  /** Seats one group may hold. */
  seatsPerGroup: 200,
  nameMax: 70,
  nicknameMin: 1,
  nicknameMax: 24,
  /** Wrong secrets in a row before a seat locks; each further lock is longer, up to `lockMaxMinutes`. */
  failuresBeforeLock: 5,
  lockMinutes: 5,
  lockMaxMinutes: 15,
  /**
   * Wrong secrets across one class code (any seat) within `codeWindowMinutes` before the code
   * pauses for `codePauseMinutes`: above what a class of children mistyping makes, far below
   * what guessing 1,600 secrets per seat needs.
   */
  failuresPerCode: 50,
  codeWindowMinutes: 10,
  codePauseMinutes: 5,
  /** Unknown class codes one address may try in `codeMissWindowMinutes` (a school shares one). */
  codeMissesPerAddress: 100,
  codeMissWindowMinutes: 10,
} as const;

/** Accepts any typing of a code; answers the normalised form (validity is the server's 404). */
export const classCodeInputSchema = z
  .string()
  .max(40)
  .transform(normalizeClassCode)
  .pipe(
    z
      .string()
      .min(1)
      .max(CLASS_CODE_LENGTH * 2),
  );

// The zod-free half lives in class-codes.ts, so the signed-out class sign-in page reads it without zod.
export * from './class-codes.ts';

export const seatPictureSchema = z.enum(SEAT_PICTURES);

/** A seat's secret: one picture and two digits ('07'), what a child can keep in mind. */
export const seatSecretSchema = z.object({
  picture: seatPictureSchema,
  digits: z.string().regex(/^[0-9]{2}$/),
});
export type SeatSecret = z.infer<typeof seatSecretSchema>;

export const seatIdParams = z.object({ seatId: z.string().min(1).max(GROUP_LIMITS.idMax) });

export const seatNameSchema = z.string().trim().min(1).max(SEAT_LIMITS.nameMax);
export const nicknameSchema = z.string().trim().min(SEAT_LIMITS.nicknameMin).max(SEAT_LIMITS.nicknameMax);

/**
 * `POST /api/groups/:id/seats`: one name a line. Blank lines are skipped; a name given twice makes
 * two seats (two children may share a name), their nicknames told apart.
 */
export const createSeatsSchema = z.object({
  names: z
    .array(z.string().max(SEAT_LIMITS.nameMax * 4))
    .min(1)
    .max(SEAT_LIMITS.namesPerRequest),
});
export type CreateSeats = z.infer<typeof createSeatsSchema>;

/** The names of a pasted list: one a line, trimmed, blank lines dropped. What web and server both read. */
export const namesOfList = (text: string | readonly string[]): string[] =>
  (typeof text === 'string' ? [text] : text)
    .flatMap((chunk) => chunk.split(/\r?\n|\r/))
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** The seat as its group's tutor and institution admin see it. */
export const seatSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  /** The name the tutor gave: the tutor's and admin's pages show it, the class sees the nickname. */
  name: z.string(),
  nickname: z.string(),
  secret: seatSecretSchema,
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Wrong secrets since the last sign-in or reset. */
  failedAttempts: z.number().int(),
  lastFailedAt: z.string().nullable(),
  /** Set while the seat is locked (ISO time it opens again). */
  lockedUntil: z.string().nullable(),
});
export type Seat = z.infer<typeof seatSchema>;

export const classCodeSchema = z.object({
  /** Normalised (8 characters, no dash); print it with `formatClassCode`. */
  code: z.string(),
  open: z.boolean(),
  /** Set while too many wrong secrets across the class paused the code. */
  pausedUntil: z.string().nullable(),
});
export type ClassCode = z.infer<typeof classCodeSchema>;

/** `GET /api/groups/:id/seats`. */
export const groupSeatsSchema = z.object({
  group: z.object({ id: z.string(), name: z.string() }),
  classCode: classCodeSchema.nullable(),
  seats: z.array(seatSchema),
});
export type GroupSeats = z.infer<typeof groupSeatsSchema>;

/** `POST /api/groups/:id/seats` → the new seats (with their secrets, for the cards) and the code. */
export const createdSeatsSchema = z.object({
  classCode: classCodeSchema,
  seats: z.array(seatSchema),
});
export type CreatedSeats = z.infer<typeof createdSeatsSchema>;

/** `PATCH /api/seats/:seatId`. */
export const updateSeatSchema = z.strictObject({ nickname: nicknameSchema });
export type UpdateSeat = z.infer<typeof updateSeatSchema>;

/** `PATCH /api/groups/:id/class-code`: closed = nobody new signs in with it. */
export const updateClassCodeSchema = z.strictObject({ open: z.boolean() });
export type UpdateClassCode = z.infer<typeof updateClassCodeSchema>;

/** `POST /api/seats/:seatId/link`. */
export const linkSeatSchema = z.strictObject({ email: emailSchema });
export type LinkSeat = z.infer<typeof linkSeatSchema>;
export const linkedSeatSchema = z.object({
  /** The e-mail account that now holds the seat's work. */
  user: z.object({ id: z.string(), name: z.string() }),
  movedProjects: z.number().int(),
  movedSubmissions: z.number().int(),
});
export type LinkedSeat = z.infer<typeof linkedSeatSchema>;

/** `GET /api/seats/:seatId/export`: everything Chispa keeps about the seat (LGPD art. 18, COPPA). */
export const seatExportSchema = z.object({
  exportedAt: z.string(),
  seat: z.object({
    id: z.string(),
    name: z.string(),
    nickname: z.string(),
    createdAt: z.string(),
    lastSignInAt: z.string().nullable(),
  }),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      category: z.string(),
      diagram: z.unknown(),
      code: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  submissions: z.array(
    z.object({
      groupId: z.string(),
      activityId: z.string(),
      projectId: z.string().nullable(),
      status: z.string(),
      score: z.number().nullable(),
      feedback: z.string().nullable(),
      sentAt: z.string().nullable(),
      gradedAt: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({ createdAt: z.string(), expiresAt: z.string(), userAgent: z.string().nullable() }),
  ),
});
export type SeatExport = z.infer<typeof seatExportSchema>;

/** `POST /api/class-sign-in/code`. */
export const classCodeLookupSchema = z.strictObject({ code: classCodeInputSchema });
export type ClassCodeLookup = z.input<typeof classCodeLookupSchema>;

/** The class list a child picks their nickname from: nicknames only, never names. */
export const classListSchema = z.object({
  group: z.object({ name: z.string() }),
  code: z.string(),
  seats: z.array(z.object({ id: z.string(), nickname: z.string() })),
});
export type ClassList = z.infer<typeof classListSchema>;

/** `POST /api/class-sign-in`. */
export const classSignInSchema = z.strictObject({
  code: classCodeInputSchema,
  seatId: seatIdParams.shape.seatId,
  secret: seatSecretSchema,
});
export type ClassSignIn = z.input<typeof classSignInSchema>;

/** The error codes of these routes (their texts: `errors.<code>` in es/pt/en). */
export const SEAT_ERROR_CODES = [
  'SEAT_NOT_FOUND',
  'SEAT_NICKNAME_TAKEN',
  'GROUP_SEATS_FULL',
  'SEAT_LINK_ACCOUNT_NOT_FOUND',
  'SEAT_LINK_CONFLICT',
  'CLASS_CODE_NOT_FOUND',
  'SEAT_SECRET_WRONG',
  'SEAT_LOCKED',
  'CLASS_CODE_PAUSED',
  'SEAT_PROFILE_LOCKED',
] as const;

/**
 * The nickname a name suggests: its first word and the initial of its last ('Ana María Pérez' →
 * 'Ana P.'), within the nickname limit. The tutor may change it.
 */
export const nicknameOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (words[0] ?? '').slice(0, SEAT_LIMITS.nicknameMax);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? [...last][0] : undefined;
  const nickname = initial ? `${first} ${initial.toUpperCase()}.` : first;
  return nickname.length <= SEAT_LIMITS.nicknameMax ? nickname : first;
};

/**
 * `wanted` made unique among `taken` (compared without case): 'Ana P.', then 'Ana P. 2', 'Ana P. 3'…
 * Adds what it answers to `taken`.
 */
export const uniqueNickname = (wanted: string, taken: Set<string>): string => {
  let nickname = wanted;
  for (let n = 2; taken.has(nickname.toLowerCase()); n += 1) {
    const suffix = ` ${n}`;
    nickname = `${wanted.slice(0, SEAT_LIMITS.nicknameMax - suffix.length)}${suffix}`;
  }
  taken.add(nickname.toLowerCase());
  return nickname;
};
