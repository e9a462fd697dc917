import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { CourseListPage } from '../../../domain/academy.ts';
import type { InstitutionStudent } from '../../../domain/backoffice.ts';
import type { GroupListPage, GroupOptions } from '../../../domain/groups.ts';
import { courses, groupStudents, groups, institutionAdmins, submissions } from '../../db/schema/index.ts';
import { courseBody, NORTH, SOUTH } from '../courses/fixtures.ts';
import {
  addByEmail,
  buildGroupWorld,
  createGroup,
  enrol,
  type GroupWorld,
  groupBody,
} from '../groups/fixtures.ts';

/**
 * The Backoffice's institution scope (spec §2 institution-scoped screens, §6): the lists narrowed
 * to one institution by id, the writes checked on the target's institution, and the student page.
 */

let world: GroupWorld;
/** Admin of both the north and the south institution. */
let bothAdmin: Caller;
let north: string;
let south: string;
let northGroup: string;
let southGroup: string;

beforeAll(async () => {
  world = await buildGroupWorld();
  north = world.institutionIds[NORTH] as string;
  south = world.institutionIds[SOUTH] as string;
  bothAdmin = await signUp(world.t.app, { name: 'Admin de Dos' });
  await db()
    .insert(institutionAdmins)
    .values([
      { institutionId: north, userId: bothAdmin.id },
      { institutionId: south, userId: bothAdmin.id },
    ]);
  northGroup = (await createGroup(world, { name: 'Norte 1' })).id;
  southGroup = (
    await createGroup(world, { name: 'Sur 1', courseId: world.southCourse, mentorId: world.southTutor.id })
  ).id;
});
afterAll(() => world.t.close());

const db = () => world.t.database.db;
const get = (url: string, caller: Caller) => call(world.t, caller, { method: 'GET', url });
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string } }).error.code;
const scoped = (path: string, institutionId: string) => `${path}?${new URLSearchParams({ institutionId })}`;

/** Every table a refused write could touch, to compare before and after. */
const snapshot = async () => ({
  groups: await db().select().from(groups).orderBy(groups.id),
  students: await db().select().from(groupStudents).orderBy(groupStudents.groupId, groupStudents.userId),
  courses: (await db().select().from(courses).orderBy(courses.id)).map(({ updatedAt, ...row }) => ({
    ...row,
    updatedAt: updatedAt.toISOString(),
  })),
});

const groupNames = async (caller: Caller, institutionId: string) => {
  const response = await get(scoped('/api/groups', institutionId), caller);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as GroupListPage).items.map((group) => group.course.id);
};

describe('the management lists narrowed to one institution', () => {
  it("shows an institution admin their institution's groups, courses and options only", async () => {
    expect(new Set(await groupNames(world.northAdmin, north))).toEqual(new Set([world.northCourse]));
    const options = (
      await get(scoped('/api/groups/options', north), world.northAdmin)
    ).json() as GroupOptions;
    expect(options.courses.map((c) => c.id)).toEqual([world.northCourse]);
    expect(options.mentors.map((m) => m.id)).toEqual([world.northTutor.id]);
    const list = (await get(scoped('/api/courses', north), world.northAdmin)).json() as CourseListPage;
    expect(new Set(list.items.map((course) => course.institution))).toEqual(new Set([NORTH]));
    const institutions = await get(scoped('/api/courses/institutions', north), world.northAdmin);
    expect(institutions.json()).toEqual([{ id: north, name: NORTH }]);
  });

  it.each(['/api/groups', '/api/groups/options', '/api/courses', '/api/courses/institutions'])(
    "%s refuses another institution's id (403) and an unknown one (404)",
    async (path) => {
      const foreign = await get(scoped(path, south), world.northAdmin);
      expect([foreign.statusCode, errorOf(foreign)]).toEqual([403, 'NOT_INSTITUTION_ADMIN']);
      const unknown = await get(scoped(path, 'no-such-institution'), world.northAdmin);
      expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, 'INSTITUTION_NOT_FOUND']);
      const student = await get(scoped(path, north), world.student);
      expect(student.statusCode).toBe(403);
    },
  );

  it('shows an admin of two institutions each one when switched, and a super admin any', async () => {
    for (const caller of [bothAdmin, world.superAdmin]) {
      expect(new Set(await groupNames(caller, north))).toEqual(new Set([world.northCourse]));
      expect(new Set(await groupNames(caller, south))).toEqual(new Set([world.southCourse]));
      const options = (await get(scoped('/api/groups/options', south), caller)).json() as GroupOptions;
      expect(options.courses.map((c) => c.id)).toEqual([world.southCourse]);
      expect(options.mentors.map((m) => m.id)).toEqual([world.southTutor.id]);
    }
    const all = (await get('/api/groups', bothAdmin)).json() as GroupListPage;
    expect(new Set(all.items.map((group) => group.course.id))).toEqual(
      new Set([world.northCourse, world.southCourse]),
    );
  });
});

