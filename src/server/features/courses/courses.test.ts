import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/http.ts';
import type { CourseDetail } from '../../../domain/academy.ts';
import type { CourseActivity } from '../../../domain/course-content.ts';
import {
  courses,
  groups,
  institutionCourses,
  practicalGuides,
  starterGuides,
} from '../../db/schema/index.ts';
import {
  activity,
  buildCourseWorld,
  type CourseWorld,
  courseBody,
  createCourse,
  moduleOf,
  NORTH,
  SOUTH,
  snapshotOf,
} from './fixtures.ts';

let world: CourseWorld;
beforeAll(async () => {
  world = await buildCourseWorld();
});
afterAll(() => world.t.close());

const db = () => world.t.database.db;
const startersOf = (courseId: string) =>
  db()
    .select()
    .from(starterGuides)
    .where(eq(starterGuides.courseId, courseId))
    .orderBy(starterGuides.createdAt);
const generatedOf = (courseId: string) =>
  db().select().from(practicalGuides).where(eq(practicalGuides.courseId, courseId));
const linksOf = (courseId: string) =>
  db().select().from(institutionCourses).where(eq(institutionCourses.courseId, courseId));
const activitiesIn = (course: CourseDetail) =>
  course.content.modules.flatMap((m) =>
    m.lessons.flatMap((l) => [...l.classActivities, ...l.homeActivities]),
  );
/** The course's first three activities (every course these tests make has them). */
const threeOf = (course: CourseDetail): [CourseActivity, CourseActivity, CourseActivity] => {
  const [a, b, c] = activitiesIn(course);
  if (!a || !b || !c) throw new Error('a course of three activities was expected');
  return [a, b, c];
};
const put = (
  course: { id: string; version: number },
  payload: Record<string, unknown>,
  caller = world.superAdmin,
) =>
  call(world.t, caller, {
    method: 'PUT',
    url: `/api/courses/${course.id}`,
    payload: { ...courseBody(), version: course.version, ...payload },
  });
const publish = (course: { id: string; version: number }, isPublished: boolean) =>
  call(world.t, world.superAdmin, {
    method: 'PUT',
    url: `/api/courses/${course.id}/publication`,
    payload: { isPublished, version: course.version },
  });
/** The ids a student finds on the guides screen (spec §2 practical guides). */
const listedGuideIds = async () => {
  const page = await call(world.t, world.student, { url: '/api/guides?limit=100' });
  expect(page.statusCode).toBe(200);
  return (page.json().items as { id: string }[]).map((g) => g.id);
};

