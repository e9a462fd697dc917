import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { GuideCategory, GuideListQuery, GuidePage, GuideSummary } from '../../../domain/guides.ts';
import type { Db } from '../../db/client.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, escapeLike } from '../../db/paging.ts';
import { guideCategories, practicalGuides } from '../../db/schema/index.ts';
import { fileUrl } from '../files/routes.ts';

/** A stored image is a file key; anything with a scheme or a leading slash is already a URL. */
const imageUrlOf = (image: string | null) =>
  !image ? null : /^(https?:|data:|\/)/.test(image) ? image : fileUrl(image);

/**
 * Published, active guides, most recently changed first (spec §7), a page at a time; the keyset
 * cursor is the last row's (updatedAt, id).
 */
export const listPublishedGuides = async (db: Db, query: GuideListQuery): Promise<GuidePage> => {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const rows = await db
    .select({
      id: practicalGuides.id,
      name: practicalGuides.name,
      description: practicalGuides.description,
      category: practicalGuides.category,
      categoryName: guideCategories.name,
      categoryEmoji: guideCategories.emoji,
      difficulty: practicalGuides.difficulty,
      estimatedTime: practicalGuides.estimatedTime,
      language: practicalGuides.language,
      image: practicalGuides.image,
      updatedAt: practicalGuides.updatedAt,
      cursorAt: cursorTimestamp(practicalGuides.updatedAt),
    })
    .from(practicalGuides)
    .innerJoin(guideCategories, eq(guideCategories.value, practicalGuides.category))
    .where(
      and(
        eq(practicalGuides.isPublished, true),
        eq(practicalGuides.isActive, true),
        query.category ? eq(practicalGuides.category, query.category) : undefined,
        query.difficulty ? eq(practicalGuides.difficulty, query.difficulty) : undefined,
        query.language ? eq(practicalGuides.language, query.language) : undefined,
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
    items: page.map(
      ({ image, cursorAt: _, updatedAt, ...row }): GuideSummary => ({
        ...row,
        imageUrl: imageUrlOf(image),
        updatedAt: updatedAt.toISOString(),
      }),
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
};

/**
 * Every guide category, in the order they were made (the default category first), with how many
 * guides it holds: published ones, or all of them for someone who manages guides.
 */
export const listGuideCategories = async (db: Db, opts: { countAll: boolean }): Promise<GuideCategory[]> =>
  db
    .select({
      value: guideCategories.value,
      text: guideCategories.text,
      name: guideCategories.name,
      emoji: guideCategories.emoji,
      description: guideCategories.description,
      guideCount: sql<number>`(select count(*)::int from ${practicalGuides} where ${practicalGuides.category} = ${guideCategories.value}${
        opts.countAll ? sql`` : sql` and ${practicalGuides.isPublished} and ${practicalGuides.isActive}`
      })`,
    })
    .from(guideCategories)
    .orderBy(asc(guideCategories.createdAt), asc(guideCategories.value));
