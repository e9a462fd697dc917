import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { changedTables, createFingerprinter, type Fingerprint } from '../../../test/fuzz/fingerprint.ts';
import { type Caller, call } from '../../../test/http.ts';
import { colors } from '../db/schema/index.ts';
import { routesOf } from '../route-list.ts';
import { MATRIX, type MatrixCase, type MatrixRow, type Statuses } from './matrix.ts';
import { ACTORS, type ActorName, buildWorld, type SignedInActor, type World } from './world.ts';

let t: TestApp;
let world: World;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  // The world's owner uploads more pictures than a minute allows; rates have their own tests.
  t = await buildTestApp({ env: { UPLOAD_RATE: '0' } });
  world = await buildWorld(t);
  fingerprint = await createFingerprinter(t.database.db);
});

/**
 * Spec §6 isolation: the world's data is institution A's, so every call of `otherAdmin` (admin of B
 * only) is a foreign admin's. One refused (4xx) must leave the database as it was, table by table.
 */
const FOREIGN_ADMIN: ActorName = 'otherAdmin';
afterAll(() => t.close());

const covers = (row: MatrixRow, method: string, url: string) =>
  row.route === `${method} ${url}` || row.route === `ALL ${url}`;

/** A HEAD route Fastify adds for a GET is covered by the GET's row (and checked against it below). */
const rowOf = (method: string, url: string) =>
  MATRIX.find((row) => covers(row, method, url)) ??
  (method === 'HEAD' ? MATRIX.find((row) => covers(row, 'GET', url)) : undefined);

const callerFor = async (actor: ActorName, testCase: MatrixCase): Promise<Caller | null> => {
  if (actor === 'anonymous') return null;
  return testCase.asStandIn ? world.standIn(actor as SignedInActor) : world.actors[actor];
};

const expectErrorShape = (response: LightMyRequestResponse, where: string) => {
  if (response.statusCode < 400) return;
  expect(response.json(), where).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });
};

describe('the access matrix', () => {
  it('has a row for every route the app registers, and no row for a route it does not', () => {
    const routes = routesOf(t.app);
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((r) => !rowOf(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes without a row in src/server/access/matrix.ts').toEqual([]);
    const stale = MATRIX.filter((row) => !routes.some((r) => covers(row, r.method, r.url))).map(
      (r) => r.route,
    );
    expect(stale, 'rows naming no registered route').toEqual([]);
  });

  it("notices a change to any table, so a foreign admin's refused call is proven harmless", async () => {
    const before = await fingerprint();
    await t.database.db
      .insert(colors)
      .values({ name: 'sonda', names: { es: 'sonda', pt: 'sonda', en: 'sonda' }, hex: '#123456' });
    expect(changedTables(before, await fingerprint())).toEqual(['colors']);
    await t.database.db.delete(colors).where(eq(colors.name, 'sonda'));
    expect(changedTables(before, await fingerprint())).toEqual([]);
  });

  for (const row of MATRIX) {
    for (const testCase of row.cases) {
      const title = testCase.name ? `${row.route} (${testCase.name})` : row.route;
      it(`${title}: ${ACTORS.map((a) => `${a} ${testCase.expect[a]}`).join(', ')}`, async () => {
        const actual = {} as Statuses;
        for (const actor of ACTORS) {
          const caller = await callerFor(actor, testCase);
          const request: InjectOptions = await testCase.request({ world, actor });
          if (request.method === 'GET') {
            // The HEAD twin Fastify registers must decide exactly as the GET does.
            const head = await call(t, caller, { ...request, method: 'HEAD' });
            expect(head.statusCode, `HEAD as ${actor}`).toBe(testCase.expect[actor]);
          }
          const before = actor === FOREIGN_ADMIN ? await fingerprint() : null;
          const response = await call(t, caller, request);
          expectErrorShape(response, `${title} as ${actor}`);
          if (before && response.statusCode >= 400)
            expect(
              changedTables(before, await fingerprint()),
              `${title}: tables ${actor}'s refused call changed`,
            ).toEqual([]);
          if (testCase.check && response.statusCode < 300) testCase.check(response, { world, actor });
          actual[actor] = response.statusCode;
        }
        expect(actual).toEqual(testCase.expect);
        // A row walks every actor (twelve since seats), and the password rows hash a password
        // for each: past the file's 20 s on a loaded machine, so a row gets a minute.
      }, 60_000);
    }
  }
});
