/**
 * The accounts bench:load signs in, written straight into the database before the server starts:
 * signing up 300 students through the API would trip the per-IP sign-up limit and time scrypt,
 * not the classroom. The demo seed comes first (guides, the tutor and their group), then the
 * students, each added to the tutor's group so the tutor's grades table is a class of N.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/password.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DEMO_ACCOUNTS } from '../src/server/db/demo-accounts.ts';
import { accounts, groupStudents, groups, users } from '../src/server/db/schema/index.ts';
import { seedDemo } from '../src/server/db/seed.ts';

export const LOAD_PASSWORD = 'Carga#2026-aula';

/** Each run's accounts carry its tag, so a run against a reused database finds its own. */
export const studentEmail = (tag: string, i: number) => `carga.${tag}.alumno${i}@chispa.test`;
export const burstEmail = (tag: string, i: number) => `carga.${tag}.clase${i}@chispa.test`;

export interface LoadSeed {
  /** The demo tutor's group, whose grades the tutors read. */
  groupId: string;
}

const CHUNK = 200;

/** Users with a credential account each, sharing one hash (one scrypt, not hundreds). */
const insertAccounts = async (
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  emails: string[],
  hash: string,
): Promise<string[]> => {
  const now = new Date();
  const rows = emails.map((email, i) => ({ id: crypto.randomUUID(), email, name: `Carga ${i}` }));
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = rows.slice(at, at + CHUNK);
    await db.insert(users).values(
      chunk.map(({ id, email, name }) => ({
        id,
        email,
        name,
        displayName: name,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await db.insert(accounts).values(
      chunk.map(({ id }) => ({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return rows.map((r) => r.id);
};

/**
 * Migrates and seeds the database the server will open (PGlite in `dataDir`, or `databaseUrl`),
 * then closes it so the server can take it.
 */
export const seedLoadAccounts = async (opts: {
  dataDir: string;
  databaseUrl?: string;
  tag: string;
  students: number;
  burst: number;
}): Promise<LoadSeed> => {
  const database = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  try {
    await database.migrate();
    await seedDemo(database.db);
    const { db } = database;
    const [tutor] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.tutor.email));
    const [group] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.mentorId, tutor?.id ?? ''))
      .limit(1);
    if (!group) throw new Error('the demo seed made no group for the tutor');
    const hash = await hashPassword(LOAD_PASSWORD);
    const studentIds = await insertAccounts(
      db,
      Array.from({ length: opts.students }, (_, i) => studentEmail(opts.tag, i)),
      hash,
    );
    await insertAccounts(
      db,
      Array.from({ length: opts.burst }, (_, i) => burstEmail(opts.tag, i)),
      hash,
    );
    const now = new Date();
    for (let at = 0; at < studentIds.length; at += CHUNK)
      await db
        .insert(groupStudents)
        .values(
          studentIds.slice(at, at + CHUNK).map((userId) => ({ groupId: group.id, userId, createdAt: now })),
        );
    return { groupId: group.id };
  } finally {
    await database.close();
  }
};
