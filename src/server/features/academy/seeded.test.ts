import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesOf, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import { academyCoursesSchema, courseViewSchema } from '../../../domain/academy.ts';
import { guideSchema } from '../../../domain/guides.ts';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts.ts';
import { DEMO_COURSES, DEMO_SOUTH_COURSE, seedDemo } from '../../db/seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const signIn = async (account: { email: string; password: string }): Promise<Caller> => {
  const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: account });
  expect(response.statusCode).toBe(200);
  return { cookie: cookiesOf(response), id: response.json().user.id, email: account.email };
};

const [basics, robotics, weather] = DEMO_COURSES;

describe('the demo academy', () => {
  it('shows the demo student the published courses, and locks the premium one (nobody is enrolled)', async () => {
    const student = await signIn(DEMO_ACCOUNTS.student);
    const courses = academyCoursesSchema.parse(
      (await call(t, student, { url: '/api/academy/courses' })).json(),
    );
    // The academy lists every institution's published courses (spec §2): the second school's too.
    expect(courses.free.map((c) => c.id).sort()).toEqual([basics?.id, DEMO_SOUTH_COURSE.id].sort());
    expect(courses.premium.map((c) => [c.id, c.hasAccess])).toEqual([[robotics?.id, false]]);
    const view = courseViewSchema.parse(
      (await call(t, student, { url: `/api/academy/courses/${robotics?.id}` })).json(),
    );
    expect(view.modules.length).toBeGreaterThan(0);
    expect(view.modules.every((m) => m.classActivities.length + m.homeActivities.length === 0)).toBe(true);
    const activity = robotics?.modules[0]?.lessons[0]?.classActivities[0];
    const guide = await call(t, student, { url: `/api/academy/activities/${activity?.id}/guide` });
    expect(guide.statusCode).toBe(403);
    expect((await call(t, student, { url: `/api/academy/courses/${weather?.id}` })).statusCode).toBe(404);
  });

  it("serves every activity's guide of the free course in the guide shape", async () => {
    const student = await signIn(DEMO_ACCOUNTS.student);
    const view = courseViewSchema.parse(
      (await call(t, student, { url: `/api/academy/courses/${basics?.id}` })).json(),
    );
    const activities = view.modules.flatMap((m) => [...m.classActivities, ...m.homeActivities]);
    expect(activities.length).toBeGreaterThan(0);
    for (const activity of activities) {
      const response = await call(t, student, { url: `/api/academy/activities/${activity.id}/guide` });
      expect(response.statusCode, response.body).toBe(200);
      const guide = guideSchema.parse(response.json());
      expect(guide.id).toBe(activity.idStart);
      expect(guide.steps.length).toBeGreaterThan(0);
      const course = await call(t, student, { url: `/api/academy/activities/${activity.id}/course` });
      expect(course.json()).toEqual({ courseId: basics?.id });
    }
  });

  it("opens the premium course to its institution's admin", async () => {
    const admin = await signIn(DEMO_ACCOUNTS.institutionAdmin);
    const view = courseViewSchema.parse(
      (await call(t, admin, { url: `/api/academy/courses/${robotics?.id}` })).json(),
    );
    expect(view.hasAccess).toBe(true);
    expect(view.modules.flatMap((m) => m.classActivities).length).toBeGreaterThan(0);
  });
});
