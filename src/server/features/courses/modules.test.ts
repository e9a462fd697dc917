import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/http.ts';
import type { CourseDetail } from '../../../domain/academy.ts';
import { starterGuides } from '../../db/schema/index.ts';
import {
  activity,
  buildCourseWorld,
  type CourseWorld,
  createCourse,
  moduleOf,
  snapshotOf,
} from './fixtures.ts';

let world: CourseWorld;
beforeAll(async () => {
  world = await buildCourseWorld();
});
afterAll(() => world.t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(world.t, world.superAdmin, { method, url, ...(payload ? { payload } : {}) });
const startersOf = (courseId: string) =>
  world.t.database.db.select().from(starterGuides).where(eq(starterGuides.courseId, courseId));
const threeModules = () =>
  createCourse(world, {
    content: {
      modules: [
        moduleOf('A', [activity()]),
        moduleOf('B', [activity(), activity()]),
        moduleOf('C', [activity()]),
      ],
    },
  });
const numbersAndNames = (course: CourseDetail) => course.content.modules.map((m) => [m.number, m.name]);

describe('modules', () => {
  it('adds a module numbered count + 1, named "Módulo N" when unnamed', async () => {
    const course = await threeModules();
    const named = await send('POST', `/api/courses/${course.id}/modules`, {
      name: 'Sensores',
      description: 'Luz',
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().content.modules[3]).toMatchObject({
      number: '4',
      name: 'Sensores',
      description: 'Luz',
    });
    const unnamed = await send('POST', `/api/courses/${course.id}/modules`, {});
    expect(numbersAndNames(unnamed.json()).at(-1)).toEqual(['5', 'Módulo 5']);
    expect(unnamed.json().version).toBe(3);
  });

  it('renames a module by index and keeps the others', async () => {
    const course = await threeModules();
    const response = await send('PUT', `/api/courses/${course.id}/modules/1`, { name: 'Motores' });
    expect(response.statusCode, response.body).toBe(200);
    expect(numbersAndNames(response.json())).toEqual([
      ['1', 'A'],
      ['2', 'Motores'],
      ['3', 'C'],
    ]);
    const starters = await startersOf(course.id);
    expect(starters.filter((s) => s.moduleIndex === 1).map((s) => s.moduleName)).toEqual([
      'Motores',
      'Motores',
    ]);
  });

  it('removes a module by index, renumbers from 1 and removes its activities’ starter guides', async () => {
    const course = await threeModules();
    const removed = course.content.modules[1]?.lessons[0]?.classActivities.map((a) => a.idStart) ?? [];
    const response = await send('DELETE', `/api/courses/${course.id}/modules/1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(numbersAndNames(response.json())).toEqual([
      ['1', 'A'],
      ['2', 'C'],
    ]);
    const starters = await startersOf(course.id);
    expect(starters).toHaveLength(2);
    expect(starters.filter((s) => removed.includes(s.id))).toEqual([]);
    expect(starters.map((s) => [s.moduleIndex, s.moduleNumber]).sort()).toEqual([
      [0, '1'],
      [1, '2'],
    ]);
  });

  it('refuses an index out of range, negative or not a number with the spec message, changing nothing', async () => {
    const course = await threeModules();
    const before = await snapshotOf(world, course.id);
    const attempts = [
      ['PUT', '3', { name: 'x' }],
      ['PUT', '-1', { name: 'x' }],
      ['DELETE', '3', undefined],
      ['DELETE', 'uno', undefined],
      ['DELETE', '5000', undefined],
      ['POST', '9/activities', { name: 'x', InitialProjectDescription: 'd', introductionText: 'i' }],
    ] as const;
    for (const [method, index, payload] of attempts) {
      const response = await send(method, `/api/courses/${course.id}/modules/${index}`, payload);
      expect(response.statusCode, `${method} ${index}`).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'MODULE_INDEX_INVALID',
        message: 'Índice de módulo inválido',
      });
    }
    expect(await snapshotOf(world, course.id)).toEqual(before);
  });

  it('answers 404 for a course that does not exist', async () => {
    const response = await send('POST', '/api/courses/no-such-course/modules', { name: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('COURSE_NOT_FOUND');
  });
});

describe('adding an activity to a module', () => {
  it('generates id and idStart, saves the course and writes a starter guide with the default first step', async () => {
    const course = await threeModules();
    const response = await send('POST', `/api/courses/${course.id}/modules/2/activities`, {
      name: 'Semáforo',
      InitialProjectDescription: 'Tres luces',
      introductionText: 'Hoy un semáforo',
      kind: 'home',
    });
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json().content.modules[2].lessons[0].homeActivities[0];
    expect(added.id).toMatch(/^activity_[0-9a-f-]{36}$/);
    expect(added.idStart).toBe(`${added.id}Start`);
    const [starter] = await world.t.database.db
      .select()
      .from(starterGuides)
      .where(eq(starterGuides.id, added.idStart));
    expect(starter).toMatchObject({
      activityId: added.id,
      courseId: course.id,
      moduleIndex: 2,
      activityIndex: 1,
      name: 'Semáforo',
      initialProjectDescription: 'Tres luces',
      steps: [expect.objectContaining({ stepName: 'Configura los componentes básicos para la actividad.' })],
    });
  });

  it('needs the §5 texts of an activity', async () => {
    const course = await threeModules();
    const response = await send('POST', `/api/courses/${course.id}/modules/0/activities`, {
      name: 'Sin textos',
    });
    expect(response.statusCode).toBe(400);
    expect(await startersOf(course.id)).toHaveLength(4);
  });
});

describe('the banner title', () => {
  it('saves a trimmed title of 3 to 60 characters and keeps the guides’ course name in step', async () => {
    const course = await threeModules();
    for (const name of ['  ab ', 'x'.repeat(61)]) {
      const refused = await send('PUT', `/api/courses/${course.id}/title`, { name });
      expect(refused.statusCode).toBe(400);
    }
    const saved = await send('PUT', `/api/courses/${course.id}/title`, { name: '  Robótica  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Robótica', version: 2 });
    expect((await startersOf(course.id)).every((s) => s.courseName === 'Robótica')).toBe(true);
  });
});
