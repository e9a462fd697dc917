import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { CodeView } from '../../../domain/blocks/json.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { DEFAULTS } from '../../../domain/constants.ts';
import {
  type CreateGuide,
  type GuideAdminQuery,
  type GuideAdminSummary,
  type GuideStats,
  guideCopyNameOf,
  type UpdateGuide,
} from '../../../domain/guide-admin.ts';
import { codeViewOf } from '../../../domain/project-view.ts';
import type { Db } from '../../db/client.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, escapeLike } from '../../db/paging.ts';
import { guideCategories, practicalGuides } from '../../db/schema/index.ts';
import type { Step } from '../../db/schema/json.ts';
import { copyGuideChecks } from '../checks/guide-checks.ts';
import { summaryColumns, toSummary } from './data.ts';
import { filesOfGuide, guideFileColumns } from './files.ts';

/** Guide management data (spec §7 practicalGuide): every guide, whatever its state. Super admins only. */

type StepInput = NonNullable<CreateGuide['steps']>[number];

/** A step as stored: no image key when there is none (spec §3 defaults the placeholder). */
const toStoredStep = ({ image, ...step }: StepInput): Step => ({ ...step, ...(image ? { image } : {}) });

const firstStep = (): Step => ({
  stepName: DEFAULTS.firstStep,
  description: '',
  details: [],
  explanation: '',
});

/** Only the columns an edit may set, from what the editor sent. */
const columnsOf = (input: Omit<Partial<CreateGuide>, 'version'>) => {
  const { steps, ...fields } = input;
  return { ...fields, ...(steps ? { steps: steps.map(toStoredStep) } : {}) };
};

/** Spec §9 defaults: robotics, beginner, 60 minutes, active, unpublished; the default code. */
export const createGuide = async (db: Db, input: CreateGuide): Promise<string> => {
  const { steps, ...fields } = input;
  const [row] = await db
    .insert(practicalGuides)
    .values({
      ...fields,
      initialProjectDescription: input.initialProjectDescription ?? input.description ?? '',
      steps: steps ? steps.map(toStoredStep) : [firstStep()],
      code: DEFAULTS.savedCode,
      project: { name: input.name, code: DEFAULTS.savedCode, components: [], connections: [] },
      isPublished: false,
    })
    .returning({ id: practicalGuides.id });
  if (!row) throw new Error('guide insert returned no row');
  return row.id;
};

export type GuideWriteResult =
  | { kind: 'updated' }
  | { kind: 'missing' }
  | { kind: 'published' }
  | { kind: 'conflict'; current: { version: number; updatedAt: string } };

/** Why a conditional write on an unpublished guide at `version` did not land. */
const whyNot = async (db: Db, id: string): Promise<GuideWriteResult> => {
  const [row] = await db
    .select({
      version: practicalGuides.version,
      updatedAt: practicalGuides.updatedAt,
      isPublished: practicalGuides.isPublished,
    })
    .from(practicalGuides)
    .where(eq(practicalGuides.id, id));
  if (!row) return { kind: 'missing' };
  if (row.isPublished) return { kind: 'published' };
  return { kind: 'conflict', current: { version: row.version, updatedAt: row.updatedAt.toISOString() } };
};

/**
 * One conditional UPDATE: it lands only on an unpublished guide at the version the edit started
 * from (spec §4: a published guide must be unpublished before it can be edited).
 */
