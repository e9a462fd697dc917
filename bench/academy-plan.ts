/**
 * How PostgreSQL (PGlite here) runs the server's own activity → course lookup: the query
 * `findActivityFor` awaits, built by `activityLookup` and EXPLAINed (without ANALYZE) on the
 * server's database while the server is stopped (PGlite opens a data directory in one process).
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { activityLookup } from '../src/server/features/academy/data.ts';
import { loadActor } from '../src/server/features/me/roles.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const describe = (node: PlanNode): string =>
  [
    node['Node Type'],
    node['Index Name'] ? `using ${node['Index Name']}` : '',
    node['Relation Name'] ? `on ${node['Relation Name']}` : '',
  ]
    .filter(Boolean)
    .join(' ');

const walk = (node: PlanNode, depth = 0): string[] => [
  `${'  '.repeat(depth)}${describe(node)}`,
  ...(node.Plans ?? []).flatMap((child) => walk(child, depth + 1)),
];

const scansOf = (node: PlanNode): PlanNode[] => [
  ...(node['Relation Name'] ? [node] : []),
  ...(node.Plans ?? []).flatMap(scansOf),
];

export interface LookupPlan {
  lines: string[];
  /** How starter_guides is read: 'Index Scan using starter_guides_activity_idx on starter_guides', … */
  starterGuides: string;
  usesActivityIndex: boolean;
}

export const explainActivityLookup = async (
  dataDir: string,
  email: string,
  activityId: string,
): Promise<LookupPlan> => {
  const database = await openDatabase({ dataDir });
  try {
    const { db, pglite } = database;
    if (!pglite) throw new Error('expected the embedded database');
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    const actor = await loadActor(db, {
      ...user,
      displayName: user.displayName ?? null,
      image: user.image ?? null,
    });
    const query = activityLookup(db, actor, activityId).toSQL();
    const result = await pglite.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${query.sql}`,
      query.params as unknown[],
    );
    const plan = result.rows[0]?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('EXPLAIN returned no plan');
    const starter = scansOf(plan).find((n) => n['Relation Name'] === 'starter_guides');
    return {
      lines: walk(plan),
      starterGuides: starter ? describe(starter) : 'starter_guides not read',
      usesActivityIndex: starter?.['Index Name'] === 'starter_guides_activity_idx',
    };
  } finally {
    await database.close();
  }
};