describe('creating a course', () => {
  it('saves a draft with a starter guide for every activity and the institution link', async () => {
    const course = await createCourse(world);
    expect(course).toMatchObject({ isPublished: false, version: 1, institution: NORTH, moduleCount: 1 });
    expect(course.content.modules[0]).toMatchObject({ number: '1', name: 'Luces' });
    const starters = await startersOf(course.id);
    const activities = activitiesIn(course);
    expect(starters.map((s) => s.id).sort()).toEqual(activities.map((a) => a.idStart).sort());
    const first = starters.find((s) => s.id === activities[2]?.idStart);
    expect(first).toMatchObject({
      activityId: activities[2]?.id,
      courseName: 'Electrónica básica',
      moduleIndex: 0,
      moduleNumber: '1',
      moduleName: 'Luces',
      activityIndex: 2,
      isActive: true,
      introduction: ['Hoy encendemos un LED'],
    });
    expect(first?.steps).toEqual([activities[2]?.steps[0]]);
    expect(await linksOf(course.id)).toEqual([
      expect.objectContaining({ institutionId: world.institutionIds[NORTH], name: 'Electrónica básica' }),
    ]);
    expect(await generatedOf(course.id)).toEqual([]);
  });

  it('gives an activity with no steps the default first step (spec §9)', async () => {
    const bare = activity({ steps: [] });
    const course = await createCourse(world, { content: { modules: [moduleOf('M', [bare])] } });
    const [starter] = await startersOf(course.id);
    expect(starter?.steps).toEqual([
      expect.objectContaining({ stepName: 'Configura los componentes básicos para la actividad.' }),
    ]);
  });

  it('generates published practical guides when created published, which students then list', async () => {
    const course = await createCourse(world, { isPublished: true });
    const generated = await generatedOf(course.id);
    const starters = await startersOf(course.id);
    expect(generated.map((g) => g.id).sort()).toEqual(starters.map((s) => `starter_${s.id}`).sort());
    const one = generated.find((g) => g.id === `starter_${starters[0]?.id}`);
    expect(one).toMatchObject({
      isPublished: true,
      category: 'robotics',
      language: 'es',
      courseName: 'Electrónica básica',
      moduleIndex: 0,
      moduleNumber: '1',
      name: starters[0]?.name,
    });
    expect(await listedGuideIds()).toEqual(expect.arrayContaining(generated.map((g) => g.id)));
  });

  it('refuses a course without a name with the spec message', async () => {
    for (const name of [undefined, '', '   ']) {
      const response = await call(world.t, world.superAdmin, {
        method: 'POST',
        url: '/api/courses',
        payload: courseBody({ name }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'COURSE_DATA_INVALID',
        message: 'Datos del curso inválidos',
      });
    }
  });

  it('refuses activities whose idStart is not id + Start, or whose id repeats', async () => {
    const a = activity();
    for (const modules of [[moduleOf('M', [{ ...a, idStart: 'otro' }])], [moduleOf('M', [a], [a])]]) {
      const response = await call(world.t, world.superAdmin, {
        method: 'POST',
        url: '/api/courses',
        payload: courseBody({ content: { modules } }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('ACTIVITY_IDS_INVALID');
    }
  });

  it('leaves nothing behind when a later insert fails (an idStart another course already has)', async () => {
    const existing = await createCourse(world);
    const taken = activitiesIn(
      existing,
    )[1] as CourseDetail['content']['modules'][0]['lessons'][0]['classActivities'][0];
    const before = await db().select({ id: courses.id }).from(courses);
    const startersBefore = await db().select({ id: starterGuides.id }).from(starterGuides);
    const response = await call(world.t, world.superAdmin, {
      method: 'POST',
      url: '/api/courses',
      payload: courseBody({
        name: 'Curso a medias',
        isPublished: true,
        content: { modules: [moduleOf('M', [activity(), taken])] },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('ACTIVITY_IDS_INVALID');
    expect(await db().select({ id: courses.id }).from(courses)).toEqual(before);
    expect(await db().select({ id: starterGuides.id }).from(starterGuides)).toEqual(startersBefore);
    expect(await db().select().from(courses).where(eq(courses.name, 'Curso a medias'))).toEqual([]);
    const orphanLinks = await db()
      .select()
      .from(institutionCourses)
      .where(eq(institutionCourses.name, 'Curso a medias'));
    expect(orphanLinks).toEqual([]);
  });
});

describe('updating a course', () => {
  it('creates starter guides only for new activities, and keeps an edited template', async () => {
    const course = await createCourse(world);
    const [first, second, third] = threeOf(course);
    const edited = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/academy/activities/${first.id}/project`,
      payload: { version: 1, diagram: { parts: [], wires: [] }, code: 'print("mío")' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const added = activity({ name: 'Nueva' });
    const content = {
      modules: [moduleOf('Luces', [first, second, added], [third])],
    };
    const saved = await put(course, { content });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);
    const again = await put(saved.json(), { content });
    expect(again.statusCode).toBe(200);
    const starters = await startersOf(course.id);
    expect(starters).toHaveLength(4);
    expect(starters.filter((s) => s.id === added.idStart)).toHaveLength(1);
    expect(starters.find((s) => s.id === first.idStart)?.project.code).toBe('print("mío")');
    expect(starters.find((s) => s.id === third.idStart)).toMatchObject({ activityIndex: 3 });
  });

  it('removes the starter guides of removed activities and renumbers modules', async () => {
    const course = await createCourse(world, {
      content: {
        modules: [moduleOf('A', [activity()]), moduleOf('B', [activity()]), moduleOf('', [activity()])],
      },
    });
    expect(course.content.modules.map((m) => [m.number, m.name])).toEqual([
      ['1', 'A'],
      ['2', 'B'],
      ['3', 'Módulo 3'],
    ]);
    const [a, , c] = course.content.modules;
    const saved = await put(course, { content: { modules: [a, c] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content.modules.map((m: { number: string }) => m.number)).toEqual(['1', '2']);
    const starters = await startersOf(course.id);
    expect(starters.map((s) => [s.moduleIndex, s.moduleNumber]).sort()).toEqual([
      [0, '1'],
      [1, '2'],
    ]);
  });

  it('keeps what the update leaves out or sends as null', async () => {
    const course = await createCourse(world, { modality: 'premium', block: true });
    const saved = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      payload: { name: 'Renombrado', description: 'Otra', version: 1, modality: null, content: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Renombrado',
      modality: 'premium',
      block: true,
      moduleCount: 1,
    });
    expect(saved.json().content).toEqual(course.content);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const course = await createCourse(world);
    expect((await put(course, { name: 'Primero' })).statusCode).toBe(200);
    const before = await snapshotOf(world, course.id);
    const stale = await put(course, { name: 'Segundo', content: { modules: [] } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'COURSE_VERSION_CONFLICT' },
      current: { version: 2 },
    });
    expect(await snapshotOf(world, course.id)).toEqual(before);
  });

  it('lets one of two saves from the same version land, the other gets 409', async () => {
    const course = await createCourse(world);
    const answers = await Promise.all([put(course, { name: 'Primera' }), put(course, { name: 'Segunda' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    const stored = await call(world.t, world.superAdmin, { url: `/api/courses/${course.id}` });
    expect(stored.json()).toMatchObject({ name: winner.name, version: 2 });
  });

  it('moves the institution link when the institution changes', async () => {
    const course = await createCourse(world);
    const saved = await put(course, { institution: SOUTH });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await linksOf(course.id)).map((l) => l.institutionId)).toEqual([world.institutionIds[SOUTH]]);
    const none = await put(saved.json(), { institution: '' });
    expect(none.statusCode).toBe(200);
    expect(await linksOf(course.id)).toEqual([]);
  });

  it('keeps generated guides in step on a published course', async () => {
    const course = await createCourse(world, { isPublished: true });
    const [first, , third] = threeOf(course);
    const added = activity();
    const renamed = {
      ...first,
      name: 'Renombrada',
      steps: [{ stepName: 'Paso', description: 'd', details: [], explanation: '' }],
    };
    const saved = await put(course, {
      isPublished: true,
      content: { modules: [moduleOf('Luces', [renamed, added], [third])] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const generated = await generatedOf(course.id);
    expect(generated.map((g) => g.id).sort()).toEqual(
      [first, added, third].map((a) => `starter_${a?.idStart}`).sort(),
    );
    const renamedGuide = generated.find((g) => g.id === `starter_${first.idStart}`);
    expect(renamedGuide).toMatchObject({
      name: 'Renombrada',
      isPublished: true,
      steps: [expect.objectContaining({ stepName: 'Paso' })],
    });
  });
});

describe('publishing and unpublishing', () => {
  it('publish generates the practical guides; unpublish takes them off the guide lists', async () => {
    const course = await createCourse(world);
    expect(await generatedOf(course.id)).toEqual([]);
    const published = await publish(course, true);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ isPublished: true, version: 2 });
    const ids = (await generatedOf(course.id)).map((g) => g.id);
    expect(ids).toHaveLength(3);
    expect(await listedGuideIds()).toEqual(expect.arrayContaining(ids));

    const unpublished = await publish(published.json(), false);
    expect(unpublished.statusCode).toBe(200);
    expect((await generatedOf(course.id)).every((g) => !g.isPublished)).toBe(true);
    const listed = await listedGuideIds();
    expect(ids.filter((id) => listed.includes(id))).toEqual([]);
    const guide = await call(world.t, world.student, { url: `/api/guides/${ids[0]}` });
    expect(guide.statusCode).toBe(404);

    const stale = await publish(course, true);
    expect(stale.statusCode).toBe(409);
  });
});

describe('deleting a course', () => {
  it('removes starter guides, generated guides and the institution link', async () => {
    const course = await createCourse(world, { isPublished: true });
    const response = await call(world.t, world.superAdmin, {
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
    });
    expect(response.statusCode).toBe(204);
    expect(await startersOf(course.id)).toEqual([]);
    const leftovers = await db()
      .select()
      .from(practicalGuides)
      .where(eq(practicalGuides.id, `starter_${activitiesIn(course)[0]?.idStart}`));
    expect(leftovers).toEqual([]);
    expect(await linksOf(course.id)).toEqual([]);
    const gone = await call(world.t, world.superAdmin, { url: `/api/courses/${course.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('COURSE_NOT_FOUND');
  });

  it('refuses a course with groups with a 409 saying why, and changes nothing', async () => {
    const course = await createCourse(world, { isPublished: true });
    await db().insert(groups).values({ name: 'Grupo A', courseId: course.id });
    const before = await snapshotOf(world, course.id);
    const response = await call(world.t, world.superAdmin, {
      method: 'DELETE',
      url: `/api/courses/${course.id}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'COURSE_HAS_GROUPS',
      message: expect.stringContaining('groups'),
    });
    expect(await snapshotOf(world, course.id)).toEqual(before);
  });
  it("answers a blank id with the spec's 'ID de curso requerido'", async () => {
    const response = await call(world.t, world.superAdmin, { method: 'DELETE', url: '/api/courses/%20' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'COURSE_ID_REQUIRED',
      message: 'ID de curso requerido',
    });
  });
});

describe('who may manage a course', () => {
  it('lets an institution admin manage the courses of their institution', async () => {
    const course = await createCourse(world, {}, world.northAdmin);
    const response = await put(course, { name: 'De Norte' }, world.northAdmin);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a student and another institution’s admin, and nothing changes', async () => {
    const course = await createCourse(world, { isPublished: true });
    const before = await snapshotOf(world, course.id);
    for (const caller of [world.student, world.southAdmin]) {
      const requests = [
        { method: 'GET' as const, url: `/api/courses/${course.id}` },
        {
          method: 'PUT' as const,
          url: `/api/courses/${course.id}`,
          payload: { ...courseBody(), version: 1 },
        },
        {
          method: 'PUT' as const,
          url: `/api/courses/${course.id}/publication`,
          payload: { isPublished: false, version: 1 },
        },
        { method: 'PUT' as const, url: `/api/courses/${course.id}/title`, payload: { name: 'Robado' } },
        { method: 'POST' as const, url: `/api/courses/${course.id}/modules`, payload: { name: 'Otro' } },
        { method: 'DELETE' as const, url: `/api/courses/${course.id}/modules/0` },
        { method: 'DELETE' as const, url: `/api/courses/${course.id}` },
      ];
      for (const request of requests) {
        const response = await call(world.t, caller, request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      }
    }
    expect(await snapshotOf(world, course.id)).toEqual(before);
  });

  it('refuses an institution admin creating or moving a course to another institution', async () => {
    const refused = await call(world.t, world.northAdmin, {
      method: 'POST',
      url: '/api/courses',
      payload: courseBody({ institution: SOUTH, name: 'Ajeno' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(await db().select().from(courses).where(eq(courses.name, 'Ajeno'))).toEqual([]);
    const own = await createCourse(world, {}, world.northAdmin);
    const before = await snapshotOf(world, own.id);
    expect((await put(own, { institution: SOUTH }, world.northAdmin)).statusCode).toBe(403);
    expect(await snapshotOf(world, own.id)).toEqual(before);
  });

  it('lists only the courses an institution admin manages, with filters', async () => {
    await createCourse(world, { institution: NORTH, name: 'Curso del Norte' });
    const south = await createCourse(world, { institution: SOUTH, name: 'Curso del Sur' });
    const list = await call(world.t, world.northAdmin, { url: '/api/courses?limit=100' });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; institution: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => c.institution === NORTH)).toBe(true);
    const all = await call(world.t, world.superAdmin, {
      url: `/api/courses?institution=${encodeURIComponent(SOUTH)}`,
    });
    expect(all.json().items.map((c: { id: string }) => c.id)).toContain(south.id);
    const drafts = await call(world.t, world.superAdmin, { url: '/api/courses?status=published&search=Sur' });
    expect(drafts.json().items).toEqual([]);
    const first = await call(world.t, world.superAdmin, { url: '/api/courses?limit=1' });
    expect(first.json().nextCursor).toEqual(expect.any(String));
    const second = await call(world.t, world.superAdmin, {
      url: `/api/courses?limit=1&cursor=${first.json().nextCursor}`,
    });
    expect(second.json().items).toHaveLength(1);
    expect(second.json().items[0].id).not.toBe(first.json().items[0].id);
    const options = await call(world.t, world.northAdmin, { url: '/api/courses/institutions' });
    expect(options.json()).toEqual([{ id: world.institutionIds[NORTH], name: NORTH }]);
    const student = await call(world.t, world.student, { url: '/api/courses' });
    expect(student.statusCode).toBe(403);
  });
});
