import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { call, imageForm } from '../../../../test/http.ts';
import { newActivity } from '../../../domain/course-content.ts';
import { institutionAdmins, institutions } from '../../db/schema/index.ts';
import { makeMultipart } from '../../storage/test-files.ts';
import type { CaseContext, MatrixRow, Statuses } from '../matrix.ts';
import { anyAdmin, managersOfA } from '../statuses.ts';
import type { World } from '../world.ts';
import { scopedListCases } from './backoffice.ts';

/**
 * Course management (spec §6): super admins, and the admin of the course's institution; every
 * other signed-in person 403, signed out 401. Each case works on a course of its own, in the
 * institution the world's institution admin runs.
 */

const manageOnly = (status: number): Statuses => managersOfA(status);

let made = 0;
const activity = () => {
  made += 1;
  return newActivity(`matrix${made}`, {
    name: `Actividad ${made}`,
    InitialProjectDescription: 'Un LED',
    introductionText: 'Hola',
  });
};

/** The name of the institution the world's institution admin runs. */
const institutionOf = async (world: World) => {
  const [row] = await world.t.database.db
    .select({ name: institutions.name })
    .from(institutionAdmins)
    .innerJoin(institutions, eq(institutions.id, institutionAdmins.institutionId))
    .where(eq(institutionAdmins.userId, world.actors.institutionAdmin.id));
  if (!row) throw new Error('the world has no institution admin');
  return row.name;
};

const courseBody = async (world: World) => ({
  name: `Curso ${made}`,
  description: 'Un curso de la matriz',
  institution: await institutionOf(world),
  content: {
    modules: [
      { number: '1', name: 'Luces', lessons: [{ classActivities: [activity()], homeActivities: [] }] },
    ],
  },
});

/** A new course of the world's institution, made by the super admin. */
const course = async ({ world }: CaseContext) => {
  const created = await call(world.t, world.actors.superAdmin, {
    method: 'POST',
    url: '/api/courses',
    payload: await courseBody(world),
  });
  if (created.statusCode !== 201) throw new Error(`create course: ${created.statusCode} ${created.body}`);
  const body = created.json();
  return {
    id: body.id as string,
    version: body.version as number,
    activityId: body.content.modules[0].lessons[0].classActivities[0].id as string,
  };
};

const on =
  (
    method: InjectOptions['method'],
    path: (c: Awaited<ReturnType<typeof course>>) => string,
    payload?: (
      c: Awaited<ReturnType<typeof course>>,
    ) => Promise<Partial<InjectOptions>> | Partial<InjectOptions>,
  ) =>
  async (ctx: CaseContext): Promise<InjectOptions> => {
    const c = await course(ctx);
    return { method, url: path(c), ...(payload ? await payload(c) : {}) };
  };

export const COURSE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/courses',
    cases: [
      { request: () => ({ method: 'GET', url: '/api/courses' }), expect: anyAdmin(200) },
      ...scopedListCases('/api/courses'),
    ],
  },
  {
    route: 'GET /api/courses/institutions',
    cases: [
      { request: () => ({ method: 'GET', url: '/api/courses/institutions' }), expect: anyAdmin(200) },
      ...scopedListCases('/api/courses/institutions'),
    ],
  },
  {
    route: 'GET /api/courses/:id',
    cases: [
      { request: on('GET', (c) => `/api/courses/${c.id}`), expect: manageOnly(200) },
      {
        name: 'an unknown id',
        request: () => ({ method: 'GET', url: '/api/courses/no-such-course' }),
        expect: anyAdmin(404),
      },
    ],
  },
  {
    route: 'POST /api/courses',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'POST',
          url: '/api/courses',
          payload: await courseBody(world),
        }),
        expect: manageOnly(201),
      },
    ],
  },
  {
    route: 'PUT /api/courses/:id',
    cases: [
      {
        request: async (ctx) => {
          const c = await course(ctx);
          const payload = { ...(await courseBody(ctx.world)), version: c.version };
          return { method: 'PUT', url: `/api/courses/${c.id}`, payload };
        },
        expect: manageOnly(200),
      },
    ],
  },
  {
    route: 'DELETE /api/courses/:id',
    cases: [{ request: on('DELETE', (c) => `/api/courses/${c.id}`), expect: manageOnly(204) }],
  },
  {
    route: 'PUT /api/courses/:id/publication',
    cases: [
      {
        request: on(
          'PUT',
          (c) => `/api/courses/${c.id}/publication`,
          (c) => ({
            payload: { isPublished: true, version: c.version },
          }),
        ),
        expect: manageOnly(200),
      },
    ],
  },
  {
    route: 'PUT /api/courses/:id/title',
    cases: [
      {
        request: on(
          'PUT',
          (c) => `/api/courses/${c.id}/title`,
          () => ({ payload: { name: 'Nuevo título' } }),
        ),
        expect: manageOnly(200),
      },
    ],
  },
  {
    route: 'PUT /api/courses/:id/banner',
    cases: [
      {
        request: on(
          'PUT',
          (c) => `/api/courses/${c.id}/banner`,
          () =>
            makeMultipart([
              ['name', 'Título del banner'],
              ['description', 'Descripción'],
            ]),
        ),
        expect: manageOnly(200),
      },
    ],
  },
  {
    route: 'PUT /api/courses/:id/image',
    cases: [
      {
        request: on(
          'PUT',
          (c) => `/api/courses/${c.id}/image`,
          () => imageForm(),
        ),
        expect: manageOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/courses/:id/modules',
    cases: [
      {
        request: on(
          'POST',
          (c) => `/api/courses/${c.id}/modules`,
          () => ({ payload: { name: 'Sensores' } }),
        ),
        expect: manageOnly(201),
      },
    ],
  },
  {
    route: 'PUT /api/courses/:id/modules/:index',
    cases: [
      {
        request: on(
          'PUT',
          (c) => `/api/courses/${c.id}/modules/0`,
          () => ({ payload: { name: 'Renombrado' } }),
        ),
        expect: manageOnly(200),
      },
      {
        name: 'an index out of range',
        request: on(
          'PUT',
          (c) => `/api/courses/${c.id}/modules/7`,
          () => ({ payload: { name: 'x' } }),
        ),
        expect: manageOnly(400),
      },
    ],
  },
  {
    route: 'DELETE /api/courses/:id/modules/:index',
    cases: [{ request: on('DELETE', (c) => `/api/courses/${c.id}/modules/0`), expect: manageOnly(200) }],
  },
  {
    route: 'PUT /api/courses/:id/modules/:index/image',
    cases: [
      {
        request: on(
          'PUT',
          (c) => `/api/courses/${c.id}/modules/0/image`,
          () => imageForm(),
        ),
        expect: manageOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/courses/:id/modules/:index/activities',
    cases: [
      {
        request: on(
          'POST',
          (c) => `/api/courses/${c.id}/modules/0/activities`,
          () => ({
            payload: { name: 'Semáforo', InitialProjectDescription: 'Tres luces', introductionText: 'Hola' },
          }),
        ),
        expect: manageOnly(201),
      },
    ],
  },
  {
    route: 'PUT /api/academy/activities/:activityId/project',
    cases: [
      {
        request: on(
          'PUT',
          (c) => `/api/academy/activities/${c.activityId}/project`,
          () => ({
            payload: { version: 1, diagram: { parts: [], wires: [] }, code: 'print(1)' },
          }),
        ),
        expect: manageOnly(200),
      },
    ],
  },
];
