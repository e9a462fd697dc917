import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import {
  courses,
  groups,
  institutionAdmins,
  institutions,
  superAdmins,
  users,
} from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
};

const rolesOf = async (cookie: string) => {
  const response = await t.app.inject({ url: '/api/me', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().roles;
};

describe('GET /api/me roles (spec §6)', () => {
  it('is a student by default', async () => {
    const { cookie } = await signUp(t.app);
    expect(await rolesOf(cookie)).toEqual({
      student: true,
      tutor: false,
      adminOf: [],
      superAdmin: false,
    });
  });

  it('is a tutor by role, or by leading a group', async () => {
    const byRole = await signUp(t.app);
    await t.database.db.update(users).set({ role: 'tutor' }).where(eq(users.id, byRole.id));
    expect(await rolesOf(byRole.cookie)).toMatchObject({ tutor: true, student: false });

    const byGroup = await signUp(t.app);
    const course = one(
      await t.database.db.insert(courses).values({ name: 'Electrónica básica' }).returning(),
    );
    await t.database.db
      .insert(groups)
      .values({ name: 'Grupo A', schedule: 'Lunes 10:00', courseId: course.id, mentorId: byGroup.id });
    expect(await rolesOf(byGroup.cookie)).toMatchObject({ tutor: true });
  });

  it('is an institution admin with the institution that lists the user', async () => {
    const admin = await signUp(t.app);
    const school = one(
      await t.database.db.insert(institutions).values({ name: 'Escuela Andina' }).returning(),
    );
    await t.database.db.insert(institutionAdmins).values({ institutionId: school.id, userId: admin.id });
    expect(await rolesOf(admin.cookie)).toMatchObject({
      adminOf: [{ id: school.id, name: 'Escuela Andina' }],
      superAdmin: false,
    });
  });

  it('is a super admin only when listed in super_admins', async () => {
    const root = await signUp(t.app);
    await t.database.db.insert(superAdmins).values({ userId: root.id });
    expect(await rolesOf(root.cookie)).toMatchObject({ superAdmin: true, student: false });
  });

  it("computes roles from the session's user, never from what the client sends", async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      url: '/api/me?superAdmin=true',
      headers: { cookie, 'x-role': 'admin' },
    });
    expect(response.json().roles.superAdmin).toBe(false);
  });
});
