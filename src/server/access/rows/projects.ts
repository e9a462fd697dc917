import { imageForm } from '../../../../test/http.ts';
import type { MatrixRow } from '../matrix.ts';
import { byProjectLevel, get, signedIn } from '../statuses.ts';

/** Projects (spec §6): by permission level only; no role reaches someone else's project. */

export const PROJECT_ROWS: MatrixRow[] = [
  { route: 'GET /api/projects', cases: [{ request: () => get('/api/projects'), expect: signedIn(200) }] },
  {
    route: 'POST /api/projects',
    cases: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/projects',
          payload: { name: 'Nuevo', category: 'iot' },
        }),
        expect: signedIn(201),
      },
      {
        name: 'with a starter',
        request: () => ({
          method: 'POST',
          url: '/api/projects',
          payload: { name: 'Parpadeo', category: 'robotics', starter: 'pico', lang: 'pt' },
        }),
        expect: signedIn(201),
      },
    ],
  },
  {
    route: 'GET /api/projects/:id',
    cases: [
      {
        request: async ({ world }) => get(`/api/projects/${(await world.project()).id}`),
        expect: byProjectLevel({ owner: 200, write: 200, read: 200, none: 403 }),
      },
      { name: 'an unknown id', request: () => get('/api/projects/no-such-project'), expect: signedIn(404) },
    ],
  },
  {
    route: 'PATCH /api/projects/:id',
    cases: [
      {
        request: async ({ world }) => {
          const project = await world.project();
          return {
            method: 'PATCH',
            url: `/api/projects/${project.id}`,
            payload: { version: project.version, name: 'Renombrado' },
          };
        },
        expect: byProjectLevel({ owner: 200, write: 200, read: 403, none: 403 }),
      },
    ],
  },
  {
    route: 'DELETE /api/projects/:id',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'DELETE',
          url: `/api/projects/${(await world.project()).id}`,
        }),
        expect: byProjectLevel({ owner: 204, write: 403, read: 403, none: 403 }),
      },
    ],
  },
  {
    route: 'PUT /api/projects/:id/image',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'PUT',
          url: `/api/projects/${(await world.project()).id}/image`,
          ...(await imageForm()),
        }),
        expect: byProjectLevel({ owner: 200, write: 200, read: 403, none: 403 }),
      },
    ],
  },
  {
    route: 'POST /api/projects/:id/duplicate',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'POST',
          url: `/api/projects/${(await world.project()).id}/duplicate`,
        }),
        expect: byProjectLevel({ owner: 201, write: 201, read: 201, none: 403 }),
      },
    ],
  },
  {
    route: 'GET /api/projects/:id/permissions',
    cases: [
      {
        request: async ({ world }) => get(`/api/projects/${(await world.project()).id}/permissions`),
        expect: byProjectLevel({ owner: 200, write: 403, read: 403, none: 403 }),
      },
    ],
  },
  {
    route: 'PUT /api/projects/:id/permissions',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'PUT',
          url: `/api/projects/${(await world.project()).id}/permissions`,
          payload: { email: world.actors.otherStudent.email, level: 'read' },
        }),
        expect: byProjectLevel({ owner: 200, write: 403, read: 403, none: 403 }),
      },
    ],
  },
  {
    route: 'DELETE /api/projects/:id/permissions/:userId',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'DELETE',
          url: `/api/projects/${(await world.project()).id}/permissions/${world.actors.sharedRead.id}`,
        }),
        expect: byProjectLevel({ owner: 204, write: 403, read: 403, none: 403 }),
      },
    ],
  },
];
