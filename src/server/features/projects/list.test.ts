import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import type { ProjectSummary } from '../../../domain/projects.ts';
import { courses, groups, projects, submissions } from '../../db/schema/index.ts';
import { type Caller, call, createProject, share } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const list = async (caller: Caller, query = '') => {
  const response = await call(t, caller, { method: 'GET', url: `/api/projects${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ProjectSummary[]; nextCursor: string | null };
};

/** Every page of a listing, following nextCursor. */
const walk = async (caller: Caller, params: Record<string, string>) => {
  const names: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) });
    const page = await list(caller, `?${query}`);
    expect(page.items.length).toBeLessThanOrEqual(Number(params.limit ?? 25));
    names.push(...page.items.map((p) => p.name));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { names, pages };
};

describe('GET /api/projects', () => {
  it('lists own and shared projects newest first, never anyone else’s', async () => {
    const [luis, eva, other] = [
      await signUp(t.app, { name: 'Luis' }),
      await signUp(t.app),
      await signUp(t.app),
    ];
    const first = await createProject(t, luis, { name: 'Primero', category: 'iot' });
    expect(first.permission).toBe('owner');
    const shared = await createProject(t, eva, { name: 'Compartido', category: 'ia' });
    await share(t, eva, shared.id, luis, 'read');
    await createProject(t, other, { name: 'Ajeno', category: 'iot' });
    const last = await createProject(t, luis, { name: 'Último', category: 'robotics' });

    const page = await list(luis);
    expect(page.items.map((p) => p.name)).toEqual(['Último', 'Compartido', 'Primero']);
    expect(page.nextCursor).toBeNull();
    expect(page.items.find((p) => p.id === shared.id)).toMatchObject({ permission: 'read', ownerId: eva.id });
    expect(page.items.find((p) => p.id === last.id)).toMatchObject({
      permission: 'owner',
      ownerName: 'Luis',
    });
    expect(page.items[0]).not.toHaveProperty('diagram');
    expect(page.items[0]).not.toHaveProperty('code');
  });

  it('pages through every project exactly once, ties on createdAt included', async () => {
    const maya = await signUp(t.app);
    const created = [];
    for (let i = 0; i < 8; i += 1)
      created.push(await createProject(t, maya, { name: `P${i}`, category: 'iot' }));
    // Four projects share one timestamp: the id breaks the tie, and the cursor must too.
    const tied = created.slice(2, 6).map((p) => p.id);
    await t.database.db
      .update(projects)
      .set({ createdAt: new Date('2030-01-01T00:00:00.123Z') })
      .where(inArray(projects.id, tied));
    // Two more a few microseconds apart in that same millisecond: a cursor must keep microseconds.
    for (const [project, at] of [
      [created[0], '2030-01-01T00:00:00.123401Z'],
      [created[7], '2030-01-01T00:00:00.123902Z'],
    ] as const) {
      await t.database.db.execute(
        sql`update ${projects} set created_at = ${at}::timestamptz where id = ${project?.id ?? ''}`,
      );
    }

    const all = (await list(maya, '?limit=100')).items.map((p) => p.name);
    expect(all).toHaveLength(8);
    expect(all[0]).toBe('P7');
    expect(all[1]).toBe('P0');
    expect(all.slice(2, 6).sort()).toEqual(['P2', 'P3', 'P4', 'P5']);
    for (const limit of ['1', '3', '5']) {
      const { names, pages } = await walk(maya, { limit });
      expect(names).toEqual(all);
      expect(pages).toBe(Math.ceil(8 / Number(limit)));
    }
  });

  it('defaults to pages of 25', async () => {
    const pablo = await signUp(t.app);
    for (let i = 0; i < 27; i += 1) await createProject(t, pablo, { name: `N${i}`, category: 'other' });
    const page = await list(pablo);
    expect(page.items).toHaveLength(25);
    expect(page.nextCursor).not.toBeNull();
    const rest = await list(pablo, `?cursor=${page.nextCursor}`);
    expect(rest.items.map((p) => p.name)).toEqual(['N1', 'N0']);
    expect(rest.nextCursor).toBeNull();
  });

  it('searches names case-insensitively, literally, across pages', async () => {
    const sara = await signUp(t.app);
    for (const name of ['Robot LED', 'robot brazo', 'Semáforo', 'ROBOTS 100%', 'Sin_nombre', 'SinXnombre']) {
      await createProject(t, sara, { name, category: 'robotics' });
    }
    expect((await walk(sara, { search: 'robot', limit: '1' })).names).toEqual([
      'ROBOTS 100%',
      'robot brazo',
      'Robot LED',
    ]);
    expect((await list(sara, '?search=100%25')).items.map((p) => p.name)).toEqual(['ROBOTS 100%']);
    expect((await list(sara, '?search=Sin_')).items.map((p) => p.name)).toEqual(['Sin_nombre']);
    expect((await list(sara, '?search=zzz')).items).toEqual([]);
  });

  it('leaves out group submission projects of their student and of the group mentor', async () => {
    const [student, mentor] = [await signUp(t.app), await signUp(t.app)];
    const own = await createProject(t, student, { name: 'Mío', category: 'iot' });
    const work = await createProject(t, student, { name: 'Actividad 1', category: 'activity' });
    await share(t, student, work.id, mentor, 'write');
    const [course] = await t.database.db.insert(courses).values({ name: 'Curso' }).returning();
    const [group] = await t.database.db
      .insert(groups)
      .values({ name: 'Grupo', courseId: course?.id ?? '', mentorId: mentor.id })
      .returning();
    await t.database.db
      .insert(submissions)
      .values({ groupId: group?.id ?? '', activityId: 'a1', studentId: student.id, projectId: work.id });

    expect((await list(student)).items.map((p) => p.id)).toEqual([own.id]);
    expect((await list(mentor)).items).toEqual([]);
    // Still reachable directly: it is hidden from the list, not locked.
    const opened = await call(t, student, { method: 'GET', url: `/api/projects/${work.id}` });
    expect(opened.statusCode).toBe(200);
  });

  it('refuses a bad limit or a forged cursor with 400', async () => {
    const ines = await signUp(t.app);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=nonsense', '?cursor=W10']) {
      const response = await call(t, ines, { method: 'GET', url: `/api/projects${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
