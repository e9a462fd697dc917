import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  type ClassCode,
  nicknameOf,
  SEAT_LIMITS,
  type Seat,
  type SeatSecret,
  uniqueNickname,
} from '../../../domain/seats.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  classCodes,
  groupStudents,
  groups,
  type SeatRow,
  seats,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import { seatEmailOf } from './hidden.ts';
import { randomSecret, type SecretBox } from './secret.ts';

/** Seats and class codes (issue 27): plain functions taking `db` first, as every feature's data. */

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toSeat = (row: SeatRow, box: SecretBox): Seat => ({
  id: row.userId,
  groupId: row.groupId,
  name: row.name,
  nickname: row.nickname,
  secret: box.open(row.secretBox),
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: iso(row.lastSignInAt),
  failedAttempts: row.failedAttempts,
  lastFailedAt: iso(row.lastFailedAt),
  lockedUntil:
    row.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil.toISOString() : null,
});

type ClassCodeRow = typeof classCodes.$inferSelect;

export const toClassCode = (row: ClassCodeRow): ClassCode => ({
  code: row.code,
  open: row.open,
  pausedUntil:
    row.pausedUntil && row.pausedUntil.getTime() > Date.now() ? row.pausedUntil.toISOString() : null,
});

export const newClassCode = () =>
  Array.from(
    { length: CLASS_CODE_LENGTH },
    () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)],
  ).join('');

/** Writes `groupId`'s code: a new random one (retried on the rare clash) unless `code` is given. */
const writeCode = async (db: Executor, groupId: string, values: { open?: boolean; code?: string }) => {
  for (let tries = 0; ; tries += 1) {
    const code = values.code ?? newClassCode();
    try {
      const [row] = await db
        .insert(classCodes)
        .values({ groupId, code, open: values.open ?? true })
        .onConflictDoUpdate({
          target: classCodes.groupId,
          set: { code, failures: 0, pausedUntil: null, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('class code upsert returned no row');
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || values.code || tries >= 5) throw error;
    }
  }
};

export const findClassCode = async (db: Executor, groupId: string) => {
  const [row] = await db.select().from(classCodes).where(eq(classCodes.groupId, groupId));
  return row ?? null;
};

/** The group's code, made (open) when it has none yet. */
export const ensureClassCode = async (db: Db, groupId: string) =>
  (await findClassCode(db, groupId)) ?? writeCode(db, groupId, {});

export const rotateClassCode = async (db: Db, groupId: string) => {
  const current = await findClassCode(db, groupId);
  return writeCode(db, groupId, { open: current?.open ?? true });
};

export const setClassCodeOpen = async (db: Db, groupId: string, open: boolean) => {
  await ensureClassCode(db, groupId);
  const [row] = await db
    .update(classCodes)
    .set({ open, updatedAt: new Date() })
    .where(eq(classCodes.groupId, groupId))
    .returning();
  if (!row) throw new HttpError(404, 'GROUP_NOT_FOUND');
  return row;
};

/**
 * The group's seats. A secret sealed with another key (AUTH_SECRET was changed) can neither be
 * printed nor checked: such a seat gets a new secret here, which its tutor sees and prints.
 */
export const listGroupSeats = async (db: Db, box: SecretBox, groupId: string) => {
  const rows = await selectGroupSeats(db, groupId);
  const lost = rows.filter((row) => !box.canOpen(row.secretBox));
  for (const row of lost) await resetSeat(db, box, row.userId);
  return lost.length === 0 ? rows : selectGroupSeats(db, groupId);
};

const selectGroupSeats = (db: Db, groupId: string) =>
  db
    .select()
    .from(seats)
    .where(eq(seats.groupId, groupId))
    .orderBy(sql`lower(${seats.name})`, sql`lower(${seats.nickname})`, asc(seats.userId));

export const findSeat = async (db: Db, seatId: string) => {
  const [row] = await db.select().from(seats).where(eq(seats.userId, seatId));
  return row ?? null;
};

/**
 * One seat per name, each a student of the group with a derived nickname unique in the group and a
 * random secret; the group gets its class code with the first seats. One transaction: all or none.
 */
export const createSeats = async (db: Db, box: SecretBox, groupId: string, names: readonly string[]) =>
  db.transaction(async (tx) => {
    // Two pastes at once must not both pass the cap: the group row is the lock.
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
    const [held] = await tx.select({ n: count() }).from(seats).where(eq(seats.groupId, groupId));
    if ((held?.n ?? 0) + names.length > SEAT_LIMITS.seatsPerGroup)
      throw new HttpError(409, 'GROUP_SEATS_FULL');
    const taken = new Set(
      (await tx.select({ nickname: seats.nickname }).from(seats).where(eq(seats.groupId, groupId))).map(
        (row) => row.nickname.toLowerCase(),
      ),
    );
    const made: SeatRow[] = [];
    for (const name of names) {
      const id = randomUUID();
      const nickname = uniqueNickname(nicknameOf(name), taken);
      await tx
        .insert(users)
        .values({ id, name, email: seatEmailOf(id), displayName: nickname, isSeat: true });
      const [row] = await tx
        .insert(seats)
        .values({ userId: id, groupId, name, nickname, secretBox: box.seal(randomSecret()) })
        .returning();
      if (!row) throw new Error('seat insert returned no row');
      await tx.insert(groupStudents).values({ groupId, userId: id });
      made.push(row);
    }
    const code = (await findClassCode(tx, groupId)) ?? (await writeCode(tx, groupId, {}));
    return { code, seats: made };
  });

/** A new nickname, unique in the seat's group (409 otherwise); the class sees it as the seat's name. */
export const renameSeat = async (db: Db, seatId: string, nickname: string) => {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.update(seats).set({ nickname }).where(eq(seats.userId, seatId)).returning();
      if (!row) throw new HttpError(404, 'SEAT_NOT_FOUND');
      await tx
        .update(users)
        .set({ displayName: nickname, updatedAt: new Date() })
        .where(eq(users.id, seatId));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'SEAT_NICKNAME_TAKEN');
    throw error;
  }
};

/**
 * A new secret, the seat unlocked, and every session of the seat ended (a card left on a desk no
 * longer opens it). Answers the seat and the ids of the sessions that ended.
 */
export const resetSeat = async (
  db: Db,
  box: SecretBox,
  seatId: string,
  secret: SeatSecret = randomSecret(),
) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(seats)
      .set({ secretBox: box.seal(secret), failedAttempts: 0, lockedUntil: null })
      .where(eq(seats.userId, seatId))
      .returning();
    if (!row) throw new HttpError(404, 'SEAT_NOT_FOUND');
    const ended = await tx.delete(sessions).where(eq(sessions.userId, seatId)).returning({ id: sessions.id });
    return { row, endedSessionIds: ended.map((s) => s.id) };
  });

/** The group of `code` when it is open (closed and unknown codes are one answer: null). */
export const findOpenCode = async (db: Db, code: string) => {
  const [row] = await db
    .select({
      groupId: classCodes.groupId,
      code: classCodes.code,
      pausedUntil: classCodes.pausedUntil,
      name: groups.name,
    })
    .from(classCodes)
    .innerJoin(groups, eq(groups.id, classCodes.groupId))
    .where(and(eq(classCodes.code, code), eq(classCodes.open, true)));
  return row ?? null;
};

/** The class list a child picks from: nicknames only. */
export const listClass = (db: Db, groupId: string) =>
  db
    .select({ id: seats.userId, nickname: seats.nickname })
    .from(seats)
    .where(eq(seats.groupId, groupId))
    .orderBy(sql`lower(${seats.nickname})`);
