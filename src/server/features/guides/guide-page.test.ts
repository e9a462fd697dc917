import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { DiagramPart } from '../../../domain/circuit/diagram.ts';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
import { guideSchema } from '../../../domain/guides.ts';
import { guideCategories, practicalGuides, superAdmins } from '../../db/schema/index.ts';

let t: TestApp;
let student: Caller;
let admin: Caller;

const led = (id: string): DiagramPart => ({
  id,
  type: 'wokwi-led',
  x: 10,
  y: 20,
  rotate: 0,
  flip: false,
  attrs: { color: 'red' },
});

beforeAll(async () => {
  t = await buildTestApp();
  student = await signUp(t.app);
  admin = await signUp(t.app);
  const { db } = t.database;
  await db.insert(superAdmins).values({ userId: admin.id });
  await db.insert(guideCategories).values([
    { value: 'robotics', text: 'Robótica', name: 'Robótica', icon: 'robot' },
    { value: 'sensors', text: 'Sensores', name: 'Sensores', icon: 'temperature' },
  ]);
  const rows: (typeof practicalGuides.$inferInsert)[] = [
    {
      id: 'practical_semaforo',
      name: 'Semáforo',
      category: 'sensors',
      language: 'pt' as const,
      isPublished: true,
      titleIntroduction: 'Luces',
      introduction: ['Un **semáforo** con <script>alert(1)</script>'],
      steps: [
        {
          stepName: 'Monta',
          description: 'Tres LED',
          details: ['Rojo'],
          explanation: 'Porque sí',
          image: 'guides/paso.png',
        },
        { stepName: '', description: 'Sin nombre', details: [], explanation: '' },
      ],
      code: 'print("hola")',
      project: {
        name: 'Semáforo',
        code: 'print("hola")',
        components: [led('led"1<x>'), led('led2')],
        connections: [],
      },
    },
    { id: 'practical_borrador', name: 'Borrador', isPublished: false },
    { id: 'practical_inactiva', name: 'Inactiva', isPublished: true, isActive: false },
  ];
  await db.insert(practicalGuides).values(rows);
});
afterAll(() => t.close());

