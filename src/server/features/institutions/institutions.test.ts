import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../test/app.ts';
import { eventsOf, injectStream } from '../../../../test/event-stream.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { InstitutionDetail, InstitutionListPage } from '../../../domain/institutions.ts';
import { courses, groups, institutionCourses, institutions } from '../../db/schema/index.ts';
import { NORTH, SOUTH } from '../courses/fixtures.ts';
import { buildGroupWorld, createGroup, enrol, type GroupWorld, newCourse } from '../groups/fixtures.ts';

let world: GroupWorld;
beforeAll(async () => {
  world = await buildGroupWorld();
});
afterAll(() => world.t.close());

const db = () => world.t.database.db;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: object, caller: Caller = world.superAdmin) =>
  call(world.t, caller, { method, url, ...(payload ? { payload } : {}) });
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

let made = 0;
/** A new institution, named uniquely unless told. */
const create = async (name?: string): Promise<InstitutionDetail> => {
  made += 1;
  const response = await send('POST', '/api/institutions', { name: name ?? `Escuela ${made}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const detail = async (id: string): Promise<InstitutionDetail> =>
  (await send('GET', `/api/institutions/${id}`)).json();
const courseRow = async (id: string) => (await db().select().from(courses).where(eq(courses.id, id)))[0];
const linksOf = (courseId: string) =>
  db().select().from(institutionCourses).where(eq(institutionCourses.courseId, courseId));

describe('creating and listing institutions', () => {
  it('creates one with a trimmed name and lists it with its counts, newest first', async () => {
    const created = await create('  Escuela Técnica Norte  ');
    expect(created).toMatchObject({
      name: 'Escuela Técnica Norte',
      adminCount: 0,
      courseCount: 0,
      admins: [],
    });
    const page: InstitutionListPage = (await send('GET', '/api/institutions')).json();
    expect(page.items[0]?.id).toBe(created.id);
    const north = page.items.find((row) => row.name === NORTH);
    await createGroup(world);
    const after: InstitutionListPage = (
      await send('GET', `/api/institutions?search=${encodeURIComponent('norte')}`)
    ).json();
    const counted = after.items.find((row) => row.name === NORTH);
    expect(counted).toMatchObject({ adminCount: 1, mentorCount: 1, courseCount: 1 });
    expect(counted?.groupCount).toBe((north?.groupCount ?? 0) + 1);
    expect(after.items.map((row) => row.name).sort()).toEqual([NORTH, 'Escuela Técnica Norte'].sort());
  });

  it('counts the distinct students of its groups', async () => {
    const [ana, bruno] = world.students;
    if (!ana || !bruno) throw new Error('students');
    const one = await createGroup(world);
    const two = await createGroup(world, { name: 'Otro' });
    await enrol(world, one.id, [ana, bruno]);
    await enrol(world, two.id, [ana]);
    const north = (await detail(world.institutionIds[NORTH] as string)).studentCount;
    expect(north).toBe(2);
  });

  it('pages by cursor', async () => {
    await create();
    await create();
    const first: InstitutionListPage = (await send('GET', '/api/institutions?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second: InstitutionListPage = (
      await send('GET', `/api/institutions?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((row) => row.id)).not.toContain(first.items[0]?.id);
    expect((await send('GET', '/api/institutions?cursor=basura')).statusCode).toBe(400);
  });

  it('takes a search literally, % and _ included', async () => {
    await create('Colegio 100% Ciencia');
    const page: InstitutionListPage = (await send('GET', '/api/institutions?search=100%25')).json();
    expect(page.items.map((row) => row.name)).toEqual(['Colegio 100% Ciencia']);
    const none: InstitutionListPage = (await send('GET', '/api/institutions?search=_')).json();
    expect(none.items).toEqual([]);
  });

  it('keeps names 3 to 70 characters (spec §9) and unique in any case', async () => {
    for (const name of ['ab', '   ', 'x'.repeat(71), 'a\u0000bc']) {
      expect((await send('POST', '/api/institutions', { name })).statusCode).toBe(400);
    }
    expect((await send('POST', '/api/institutions', { name: 'x'.repeat(70) })).statusCode).toBe(201);
    const taken = await send('POST', '/api/institutions', { name: NORTH.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('INSTITUTION_NAME_TAKEN');
  });

  it('stores a hostile name as text and gives it back unchanged', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const created = await create(name);
    expect((await detail(created.id)).name).toBe(name);
  });

  it("answers an unknown id with the spec's message", async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/institutions/nope'],
      ['PATCH', '/api/institutions/nope', { name: 'Nuevo nombre' }],
      ['DELETE', '/api/institutions/nope'],
      ['POST', '/api/institutions/nope/admins', { email: world.student.email }],
      ['POST', '/api/institutions/nope/courses', { courseId: world.northCourse }],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: 'INSTITUTION_NOT_FOUND',
        message: 'Institución no encontrada',
      });
    }
  });
});

