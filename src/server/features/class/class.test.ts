import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { eventsOf, injectStream } from '../../../../test/event-stream.ts';
import { type Caller, call } from '../../../../test/http.ts';
import { type ClassView, classViewSchema } from '../../../domain/class-activity.ts';
import { buildClassroom, type Classroom } from '../../access/classroom.ts';
import {
  groupStudents,
  groups,
  institutionAdmins,
  institutions,
  superAdmins,
} from '../../db/schema/index.ts';

let t: TestApp;
let ana: Caller;
let bruno: Caller;
let carla: Caller;
let mentor: Caller;
let otherMentor: Caller;
let admin: Caller;
let superAdmin: Caller;
let made = 0;

const HOSTILE = '<img src=x onerror="alert(1)"> & "comillas"';

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  ana = await signUp(t.app, { name: HOSTILE });
  bruno = await signUp(t.app, { name: 'Bruno' });
  carla = await signUp(t.app, { name: 'Carla' });
  mentor = await signUp(t.app, { name: 'Tutora' });
  otherMentor = await signUp(t.app, { name: 'Otro tutor' });
  admin = await signUp(t.app);
  superAdmin = await signUp(t.app);
  const [school] = await db.insert(institutions).values({ name: 'Colegio Clase' }).returning();
  if (!school) throw new Error('institution');
  await db.insert(institutionAdmins).values({ institutionId: school.id, userId: admin.id });
  await db.insert(superAdmins).values({ userId: superAdmin.id });
});
afterAll(() => t.close());

/** A new classroom: group A (mentor, Ana and Bruno), group B (the other mentor, Carla). */
const classroom = (): Promise<Classroom> => {
  made += 1;
  return buildClassroom(t.database.db, {
    key: `class${made}`,
    institution: 'Colegio Clase',
    groupA: { mentorId: mentor.id, studentIds: [ana.id, bruno.id] },
    groupB: { mentorId: otherMentor.id, studentIds: [carla.id] },
  });
};

const view = async (caller: Caller | null, groupId: string) => {
  const response = await call(t, caller, { method: 'GET', url: `/api/groups/${groupId}/class` });
  return { status: response.statusCode, body: response.json() };
};
const classOf = async (caller: Caller, groupId: string): Promise<ClassView> => {
  const { status, body } = await view(caller, groupId);
  expect(status).toBe(200);
  return classViewSchema.parse(body);
};
const grant = (caller: Caller | null, groupId: string, payload: unknown) =>
  call(t, caller, {
    method: 'PUT',
    url: `/api/groups/${groupId}/keyboard-access`,
    payload: payload as object,
  });
const revoke = (caller: Caller | null, groupId: string) =>
  call(t, caller, { method: 'DELETE', url: `/api/groups/${groupId}/keyboard-access` });
const sendFloor = (caller: Caller | null, groupId: string, floor: unknown) =>
  call(t, caller, { method: 'PUT', url: `/api/groups/${groupId}/floor`, payload: { floor } });

describe('the class view', () => {
  it('starts at floor 1 with nobody at the keypad; only the mentor gets the students and the control', async () => {
    const room = await classroom();
    const asMentor = await classOf(mentor, room.groupA);
    expect(asMentor).toMatchObject({
      groupId: room.groupA,
      groupName: 'Grupo A',
      lastFloor: 1,
      updatedAtFloor: null,
      keyboardAccess: null,
      canGrant: true,
      holdsAccess: false,
    });
    expect(asMentor.students).toEqual([
      { id: ana.id, name: HOSTILE },
      { id: bruno.id, name: 'Bruno' },
    ]);
    for (const caller of [ana, admin, superAdmin]) {
      const seen = await classOf(caller, room.groupA);
      expect(seen).toMatchObject({ canGrant: false, holdsAccess: false, students: null });
    }
  });

  it('is 403 to people outside the group, 401 signed out, 404 for an unknown or hostile id', async () => {
    const room = await classroom();
    expect((await view(carla, room.groupA)).status).toBe(403);
    expect((await view(otherMentor, room.groupA)).status).toBe(403);
    expect((await view(null, room.groupA)).status).toBe(401);
    const unknown = await view(ana, 'no-such-group');
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'GROUP_NOT_FOUND' } } });
    expect((await view(ana, encodeURIComponent("' or 1=1 --"))).status).toBe(404);
    expect((await view(ana, 'x'.repeat(201))).status).toBe(400);
  });
});

