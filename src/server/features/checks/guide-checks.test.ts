import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import { guideChecksSchema } from '../../../domain/checks/api.ts';
import { guideCategories, guideChecks, superAdmins } from '../../db/schema/index.ts';

/**
 * A practical guide's behaviour checks through the API (issue 25): guide managers write them on a
 * draft, every reader of the guide reads them, a copy of the guide takes them along.
 */

let t: TestApp;
let manager: Caller;
let student: Caller;

const CHECK = `name: Enciende el LED
version: 1
steps:
  - delay: 100ms
  - expect-pin: { part-id: led1, pin: A, value: 1 }
`;

beforeAll(async () => {
  t = await buildTestApp();
  [manager, student] = (await Promise.all([signUp(t.app), signUp(t.app)])) as [Caller, Caller];
  await t.database.db.insert(superAdmins).values({ userId: manager.id });
  await t.database.db
    .insert(guideCategories)
    .values({ value: 'robotics', text: 'Robótica', name: 'Robótica' });
});
afterAll(() => t.close());

const newGuide = async (): Promise<string> => {
  const response = await call(t, manager, {
    method: 'POST',
    url: '/api/guides',
    payload: { name: 'Semáforo' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
};
const publish = async (id: string, isPublished: boolean) =>
  expect(
    (
      await call(t, manager, {
        method: 'PUT',
        url: `/api/guides/${id}/publication`,
        payload: { isPublished },
      })
    ).statusCode,
  ).toBe(200);
const read = (who: Caller, id: string) => call(t, who, { url: `/api/guides/${id}/checks` });
const save = (who: Caller, id: string, version: number, checks: { yaml: string; hidden: boolean }[]) =>
  call(t, who, { method: 'PUT', url: `/api/guides/${id}/checks`, payload: { version, checks } });

describe("a practical guide's checks", () => {
  it('are saved by a guide manager on a draft and read by its readers once published', async () => {
    const id = await newGuide();
    expect((await read(manager, id)).json()).toEqual({
      guideId: id,
      editable: true,
      version: 0,
      checks: [],
      editing: [],
    });
    const saved = await save(manager, id, 0, [{ yaml: CHECK, hidden: false }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = guideChecksSchema.parse(saved.json());
    expect(body).toMatchObject({ guideId: id, editable: true, version: 1 });
    expect(body.checks).toEqual([
      { id: expect.any(String), name: 'Enciende el LED', hidden: false, yaml: CHECK },
    ]);

    // A draft is not there for a student, nor are its checks.
    expect((await read(student, id)).statusCode).toBe(404);
    await publish(id, true);
    const seen = await read(student, id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ guideId: id, editable: false, version: 1, checks: body.checks });
    // Published, it is edited as the rest of the guide is: after unpublishing it.
    expect((await read(manager, id)).json()).toMatchObject({ editable: false, checks: body.checks });
  });

  it('are written by guide managers alone, on a draft, at the version they started from', async () => {
    const id = await newGuide();
    expect((await save(student, id, 0, [{ yaml: CHECK, hidden: false }])).statusCode).toBe(403);
    expect((await save(manager, id, 0, [{ yaml: CHECK, hidden: false }])).statusCode).toBe(200);
    const stale = await save(manager, id, 0, [{ yaml: CHECK, hidden: false }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'CHECKS_VERSION_CONFLICT' },
      current: { version: 1 },
    });

    await publish(id, true);
    const published = await save(manager, id, 1, []);
    expect(published.statusCode).toBe(409);
    expect(published.json().error.code).toBe('GUIDE_PUBLISHED');
    expect((await read(manager, id)).json().checks).toHaveLength(1);

    const missing = await save(manager, 'practical_nowhere', 0, [{ yaml: CHECK, hidden: false }]);
    expect(missing.statusCode).toBe(404);
  });

  it('refuse a bad scenario with its step and line, and a hidden check (a guide has no send to check)', async () => {
    const id = await newGuide();
    const bad = await save(manager, id, 0, [
      { yaml: `${CHECK}  - expect-pin: { part-id: led1 }\n`, hidden: false },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('CHECK_INVALID');
    expect(bad.json().error.problems[0]).toMatchObject({ check: 0, step: 3, line: 6 });

    const hidden = await save(manager, id, 0, [{ yaml: CHECK, hidden: true }]);
    expect(hidden.statusCode).toBe(400);
    expect((await read(manager, id)).json().version).toBe(0);
  });

  it('go with a copy of the guide, each copy its own, and leave with a deleted guide', async () => {
    const id = await newGuide();
    await save(manager, id, 0, [{ yaml: CHECK, hidden: false }]);
    const copied = await call(t, manager, { method: 'POST', url: `/api/guides/${id}/duplicate` });
    expect(copied.statusCode).toBe(201);
    const copyId: string = copied.json().id;
    const copy = (await read(manager, copyId)).json();
    expect(copy.checks.map((check: { name: string }) => check.name)).toEqual(['Enciende el LED']);
    expect((await save(manager, copyId, copy.version, [])).statusCode).toBe(200);
    expect((await read(manager, id)).json().checks).toHaveLength(1);

    expect((await call(t, manager, { method: 'DELETE', url: `/api/guides/${id}` })).statusCode).toBe(204);
    const rows = await t.database.db.select().from(guideChecks);
    expect(rows.map((row) => row.guideId)).not.toContain(id);
  });
});
