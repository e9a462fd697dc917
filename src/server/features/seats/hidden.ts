import { type AnyColumn, sql } from 'drizzle-orm';

/**
 * A seat has no e-mail, but better-auth needs `users.email` NOT NULL and unique: a seat gets
 * `<id>@seat.invalid` (RFC 2606 reserves `.invalid`; no mail can reach it). No page shows it and no
 * e-mail search, sign-in or add-by-email matches it: queries use these instead of `users.email`.
 */
export const SEAT_EMAIL_DOMAIN = 'seat.invalid';

export const seatEmailOf = (userId: string) => `${userId}@${SEAT_EMAIL_DOMAIN}`;

/** Whether an address is the reserved placeholder kind (never anyone's to register or look up). */
export const isReservedEmail = (email: string) => email.toLowerCase().endsWith(`@${SEAT_EMAIL_DOMAIN}`);

/** `users.email` as pages may show it: empty for a seat. */
export const shownEmailOf = (table: { email: AnyColumn; isSeat: AnyColumn }) =>
  sql<string>`case when ${table.isSeat} then '' else ${table.email} end`;

/** A condition for e-mail lookups: the row is a person with an e-mail, not a seat. */
export const hasEmail = (table: { isSeat: AnyColumn }) => sql`not ${table.isSeat}`;
