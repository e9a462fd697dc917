import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, injectStream } from '../../../../test/event-stream.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { CourseDetail } from '../../../domain/academy.ts';
import { practicalGuides, starterGuides } from '../../db/schema/index.ts';
import { buildCourseWorld, type CourseWorld, createCourse, snapshotOf } from './fixtures.ts';

let world: CourseWorld;
beforeAll(async () => {
  world = await buildCourseWorld();
});
afterAll(() => world.t.close());

const firstActivityOf = (course: CourseDetail) => {
  const activity = course.content.modules[0]?.lessons[0]?.classActivities[0];
  if (!activity) throw new Error('the course has no activity');
  return activity;
};
const diagram = {
  parts: [{ id: 'led1', type: 'wokwi-led', x: 10, y: 20, rotate: 0, flip: false, attrs: { color: 'red' } }],
  wires: [],
};
const saveTemplate = (activityId: string, version: number, caller: Caller = world.superAdmin) =>
  call(world.t, caller, {
    method: 'PUT',
    url: `/api/academy/activities/${activityId}/project`,
    payload: { version, diagram, code: 'import board\nprint("hola")' },
  });

describe('template editing', () => {
  it('saves the starter project and the generated guide’s, answering the guide with its new version', async () => {
    const course = await createCourse(world, { isPublished: true });
    const activity = firstActivityOf(course);
    const response = await saveTemplate(activity.id, 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: activity.idStart,
      version: 2,
      isPublished: true,
      project: { code: 'import board\nprint("hola")', diagram: { parts: [{ id: 'led1' }], wires: [] } },
    });
    // The guide the template editor opens next carries the version to save from.
    const reopened = await call(world.t, world.superAdmin, {
      url: `/api/academy/activities/${activity.id}/guide`,
    });
    expect(reopened.json()).toMatchObject({ version: 2, project: { code: 'import board\nprint("hola")' } });
    const [practical] = await world.t.database.db
      .select()
      .from(practicalGuides)
      .where(eq(practicalGuides.id, `starter_${activity.idStart}`));
    expect(practical?.code).toBe('import board\nprint("hola")');
    expect(practical?.project.components).toEqual([expect.objectContaining({ id: 'led1' })]);
  });

  it('refuses a stale version with 409 and keeps what was saved', async () => {
    const course = await createCourse(world);
    const activity = firstActivityOf(course);
    expect((await saveTemplate(activity.id, 1)).statusCode).toBe(200);
    const stale = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/academy/activities/${activity.id}/project`,
      payload: { version: 1, diagram: { parts: [], wires: [] }, code: 'print("viejo")' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'GUIDE_VERSION_CONFLICT' },
      current: { version: 2 },
    });
    const [starter] = await world.t.database.db
      .select()
      .from(starterGuides)
      .where(eq(starterGuides.id, activity.idStart));
    expect(starter?.project.code).toBe('import board\nprint("hola")');
  });

  it('answers 404 for an unknown activity and 403 to whoever does not manage the course', async () => {
    const unknown = await saveTemplate('activity_nada', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ACTIVITY_NOT_FOUND');
    const course = await createCourse(world);
    const before = await snapshotOf(world, course.id);
    for (const caller of [world.student, world.southAdmin]) {
      expect((await saveTemplate(firstActivityOf(course).id, 1, caller)).statusCode).toBe(403);
    }
    expect(await snapshotOf(world, course.id)).toEqual(before);
  });
});

const courseEvents = (text: string) =>
  eventsOf(text)
    .map((event) => event.data as { type: string; id?: string })
    .filter((event) => event.type === 'course.changed');

describe("a template's view (issue 30)", () => {
  it('is saved into the starter project and the generated guide, and survives a save of the course', async () => {
    const course = await createCourse(world, { isPublished: true });
    const activity = firstActivityOf(course);
    const saved = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/academy/activities/${activity.id}/project`,
      payload: { version: 1, diagram, code: 'import time', view: 'blocks' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().project).toMatchObject({ view: 'blocks', code: 'import time' });
    const guide = await call(world.t, world.superAdmin, {
      url: `/api/academy/activities/${activity.id}/guide`,
    });
    expect(guide.json().project.view).toBe('blocks');
    const practicalView = async () =>
      (
        await world.t.database.db
          .select()
          .from(practicalGuides)
          .where(eq(practicalGuides.id, `starter_${activity.idStart}`))
      )[0]?.project.view;
    expect(await practicalView()).toBe('blocks');

    // A save of the course that changes the activity's code keeps the view template editing chose.
    const current = (await call(world.t, world.superAdmin, { url: `/api/courses/${course.id}` })).json();
    const content = structuredClone(current.content);
    content.modules[0].lessons[0].classActivities[0].code = 'print("otro")';
    const resaved = await call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      payload: {
        name: current.name,
        description: current.description,
        institution: current.institution,
        isPublished: current.isPublished,
        version: current.version,
        content,
      },
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const [starter] = await world.t.database.db
      .select()
      .from(starterGuides)
      .where(eq(starterGuides.id, activity.idStart));
    expect(starter?.project).toMatchObject({ code: 'print("otro")', view: 'blocks' });
    expect(await practicalView()).toBe('blocks');
  });
});

