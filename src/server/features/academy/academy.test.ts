import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import { academyCoursesSchema, courseViewSchema } from '../../../domain/academy.ts';
import type { DiagramPart } from '../../../domain/circuit/diagram.ts';
import { repairDiagram } from '../../../domain/circuit/repair.ts';
import { guideSchema } from '../../../domain/guides.ts';
import { institutionAdmins, institutions, superAdmins } from '../../db/schema/index.ts';
import { activityOf, insertCourse } from './fixtures.ts';

let t: TestApp;
let student: Caller;
let admin: Caller;
let otherAdmin: Caller;
let superAdmin: Caller;

const HOSTILE = '<img src=x onerror="alert(1)"> & "comillas"';
const at = (hours: number) => new Date(Date.UTC(2026, 9, 1, hours));
const led: DiagramPart = { id: 'led1', type: 'wokwi-led', x: 10, y: 20, rotate: 0, flip: false, attrs: {} };

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  [student, admin, otherAdmin, superAdmin] = [
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
  ];
  const [norte, sur] = await db
    .insert(institutions)
    .values([{ name: 'Colegio Norte' }, { name: 'Colegio Sur' }])
    .returning({ id: institutions.id });
  if (!norte || !sur) throw new Error('institutions');
  await db.insert(institutionAdmins).values([
    { institutionId: norte.id, userId: admin.id },
    { institutionId: sur.id, userId: otherAdmin.id },
  ]);
  await db.insert(superAdmins).values({ userId: superAdmin.id });

  await insertCourse(
    db,
    {
      id: 'course_free',
      name: 'Electrónica básica',
      institution: 'Colegio Norte',
      isPublished: true,
      updatedAt: at(3),
    },
    [
      activityOf('activity_led', {
        name: 'Parpadeo',
        code: 'print("led")',
        componentsDiagram: { parts: [led], wires: [] },
        steps: [{ stepName: 'Conecta', description: 'El LED', details: ['GP15'], explanation: '' }],
      }),
    ],
  );
  await insertCourse(
    db,
    {
      id: 'course_premium',
      name: 'Robótica',
      modality: 'premium',
      institution: 'Colegio Norte',
      isPublished: true,
      updatedAt: at(5),
      image: 'courses/course_premium/images/portada.png',
    },
    [activityOf('activity_servo')],
  );
  await insertCourse(db, { id: 'course_draft', name: 'Borrador', institution: 'Colegio Norte' }, [
    activityOf('activity_draft'),
  ]);
  await insertCourse(db, {
    id: 'course_broken',
    name: 'Roto',
    isPublished: true,
    updatedAt: at(0),
    content: 'texto',
  });
  await insertCourse(db, {
    id: 'course_odd',
    name: HOSTILE,
    description: HOSTILE,
    isPublished: true,
    updatedAt: at(1),
    content: {
      modules: [
        { lessons: [{ classActivities: [{ id: 'activity_odd', name: '   ' }, { name: 42 }] }] },
        { alias: 'Apodo', number: 'x', lessons: 'no es una lista' },
        {
          name: HOSTILE,
          description: HOSTILE,
          lessons: [{ homeActivities: [{ id: 'activity_h', name: HOSTILE }] }],
        },
      ],
    },
  });
});
afterAll(() => t.close());

const get = (caller: Caller | null, url: string) => call(t, caller, { method: 'GET', url });

describe('GET /api/academy/courses', () => {
  it('lists published courses only, newest change first, free and premium apart', async () => {
    const response = await get(student, '/api/academy/courses');
    expect(response.statusCode, response.body).toBe(200);
    const { free, premium } = academyCoursesSchema.parse(response.json());
    expect(free.map((c) => c.id)).toEqual(['course_free', 'course_odd', 'course_broken']);
    expect(premium.map((c) => c.id)).toEqual(['course_premium']);
    expect(free[0]).toMatchObject({ moduleCount: 1, hasAccess: true, imageUrl: null, bannerUrl: null });
    expect(premium[0]).toMatchObject({
      hasAccess: false,
      imageUrl: '/api/files/courses/course_premium/images/portada.png',
      backgroundColor: '#667eea',
    });
    expect(free[1]).toMatchObject({ name: HOSTILE, description: HOSTILE, moduleCount: 3 });
    expect(free[2]).toMatchObject({ moduleCount: 0 });
  });

  it("lists drafts for nobody, not even the course's managers (the academy shows what students see)", async () => {
    for (const caller of [admin, superAdmin]) {
      const { free } = (await get(caller, '/api/academy/courses')).json();
      expect(free.map((c: { id: string }) => c.id)).not.toContain('course_draft');
    }
  });

  it('needs a session', async () => {
    expect((await get(null, '/api/academy/courses')).statusCode).toBe(401);
  });
});

