import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import type { Actor } from '../../../domain/permissions.ts';
import { loadActor } from '../me/roles.ts';
import { listGuideCategories } from './data.ts';

/**
 * The category counts come from guide_category_counts, kept by triggers on practical_guides
 * (migration 0008). After every kind of write they must equal a count of the guides themselves.
 */

let t: TestApp;
let student: Actor;

const user = (id: string) => ({ id, email: '', name: '', displayName: null, image: null, role: null });

beforeAll(async () => {
  t = await buildTestApp();
  student = await loadActor(t.database.db, user((await signUp(t.app)).id));
  await t.database.db.execute(sql`insert into guide_categories (value, text, name)
    values ('cnt-a', 'A', 'A'), ('cnt-b', 'B', 'B'), ('cnt-c', 'C', 'C')`);
  await t.database.db.execute(sql`insert into courses (id, name, modality, is_published)
    values ('cnt_free', 'Free', 'free', true), ('cnt_premium', 'Premium', 'premium', true)`);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** What a count of the guides says: every guide, and those a plain student finds in the lists. */
const countedFromGuides = async () => {
  const result = await t.database.db.execute(sql`
    select c.value,
      (select count(*)::int from practical_guides g where g.category = c.value) as all,
      (select count(*)::int from practical_guides g where g.category = c.value and g.is_published
        and g.is_active and (g.course_id is null or g.course_id = 'cnt_free')) as listed
    from guide_categories c where c.value like 'cnt-%' order by c.value`);
  // Both drivers answer with { rows }; the shared Db type does not say so.
  return (result as unknown as { rows: { value: string; all: number; listed: number }[] }).rows;
};

const countedFromCounters = async () => {
  const all = await listGuideCategories(t.database.db, { countAll: true });
  const mine = await listGuideCategories(t.database.db, { countAll: false, actor: student });
  return all
    .filter((c) => c.value.startsWith('cnt-'))
    .sort((a, b) => a.value.localeCompare(b.value))
    .map((c) => ({
      value: c.value,
      all: c.guideCount,
      listed: mine.find((m) => m.value === c.value)?.guideCount,
    }));
};

const expectExact = async () => {
  const truth = await countedFromGuides();
  expect(truth.some((row) => row.all > 0)).toBe(true);
  expect(await countedFromCounters()).toEqual(truth);
};

describe('category counts follow every write of practical_guides', () => {
  it('inserts, one at a time and many in one statement', async () => {
    await t.database.db.execute(sql`insert into practical_guides (id, name, category, is_published)
      values ('practical_cnt_1', 'Uno', 'cnt-a', true)`);
    await t.database.db.execute(sql`insert into practical_guides (id, name, category, is_published, is_active, course_id)
      select 'practical_cnt_m' || n, 'Muchas ' || n, (array['cnt-a','cnt-b','cnt-c'])[1 + n % 3],
        n % 4 <> 0, n % 7 <> 0, (array[null, 'cnt_free', 'cnt_premium'])[1 + n % 3]
      from generate_series(1, 60) n`);
    await expectExact();
  });

  it('publishing, hiding, moving to another category or course, in one statement or row by row', async () => {
    await t.database.db.execute(sql`update practical_guides set is_published = not is_published
      where id like 'practical_cnt_m%' and right(id, 1) in ('1', '2', '3')`);
    await t.database.db.execute(
      sql`update practical_guides set is_active = false where id = 'practical_cnt_1'`,
    );
    await t.database.db.execute(sql`update practical_guides set category = 'cnt-c', course_id = 'cnt_free'
      where id in ('practical_cnt_m5', 'practical_cnt_m6', 'practical_cnt_m8')`);
    // A write that changes no counted column (an edit of the text) leaves the counts as they are.
    await t.database.db.execute(sql`update practical_guides set name = name || '!' where category = 'cnt-b'`);
    await expectExact();
  });

  it('a renamed category (cascaded to its guides) and a deleted course (its guides set free)', async () => {
    await t.database.db.execute(sql`update guide_categories set value = 'cnt-b2' where value = 'cnt-b'`);
    await t.database.db.execute(sql`delete from courses where id = 'cnt_premium'`);
    await expectExact();
  });

  it('deletes and a truncate', async () => {
    await t.database.db.execute(sql`delete from practical_guides where id like 'practical_cnt_m1%'`);
    await expectExact();
    await t.database.db.execute(sql`truncate practical_guides cascade`);
    expect(await countedFromCounters()).toEqual(
      (await countedFromGuides()).map((row) => ({ ...row, all: 0, listed: 0 })),
    );
  });
});
