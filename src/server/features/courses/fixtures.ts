import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { CourseDetail } from '../../../domain/academy.ts';
import { type CourseActivity, newActivity } from '../../../domain/course-content.ts';
import {
  guideCategories,
  institutionAdmins,
  institutionCourses,
  institutions,
  practicalGuides,
  starterGuides,
  superAdmins,
} from '../../db/schema/index.ts';

/** Builders for the course-management tests: people, institutions and course bodies. */

export const NORTH = 'Colegio Norte';
export const SOUTH = 'Colegio Sur';

export interface CourseWorld {
  t: TestApp;
  superAdmin: Caller;
  northAdmin: Caller;
  southAdmin: Caller;
  student: Caller;
  institutionIds: Record<string, string>;
}

export const buildCourseWorld = async (): Promise<CourseWorld> => {
  const t = await buildTestApp();
  const { db } = t.database;
  const [superAdmin, northAdmin, southAdmin, student] = [
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
  ];
  await db.insert(superAdmins).values({ userId: superAdmin.id });
  await db.insert(guideCategories).values({ value: 'robotics', text: 'Robótica', name: 'Robótica' });
  const rows = await db
    .insert(institutions)
    .values([{ name: NORTH }, { name: SOUTH }])
    .returning({ id: institutions.id, name: institutions.name });
  const institutionIds = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  await db.insert(institutionAdmins).values([
    { institutionId: institutionIds[NORTH] as string, userId: northAdmin.id },
    { institutionId: institutionIds[SOUTH] as string, userId: southAdmin.id },
  ]);
  return { t, superAdmin, northAdmin, southAdmin, student, institutionIds };
};

let made = 0;
/** An activity as the course form sends it: generated ids, the §5 required texts. */
export const activity = (fields: Partial<CourseActivity> = {}): CourseActivity => {
  made += 1;
  return newActivity(`t${made}-${Date.now()}`, {
    name: `Actividad ${made}`,
    InitialProjectDescription: 'Un LED que parpadea',
    introductionText: 'Hoy encendemos un LED',
    ...fields,
  });
};

export const moduleOf = (
  name: string,
  classActivities: CourseActivity[],
  homeActivities: CourseActivity[] = [],
) => ({
  number: '0',
  name,
  lessons: [{ classActivities, homeActivities }],
});

export const courseBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Electrónica básica',
  description: 'Primeros circuitos con la Pico',
  institution: NORTH,
  content: { modules: [moduleOf('Luces', [activity(), activity()], [activity()])] },
  ...overrides,
});

export const createCourse = async (
  world: CourseWorld,
  overrides: Record<string, unknown> = {},
  caller = world.superAdmin,
): Promise<CourseDetail> => {
  const response = await call(world.t, caller, {
    method: 'POST',
    url: '/api/courses',
    payload: courseBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

/** Everything the database holds about a course, to compare before and after a refused call. */
export const snapshotOf = async (world: CourseWorld, courseId: string) => {
  const { db } = world.t.database;
  const course = await world.t.app.inject({
    url: `/api/courses/${courseId}`,
    headers: { cookie: world.superAdmin.cookie },
  });
  return {
    course: course.statusCode === 200 ? course.json() : course.statusCode,
    starters: await db
      .select({ id: starterGuides.id, project: starterGuides.project, version: starterGuides.version })
      .from(starterGuides)
      .where(eq(starterGuides.courseId, courseId))
      .orderBy(starterGuides.id),
    practical: await db
      .select({
        id: practicalGuides.id,
        isPublished: practicalGuides.isPublished,
        name: practicalGuides.name,
      })
      .from(practicalGuides)
      .where(eq(practicalGuides.courseId, courseId))
      .orderBy(practicalGuides.id),
    links: await db
      .select({ institutionId: institutionCourses.institutionId })
      .from(institutionCourses)
      .where(eq(institutionCourses.courseId, courseId)),
  };
};
