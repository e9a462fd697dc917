import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { UserAdminRow, UserListPage } from '../../../domain/user-admin.ts';
import { institutionAdmins, institutions, superAdmins, users } from '../../db/schema/index.ts';
import { insertCourse, insertGroup } from '../academy/fixtures.ts';
import { updateUserRoles } from './data.ts';

let t: TestApp;
let root: Caller;
let student: Caller;
let mentor: Caller;
let admin: Caller;
let schoolId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  root = await signUp(t.app, { name: 'Raíz Admin', email: 'raiz@example.test' });
  await db.insert(superAdmins).values({ userId: root.id });
  student = await signUp(t.app, { name: 'Ana 100%_Pérez', email: 'ana.perez@example.test' });
  mentor = await signUp(t.app, { name: 'Mario Mentor', email: 'mario@example.test' });
  admin = await signUp(t.app, { name: 'Inés Directora', email: 'ines@example.test' });
  const [school] = await db.insert(institutions).values({ name: 'Colegio Uno' }).returning();
  if (!school) throw new Error('no institution');
  schoolId = school.id;
  await db.insert(institutionAdmins).values({ institutionId: school.id, userId: admin.id });
  await insertCourse(db, { id: 'course_users', name: 'Curso', institution: 'Colegio Uno' });
  await insertGroup(db, 'course_users', { mentorId: mentor.id, studentIds: [student.id] });
});
afterAll(() => t.close());

const list = (query = '', caller = root) => call(t, caller, { method: 'GET', url: `/api/users${query}` });
const setRoles = (id: string, payload: Record<string, unknown>, caller = root) =>
  call(t, caller, { method: 'PATCH', url: `/api/users/${id}/roles`, payload });
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string } }).error.code;
const rowOf = (page: UserListPage, id: string) => page.items.find((item) => item.id === id);

