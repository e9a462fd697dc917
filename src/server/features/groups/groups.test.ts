import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../../../test/app.ts';
import { call, imageForm, storedKeys } from '../../../../test/http.ts';
import type { GroupDetail, GroupRow, MyGroup } from '../../../domain/groups.ts';
import { groupStudents, groups, projects, submissions } from '../../db/schema/index.ts';
import { addByEmail, buildGroupWorld, createGroup, enrol, type GroupWorld, groupBody } from './fixtures.ts';
import { deleteEach } from './projects.ts';

let world: GroupWorld;
beforeAll(async () => {
  world = await buildGroupWorld();
});
afterAll(() => world.t.close());

const db = () => world.t.database.db;
const get = (url: string, caller = world.superAdmin) => call(world.t, caller, { method: 'GET', url });
const patch = (id: string, payload: Record<string, unknown>, caller = world.superAdmin) =>
  call(world.t, caller, { method: 'PATCH', url: `/api/groups/${id}`, payload });
const rowOf = async (id: string) => (await db().select().from(groups).where(eq(groups.id, id)))[0];
const studentIdsIn = async (id: string) =>
  (await db().select().from(groupStudents).where(eq(groupStudents.groupId, id))).map((r) => r.userId).sort();
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string } }).error.code;

describe('creating a group', () => {
  it('starts with no activities, lastFloor 1 and the placeholder password', async () => {
    const group = await createGroup(world);
    expect(group).toMatchObject({
      name: '3.º A',
      schedule: 'Lunes 10:00',
      isRemote: true,
      course: { id: world.northCourse },
      mentor: { id: world.northTutor.id, name: 'Tutora Norte' },
      students: [],
    });
    const row = await rowOf(group.id);
    expect(row).toMatchObject({ lastFloor: 1, password: '{secret}', keyboardAccess: null });
    expect(await db().select().from(submissions).where(eq(submissions.groupId, group.id))).toEqual([]);
  });

  it.each(['name', 'schedule', 'courseId', 'mentorId'])('needs %s (spec §5 group form)', async (field) => {
    const missing = await call(world.t, world.superAdmin, {
      method: 'POST',
      url: '/api/groups',
      payload: { ...groupBody(world), [field]: undefined },
    });
    expect(missing.statusCode).toBe(400);
    const blank = await call(world.t, world.superAdmin, {
      method: 'POST',
      url: '/api/groups',
      payload: { ...groupBody(world), [field]: '   ' },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses an unknown course with its message and a mentor who is no tutor', async () => {
    const course = await call(world.t, world.superAdmin, {
      method: 'POST',
      url: '/api/groups',
      payload: groupBody(world, { courseId: 'no-such-course' }),
    });
    expect([course.statusCode, errorOf(course)]).toEqual([404, 'COURSE_NOT_FOUND']);
    const mentor = await call(world.t, world.superAdmin, {
      method: 'POST',
      url: '/api/groups',
      payload: groupBody(world, { mentorId: world.student.id }),
    });
    expect([mentor.statusCode, errorOf(mentor)]).toEqual([400, 'GROUP_MENTOR_INVALID']);
  });

  it("lets an institution admin create groups of their institution's courses only", async () => {
    const own = await createGroup(world, {}, world.northAdmin);
    expect(own.course.id).toBe(world.northCourse);
    const before = await db().select({ id: groups.id }).from(groups);
    const foreign = await call(world.t, world.northAdmin, {
      method: 'POST',
      url: '/api/groups',
      payload: groupBody(world, { courseId: world.southCourse, mentorId: world.southTutor.id }),
    });
    expect(foreign.statusCode).toBe(403);
    const foreignMentor = await call(world.t, world.northAdmin, {
      method: 'POST',
      url: '/api/groups',
      payload: groupBody(world, { mentorId: world.southTutor.id }),
    });
    expect([foreignMentor.statusCode, errorOf(foreignMentor)]).toEqual([400, 'GROUP_MENTOR_INVALID']);
    expect(await db().select({ id: groups.id }).from(groups)).toHaveLength(before.length);
  });

  it('is refused to students and tutors whatever they send', async () => {
    for (const caller of [world.student, world.northTutor]) {
      const response = await call(world.t, caller, { method: 'POST', url: '/api/groups', payload: {} });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('the management table', () => {
  let north: GroupDetail;
  let south: GroupDetail;
  beforeAll(async () => {
    north = await createGroup(world, { name: 'Robótica Mañana' });
    south = await createGroup(world, {
      name: 'Robótica Tarde',
      courseId: world.southCourse,
      mentorId: world.southTutor.id,
    });
    await enrol(world, north.id, world.students.slice(0, 2));
  });
  const items = async (query: string, caller = world.superAdmin) => {
    const response = await get(`/api/groups${query}`, caller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as GroupRow[];
  };

  it('lists name, mentor, course, schedule and student count; filters by name in any case', async () => {
    const rows = await items('?name=ROBÓTICA');
    expect(rows.map((r) => r.name).sort()).toEqual(['Robótica Mañana', 'Robótica Tarde']);
    expect(rows.find((r) => r.id === north.id)).toMatchObject({
      schedule: 'Lunes 10:00',
      mentor: { id: world.northTutor.id, name: 'Tutora Norte' },
      course: { id: world.northCourse },
      studentCount: 2,
    });
  });

  it('filters by mentor and by course', async () => {
    expect((await items(`?name=rob&mentorId=${world.southTutor.id}`)).map((r) => r.id)).toEqual([south.id]);
    expect((await items(`?name=rob&courseId=${world.northCourse}`)).map((r) => r.id)).toEqual([north.id]);
  });

  it('shows an institution admin only the groups of their courses, whatever the filters', async () => {
    const rows = await items('', world.northAdmin);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.course.id === world.northCourse)).toBe(true);
    expect(await items(`?courseId=${world.southCourse}`, world.northAdmin)).toEqual([]);
  });

  it('pages with a cursor, without repeats', async () => {
    const first = (await get('/api/groups?limit=1')).json();
    expect(first.items).toHaveLength(1);
    const second = (await get(`/api/groups?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await get('/api/groups?cursor=nonsense')).statusCode).toBe(400);
  });

  it('offers each admin the mentors and courses they may choose', async () => {
    const mine = (await get('/api/groups/options', world.northAdmin)).json();
    expect(mine.courses.map((c: { id: string }) => c.id)).toEqual([world.northCourse]);
    expect(mine.mentors.map((m: { id: string }) => m.id)).toEqual([world.northTutor.id]);
    const all = (await get('/api/groups/options')).json();
    expect(all.mentors.map((m: { id: string }) => m.id)).toEqual(
      expect.arrayContaining([world.northTutor.id, world.southTutor.id]),
    );
    expect(all.mentors.map((m: { id: string }) => m.id)).not.toContain(world.student.id);
  });

  it('is refused to people who manage no group', async () => {
    expect((await get('/api/groups', world.student)).statusCode).toBe(403);
    expect((await get('/api/groups/options', world.northTutor)).statusCode).toBe(403);
  });
});

describe('one group', () => {
  let group: GroupDetail;
  beforeAll(async () => {
    group = await createGroup(world);
    await enrol(world, group.id, world.students.slice(0, 1));
  });

  it('shows its students what it is, and its mentor and managers its students too', async () => {
    const asStudent = await get(`/api/groups/${group.id}`, world.students[0]);
    expect(asStudent.statusCode).toBe(200);
    expect(asStudent.json()).toMatchObject({ name: '3.º A', mentor: { id: world.northTutor.id } });
    expect(asStudent.json().students).toBeUndefined();
    for (const caller of [world.northTutor, world.northAdmin, world.superAdmin]) {
      const response = await get(`/api/groups/${group.id}`, caller);
      expect(response.json().students.map((s: { id: string }) => s.id)).toEqual([world.students[0]?.id]);
    }
  });

  it('is hidden from others: 403, and an unknown id says "Grupo no encontrado"', async () => {
    for (const caller of [world.students[1], world.southTutor, world.southAdmin]) {
      expect((await get(`/api/groups/${group.id}`, caller)).statusCode).toBe(403);
    }
    const missing = await get('/api/groups/no-such-group');
    expect([missing.statusCode, missing.json().error]).toEqual([
      404,
      { code: 'GROUP_NOT_FOUND', message: 'Grupo no encontrado' },
    ]);
  });

  it('is edited by its managers; another institution changes nothing', async () => {
    const renamed = await patch(group.id, { name: 'Renombrado', isRemote: false }, world.northAdmin);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renombrado', isRemote: false, schedule: 'Lunes 10:00' });
    const before = await rowOf(group.id);
    expect((await patch(group.id, { name: 'Ajeno' }, world.southAdmin)).statusCode).toBe(403);
    expect((await patch(group.id, { name: 'Tutor' }, world.northTutor)).statusCode).toBe(403);
    // An admin cannot take their group to a course of another institution either.
    expect((await patch(group.id, { courseId: world.southCourse }, world.northAdmin)).statusCode).toBe(403);
    expect(await rowOf(group.id)).toEqual(before);
  });

  it('changes its mentor to a tutor the admin may assign', async () => {
    const bad = await patch(group.id, { mentorId: world.southTutor.id }, world.northAdmin);
    expect(bad.statusCode).toBe(400);
    const blank = await patch(group.id, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect((await patch('no-such-group', { name: 'X' })).statusCode).toBe(404);
  });
});

describe("a group's students", () => {
  let group: GroupDetail;
  beforeAll(async () => {
    group = await createGroup(world);
  });
  const [ana, bruno, carla] = [0, 1, 2].map((i) => () => {
    const student = world.students[i];
    if (!student) throw new Error('missing student');
    return student;
  }) as [() => GroupWorld['student'], () => GroupWorld['student'], () => GroupWorld['student']];

  it("are added from a pasted list: the institution's own people at once, anyone else invited", async () => {
    // Ana and Bruno become the north school's people through another of its groups.
    await enrol(world, (await createGroup(world, { name: 'Taller' })).id, [ana(), bruno()]);
    const response = await addByEmail(world, group.id, [
      `  ${ana().email.toUpperCase()}\n${bruno().email}`,
      'nadie@example.test',
      carla().email,
      'not an address',
      'asiento-1@seat.invalid',
      ana().email,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.added.map((s: { id: string }) => s.id)).toEqual([ana().id, bruno().id]);
    expect(report.alreadyInGroup).toEqual([]);
    expect(report.invited).toBe(2);
    expect(report.invalid).toEqual(['not an address', 'asiento-1@seat.invalid']);
    expect(await studentIdsIn(group.id)).toEqual([ana().id, bruno().id].sort());
    const pending = (await get(`/api/groups/${group.id}/invitations`)).json() as { email: string }[];
    expect(pending.map((one) => one.email).sort()).toEqual([carla().email, 'nadie@example.test'].sort());
  });

  it('adding someone already there changes nothing', async () => {
    const before = await db().select().from(groupStudents).where(eq(groupStudents.groupId, group.id));
    const again = (await addByEmail(world, group.id, [ana().email])).json();
    expect(again).toEqual({
      added: [],
      alreadyInGroup: [{ id: ana().id, name: 'Ana Pérez', email: ana().email }],
      invited: 0,
      invalid: [],
    });
    expect(await db().select().from(groupStudents).where(eq(groupStudents.groupId, group.id))).toEqual(
      before,
    );
  });

  it('are filtered by name or e-mail in any case', async () => {
    const byName = await get(`/api/groups/${group.id}/students?q=BRUNO`);
    expect(byName.json().map((s: { id: string }) => s.id)).toEqual([bruno().id]);
    const byEmail = await get(`/api/groups/${group.id}/students?q=${ana().email.slice(0, 8).toUpperCase()}`);
    expect(byEmail.json().map((s: { id: string }) => s.id)).toContain(ana().id);
    expect((await get(`/api/groups/${group.id}/students?q=%25`)).json()).toEqual([]);
    expect((await get(`/api/groups/${group.id}/students`, world.northTutor)).statusCode).toBe(200);
    expect((await get(`/api/groups/${group.id}/students`, ana())).statusCode).toBe(403);
  });

  it('another institution neither adds nor removes anyone', async () => {
    expect((await addByEmail(world, group.id, [carla().email], world.southAdmin)).statusCode).toBe(403);
    const removal = await call(world.t, world.southAdmin, {
      method: 'DELETE',
      url: `/api/groups/${group.id}/students/${ana().id}`,
    });
    expect(removal.statusCode).toBe(403);
    expect(await studentIdsIn(group.id)).toEqual([ana().id, bruno().id].sort());
  });

  it('are removed one at a time; someone not there is a 404', async () => {
    const url = `/api/groups/${group.id}/students/${bruno().id}`;
    expect((await call(world.t, world.northAdmin, { method: 'DELETE', url })).statusCode).toBe(204);
    expect(await studentIdsIn(group.id)).toEqual([ana().id]);
    const again = await call(world.t, world.northAdmin, { method: 'DELETE', url });
    expect([again.statusCode, errorOf(again)]).toEqual([404, 'STUDENT_NOT_IN_GROUP']);
  });
});

describe("the caller's groups (GET /api/me/groups)", () => {
  it('lists a student their groups and a tutor the groups they lead, with course and mentor', async () => {
    const student = await signUp(world.t.app, { name: 'Dana' });
    const first = await createGroup(world, { schedule: 'Martes' });
    const second = await createGroup(world, {
      schedule: 'Jueves',
      mentorId: world.southTutor.id,
      courseId: world.southCourse,
    });
    await enrol(world, first.id, [student]);
    await enrol(world, second.id, [student]);
    const mine = (await get('/api/me/groups', student)).json() as MyGroup[];
    expect(mine.map((g) => [g.id, g.role])).toEqual(
      expect.arrayContaining([
        [first.id, 'student'],
        [second.id, 'student'],
      ]),
    );
    expect(mine).toHaveLength(2);
    expect(mine.find((g) => g.id === first.id)).toMatchObject({
      name: '3.º A',
      schedule: 'Martes',
      isRemote: true,
      course: { id: world.northCourse, imageUrl: null },
      mentor: { id: world.northTutor.id, name: 'Tutora Norte' },
    });
    const led = (await get('/api/me/groups', world.southTutor)).json() as MyGroup[];
    expect(led.map((g) => g.role)).toEqual(led.map(() => 'mentor'));
    expect(led.map((g) => g.id)).toContain(second.id);
    expect((await get('/api/me/groups', world.student)).json()).toEqual([]);
    expect((await call(world.t, null, { method: 'GET', url: '/api/me/groups' })).statusCode).toBe(401);
  });
});

describe('deleting a group', () => {
  it('deletes its submissions and the projects they reference, with their images', async () => {
    const group = await createGroup(world);
    const student = world.students[2];
    if (!student) throw new Error('missing student');
    await enrol(world, group.id, [student]);
    const made = await call(world.t, student, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'LED - Carla', category: 'robotics' },
    });
    const projectId = made.json().id as string;
    const image = await call(world.t, student, {
      method: 'PUT',
      url: `/api/projects/${projectId}/image`,
      ...(await imageForm()),
    });
    const imageKey = (await db().select().from(projects).where(eq(projects.id, projectId)))[0]?.imageKey;
    expect(image.statusCode).toBe(200);
    expect(await storedKeys(world.t)).toContain(imageKey);
    await db().insert(submissions).values({
      groupId: group.id,
      activityId: 'activity_x',
      studentId: student.id,
      projectId,
      status: 'sent',
    });

    expect(
      (await call(world.t, world.southAdmin, { method: 'DELETE', url: `/api/groups/${group.id}` }))
        .statusCode,
    ).toBe(403);
    expect(await rowOf(group.id)).toBeDefined();

    const deleted = await call(world.t, world.northAdmin, {
      method: 'DELETE',
      url: `/api/groups/${group.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await rowOf(group.id)).toBeUndefined();
    expect(await db().select().from(submissions).where(eq(submissions.groupId, group.id))).toEqual([]);
    expect(await db().select().from(projects).where(eq(projects.id, projectId))).toEqual([]);
    expect(await storedKeys(world.t)).not.toContain(imageKey);
    const again = await call(world.t, world.northAdmin, { method: 'DELETE', url: `/api/groups/${group.id}` });
    expect([again.statusCode, errorOf(again)]).toEqual([404, 'GROUP_NOT_FOUND']);
  });

  it('goes on past a project that fails, and logs it', async () => {
    const log = { error: vi.fn() };
    const done: string[] = [];
    const failed = await deleteEach(
      ['a', 'b', 'c'],
      async (id) => {
        if (id === 'b') throw new Error('disk on fire');
        done.push(id);
      },
      log,
    );
    expect(done).toEqual(['a', 'c']);
    expect(failed).toEqual(['b']);
    expect(log.error).toHaveBeenCalledOnce();
  });
});
