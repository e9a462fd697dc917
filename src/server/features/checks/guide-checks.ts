import { and, eq, sql } from 'drizzle-orm';
import type { GuideChecks, SaveActivityChecks } from '../../../domain/checks/api.ts';
import type { Db } from '../../db/client.ts';
import { type GuideChecksRow, guideChecks } from '../../db/schema/index.ts';
import { type ChecksWrite, storedChecksOf, viewChecks } from './data.ts';

/**
 * A practical guide's behaviour checks (issue 25): its readers' "Check my work" runs them in the
 * browser on the circuit and program as they have them; guide managers write them.
 */

export const findGuideChecks = async (db: Db, guideId: string): Promise<GuideChecksRow | null> => {
  const [row] = await db.select().from(guideChecks).where(eq(guideChecks.guideId, guideId));
  return row ?? null;
};

export const viewGuideChecks = (
  guideId: string,
  row: GuideChecksRow | null,
  editable: boolean,
): GuideChecks => ({
  guideId,
  ...viewChecks(row, editable),
});

/** Replaces the guide's checks at `version` (0: it had none yet); a stale version is a conflict. */
export const saveGuideChecks = (
  db: Db,
  key: { guideId: string; actorId: string },
  input: SaveActivityChecks,
): Promise<ChecksWrite<GuideChecksRow>> =>
  db.transaction(async (tx) => {
    const checks = storedChecksOf(input);
    const [written] =
      input.version === 0
        ? await tx
            .insert(guideChecks)
            .values({ guideId: key.guideId, checks, updatedBy: key.actorId })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(guideChecks)
            .set({ checks, updatedBy: key.actorId, version: sql`${guideChecks.version} + 1` })
            .where(and(eq(guideChecks.guideId, key.guideId), eq(guideChecks.version, input.version)))
            .returning();
    if (written) return { kind: 'saved', row: written };
    const [current] = await tx
      .select({ version: guideChecks.version })
      .from(guideChecks)
      .where(eq(guideChecks.guideId, key.guideId));
    return { kind: 'conflict', current: { version: current?.version ?? 0 } };
  });

/** A duplicated guide gets its own copy of the checks (a new row, so editing one leaves the other). */
export const copyGuideChecks = async (db: Db, fromId: string, toId: string): Promise<void> => {
  const row = await findGuideChecks(db, fromId);
  if (!row || row.checks.length === 0) return;
  await db.insert(guideChecks).values({ guideId: toId, checks: row.checks, updatedBy: row.updatedBy });
};
