import { and, asc, type Column, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/constants.ts';
import type {
  Guide,
  GuideCategory,
  GuideListQuery,
  GuidePage,
  GuideStep,
  GuideSummary,
} from '../../../domain/guides.ts';
import type { Actor } from '../../../domain/permissions.ts';
import { codeViewOf } from '../../../domain/project-view.ts';
import type { Db } from '../../db/client.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, escapeLike } from '../../db/paging.ts';
import { qualified } from '../../db/qualified.ts';
import {
  guideCategories,
  guideCategoryCounts,
  type PracticalGuideRow,
  practicalGuides,
} from '../../db/schema/index.ts';
import { countedGuideOpenToSql, guideOpenToSql } from '../academy/course-access.ts';
import { fileUrl } from '../files/routes.ts';
import { currentThumbnailKey } from '../thumbnails/data.ts';

/** A stored image is a file key; anything with a scheme or a leading slash is already a URL. */
export const imageUrlOf = (image: string | null) =>
  !image ? null : /^(https?:|data:|\/)/.test(image) ? image : fileUrl(image);

/** What a student may see: published and active (spec §4, §7). */
export const isVisibleToAll = and(eq(practicalGuides.isPublished, true), eq(practicalGuides.isActive, true));

export const summaryColumns = {
  id: practicalGuides.id,
  name: practicalGuides.name,
  description: practicalGuides.description,
  category: practicalGuides.category,
  categoryName: guideCategories.name,
  categoryIcon: guideCategories.icon,
  difficulty: practicalGuides.difficulty,
  estimatedTime: practicalGuides.estimatedTime,
  language: practicalGuides.language,
  image: practicalGuides.image,
  thumbnailKey: currentThumbnailKey(practicalGuides),
  updatedAt: practicalGuides.updatedAt,
};

type SummaryRow = { image: string | null; thumbnailKey: string | null; updatedAt: Date } & Omit<
  GuideSummary,
  'imageUrl' | 'thumbnailUrl' | 'updatedAt'
>;

export const toSummary = ({ image, thumbnailKey, updatedAt, ...row }: SummaryRow): GuideSummary => ({
  ...row,
  imageUrl: imageUrlOf(image),
  thumbnailUrl: thumbnailKey ? fileUrl(thumbnailKey) : null,
  updatedAt: updatedAt.toISOString(),
});

/** A column of the other versions of a guide (alias `sibling`), or of the listed guide itself. */
const siblingColumn = (column: Column) => sql`${sql.identifier('sibling')}.${sql.identifier(column.name)}`;

/** How well a version of a guide suits a reader of `language`: in it first, then the original. */
const fitFor = (column: (c: Column) => SQL, language: Locale) =>
  sql`((${column(practicalGuides.language)} = ${language})::int * 2 + (${column(practicalGuides.translationOf)} is null)::int)`;

/**
 * The guide is the version of its guide (the original and its translations) to show a reader of
 * `language`: no listed version the actor may open fits better (ties go to the smaller id). One
 * lookup by the translation index and the primary key per listed guide.
 */
const isBestVersionFor = (actor: Actor, language: Locale): SQL => {
  const [g, s] = [qualified, siblingColumn];
  const { id, translationOf } = practicalGuides;
  return sql`not exists (select 1 from ${practicalGuides} as ${sql.identifier('sibling')}
    where ${s(id)} <> ${g(id)}
      and (${s(translationOf)} = coalesce(${g(translationOf)}, ${g(id)}) or ${s(id)} = ${g(translationOf)})
      and ${s(practicalGuides.isPublished)} and ${s(practicalGuides.isActive)}
      and ${guideOpenToSql(actor, s(practicalGuides.courseId)) ?? sql`true`}
      and (${fitFor(s, language)}, ${g(id)}) > (${fitFor(g, language)}, ${s(id)}))`;
};

/**
 * Published, active guides the actor may open (a premium course's generated guides only for its
 * people), most recently changed first (spec §7), a page at a time; the keyset cursor is the last
 * row's (updatedAt, id). `prefer` shows each guide once, in that language when it has a version in it.
 */
export const listPublishedGuides = async (
  db: Db,
  actor: Actor,
  query: GuideListQuery,
): Promise<GuidePage> => {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const rows = await db
    .select({ ...summaryColumns, cursorAt: cursorTimestamp(practicalGuides.updatedAt) })
    .from(practicalGuides)
    .innerJoin(guideCategories, eq(guideCategories.value, practicalGuides.category))
    .where(
      and(
        isVisibleToAll,
        guideOpenToSql(actor),
        query.category ? eq(practicalGuides.category, query.category) : undefined,
        query.difficulty ? eq(practicalGuides.difficulty, query.difficulty) : undefined,
        query.language ? eq(practicalGuides.language, query.language) : undefined,
        query.prefer && !query.language ? isBestVersionFor(actor, query.prefer) : undefined,
        pattern
          ? sql`(${practicalGuides.name} ilike ${pattern} or ${practicalGuides.description} ilike ${pattern})`
          : undefined,
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
    items: page.map(({ cursorAt: _, ...row }) => toSummary(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
};

/**
 * Every guide category, in the order they were made (the default category first), with how many
 * guides it holds: those the actor finds in the lists, or all of them for someone who manages guides.
 * The numbers come from guide_category_counts (kept by triggers), a few rows a category whatever
 * the number of guides.
 */
export const listGuideCategories = async (
  db: Db,
  opts: { countAll: true } | { countAll: false; actor: Actor },
): Promise<GuideCategory[]> => {
  const counts = guideCategoryCounts;
  const openTo = opts.countAll ? undefined : countedGuideOpenToSql(opts.actor);
  // One grouped read joined to the categories, not a count per category: PostgreSQL prices a
  // subquery per row of tables it has no statistics for (small ones autovacuum never analyzes) high
  // enough to JIT-compile it, half a second for a dozen rows.
  const counted = db
    .select({ category: counts.category, guides: sql<number>`sum(${counts.guides})::int`.as('guides') })
    .from(counts)
    .where(opts.countAll ? undefined : and(eq(counts.isListed, true), openTo))
    .groupBy(counts.category)
    .as('counted');
  return db
    .select({
      value: guideCategories.value,
      text: guideCategories.text,
      name: guideCategories.name,
      icon: guideCategories.icon,
      description: guideCategories.description,
      guideCount: sql<number>`coalesce(${counted.guides}, 0)`,
    })
    .from(guideCategories)
    .leftJoin(counted, eq(counted.category, guideCategories.value))
    .orderBy(asc(guideCategories.createdAt), asc(guideCategories.value));
};

/** Whether a student can see the guide now: one indexed lookup, for deciding who hears of a change. */
export const isGuideVisible = async (db: Db, id: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: practicalGuides.id })
    .from(practicalGuides)
    .where(and(eq(practicalGuides.id, id), isVisibleToAll));
  return !!row;
};

/**
 * Up to 10 guides by id (spec §7 batch read), in the order asked; unknown or hidden ones left out,
 * and so are a premium course's guides for someone who may not open the course.
 */
export const batchGuides = async (db: Db, actor: Actor, ids: string[], opts: { includeHidden: boolean }) => {
  const rows = await db
    .select(summaryColumns)
    .from(practicalGuides)
    .innerJoin(guideCategories, eq(guideCategories.value, practicalGuides.category))
    .where(
      and(
        inArray(practicalGuides.id, ids),
        opts.includeHidden ? undefined : isVisibleToAll,
        guideOpenToSql(actor),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
export const textsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

/** A stored step, whatever an older row holds, as the page shows it (spec §3 Step defaults). */
export const toStep = (stored: unknown): GuideStep => {
  const step = (stored ?? {}) as Record<string, unknown>;
  return {
    stepName: textOr(step.stepName, 'unnamed step') || 'unnamed step',
    description: textOr(step.description, ''),
    details: textsOf(step.details),
    explanation: textOr(step.explanation, ''),
    image: typeof step.image === 'string' && step.image ? (imageUrlOf(step.image) ?? null) : null,
  };
};

/** The guide's circuit as stored (components and connections, spec §3), served unchecked. */
export const projectOf = (
  row: Pick<PracticalGuideRow, 'project' | 'code' | 'name' | 'circuitHash'>,
): Guide['project'] => {
  const project = (row.project ?? {}) as unknown as Record<string, unknown>;
  return {
    name: textOr(project.name, row.name) || row.name,
    code: textOr(project.code, row.code),
    view: codeViewOf(project.view),
    diagram: { parts: project.components ?? [], wires: project.connections ?? [] },
    circuitHash: row.circuitHash,
  };
};

/** One guide with its steps and project, or null. Hidden guides only for `includeHidden`. */
export const findGuide = async (
  db: Db,
  id: string,
  opts: { includeHidden: boolean },
): Promise<Guide | null> => {
  const [row] = await db
    .select({
      guide: practicalGuides,
      categoryName: guideCategories.name,
      categoryIcon: guideCategories.icon,
    })
    .from(practicalGuides)
    .innerJoin(guideCategories, eq(guideCategories.value, practicalGuides.category))
    .where(and(eq(practicalGuides.id, id), opts.includeHidden ? undefined : isVisibleToAll));
  if (!row) return null;
  const { guide } = row;
  return {
    ...toSummary({
      ...guide,
      thumbnailKey: guide.thumbnailHash === guide.circuitHash ? guide.thumbnailKey : null,
      categoryName: row.categoryName,
      categoryIcon: row.categoryIcon,
    }),
    titleIntroduction: guide.titleIntroduction ?? '',
    introduction: textsOf(guide.introduction),
    initialProjectDescription: guide.initialProjectDescription,
    steps: Array.isArray(guide.steps) ? guide.steps.map(toStep) : [],
    tags: textsOf(guide.tags),
    project: projectOf(guide),
    isPublished: guide.isPublished,
    isActive: guide.isActive,
    version: guide.version,
  };
};