const writeUnpublished = async (
  db: Db,
  id: string,
  version: number | null,
  set: Partial<typeof practicalGuides.$inferInsert>,
): Promise<GuideWriteResult> => {
  const updated = await db
    .update(practicalGuides)
    .set({
      ...set,
      version: sql`${practicalGuides.version} + 1`,
      updatedAt: sql`greatest(clock_timestamp(), ${practicalGuides.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(practicalGuides.id, id),
        eq(practicalGuides.isPublished, false),
        version === null ? undefined : eq(practicalGuides.version, version),
      ),
    )
    .returning({ id: practicalGuides.id });
  return updated.length > 0 ? { kind: 'updated' } : whyNot(db, id);
};

export const updateGuide = (db: Db, id: string, { version, ...changes }: UpdateGuide) =>
  writeUnpublished(db, id, version, columnsOf(changes));

/**
 * Template editing saves the guide's circuit and code (spec §3 project: components, connections,
 * code) and the view it opens in (issue 30; the stored one when not sent).
 */
export const saveGuideProject = async (
  db: Db,
  id: string,
  input: { version: number; diagram: Diagram; code: string; view?: CodeView },
) => {
  const [row] = await db
    .select({ name: practicalGuides.name, project: practicalGuides.project })
    .from(practicalGuides)
    .where(eq(practicalGuides.id, id));
  if (!row) return { kind: 'missing' } as const;
  return writeUnpublished(db, id, input.version, {
    code: input.code,
    project: {
      name: row.name,
      code: input.code,
      view: input.view ?? codeViewOf(row.project?.view),
      components: input.diagram.parts,
      connections: input.diagram.wires,
    },
  });
};

/** Points an unpublished guide at a new image; hands back the key it replaces, for deletion. */
export const replaceGuideImage = async (db: Db, id: string, key: string) => {
  const [before] = await db
    .select({ image: practicalGuides.image })
    .from(practicalGuides)
    .where(eq(practicalGuides.id, id));
  const result = await writeUnpublished(db, id, null, { image: key });
  return { result, previous: before?.image ?? null };
};

export const setGuidePublication = async (db: Db, id: string, isPublished: boolean): Promise<boolean> => {
  const updated = await db
    .update(practicalGuides)
    .set({
      isPublished,
      version: sql`${practicalGuides.version} + 1`,
      updatedAt: sql`greatest(clock_timestamp(), ${practicalGuides.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(practicalGuides.id, id))
    .returning({ id: practicalGuides.id });
  return updated.length > 0;
};

/**
 * Spec §4: an unpublished copy named '{name} Copia'. `copyFile` gives each stored image of the
 * copy a file of its own, so deleting one guide never takes the other's images.
 */
export const duplicateGuide = async (
  db: Db,
  id: string,
  copyFile: (image: string) => Promise<string>,
): Promise<string | null> => {
  const [source] = await db.select().from(practicalGuides).where(eq(practicalGuides.id, id));
  if (!source) return null;
  // The copy's circuit is the same, but a picture belongs to one guide (deleted with it): it gets its own.
  const {
    id: _,
    createdAt: __,
    updatedAt: ___,
    version: ____,
    circuitHash: _____,
    thumbnailKey: ______,
    thumbnailHash: _______,
    ...fields
  } = source;
  const steps = await Promise.all(
    (Array.isArray(source.steps) ? source.steps : []).map(async (step) =>
      step?.image ? { ...step, image: await copyFile(step.image) } : step,
    ),
  );
  const [row] = await db
    .insert(practicalGuides)
    .values({
      ...fields,
      name: guideCopyNameOf(source.name),
      // A copy is a guide of its own, not another version of the one it was copied from.
      translationOf: null,
      isPublished: false,
      image: source.image ? await copyFile(source.image) : null,
      steps,
    })
    .returning({ id: practicalGuides.id });
  if (row) await copyGuideChecks(db, id, row.id);
  return row?.id ?? null;
};

/** Deletes the guide; hands back the file references it held, for the caller to clean up. */
export const deleteGuide = async (db: Db, id: string): Promise<string[] | null> => {
  const [row] = await db
    .delete(practicalGuides)
    .where(eq(practicalGuides.id, id))
    .returning(guideFileColumns);
  return row ? filesOfGuide(row) : null;
};

/** Every guide, filtered as the management table asks, most recently changed first. */
export const listAllGuides = async (db: Db, query: GuideAdminQuery) => {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const rows = await db
    .select({
      ...summaryColumns,
      isPublished: practicalGuides.isPublished,
      isActive: practicalGuides.isActive,
      version: practicalGuides.version,
      stepCount: sql<number>`case when jsonb_typeof(${practicalGuides.steps}) = 'array' then jsonb_array_length(${practicalGuides.steps}) else 0 end`,
      cursorAt: cursorTimestamp(practicalGuides.updatedAt),
    })
    .from(practicalGuides)
    .innerJoin(guideCategories, eq(guideCategories.value, practicalGuides.category))
    .where(
      and(
        query.category ? eq(practicalGuides.category, query.category) : undefined,
        query.difficulty ? eq(practicalGuides.difficulty, query.difficulty) : undefined,
        query.language ? eq(practicalGuides.language, query.language) : undefined,
        query.published ? eq(practicalGuides.isPublished, query.published === 'true') : undefined,
        query.active ? eq(practicalGuides.isActive, query.active === 'true') : undefined,
        pattern ? sql`${practicalGuides.name} ilike ${pattern}` : undefined,
        cursor
          ? sql`(${practicalGuides.updatedAt}, ${practicalGuides.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(practicalGuides.updatedAt), desc(practicalGuides.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(
      ({ cursorAt: _, isPublished, isActive, version, stepCount, ...row }): GuideAdminSummary => ({
        ...toSummary(row),
        isPublished,
        isActive,
        version,
        stepCount: Number(stepCount),
      }),
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
};

/** Spec §7 count and stats, for the numbers above the management table. */
export const guideStats = async (db: Db): Promise<GuideStats> => {
  const [totals] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${practicalGuides.isPublished})::int`,
      active: sql<number>`count(*) filter (where ${practicalGuides.isActive})::int`,
    })
    .from(practicalGuides);
  const byCategory = await db
    .select({ value: practicalGuides.category, count: count() })
    .from(practicalGuides)
    .groupBy(practicalGuides.category)
    .orderBy(practicalGuides.category);
  const byDifficulty = await db
    .select({ difficulty: practicalGuides.difficulty, count: count() })
    .from(practicalGuides)
    .groupBy(practicalGuides.difficulty)
    .orderBy(practicalGuides.difficulty);
  return {
    total: totals?.total ?? 0,
    published: Number(totals?.published ?? 0),
    active: Number(totals?.active ?? 0),
    byCategory,
    byDifficulty,
  };
};
