/**
 * What the class sign-in needs of seats (issue 27) without zod: the class code's alphabet and how a
 * typed code is read and printed, the secret's pictures, a lock's wait in minutes. seats.ts re-exports
 * all of it with its schemas; the signed-out pages (src/web/light) import this file, so zod stays
 * out of their JavaScript.
 */

/**
 * Class codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L, U/V), so a code read
 * off a card or a board is typed right. Input is case-insensitive; spaces and dashes are ignored.
 */
export const CLASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const CLASS_CODE_LENGTH = 8;

/** What a child typed, as the code it means: upper-cased, without spaces or dashes. */
export const normalizeClassCode = (input: string): string => input.toUpperCase().replace(/[\s\-_.]+/g, '');

export const isClassCode = (code: string): boolean =>
  code.length === CLASS_CODE_LENGTH && [...code].every((c) => CLASS_CODE_ALPHABET.includes(c));

/** A code as printed: two groups of four (`ABCD-EFGH`). */
export const formatClassCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * The pictures of a secret. Ids only: the web draws each with a @tabler/icons-react icon and names
 * it in es/pt/en (`seats.pictures.<id>`).
 */
export const SEAT_PICTURES = [
  'sun',
  'moon',
  'star',
  'fish',
  'cat',
  'tree',
  'rocket',
  'bolt',
  'leaf',
  'heart',
  'drop',
  'bell',
  'key',
  'music',
  'flag',
  'ball',
] as const;
export type SeatPicture = (typeof SEAT_PICTURES)[number];
/** Reads the wait of a 429 `SEAT_LOCKED`/`CLASS_CODE_PAUSED` as whole minutes (at least 1). */
export const retryMinutesOf = (fields: Record<string, string[]> | undefined): number =>
  Math.max(1, Math.ceil(Number(fields?.retryAfterSeconds?.[0] ?? 60) / 60) || 1);
