import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { plansOf } from '../../../../test/query-plan.ts';
import type { Actor } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { analyzeStaleTables } from '../../db/embedded-analyze.ts';
import { loadActor } from '../me/roles.ts';
import { listGuideCategories, listPublishedGuides } from './data.ts';
import { listAllGuides } from './manage.ts';

/**
 * The guides' reads stay flat as guides grow (issue 23) because each one is answered from an index
 * (migration 0008). With a few thousand guides a plan that sorts or scans the table is cheaper to
 * notice than a timing: these tests fail if an index is dropped or a query stops matching it.
 */

const GUIDES = 3000;
let t: TestApp;
let student: Actor;

const user = (id: string) => ({ id, email: '', name: '', displayName: null, image: null, role: null });

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  student = await loadActor(db, user((await signUp(t.app)).id));
  await db.execute(sql`insert into guide_categories (value, text, name)
    select 'plan-' || c, 'Plan ' || c, 'Plan ' || c from generate_series(0, 8) c`);
  await db.execute(sql`insert into courses (id, name, modality, is_published)
    values ('plan_premium', 'Premium', 'premium', true)`);
  await db.execute(sql`insert into practical_guides
      (id, name, description, category, difficulty, language, is_published, is_active, course_id, updated_at)
    select 'practical_plan_' || n, 'Semáforo ' || n, 'Conecta un LED y un sensor' ||
        case when n = 1234 then ' con un teremín' else '' end,
      -- One guide in 60 is in plan-0, is advanced, is in Portuguese: a filter on it must not walk
      -- the whole list to fill a page.
      case when n % 60 = 1 then 'plan-0' else 'plan-' || (1 + n % 8) end,
      case when n % 60 = 2 then 'advanced' else (array['beginner','intermediate'])[1 + n % 2] end,
      case when n % 60 = 3 then 'pt' else (array['es','en'])[1 + n % 2] end, n % 10 <> 0, n % 25 <> 0,
      case when n % 20 = 5 then 'plan_premium' end,
      timestamptz '2026-11-01 00:00:00+00' + n * interval '1 minute'
    from generate_series(1, ${GUIDES}) n`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The plans of `read`'s statements, as the database makes them now. */
const planOf = async (read: (db: Db) => Promise<unknown>) => (await plansOf(t.database, read)).join('\n');

const expectIndexed = (plan: string, index: string) => {
  expect(plan).toContain(index);
  expect(plan).not.toMatch(/Seq Scan on practical_guides/);
};

/**
 * With planner statistics, as a server's autovacuum keeps them and, for the embedded database, its
 * stand-in (embedded-analyze.ts); without any, PGlite's planner takes the table for a few rows.
 */
describe('guides plans with a few thousand guides', () => {
  beforeAll(async () => {
    const { pglite } = t.database;
    if (pglite) expect(await analyzeStaleTables(pglite)).toContain('public.practical_guides');
    // What a server's autovacuum does after this many inserts: VACUUM brings the GIN indexes' own
    // statistics up to date, without which the planner prices them as if empty.
    else await t.database.db.execute(sql`vacuum (analyze) practical_guides`);
  });

  it('the embedded stand-in for autovacuum leaves the guides alone until they change again', async () => {
    const { pglite } = t.database;
    if (!pglite) return;
    expect(await analyzeStaleTables(pglite)).not.toContain('public.practical_guides');
  });

  it('the list reads its page from the listed guides index, in order', async () => {
    const plan = await planOf((db) => listPublishedGuides(db, student, { limit: 20 }));
    expectIndexed(plan, 'practical_guides_listed_idx');
    // Read in the index's order: no sort of the listed rows.
    expect(plan).not.toMatch(/Sort Key: practical_guides\.updated_at/);
  });

  it('a later page starts at the cursor inside that index', async () => {
    const first = await listPublishedGuides(t.database.db, student, { limit: 20 });
    const cursor = first.nextCursor ?? '';
    const plan = await planOf((db) => listPublishedGuides(db, student, { limit: 20, cursor }));
    expectIndexed(plan, 'practical_guides_listed_idx');
    expect(plan).toMatch(/Index Cond: \(ROW\(updated_at, id\) < ROW\(/);
  });

  it('a filtered list reads the filter’s own index', async () => {
    const byCategory = await planOf((db) =>
      listPublishedGuides(db, student, { limit: 20, category: 'plan-0' }),
    );
    expectIndexed(byCategory, 'practical_guides_listed_category_idx');
    const byLanguage = await planOf((db) => listPublishedGuides(db, student, { limit: 20, language: 'pt' }));
    expectIndexed(byLanguage, 'practical_guides_listed_language_idx');
    const byDifficulty = await planOf((db) =>
      listPublishedGuides(db, student, { limit: 20, difficulty: 'advanced' }),
    );
    expectIndexed(byDifficulty, 'practical_guides_listed_difficulty_idx');
  });

  it('a rare word is found through the trigram indexes, not by reading every guide', async () => {
    const plan = await planOf((db) => listPublishedGuides(db, student, { limit: 20, search: 'teremín' }));
    expectIndexed(plan, 'practical_guides_name_trgm_idx');
    expect(plan).toContain('practical_guides_description_trgm_idx');
    const found = await listPublishedGuides(t.database.db, student, { limit: 20, search: 'teremín' });
    expect(found.items.map((g) => g.id)).toEqual(['practical_plan_1234']);
  });

  it('the category counts never read the guides themselves', async () => {
    const mine = await planOf((db) => listGuideCategories(db, { countAll: false, actor: student }));
    expect(mine).not.toContain('practical_guides');
    const all = await planOf((db) => listGuideCategories(db, { countAll: true }));
    expect(all).not.toContain('practical_guides');
  });

  it('the management list reads its page from the changed-guides index', async () => {
    const plan = await planOf((db) => listAllGuides(db, { limit: 25 }));
    expectIndexed(plan, 'practical_guides_changed_idx');
    const named = await planOf((db) => listAllGuides(db, { limit: 25, search: 'teremín' }));
    expectIndexed(named, 'practical_guides_name_trgm_idx');
  });
});