describe('course changes, live', () => {
  it('reach students when a course is published; drafts are news for its managers only', async () => {
    const listen = (caller: Caller) =>
      injectStream(world.t.app, { method: 'GET', url: '/api/events', headers: { cookie: caller.cookie } });
    const student = await listen(world.student);
    const north = await listen(world.northAdmin);
    const south = await listen(world.southAdmin);
    try {
      const course = await createCourse(world);
      const published = await call(world.t, world.superAdmin, {
        method: 'PUT',
        url: `/api/courses/${course.id}/publication`,
        payload: { isPublished: true, version: 1 },
      });
      expect(published.statusCode).toBe(200);
      // Events arrive in order: once everyone has the marker, everything before it has arrived.
      const marker = await createCourse(world, { isPublished: true, name: 'Marcador' });
      const hasMarker = (text: string) => courseEvents(text).some((e) => e.id === marker.id);
      await Promise.all([north.until(hasMarker), student.until(hasMarker), south.until(hasMarker)]);
      const about = (text: string) => courseEvents(text).filter((e) => e.id === course.id);
      expect(about(north.text())).toHaveLength(2);
      // The draft's creation reached neither the student nor another institution's admin.
      expect(about(student.text())).toHaveLength(1);
      expect(about(south.text())).toHaveLength(1);
    } finally {
      student.close();
      north.close();
      south.close();
    }
  });
});

describe("the course form's code field", () => {
  const saveCourse = (course: CourseDetail, content: CourseDetail['content'], name = course.name) =>
    call(world.t, world.superAdmin, {
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      payload: {
        name,
        description: course.description,
        institution: course.institution,
        isPublished: course.isPublished,
        version: course.version,
        content,
      },
    });
  const withFirstCode = (course: CourseDetail, code: string): CourseDetail['content'] => ({
    modules: course.content.modules.map((module, index) =>
      index > 0
        ? module
        : {
            ...module,
            lessons: module.lessons.map((lesson) => ({
              ...lesson,
              classActivities: lesson.classActivities.map((a, i) => (i === 0 ? { ...a, code } : a)),
            })),
          },
    ),
  });
  const starterOf = async (idStart: string) =>
    (await world.t.database.db.select().from(starterGuides).where(eq(starterGuides.id, idStart)))[0];

  it('reaches the starter project when changed, and never overwrites template editing when not', async () => {
    const course = await createCourse(world, { isPublished: true });
    const activity = firstActivityOf(course);
    const changed = await saveCourse(course, withFirstCode(course, 'print("nuevo")'));
    expect(changed.statusCode, changed.body).toBe(200);
    const starter = await starterOf(activity.idStart);
    expect(starter?.project.code).toBe('print("nuevo")');
    expect(starter?.version).toBe(2);
    const [practical] = await world.t.database.db
      .select()
      .from(practicalGuides)
      .where(eq(practicalGuides.id, `starter_${activity.idStart}`));
    expect(practical?.code).toBe('print("nuevo")');

    // Template editing saves its own code; a later save of the course that leaves the form's
    // code as it was (a rename) keeps the template's.
    expect((await saveTemplate(activity.id, 2)).statusCode).toBe(200);
    const saved: CourseDetail = changed.json();
    const renamed = await saveCourse(saved, saved.content, 'Electrónica básica II');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await starterOf(activity.idStart))?.project.code).toBe('import board\nprint("hola")');
  });
});