describe('GET /api/academy/courses/:id', () => {
  it('shows a draft only to who may manage it: a 404 for students and other institutions', async () => {
    for (const caller of [student, otherAdmin]) {
      const response = await get(caller, '/api/academy/courses/course_draft');
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'COURSE_NOT_FOUND', message: 'Curso no encontrado' });
    }
    for (const caller of [admin, superAdmin]) {
      const response = await get(caller, '/api/academy/courses/course_draft');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ isPublished: false, hasAccess: true });
    }
    expect((await get(student, '/api/academy/courses/no_such_course')).statusCode).toBe(404);
  });

  it('fills the §3 fallbacks of a hand-made odd tree, and keeps hostile text as text', async () => {
    const response = await get(student, '/api/academy/courses/course_odd');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const view = courseViewSchema.parse(response.json());
    expect(view.name).toBe(HOSTILE);
    expect(view.contactEmail).toBe('academia@chispa.test');
    expect(view.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', 'Módulo 1'],
      ['2', 'Apodo'],
      ['3', HOSTILE],
    ]);
    const [first, second, third] = view.modules;
    expect(first?.classActivities.map((a) => [a.name, a.id.startsWith('activity_')])).toEqual([
      ['Actividad sin nombre', true],
      ['Actividad sin nombre', true],
    ]);
    expect(first?.classActivities[0]).toMatchObject({ id: 'activity_odd', idStart: 'activity_oddStart' });
    expect(second).toMatchObject({
      classActivities: [],
      homeActivities: [],
      imageUrl: null,
      description: '',
    });
    expect(third?.homeActivities).toEqual([
      { id: 'activity_h', idStart: 'activity_hStart', name: HOSTILE, description: '' },
    ]);
  });

  it('reads a tree that is not even an object as a course with no modules', async () => {
    const response = await get(student, '/api/academy/courses/course_broken');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ modules: [], moduleCount: 0 });
  });

  it('lists a free course activities with their initial description', async () => {
    const view = courseViewSchema.parse((await get(student, '/api/academy/courses/course_free')).json());
    expect(view.modules[0]?.classActivities).toEqual([
      {
        id: 'activity_led',
        idStart: 'activity_ledStart',
        name: 'Parpadeo',
        description: 'Describe activity_led',
      },
    ]);
  });

  it('answers a too-long id with 400 and signed out with 401', async () => {
    expect((await get(student, `/api/academy/courses/${'x'.repeat(300)}`)).statusCode).toBe(400);
    expect((await get(null, '/api/academy/courses/course_free')).statusCode).toBe(401);
  });
});

describe('GET /api/academy/activities/:activityId/course', () => {
  it("finds an activity's course", async () => {
    const response = await get(student, '/api/academy/activities/activity_led/course');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ courseId: 'course_free' });
    expect((await get(student, '/api/academy/activities/activity_servo/course')).json()).toEqual({
      courseId: 'course_premium',
    });
  });

  it("hides a draft's activities from students, and answers unknown ones with ACTIVITY_NOT_FOUND", async () => {
    for (const id of ['activity_draft', 'activity_nada']) {
      const response = await get(student, `/api/academy/activities/${id}/course`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe('ACTIVITY_NOT_FOUND');
    }
    expect((await get(admin, '/api/academy/activities/activity_draft/course')).json()).toEqual({
      courseId: 'course_draft',
    });
  });
});

describe('GET /api/academy/activities/:activityId/guide', () => {
  it('reads the starter guide as a guide: id = idStart, its circuit and steps', async () => {
    const response = await get(student, '/api/academy/activities/activity_led/guide');
    expect(response.statusCode, response.body).toBe(200);
    const guide = guideSchema.parse(response.json());
    expect(guide).toMatchObject({
      id: 'activity_ledStart',
      name: 'Parpadeo',
      category: 'robotics',
      version: 1,
      description: 'Describe activity_led',
      introduction: ['Intro activity_led'],
      isPublished: true,
    });
    expect(guide.steps).toEqual([
      { stepName: 'Conecta', description: 'El LED', details: ['GP15'], explanation: '', image: null },
    ]);
    expect(guide.project).toEqual({
      name: 'Parpadeo',
      code: 'print("led")',
      view: 'python',
      diagram: { parts: [led], wires: [] },
    });
  });

  it("makes an activity's starter project the caller's own", async () => {
    const response = await call(t, student, {
      method: 'POST',
      url: '/api/academy/activities/activity_led/projects',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Parpadeo',
      category: 'activity',
      code: 'print("led")',
      codeView: 'python',
      permission: 'owner',
      diagram: repairDiagram({ parts: [led], wires: [] }).diagram,
    });
  });

  it("is a 404 for a draft's activity (students) and an unknown one", async () => {
    for (const id of ['activity_draft', 'activity_nada']) {
      expect((await get(student, `/api/academy/activities/${id}/guide`)).statusCode, id).toBe(404);
      const made = await call(t, student, { method: 'POST', url: `/api/academy/activities/${id}/projects` });
      expect(made.statusCode, id).toBe(404);
    }
    expect((await get(admin, '/api/academy/activities/activity_draft/guide')).statusCode).toBe(200);
  });
});

describe('an activity guide and its template editing', () => {
  it('reads the starter project as course management last saved it, with its new version', async () => {
    const diagram = { parts: [led, { ...led, id: 'led2' }], wires: [] };
    const saved = await call(t, admin, {
      method: 'PUT',
      url: '/api/academy/activities/activity_led/project',
      payload: { version: 1, diagram, code: 'print("nuevo")' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const guide = guideSchema.parse(
      (await get(student, '/api/academy/activities/activity_led/guide')).json(),
    );
    expect(guide).toEqual(saved.json());
    expect(guide.version).toBe(2);
    expect(guide.project).toMatchObject({ code: 'print("nuevo")', diagram });
  });
});