describe('GET /api/users', () => {
  it('lists everyone newest first with their roles and the institutions they run', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const page = response.json() as UserListPage;
    expect(page.items.map((item) => item.id)).toEqual([admin.id, mentor.id, student.id, root.id]);
    expect(rowOf(page, admin.id)).toMatchObject({
      name: 'Inés Directora',
      email: 'ines@example.test',
      tutor: false,
      leadsGroups: false,
      superAdmin: false,
      adminOf: [{ id: schoolId, name: 'Colegio Uno' }],
    });
    expect(rowOf(page, mentor.id)).toMatchObject({ tutor: false, leadsGroups: true });
    expect(rowOf(page, root.id)).toMatchObject({ superAdmin: true, adminOf: [] });
    expect(page.nextCursor).toBeNull();
    expect(page.superAdminCount).toBe(1);
  });

  it('searches names and e-mails in any case, taking % and _ literally', async () => {
    const byName = (await list('?search=MARIO')).json() as UserListPage;
    expect(byName.items.map((item) => item.id)).toEqual([mentor.id]);
    const byEmail = (await list('?search=ANA.PEREZ@')).json() as UserListPage;
    expect(byEmail.items.map((item) => item.id)).toEqual([student.id]);
    const literal = (await list(`?search=${encodeURIComponent('100%_')}`)).json() as UserListPage;
    expect(literal.items.map((item) => item.id)).toEqual([student.id]);
    const wildcard = (await list(`?search=${encodeURIComponent('%')}`)).json() as UserListPage;
    expect(wildcard.items.map((item) => item.id)).toEqual([student.id]);
    expect(((await list('?search=nadie')).json() as UserListPage).items).toEqual([]);
  });

  it('pages with a cursor, each person once', async () => {
    const first = (await list('?limit=3')).json() as UserListPage;
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = (await list(`?limit=3&cursor=${first.nextCursor}`)).json() as UserListPage;
    expect(second.items.map((item) => item.id)).toEqual([root.id]);
    expect(second.nextCursor).toBeNull();
    expect((await list('?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('is for super admins only', async () => {
    for (const caller of [student, mentor, admin]) expect((await list('', caller)).statusCode).toBe(403);
    expect((await call(t, null, { method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await list('?limit=0', student)).statusCode).toBe(403);
  });
});

describe('PATCH /api/users/:id/roles', () => {
  it('grants and takes the tutor role', async () => {
    const granted = await setRoles(student.id, { tutor: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: student.id, tutor: true, superAdmin: false });
    const me = await call(t, student, { method: 'GET', url: '/api/me' });
    expect(me.json().roles.tutor).toBe(true);
    const taken = (await setRoles(student.id, { tutor: false })).json() as UserAdminRow;
    expect(taken.tutor).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.role).toBeNull();
  });

  it('keeps a mentor a tutor while they lead a group (spec §6)', async () => {
    const row = (await setRoles(mentor.id, { tutor: false })).json() as UserAdminRow;
    expect(row).toMatchObject({ tutor: false, leadsGroups: true });
    const me = await call(t, mentor, { method: 'GET', url: '/api/me' });
    expect(me.json().roles.tutor).toBe(true);
  });

  it('grants and takes super admin; taking it from the last one is 409 and changes nothing', async () => {
    const granted = (await setRoles(admin.id, { superAdmin: true })).json() as UserAdminRow;
    expect(granted.superAdmin).toBe(true);
    const again = await setRoles(admin.id, { superAdmin: true });
    expect(again.statusCode).toBe(200);
    // A super admin may give up their own role while another remains.
    const own = await setRoles(admin.id, { superAdmin: false }, admin);
    expect([own.statusCode, own.json().superAdmin]).toEqual([200, false]);
    const last = await setRoles(root.id, { superAdmin: false, tutor: true });
    expect([last.statusCode, errorOf(last)]).toEqual([409, 'LAST_SUPER_ADMIN']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, root.id));
    expect(row?.role).toBeNull();
    expect(await t.database.db.select().from(superAdmins)).toEqual([
      expect.objectContaining({ userId: root.id }),
    ]);
  });

  it('lets only one of two racing revocations through', async () => {
    await setRoles(admin.id, { superAdmin: true });
    const [a, b] = await Promise.all([
      setRoles(root.id, { superAdmin: false }),
      setRoles(admin.id, { superAdmin: false }, admin),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(superAdmins)).toHaveLength(1);
    // Put the root back in charge for the next tests.
    const remaining = a.statusCode === 200 ? admin : root;
    if (remaining === admin) await setRoles(root.id, { superAdmin: true }, admin);
    await setRoles(admin.id, { superAdmin: false });
    expect((await t.database.db.select().from(superAdmins)).map((r) => r.userId)).toEqual([root.id]);
  });

  it('decides racing revocations inside the transaction, round after round', async () => {
    const { db } = t.database;
    for (let round = 0; round < 5; round += 1) {
      await db.insert(superAdmins).values({ userId: admin.id });
      const outcomes = await Promise.all([
        updateUserRoles(db, root.id, { superAdmin: false }),
        updateUserRoles(db, admin.id, { superAdmin: false }),
      ]);
      expect(outcomes.sort()).toEqual(['lastSuperAdmin', 'updated']);
      const left = await db.select().from(superAdmins);
      expect(left).toHaveLength(1);
      if (left[0]?.userId === admin.id) {
        await db.insert(superAdmins).values({ userId: root.id });
        await db.delete(superAdmins).where(eq(superAdmins.userId, admin.id));
      }
    }
  });

  it('answers 404 for an unknown person and 400 for nothing to change', async () => {
    const unknown = await setRoles('no-such-user', { tutor: true });
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, 'USER_NOT_FOUND']);
    expect((await setRoles(student.id, {})).statusCode).toBe(400);
    expect((await setRoles(student.id, { tutor: 'yes' })).statusCode).toBe(400);
    expect((await setRoles(student.id, { admin: true })).statusCode).toBe(400);
  });

  it('is for super admins only, whatever the body', async () => {
    for (const caller of [student, mentor, admin]) {
      const response = await setRoles(caller.id, { superAdmin: true }, caller);
      expect(response.statusCode).toBe(403);
      expect((await setRoles(caller.id, {}, caller)).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(superAdmins)).toHaveLength(1);
  });
});