describe("writes on another institution's things", () => {
  const refusedUnchanged = async (
    send: () => Promise<{ statusCode: number; body: string }>,
    status: number,
  ) => {
    const before = await snapshot();
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(await snapshot()).toEqual(before);
  };

  it('refuses the north admin the south course, mentor, group and students, and changes nothing', async () => {
    const admin = world.northAdmin;
    const post = (payload: object) => call(world.t, admin, { method: 'POST', url: '/api/groups', payload });
    await refusedUnchanged(() => post(groupBody(world, { courseId: world.southCourse })), 403);
    await refusedUnchanged(() => post(groupBody(world, { mentorId: world.southTutor.id })), 400);
    const patch = (payload: object) =>
      call(world.t, admin, { method: 'PATCH', url: `/api/groups/${northGroup}`, payload });
    await refusedUnchanged(() => patch({ courseId: world.southCourse }), 403);
    await refusedUnchanged(() => patch({ mentorId: world.southTutor.id }), 400);
    const students = world.students.map((s) => s.email);
    await refusedUnchanged(() => addByEmail(world, southGroup, students, admin), 403);
    await enrol(world, southGroup, world.students.slice(0, 1));
    await refusedUnchanged(
      () =>
        call(world.t, admin, {
          method: 'DELETE',
          url: `/api/groups/${southGroup}/students/${world.students[0]?.id}`,
        }),
      403,
    );
    await refusedUnchanged(
      () => call(world.t, admin, { method: 'DELETE', url: `/api/groups/${southGroup}` }),
      403,
    );
    await refusedUnchanged(
      () =>
        call(world.t, admin, {
          method: 'POST',
          url: '/api/courses',
          payload: courseBody({ name: 'Ajeno', institution: SOUTH }),
        }),
      403,
    );
    await refusedUnchanged(
      () =>
        call(world.t, admin, {
          method: 'PUT',
          url: `/api/courses/${world.southCourse}`,
          payload: { ...courseBody({ name: 'Tomado', institution: SOUTH }), version: 1 },
        }),
      403,
    );
  });

  it('lets an admin of two manage both, each with its own mentors', async () => {
    const inSouth = await createGroup(
      world,
      { name: 'Sur 2', courseId: world.southCourse, mentorId: world.southTutor.id },
      bothAdmin,
    );
    const inNorth = await createGroup(world, { name: 'Norte 2' }, bothAdmin);
    expect([inSouth.course.id, inNorth.course.id]).toEqual([world.southCourse, world.northCourse]);
    const lent = await call(world.t, bothAdmin, {
      method: 'PATCH',
      url: `/api/groups/${inNorth.id}`,
      payload: { mentorId: world.southTutor.id },
    });
    expect([lent.statusCode, errorOf(lent)]).toEqual([400, 'GROUP_MENTOR_INVALID']);
    const moved = await call(world.t, bothAdmin, {
      method: 'PATCH',
      url: `/api/groups/${inNorth.id}`,
      payload: { courseId: world.southCourse },
    });
    expect([moved.statusCode, errorOf(moved)]).toEqual([400, 'GROUP_MENTOR_INVALID']);
    for (const institution of [NORTH, SOUTH]) {
      const created = await call(world.t, bothAdmin, {
        method: 'POST',
        url: '/api/courses',
        payload: courseBody({ name: `De ${institution}`, institution }),
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  });
});

describe('GET /api/institutions/:id/students/:studentId', () => {
  let student: Caller;
  beforeAll(async () => {
    student = await signUp(world.t.app, { name: 'Estudiante Norte' });
    await enrol(world, northGroup, [student]);
    const activityId = 'activity_groups_1';
    await db()
      .insert(submissions)
      .values([
        { groupId: northGroup, activityId, studentId: student.id, status: 'calified', score: 8 },
        {
          groupId: northGroup,
          activityId: 'other_activity',
          studentId: student.id,
          status: 'calified',
          score: 5,
        },
        { groupId: northGroup, activityId: 'third_activity', studentId: student.id, status: 'sent' },
        { groupId: northGroup, activityId: 'fourth_activity', studentId: student.id, status: 'created' },
      ]);
  });
  const url = (institutionId: string, studentId = student.id) =>
    `/api/institutions/${institutionId}/students/${studentId}`;

  it("shows the institution's admins the student's groups in it with their progress", async () => {
    for (const caller of [world.northAdmin, bothAdmin, world.superAdmin]) {
      const response = await get(url(north), caller);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as InstitutionStudent;
      expect(body.institution).toEqual({ id: north, name: NORTH });
      expect(body.student).toMatchObject({ id: student.id, name: 'Estudiante Norte', email: student.email });
      expect(body.groups).toEqual([
        expect.objectContaining({
          id: northGroup,
          name: 'Norte 1',
          course: { id: world.northCourse, name: expect.any(String) },
          mentor: { id: world.northTutor.id, name: 'Tutora Norte' },
          activityCount: 1,
          sent: 3,
          graded: 2,
          average: 6.5,
        }),
      ]);
    }
  });

  it('refuses anyone else and answers 404 for a student in none of its groups', async () => {
    for (const caller of [world.southAdmin, student, world.northTutor]) {
      const refused = await get(url(north), caller);
      expect([refused.statusCode, errorOf(refused)]).toEqual([403, 'NOT_INSTITUTION_ADMIN']);
    }
    const elsewhere = await get(url(south), bothAdmin);
    expect([elsewhere.statusCode, errorOf(elsewhere)]).toEqual([404, 'STUDENT_NOT_IN_GROUP']);
    const nobody = await get(url(north, 'no-such-user'), world.northAdmin);
    expect(nobody.statusCode).toBe(404);
    const unknown = await get(url('no-such-institution'), world.northAdmin);
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, 'INSTITUTION_NOT_FOUND']);
  });

  it('shows no average before the first grade', async () => {
    const fresh = await signUp(world.t.app, { name: 'Sin Notas' });
    await enrol(world, northGroup, [fresh]);
    const body = (await get(url(north, fresh.id), world.northAdmin)).json() as InstitutionStudent;
    expect(body.groups[0]).toMatchObject({ sent: 0, graded: 0, average: null });
  });
});