describe('renaming an institution', () => {
  it('keeps its courses, so its admins still manage them and their groups', async () => {
    const school = await create('Instituto Viejo');
    const admin = await signUp(world.t.app);
    expect(
      (await send('POST', `/api/institutions/${school.id}/admins`, { email: admin.email })).statusCode,
    ).toBe(201);
    const course = await newCourse(world, 'Instituto Viejo');
    const group = await createGroup(world, { courseId: course, mentorId: world.northTutor.id });
    const before = await courseRow(course);

    const renamed = await send('PATCH', `/api/institutions/${school.id}`, { name: 'Instituto Nuevo' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Instituto Nuevo', courseCount: 1, groupCount: 1 });
    const after = await courseRow(course);
    expect(after?.institution).toBe('Instituto Nuevo');
    expect(after?.version).toBe((before?.version ?? 0) + 1);

    expect((await send('GET', `/api/courses/${course}`, undefined, admin)).statusCode).toBe(200);
    const page = (await send('GET', '/api/groups', undefined, admin)).json() as { items: { id: string }[] };
    expect(page.items.map((row) => row.id)).toEqual([group.id]);
    const edit = await send('PATCH', `/api/groups/${group.id}`, { name: 'Sigue siendo mío' }, admin);
    expect(edit.statusCode).toBe(200);
  });

  it('may change only the case of its own name, not take another one', async () => {
    const school = await create('Liceo Mayúsculas');
    expect(
      (await send('PATCH', `/api/institutions/${school.id}`, { name: 'LICEO MAYÚSCULAS' })).statusCode,
    ).toBe(200);
    const taken = await send('PATCH', `/api/institutions/${school.id}`, { name: SOUTH.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('INSTITUTION_NAME_TAKEN');
    expect((await detail(school.id)).name).toBe('LICEO MAYÚSCULAS');
  });
});

describe('deleting an institution', () => {
  it('leaves its courses in the Academy with no institution, their groups with them, and drops its links', async () => {
    const school = await create('Escuela que cierra');
    const admin = await signUp(world.t.app);
    await send('POST', `/api/institutions/${school.id}/admins`, { email: admin.email });
    await send('POST', `/api/institutions/${school.id}/mentors`, { email: world.northTutor.email });
    const course = await newCourse(world, 'Escuela que cierra');
    const group = await createGroup(world, { courseId: course });

    const deleted = await send('DELETE', `/api/institutions/${school.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await db().select().from(institutions).where(eq(institutions.id, school.id))).toEqual([]);
    expect((await courseRow(course))?.institution).toBe('');
    expect(await linksOf(course)).toEqual([]);
    expect((await db().select().from(groups).where(eq(groups.id, group.id)))[0]?.courseId).toBe(course);
    const me = (await send('GET', '/api/me', undefined, admin)).json() as { roles: { adminOf: unknown[] } };
    expect(me.roles.adminOf).toEqual([]);
    expect((await send('DELETE', `/api/institutions/${school.id}`)).statusCode).toBe(404);
  });
});

describe('admins and mentors', () => {
  it('adds an admin by e-mail in any case, once, and removes them', async () => {
    const school = await create();
    const person = await signUp(world.t.app, { name: 'Dora Directora' });
    const unknown = await send('POST', `/api/institutions/${school.id}/admins`, {
      email: 'nadie@example.test',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'No user found with this email.',
    });
    expect(
      (await send('POST', `/api/institutions/${school.id}/admins`, { email: 'no es correo' })).statusCode,
    ).toBe(400);

    const added = await send('POST', `/api/institutions/${school.id}/admins`, {
      email: person.email.toUpperCase(),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: person.id, name: 'Dora Directora', email: person.email });
    expect(
      (await send('POST', `/api/institutions/${school.id}/admins`, { email: person.email })).statusCode,
    ).toBe(200);
    expect((await detail(school.id)).admins).toEqual([
      { id: person.id, name: 'Dora Directora', email: person.email },
    ]);
    const me = (await send('GET', '/api/me', undefined, person)).json() as { roles: { adminOf: unknown[] } };
    expect(me.roles.adminOf).toEqual([{ id: school.id, name: school.name }]);

    expect((await send('DELETE', `/api/institutions/${school.id}/admins/${person.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/institutions/${school.id}/admins/${person.id}`)).statusCode).toBe(404);
    expect((await detail(school.id)).adminCount).toBe(0);
  });

  it('adds a mentor with the name they show, per institution', async () => {
    const school = await create();
    const other = await create();
    const tutor = await signUp(world.t.app, { name: 'Teo Tutor' });
    expect(
      (await send('POST', `/api/institutions/${school.id}/mentors`, { email: tutor.email })).statusCode,
    ).toBe(201);
    expect(
      (await send('POST', `/api/institutions/${school.id}/mentors`, { email: tutor.email })).statusCode,
    ).toBe(200);
    expect((await detail(school.id)).mentors).toEqual([
      { id: tutor.id, name: 'Teo Tutor', email: tutor.email },
    ]);
    expect((await detail(other.id)).mentors).toEqual([]);
    expect((await send('DELETE', `/api/institutions/${other.id}/mentors/${tutor.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/institutions/${school.id}/mentors/${tutor.id}`)).statusCode).toBe(204);
    expect((await detail(school.id)).mentorCount).toBe(0);
  });
});

describe("an institution's courses", () => {
  it('takes a course from its old institution (spec §4) and gives it back to none', async () => {
    const school = await create('Escuela de Robótica');
    const course = await newCourse(world, SOUTH);
    const added = await send('POST', `/api/institutions/${school.id}/courses`, { courseId: course });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: course, isPublished: true, groupCount: 0 });
    expect((await courseRow(course))?.institution).toBe('Escuela de Robótica');
    const links = await linksOf(course);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ institutionId: school.id, name: (await courseRow(course))?.name });
    expect(
      (await send('POST', `/api/institutions/${school.id}/courses`, { courseId: course })).statusCode,
    ).toBe(200);
    expect((await detail(school.id)).courses.map((row) => row.id)).toEqual([course]);
    // The south admin no longer manages it.
    expect((await send('GET', `/api/courses/${course}`, undefined, world.southAdmin)).statusCode).toBe(403);

    const other = await create();
    expect((await send('DELETE', `/api/institutions/${other.id}/courses/${course}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/institutions/${school.id}/courses/${course}`)).statusCode).toBe(204);
    expect((await courseRow(course))?.institution).toBe('');
    expect(await linksOf(course)).toEqual([]);
  });

  it('answers an unknown course with its message', async () => {
    const school = await create();
    const response = await send('POST', `/api/institutions/${school.id}/courses`, {
      courseId: 'no-such-course',
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('COURSE_NOT_FOUND');
  });

  it("tells the course's managers it moved, as a course edit does", async () => {
    const school = await create();
    const course = await newCourse(world, NORTH);
    const stream = await injectStream(world.t.app, {
      method: 'GET',
      url: '/api/events',
      headers: { cookie: world.northAdmin.cookie },
    });
    const moved = (text: string) =>
      eventsOf(text).filter((event) => {
        const data = event.data as { type: string; id?: string };
        return data.type === 'course.changed' && data.id === course;
      });
    try {
      await send('POST', `/api/institutions/${school.id}/courses`, { courseId: course });
      await stream.until((text) => moved(text).length >= 1);
      expect(moved(stream.text()).length).toBeGreaterThanOrEqual(1);
    } finally {
      stream.close();
    }
  });
});

describe('who may manage institutions', () => {
  it('refuses institution admins, tutors and students, and changes nothing', async () => {
    const south = world.institutionIds[SOUTH] as string;
    const north = world.institutionIds[NORTH] as string;
    const before = await detail(north);
    for (const caller of [world.northAdmin, world.northTutor, world.student]) {
      for (const [method, url, payload] of [
        ['GET', '/api/institutions'],
        ['POST', '/api/institutions', { name: 'Colegio Intruso' }],
        ['GET', `/api/institutions/${north}`],
        ['PATCH', `/api/institutions/${north}`, { name: 'Colegio Tomado' }],
        ['PATCH', `/api/institutions/${south}`, { name: 'Colegio Tomado' }],
        ['DELETE', `/api/institutions/${south}`],
        ['POST', `/api/institutions/${north}/admins`, { email: world.student.email }],
        ['DELETE', `/api/institutions/${north}/admins/${world.northAdmin.id}`],
        ['POST', `/api/institutions/${north}/mentors`, { email: world.student.email }],
        ['POST', `/api/institutions/${north}/courses`, { courseId: world.southCourse }],
        ['DELETE', `/api/institutions/${north}/courses/${world.northCourse}`],
      ] as const) {
        const response = await send(method, url, payload, caller);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call(world.t, null, { method: 'GET', url: '/api/institutions' })).statusCode).toBe(401);
    expect(await detail(north)).toEqual(before);
    expect(await detail(south)).toMatchObject({ name: SOUTH });
  });
});
