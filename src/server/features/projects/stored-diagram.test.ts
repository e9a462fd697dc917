import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
import { projectSchema } from '../../../domain/projects.ts';
import { projects } from '../../db/schema/index.ts';
import { type Caller, call, createProject, rowOf, share } from './fixtures.ts';

let t: TestApp;
let owner: Caller;
let reader: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t.app, { name: 'Ana Quispe' });
  reader = await signUp(t.app, { name: 'Bruno Paz' });
});
afterAll(() => t.close());

const led = (id: unknown, over: Record<string, unknown> = {}) => ({
  id,
  type: 'wokwi-led',
  x: 100,
  y: 50,
  rotate: 0,
  flip: false,
  attrs: { color: 'red' },
  ...over,
});
const wire = (id: string, from: [string, string], to: [string, string]) => ({
  id,
  from: { part: from[0], pin: from[1] },
  to: { part: to[0], pin: to[1] },
  color: 'green',
  bends: [],
});

/** Rows written before the id rule, or by hand: jsonb text, so numbers past a double fit too. */
const STORED_ROWS: [string, string][] = [
  [
    'hostile ids, a doubled id and undrawable parts',
    JSON.stringify({
      parts: [
        led('pico', { type: 'wokwi-pi-pico', attrs: {} }),
        led('led"1<x>'),
        led('led1'),
        led('led1', { x: 300 }),
        led('__proto__'),
        led('r1', { type: '<script>alert(1)</script>', attrs: { value: 220 } }),
        led('x'.repeat(10_000)),
        null,
        'text',
      ],
      wires: [
        wire('w1', ['pico', 'GP15'], ['led"1<x>', 'A']),
        wire('w1', ['pico', 'GP14'], ['led1', 'A"]']),
        { id: 7 },
      ],
    }),
  ],
  ['a coordinate past any double', '{"parts":[{"id":"led1","type":"wokwi-led","x":1e400,"y":0}],"wires":[]}'],
  ['arrays that are not arrays', '{"parts":"led1","wires":{"w1":{}}}'],
  ['a JSON null', 'null'],
  ['a string', '"diagram"'],
  ['a list', '[1, 2, 3]'],
];

const plant = async (id: string, jsonText: string) => {
  await t.database.db.execute(
    sql`update ${projects} set diagram = ${jsonText}::jsonb where ${projects.id} = ${id}`,
  );
};

describe('a project whose stored diagram breaks the rules', () => {
  it.each(STORED_ROWS)(
    'with %s is served to its owner and collaborators, and can be repaired',
    async (_, text) => {
      const project = await createProject(t, owner);
      await share(t, owner, project.id, reader, 'read');
      await plant(project.id, text);
      const stored = (await rowOf(t, project.id))?.diagram;

      for (const caller of [owner, reader]) {
        const response = await call(t, caller, { method: 'GET', url: `/api/projects/${project.id}` });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        const body = projectSchema.parse(response.json());
        // Served as stored; only JSON's own limits apply (a number past a double goes out as null).
        expect(body.diagram).toEqual(JSON.parse(JSON.stringify(stored)));
      }

      // What the editor saves after repairing it is accepted, and served back as saved.
      const opened = await call(t, owner, { method: 'GET', url: `/api/projects/${project.id}` });
      const { diagram } = repairDiagram(projectSchema.parse(opened.json()).diagram);
      const saved = await call(t, owner, {
        method: 'PATCH',
        url: `/api/projects/${project.id}`,
        payload: { version: project.version, diagram },
      });
      expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
      expect(saved.json().diagram).toEqual(diagram);
    },
  );

  it.each(STORED_ROWS)('with %s is duplicated as a repaired copy', async (_, text) => {
    const project = await createProject(t, owner);
    await plant(project.id, text);
    const copy = await call(t, owner, { method: 'POST', url: `/api/projects/${project.id}/duplicate` });
    expect(copy.statusCode, copy.body.slice(0, 300)).toBe(201);
    expect(copy.json().diagram).toEqual(repairDiagram((await rowOf(t, project.id))?.diagram).diagram);
  });
});

describe('diagrams sent with ids that break the rules', () => {
  const good = {
    parts: [led('pico', { type: 'wokwi-pi-pico', attrs: {} }), led('led1')],
    wires: [wire('w1', ['pico', 'GP15'], ['led1', 'A'])],
  };
  const BAD: [string, unknown][] = [
    ['a part id with markup', { ...good, parts: [good.parts[0], led('led"1<x>')] }],
    ['a part id __proto__', { ...good, parts: [good.parts[0], led('__proto__')] }],
    ['a part id of unicode', { ...good, parts: [good.parts[0], led('lëd1')] }],
    ['an empty part id', { ...good, parts: [good.parts[0], led('')] }],
    ['a part id of 10 000 characters', { ...good, parts: [good.parts[0], led('x'.repeat(10_000))] }],
    ['a doubled part id', { ...good, parts: [...good.parts, led('led1')] }],
    ['a wire id with a quote', { ...good, wires: [wire('w"1', ['pico', 'GP15'], ['led1', 'A'])] }],
    ['a wire end with markup', { ...good, wires: [wire('w1', ['pico', 'GP15'], ['<x>', 'A'])] }],
    ['a pin with a quote', { ...good, wires: [wire('w1', ['pico', 'GP15'], ['led1', 'A"]'])] }],
    ['a type with markup', { ...good, parts: [good.parts[0], led('led1', { type: '<x>' })] }],
  ];

  it.each(BAD)('PATCH with %s is 400 and changes nothing', async (_, diagram) => {
    const project = await createProject(t, owner, { name: 'Semáforo', category: 'iot', diagram: good });
    const before = await rowOf(t, project.id);
    const response = await call(t, owner, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: { version: project.version, diagram, code: 'changed' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(await rowOf(t, project.id)).toEqual(before);
  });

  it.each(BAD)('POST with %s is 400 and creates nothing', async (_, diagram) => {
    const count = async () =>
      (await t.database.db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, owner.id)))
        .length;
    const before = await count();
    const response = await call(t, owner, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Semáforo', category: 'iot', diagram },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(await count()).toBe(before);
  });
});
