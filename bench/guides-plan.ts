/**
 * The plans of the guides reads for bench/guides-growth.ts --explain: the data functions' own
 * statements, run again under EXPLAIN (ANALYZE) on the same database (test/query-plan.ts).
 */
import type { Database, Db } from '../src/server/db/client.ts';
import { listGuideCategories, listPublishedGuides } from '../src/server/features/guides/data.ts';
import { listAllGuides } from '../src/server/features/guides/manage.ts';
import { loadActor } from '../src/server/features/me/roles.ts';
import { plansOf } from '../test/query-plan.ts';
import { RARE_WORD } from './guides-seed.ts';

const explainRead = async (database: Database, label: string, read: (db: Db) => Promise<unknown>) => {
  for (const plan of await plansOf(database, read, { analyze: true })) console.log(`\n— ${label}\n${plan}`);
};

export const explainGuideReads = async (database: Database, studentId: string) => {
  const user = { id: studentId, email: '', name: '', displayName: null, image: null, role: null };
  const actor = await loadActor(database.db, user);
  const list = { limit: 20 } as const;
  await explainRead(database, 'list, first page', (db) => listPublishedGuides(db, actor, list));
  await explainRead(database, 'list, category', (db) =>
    listPublishedGuides(db, actor, { ...list, category: 'sensors' }),
  );
  await explainRead(database, 'search "led"', (db) =>
    listPublishedGuides(db, actor, { ...list, search: 'led' }),
  );
  await explainRead(database, `search "${RARE_WORD}"`, (db) =>
    listPublishedGuides(db, actor, { ...list, search: RARE_WORD }),
  );
  await explainRead(database, 'category counts, student', (db) =>
    listGuideCategories(db, { countAll: false, actor }),
  );
  await explainRead(database, 'category counts, manager', (db) =>
    listGuideCategories(db, { countAll: true }),
  );
  await explainRead(database, 'management list', (db) => listAllGuides(db, { limit: 25 }));
};
