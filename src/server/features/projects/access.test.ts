import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call, createProject, imageForm, rowOf, share } from './fixtures.ts';

let t: TestApp;
const people: Record<'owner' | 'writer' | 'reader' | 'stranger', Caller> = {} as never;
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['owner', 'writer', 'reader', 'stranger'] as const) {
    people[role] = await signUp(t.app, { name: `Persona ${role}` });
  }
});
afterAll(() => t.close());

type Role = keyof typeof people | 'anonymous';

/** Each call of the projects API, with what each kind of caller gets (spec §6). */
const CALLS: {
  name: string;
  request: (projectId: string) => Promise<InjectOptions> | InjectOptions;
  expected: Record<Role, number>;
  /** True when a refused call could have changed the project row. */
  mutates?: boolean;
}[] = [
  {
    name: 'GET /api/projects/:id',
    request: (id) => ({ method: 'GET', url: `/api/projects/${id}` }),
    expected: { owner: 200, writer: 200, reader: 200, stranger: 403, anonymous: 401 },
  },
  {
    name: 'PATCH /api/projects/:id',
    request: (id) => ({
      method: 'PATCH',
      url: `/api/projects/${id}`,
      payload: { version: 1, name: 'Nuevo' },
    }),
    expected: { owner: 200, writer: 200, reader: 403, stranger: 403, anonymous: 401 },
    mutates: true,
  },
  {
    name: 'PUT /api/projects/:id/image',
    request: async (id) => ({ method: 'PUT', url: `/api/projects/${id}/image`, ...(await imageForm()) }),
    expected: { owner: 200, writer: 200, reader: 403, stranger: 403, anonymous: 401 },
    mutates: true,
  },
  {
    name: 'POST /api/projects/:id/duplicate',
    request: (id) => ({ method: 'POST', url: `/api/projects/${id}/duplicate` }),
    expected: { owner: 201, writer: 201, reader: 201, stranger: 403, anonymous: 401 },
  },
  {
    name: 'DELETE /api/projects/:id',
    request: (id) => ({ method: 'DELETE', url: `/api/projects/${id}` }),
    expected: { owner: 204, writer: 403, reader: 403, stranger: 403, anonymous: 401 },
    mutates: true,
  },
  {
    name: 'GET /api/projects/:id/permissions',
    request: (id) => ({ method: 'GET', url: `/api/projects/${id}/permissions` }),
    expected: { owner: 200, writer: 403, reader: 403, stranger: 403, anonymous: 401 },
  },
  {
    name: 'PUT /api/projects/:id/permissions',
    request: (id) => ({
      method: 'PUT',
      url: `/api/projects/${id}/permissions`,
      payload: { email: people.stranger.email, level: 'write' },
    }),
    expected: { owner: 200, writer: 403, reader: 403, stranger: 403, anonymous: 401 },
  },
  {
    name: 'DELETE /api/projects/:id/permissions/:userId',
    request: (id) => ({ method: 'DELETE', url: `/api/projects/${id}/permissions/${people.reader.id}` }),
    expected: { owner: 204, writer: 403, reader: 403, stranger: 403, anonymous: 401 },
  },
];

/** A fresh project owned by `owner`, shared for writing with `writer` and for reading with `reader`. */
const freshProject = async () => {
  const project = await createProject(t, people.owner);
  await share(t, people.owner, project.id, people.writer, 'write');
  await share(t, people.owner, project.id, people.reader, 'read');
  return project;
};

const levelsOf = async (projectId: string) =>
  (await call(t, people.owner, { method: 'GET', url: `/api/projects/${projectId}/permissions` }))
    .json()
    .map((p: { userId: string; level: string }) => `${p.userId}:${p.level}`)
    .sort();

describe('project access matrix (spec §6)', () => {
  for (const { name, request, expected, mutates } of CALLS) {
    describe(name, () => {
      for (const role of Object.keys(expected) as Role[]) {
        it(`${role} → ${expected[role]}`, async () => {
          const project = await freshProject();
          const caller = role === 'anonymous' ? null : people[role];
          const before = await rowOf(t, project.id);
          const levels = await levelsOf(project.id);
          const response = await call(t, caller, await request(project.id));
          expect(response.statusCode, response.body).toBe(expected[role]);
          if (expected[role] < 400) return;

          const code = response.json().error.code;
          if (role === 'anonymous') expect(code).toBe('UNAUTHENTICATED');
          if (role === 'stranger') {
            expect(response.json().error).toEqual({
              code: 'PROJECT_FORBIDDEN',
              message: `User ${people.stranger.id} does not have access to project ${project.id}`,
            });
          }
          if (role === 'writer' || role === 'reader') expect(code).toBe('FORBIDDEN');
          if (mutates) expect(await rowOf(t, project.id)).toEqual(before);
          expect(await levelsOf(project.id)).toEqual(levels);
        });
      }

      it('unknown id → 404 PROJECT_NOT_FOUND', async () => {
        const response = await call(t, people.owner, await request('00000000-0000-4000-8000-000000000000'));
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('PROJECT_NOT_FOUND');
      });
    });
  }

  it('list and create need a session', async () => {
    expect((await call(t, null, { method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
    const create = await call(t, null, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'x', category: 'iot' },
    });
    expect(create.statusCode).toBe(401);
    expect(create.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('reports the caller level on the project', async () => {
    const project = await freshProject();
    for (const [role, level] of [
      ['owner', 'owner'],
      ['writer', 'write'],
      ['reader', 'read'],
    ] as const) {
      const response = await call(t, people[role], { method: 'GET', url: `/api/projects/${project.id}` });
      expect(response.json().permission).toBe(level);
    }
  });
});
