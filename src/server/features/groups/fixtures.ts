import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signUp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { AddStudentsReport, GroupDetail } from '../../../domain/groups.ts';
import { institutionMentors, users } from '../../db/schema/index.ts';
import { activityOf, insertCourse } from '../academy/fixtures.ts';
import { buildCourseWorld, type CourseWorld, NORTH, SOUTH } from '../courses/fixtures.ts';

/** Builders for the groups' server tests: two institutions, their courses, tutors and students. */

export interface GroupWorld extends CourseWorld {
  northCourse: string;
  southCourse: string;
  /** A tutor listed by the north institution. */
  northTutor: Caller;
  /** A tutor listed by the south institution. */
  southTutor: Caller;
  students: Caller[];
}

let made = 0;
export const newCourse = async (world: CourseWorld, institution: string) => {
  made += 1;
  const id = `course_groups_${made}`;
  await insertCourse(
    world.t.database.db,
    { id, name: `Curso ${made} ${institution}`, institution, isPublished: true },
    [activityOf(`activity_groups_${made}`)],
  );
  return id;
};

export const buildGroupWorld = async (): Promise<GroupWorld> => {
  const world = await buildCourseWorld();
  const { db } = world.t.database;
  const tutorOf = async (institution: string, name: string) => {
    const tutor = await signUp(world.t.app, { name });
    await db.update(users).set({ role: 'tutor' }).where(eq(users.id, tutor.id));
    const institutionId = world.institutionIds[institution] as string;
    await db.insert(institutionMentors).values({ institutionId, userId: tutor.id, name });
    return tutor;
  };
  const students = [];
  for (const name of ['Ana Pérez', 'Bruno Díaz', 'Carla Ñúñez'])
    students.push(await signUp(world.t.app, { name }));
  return {
    ...world,
    northCourse: await newCourse(world, NORTH),
    southCourse: await newCourse(world, SOUTH),
    northTutor: await tutorOf(NORTH, 'Tutora Norte'),
    southTutor: await tutorOf(SOUTH, 'Tutor Sur'),
    students,
  };
};

export const groupBody = (world: GroupWorld, overrides: Record<string, unknown> = {}) => ({
  name: '3.º A',
  schedule: 'Lunes 10:00',
  courseId: world.northCourse,
  mentorId: world.northTutor.id,
  ...overrides,
});

export const createGroup = async (
  world: GroupWorld,
  overrides: Record<string, unknown> = {},
  caller = world.superAdmin,
): Promise<GroupDetail> => {
  const response = await call(world.t, caller, {
    method: 'POST',
    url: '/api/groups',
    payload: groupBody(world, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

export const addByEmail = (world: GroupWorld, groupId: string, emails: string[], caller = world.superAdmin) =>
  call(world.t, caller, { method: 'POST', url: `/api/groups/${groupId}/students`, payload: { emails } });

/**
 * Puts `people` in the group the way a school does: added by e-mail, and those who are not yet the
 * institution's people (issue 27) accept the invitation it sent them. Answers the add's report.
 */
export const enrol = async (
  world: GroupWorld,
  groupId: string,
  people: Caller[],
  caller = world.superAdmin,
) => {
  const response = await addByEmail(
    world,
    groupId,
    people.map((person) => person.email),
    caller,
  );
  expect(response.statusCode, response.body).toBe(200);
  for (const person of people) {
    const mine = await call(world.t, person, { method: 'GET', url: '/api/me/invitations' });
    const invitation = (mine.json() as { id: string; group: { id: string } }[]).find(
      (one) => one.group.id === groupId,
    );
    if (!invitation) continue;
    const accepted = await call(world.t, person, {
      method: 'POST',
      url: `/api/me/invitations/${invitation.id}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return response.json() as AddStudentsReport;
};