describe('GET /api/guides/:id', () => {
  it('gives a published guide with its steps, introduction and project as stored', async () => {
    const response = await call(t, student, { url: '/api/guides/practical_semaforo' });
    expect(response.statusCode, response.body).toBe(200);
    const guide = guideSchema.parse(response.json());
    expect(guide).toMatchObject({
      name: 'Semáforo',
      categoryName: 'Sensores',
      language: 'pt' as const,
      titleIntroduction: 'Luces',
      introduction: ['Un **semáforo** con <script>alert(1)</script>'],
      isPublished: true,
    });
    expect(guide.steps).toEqual([
      {
        stepName: 'Monta',
        description: 'Tres LED',
        details: ['Rojo'],
        explanation: 'Porque sí',
        image: '/api/files/guides/paso.png',
      },
      { stepName: 'unnamed step', description: 'Sin nombre', details: [], explanation: '', image: null },
    ]);
    expect(guide.project).toEqual({
      name: 'Semáforo',
      code: 'print("hola")',
      view: 'python',
      diagram: { parts: [led('led"1<x>'), led('led2')], wires: [] },
      circuitHash: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('hides drafts and inactive guides from everyone but guide managers', async () => {
    for (const id of ['practical_borrador', 'practical_inactiva', 'practical_nada']) {
      const response = await call(t, student, { url: `/api/guides/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toEqual({ code: 'GUIDE_NOT_FOUND', message: 'Guide not found' });
    }
    expect((await call(t, admin, { url: '/api/guides/practical_borrador' })).statusCode).toBe(200);
  });
});

describe('GET /api/guides/batch', () => {
  it('answers up to 10 guides in the order asked, leaving out what the caller may not see', async () => {
    const url = '/api/guides/batch?ids=practical_inactiva,practical_semaforo,practical_borrador,nada';
    const forStudent = await call(t, student, { url });
    expect(forStudent.json().map((g: { id: string }) => g.id)).toEqual(['practical_semaforo']);
    const forAdmin = await call(t, admin, { url });
    expect(forAdmin.json().map((g: { id: string }) => g.id)).toEqual([
      'practical_inactiva',
      'practical_semaforo',
      'practical_borrador',
    ]);
  });

  it('refuses more than 10 ids, or none', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `practical_${i}`).join(',');
    for (const ids of [eleven, '', ',,,']) {
      expect((await call(t, student, { url: `/api/guides/batch?ids=${ids}` })).statusCode, ids).toBe(400);
    }
  });
});

describe('POST /api/guides/:id/projects (make it mine)', () => {
  it("copies the guide's circuit, repaired, and code into a new project of the caller", async () => {
    const response = await call(t, student, {
      method: 'POST',
      url: '/api/guides/practical_semaforo/projects',
    });
    expect(response.statusCode, response.body).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      name: 'Semáforo',
      category: 'other',
      code: 'print("hola")',
      permission: 'owner',
    });
    const stored = { parts: [led('led"1<x>'), led('led2')], wires: [] };
    expect(project.diagram).toEqual(repairDiagram(stored).diagram);
    const mine = await call(t, student, { url: '/api/projects' });
    expect(mine.json().items.map((p: { id: string }) => p.id)).toContain(project.id);
    const guide = await call(t, student, { url: '/api/guides/practical_semaforo' });
    expect(guide.json().project.diagram).toEqual(stored);
  });

  it("takes the guide's view, with blocks parsed from its code when opened", async () => {
    const rows: (typeof practicalGuides.$inferInsert)[] = [
      {
        id: 'practical_bloques',
        name: 'Parpadeo en bloques',
        category: 'robotics',
        isPublished: true,
        code: 'import time',
        project: { name: 'Parpadeo', code: 'import time', view: 'blocks', components: [], connections: [] },
      },
      {
        id: 'practical_vista_rara',
        name: 'Vista rara',
        category: 'robotics',
        isPublished: true,
        project: { name: 'Rara', code: '', view: 'scratch' as 'blocks', components: [], connections: [] },
      },
    ];
    await t.database.db.insert(practicalGuides).values(rows);
    onTestFinished(() =>
      t.database.db
        .delete(practicalGuides)
        .where(inArray(practicalGuides.id, ['practical_bloques', 'practical_vista_rara']))
        .then(() => {}),
    );
    const guide = await call(t, student, { url: '/api/guides/practical_bloques' });
    expect(guide.json().project).toMatchObject({ view: 'blocks', code: 'import time' });
    // A view the app does not know, stored by hand, reads as Python.
    const odd = await call(t, student, { url: '/api/guides/practical_vista_rara' });
    expect(odd.json().project.view).toBe('python');
    const response = await call(t, student, {
      method: 'POST',
      url: '/api/guides/practical_bloques/projects',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ codeView: 'blocks', blocks: null, code: 'import time' });
    const python = await call(t, student, { method: 'POST', url: '/api/guides/practical_semaforo/projects' });
    expect(python.json()).toMatchObject({ codeView: 'python', blocks: null });
  });

  it('cannot copy a draft', async () => {
    const response = await call(t, student, {
      method: 'POST',
      url: '/api/guides/practical_borrador/projects',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/guides and categories', () => {
  it('filters by language', async () => {
    const pt = await call(t, student, { url: '/api/guides?language=pt' });
    expect(pt.json().items.map((g: { id: string }) => g.id)).toEqual(['practical_semaforo']);
    expect((await call(t, student, { url: '/api/guides?language=en' })).json().items).toEqual([]);
  });

  it('counts what the caller may see in each category', async () => {
    const count = async (caller: Caller) =>
      Object.fromEntries(
        (await call(t, caller, { url: '/api/guide-categories' }))
          .json()
          .map((c: { value: string; guideCount: number }) => [c.value, c.guideCount]),
      );
    expect(await count(student)).toEqual({ robotics: 0, sensors: 1 });
    expect(await count(admin)).toEqual({ robotics: 2, sensors: 1 });
  });
});
