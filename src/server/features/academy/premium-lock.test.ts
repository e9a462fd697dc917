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
 * Spec §2, §6: no call hands a premium activity's content (guide, starter project, steps) to a
 * user without access, whichever door it knocks on; the people the course is for get it all.
 */

let t: TestApp;
const people = {} as Record<
  'outsider' | 'enrolled' | 'groupMentor' | 'courseMentor' | 'admin' | 'otherAdmin' | 'superAdmin',
  Caller
>;
let premiumGuide: string;
let freeGuide: string;
const PREMIUM_ACTIVITY = 'activity_secreta';

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  for (const name of [
    'outsider',
    'enrolled',
    'groupMentor',
    'courseMentor',
    'admin',
    'otherAdmin',
    'superAdmin',
  ] as const)
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

  const secret = activityOf(PREMIUM_ACTIVITY, { name: 'Servo secreto', code: 'print("secreto")' });
  await insertCourse(
    db,
    {
      id: 'course_premium',
      name: 'Robótica',
      modality: 'premium',
      institution: 'Colegio Norte',
      isPublished: true,
      mentorId: people.courseMentor.id,
    },
    [secret],
  );
  premiumGuide = await insertGeneratedGuide(db, 'course_premium', secret);
  await insertGroup(db, 'course_premium', {
    mentorId: people.groupMentor.id,
    studentIds: [people.enrolled.id],
  });
  const open = activityOf('activity_abierta', { name: 'Parpadeo' });
  await insertCourse(db, { id: 'course_free', name: 'Básico', isPublished: true }, [open]);
  freeGuide = await insertGeneratedGuide(db, 'course_free', open);
  // Another premium course's group: being enrolled there opens nothing here.
  await insertCourse(db, { id: 'course_other', name: 'Otro', modality: 'premium', isPublished: true });
  await insertGroup(db, 'course_other', { studentIds: [people.outsider.id] });
});
afterAll(() => t.close());

const get = (caller: Caller, url: string) => call(t, caller, { method: 'GET', url });
const post = (caller: Caller, url: string) => call(t, caller, { method: 'POST', url });
const idsOf = (items: { id: string }[]) => items.map((item) => item.id);
const projectCount = async (caller: Caller) =>
  (await t.database.db.select().from(projectPermissions).where(eq(projectPermissions.userId, caller.id)))
    .length;

const expectLocked = (
  response: { statusCode: number; json(): { error: { code: string } } },
  what: string,
) => {
  expect(response.statusCode, what).toBe(403);
  expect(response.json().error.code, what).toBe('COURSE_LOCKED');
};

describe('a premium course, for someone it is not for', () => {
  for (const who of ['outsider', 'otherAdmin'] as const) {
    it(`${who}: the view shows the modules and no activity`, async () => {
      const view = courseViewSchema.parse(
        (await get(people[who], '/api/academy/courses/course_premium')).json(),
      );
      expect(view.hasAccess).toBe(false);
      expect(view.modules.map((m) => m.name)).toEqual(['Primeros pasos']);
      expect(view.modules.flatMap((m) => [...m.classActivities, ...m.homeActivities])).toEqual([]);
      expect(JSON.stringify(view)).not.toContain(PREMIUM_ACTIVITY);
      const { premium } = (await get(people[who], '/api/academy/courses')).json();
      const access = Object.fromEntries(
        premium.map((c: { id: string; hasAccess: boolean }) => [c.id, c.hasAccess]),
      );
      // The outsider studies the other premium course: access is per course.
      expect(access).toEqual({ course_premium: false, course_other: who === 'outsider' });
    });

    it(`${who}: the activity's guide and starter project are refused, and nothing is made`, async () => {
      const before = await projectCount(people[who]);
      expectLocked(await get(people[who], `/api/academy/activities/${PREMIUM_ACTIVITY}/guide`), 'guide');
      expectLocked(
        await post(people[who], `/api/academy/activities/${PREMIUM_ACTIVITY}/projects`),
        'projects',
      );
      expect(await projectCount(people[who])).toBe(before);
    });

    it(`${who}: the generated practical guide is left out of lists and refused by id`, async () => {
      const page = (await get(people[who], '/api/guides')).json();
      expect(idsOf(page.items)).toEqual([freeGuide]);
      const batch = (await get(people[who], `/api/guides/batch?ids=${premiumGuide},${freeGuide}`)).json();
      expect(idsOf(batch)).toEqual([freeGuide]);
      const before = await projectCount(people[who]);
      expectLocked(await get(people[who], `/api/guides/${premiumGuide}`), 'guide by id');
      expectLocked(await post(people[who], `/api/guides/${premiumGuide}/projects`), 'make it mine');
      expect(await projectCount(people[who])).toBe(before);
      const categories = (await get(people[who], '/api/guide-categories')).json();
      expect(categories).toEqual([expect.objectContaining({ value: 'robotics', guideCount: 1 })]);
    });
  }

  it('still finds the course of the activity, so course/{activityId} can show the lock', async () => {
    const response = await get(people.outsider, `/api/academy/activities/${PREMIUM_ACTIVITY}/course`);
    expect(response.json()).toEqual({ courseId: 'course_premium' });
  });
});

describe('a premium course, for the people it is for', () => {
  for (const who of ['enrolled', 'groupMentor', 'courseMentor', 'admin', 'superAdmin'] as const) {
    it(`${who}: every door opens`, async () => {
      const view = courseViewSchema.parse(
        (await get(people[who], '/api/academy/courses/course_premium')).json(),
      );
      expect(view.hasAccess).toBe(true);
      const { premium } = (await get(people[who], '/api/academy/courses')).json();
      expect(premium.find((c: { id: string }) => c.id === 'course_premium')?.hasAccess).toBe(true);
      expect(view.modules[0]?.classActivities.map((a) => a.id)).toEqual([PREMIUM_ACTIVITY]);
      const guide = await get(people[who], `/api/academy/activities/${PREMIUM_ACTIVITY}/guide`);
      expect(guide.statusCode, guide.body).toBe(200);
      expect(guide.json().project.code).toBe('print("secreto")');
      expect(
        (await post(people[who], `/api/academy/activities/${PREMIUM_ACTIVITY}/projects`)).statusCode,
      ).toBe(201);
      const page = (await get(people[who], '/api/guides')).json();
      expect(idsOf(page.items).sort()).toEqual([freeGuide, premiumGuide].sort());
      const batch = (await get(people[who], `/api/guides/batch?ids=${premiumGuide}`)).json();
      expect(idsOf(batch)).toEqual([premiumGuide]);
      expect((await get(people[who], `/api/guides/${premiumGuide}`)).statusCode).toBe(200);
      expect((await post(people[who], `/api/guides/${premiumGuide}/projects`)).statusCode).toBe(201);
    });
  }
});