describe('keyboard access', () => {
  it('the mentor grants it to one student, who then holds it; everyone sees who', async () => {
    const room = await classroom();
    const activityId = room.activityIds[0];
    const granted = await grant(mentor, room.groupA, { studentId: ana.id, activityId });
    expect(granted.statusCode).toBe(200);
    const after = classViewSchema.parse(granted.json());
    expect(after.keyboardAccess).toMatchObject({ studentId: ana.id, studentName: HOSTILE, activityId });
    expect(Date.parse(after.keyboardAccess?.grantedAt ?? '')).not.toBeNaN();
    expect((await classOf(ana, room.groupA)).holdsAccess).toBe(true);
    expect((await classOf(bruno, room.groupA)).holdsAccess).toBe(false);
    expect((await classOf(bruno, room.groupA)).keyboardAccess?.studentName).toBe(HOSTILE);
    expect((await classOf(mentor, room.groupA)).holdsAccess).toBe(false);
  });

  it('a new grant replaces the holder; a grant without an activity has none', async () => {
    const room = await classroom();
    await grant(mentor, room.groupA, { studentId: ana.id });
    const replaced = await grant(mentor, room.groupA, { studentId: bruno.id });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().keyboardAccess).toMatchObject({ studentId: bruno.id, activityId: null });
    expect((await classOf(ana, room.groupA)).holdsAccess).toBe(false);
    expect((await classOf(bruno, room.groupA)).holdsAccess).toBe(true);
    expect((await sendFloor(ana, room.groupA, 3)).statusCode).toBe(403);
  });

  it('the mentor revokes it (twice is harmless) and the former holder can no longer send', async () => {
    const room = await classroom();
    await grant(mentor, room.groupA, { studentId: ana.id });
    const revoked = await revoke(mentor, room.groupA);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().keyboardAccess).toBeNull();
    expect((await revoke(mentor, room.groupA)).statusCode).toBe(200);
    const refused = await sendFloor(ana, room.groupA, 4);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('KEYBOARD_ACCESS_REQUIRED');
  });

  it('is the mentor’s alone: not the admins, not another tutor, not a student', async () => {
    const room = await classroom();
    for (const caller of [admin, superAdmin, otherMentor, ana]) {
      expect((await grant(caller, room.groupA, { studentId: ana.id })).statusCode).toBe(403);
      expect((await revoke(caller, room.groupA)).statusCode).toBe(403);
    }
    expect((await grant(null, room.groupA, { studentId: ana.id })).statusCode).toBe(401);
    expect((await classOf(mentor, room.groupA)).keyboardAccess).toBeNull();
  });

  it('goes only to a student of the group, for an activity of its course', async () => {
    const room = await classroom();
    const outsider = await grant(mentor, room.groupA, { studentId: carla.id });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.code).toBe('STUDENT_NOT_IN_GROUP');
    expect((await grant(mentor, room.groupA, { studentId: mentor.id })).statusCode).toBe(404);
    expect((await grant(mentor, room.groupA, { studentId: HOSTILE })).statusCode).toBe(404);
    const otherCourse = await classroom();
    const wrongActivity = await grant(mentor, room.groupA, {
      studentId: ana.id,
      activityId: otherCourse.activityIds[0],
    });
    expect(wrongActivity.statusCode).toBe(404);
    expect(wrongActivity.json().error.code).toBe('ACTIVITY_NOT_IN_GROUP');
    for (const body of [{}, { studentId: '' }, { studentId: 5 }, { studentId: ana.id, extra: true }]) {
      expect((await grant(mentor, room.groupA, body)).statusCode).toBe(400);
    }
    expect((await grant(mentor, 'no-such-group', { studentId: ana.id })).statusCode).toBe(404);
    expect((await classOf(mentor, room.groupA)).keyboardAccess).toBeNull();
  });

  it('held by someone who left the group is nobody’s', async () => {
    const room = await classroom();
    await grant(mentor, room.groupA, { studentId: bruno.id });
    await t.database.db.delete(groupStudents).where(eq(groupStudents.userId, bruno.id));
    try {
      expect((await classOf(mentor, room.groupA)).keyboardAccess).toBeNull();
      expect((await sendFloor(bruno, room.groupA, 2)).statusCode).toBe(403);
    } finally {
      await t.database.db.insert(groupStudents).values({ groupId: room.groupA, userId: bruno.id });
    }
  });
});

