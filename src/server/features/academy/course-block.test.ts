import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import { courseViewSchema } from '../../../domain/academy.ts';
import {
  guideCategories,
  institutionAdmins,
  institutions,
  projectPermissions,
  superAdmins,
} from '../../db/schema/index.ts';
import { activityOf, insertCourse, insertGeneratedGuide, insertGroup } from './fixtures.ts';

/**
 * Spec §4 course lock: a locked course stays listed, and its activities (guide, starter project,
 * the practical guide it generated) are closed to everyone who cannot manage it, with 403
 * COURSE_BLOCKED, until its manager unlocks it. Its managers still open everything.
 */

let t: TestApp;
const people = {} as Record<'student' | 'courseMentor' | 'admin' | 'otherAdmin' | 'superAdmin', Caller>;
let lockedGuide: string;
let freeGuide: string;
const ACTIVITY = 'activity_cerrada';
const COURSE = 'course_cerrado';

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  for (const name of ['student', 'courseMentor', 'admin', 'otherAdmin', 'superAdmin'] as const)
    people[name] = await signUp(t.app);
  const [norte, sur] = await db
    .insert(institutions)
    .values([{ name: 'Colegio Norte' }, { name: 'Colegio Sur' }])
    .returning({ id: institutions.id });
  if (!norte || !sur) throw new Error('institutions');
  await db.insert(institutionAdmins).values([
    { institutionId: norte.id, userId: people.admin.id },
    { institutionId: sur.id, userId: people.otherAdmin.id },
  ]);
  await db.insert(superAdmins).values({ userId: people.superAdmin.id });
  await db.insert(guideCategories).values({ value: 'robotics', text: 'Robótica', name: 'Robótica' });
  const closed = activityOf(ACTIVITY, { name: 'Semáforo', code: 'print("cerrado")' });
  await insertCourse(
    db,
    {
      id: COURSE,
      name: 'Electrónica básica',
      description: 'Un curso gratuito',
      institution: 'Colegio Norte',
      isPublished: true,
      mentorId: people.courseMentor.id,
    },
    [closed],
  );
  lockedGuide = await insertGeneratedGuide(db, COURSE, closed);
  // Being enrolled does not open a locked course either.
  await insertGroup(db, COURSE, { studentIds: [people.student.id] });
  const open = activityOf('activity_abierta', { name: 'Parpadeo' });
  await insertCourse(db, { id: 'course_abierto', name: 'Otro', isPublished: true }, [open]);
  freeGuide = await insertGeneratedGuide(db, 'course_abierto', open);
});
afterAll(() => t.close());

const get = (caller: Caller, url: string) => call(t, caller, { method: 'GET', url });
const post = (caller: Caller, url: string) => call(t, caller, { method: 'POST', url });
const idsOf = (items: { id: string }[]) => items.map((item) => item.id);
const projectCount = async (caller: Caller) =>
  (await t.database.db.select().from(projectPermissions).where(eq(projectPermissions.userId, caller.id)))
    .length;

/** The course's manager locks or unlocks it through course management, as the web does. */
const setBlock = async (block: boolean) => {
  const detail = (await get(people.admin, `/api/courses/${COURSE}`)).json();
  const { name, description, version } = detail;
  const saved = await call(t, people.admin, {
    method: 'PUT',
    url: `/api/courses/${COURSE}`,
    payload: { name, description, version, block },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().block).toBe(block);
};

type Answer = { statusCode: number; body: string; json(): { error: { code: string } } };
const expectBlocked = (response: Answer, what: string) => {
  expect(response.statusCode, what).toBe(403);
  expect(response.json().error.code, what).toBe('COURSE_BLOCKED');
};

/** Every door to the course's content opens for `caller`. */
const expectAllOpen = async (caller: Caller) => {
  const view = courseViewSchema.parse((await get(caller, `/api/academy/courses/${COURSE}`)).json());
  expect(view.hasAccess).toBe(true);
  expect(view.modules[0]?.classActivities.map((a) => a.id)).toEqual([ACTIVITY]);
  const guide = await get(caller, `/api/academy/activities/${ACTIVITY}/guide`);
  expect(guide.statusCode, guide.body).toBe(200);
  expect(guide.json().project.code).toBe('print("cerrado")');
  expect((await post(caller, `/api/academy/activities/${ACTIVITY}/projects`)).statusCode).toBe(201);
  expect(idsOf((await get(caller, '/api/guides')).json().items).sort()).toEqual(
    [freeGuide, lockedGuide].sort(),
  );
  expect(idsOf((await get(caller, `/api/guides/batch?ids=${lockedGuide}`)).json())).toEqual([lockedGuide]);
  expect((await get(caller, `/api/guides/${lockedGuide}`)).statusCode).toBe(200);
  expect((await post(caller, `/api/guides/${lockedGuide}/projects`)).statusCode).toBe(201);
};

describe('a locked free course', () => {
  beforeAll(() => setBlock(true));

  for (const who of ['student', 'courseMentor', 'otherAdmin'] as const) {
    it(`${who}: stays listed as locked, its view has no activity`, async () => {
      const { free } = (await get(people[who], '/api/academy/courses')).json();
      const card = free.find((c: { id: string }) => c.id === COURSE);
      expect(card).toMatchObject({ block: true, hasAccess: false });
      const view = courseViewSchema.parse((await get(people[who], `/api/academy/courses/${COURSE}`)).json());
      expect(view).toMatchObject({ block: true, hasAccess: false });
      expect(view.modules.map((m) => m.name)).toEqual(['Primeros pasos']);
      expect(JSON.stringify(view.modules)).not.toContain(ACTIVITY);
    });

    it(`${who}: its activity and generated guide are refused with COURSE_BLOCKED, nothing is made`, async () => {
      const before = await projectCount(people[who]);
      expectBlocked(await get(people[who], `/api/academy/activities/${ACTIVITY}/guide`), 'guide');
      expectBlocked(await post(people[who], `/api/academy/activities/${ACTIVITY}/projects`), 'projects');
      expect(idsOf((await get(people[who], '/api/guides')).json().items)).toEqual([freeGuide]);
      const batch = (await get(people[who], `/api/guides/batch?ids=${lockedGuide},${freeGuide}`)).json();
      expect(idsOf(batch)).toEqual([freeGuide]);
      expectBlocked(await get(people[who], `/api/guides/${lockedGuide}`), 'guide by id');
      expectBlocked(await post(people[who], `/api/guides/${lockedGuide}/projects`), 'make it mine');
      expect(await projectCount(people[who])).toBe(before);
    });
  }

  it('still finds the course of the activity, so template/{activityId} can explain', async () => {
    const response = await get(people.student, `/api/academy/activities/${ACTIVITY}/course`);
    expect(response.json()).toEqual({ courseId: COURSE });
  });

  for (const who of ['admin', 'superAdmin'] as const)
    it(`${who}, who manages it: every door still opens`, () => expectAllOpen(people[who]));
});

describe('a course unlocked again', () => {
  beforeAll(() => setBlock(false));

  for (const who of ['student', 'courseMentor', 'otherAdmin'] as const)
    it(`${who}: every door opens again`, () => expectAllOpen(people[who]));
});