describe('floors', () => {
  it('the holder sends one; it persists with its time for everyone', async () => {
    const room = await classroom();
    await grant(mentor, room.groupA, { studentId: ana.id });
    const before = Date.now();
    const sent = await sendFloor(ana, room.groupA, 7);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ lastFloor: 7, holdsAccess: true });
    const seen = await classOf(bruno, room.groupA);
    expect(seen.lastFloor).toBe(7);
    expect(Date.parse(seen.updatedAtFloor ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.database.db.select().from(groups).where(eq(groups.id, room.groupA));
    expect(row?.lastFloor).toBe(7);
  });

  it('nobody else sends one: not the mentor, another student, an admin, or the holder in another group', async () => {
    const room = await classroom();
    await grant(mentor, room.groupA, { studentId: ana.id });
    for (const caller of [mentor, bruno, admin, superAdmin]) {
      const refused = await sendFloor(caller, room.groupA, 2);
      expect(refused.statusCode).toBe(403);
    }
    expect((await sendFloor(carla, room.groupA, 2)).json().error.code).toBe('FORBIDDEN');
    expect((await sendFloor(ana, room.groupB, 2)).statusCode).toBe(403);
    expect((await sendFloor(null, room.groupA, 2)).statusCode).toBe(401);
    expect((await classOf(mentor, room.groupA)).lastFloor).toBe(1);
  });

  it('stays within the keypad: integers 1 to 9', async () => {
    const room = await classroom();
    await grant(mentor, room.groupA, { studentId: ana.id });
    for (const floor of [0, 10, -1, 2.5, '3', null, 1e9, Number.NaN]) {
      expect((await sendFloor(ana, room.groupA, floor)).statusCode).toBe(400);
    }
    expect((await sendFloor(ana, room.groupA, 1)).statusCode).toBe(200);
    expect((await sendFloor(ana, room.groupA, 9)).statusCode).toBe(200);
    expect((await classOf(ana, room.groupA)).lastFloor).toBe(9);
  });
});

describe('live', () => {
  const groupEvents = (text: string) =>
    eventsOf(text)
      .map((event) => event.data as { type: string; id?: string })
      .filter((event) => event.type === 'group.changed');

  it('tells the group’s people of every change, and nobody outside it', async () => {
    const room = await classroom();
    const listen = (caller: Caller) =>
      injectStream(t.app, { method: 'GET', url: '/api/events', headers: { cookie: caller.cookie } });
    const brunoStream = await listen(bruno);
    const mentorStream = await listen(mentor);
    const adminStream = await listen(admin);
    const carlaStream = await listen(carla);
    try {
      await grant(mentor, room.groupA, { studentId: ana.id });
      await sendFloor(ana, room.groupA, 5);
      await revoke(mentor, room.groupA);
      for (const stream of [brunoStream, mentorStream, adminStream]) {
        await stream.until((text) => groupEvents(text).length >= 3);
        expect(groupEvents(stream.text())).toEqual(Array(3).fill({ type: 'group.changed', id: room.groupA }));
      }
      expect(groupEvents(carlaStream.text())).toEqual([]);
    } finally {
      for (const stream of [brunoStream, mentorStream, adminStream, carlaStream]) stream.close();
    }
  });
});
