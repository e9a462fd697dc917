import { imageForm } from '../../../../test/http.ts';
import type { MatrixRow } from '../matrix.ts';
import { get, newEmail, signedIn, superAdminOnly } from '../statuses.ts';

/** Practical guides and their categories: published ones for everyone signed in, management for super admins. */

export const GUIDE_ROWS: MatrixRow[] = [
  { route: 'GET /api/guides', cases: [{ request: () => get('/api/guides'), expect: signedIn(200) }] },
  {
    route: 'GET /api/guides/batch',
    cases: [
      {
        request: async ({ world }) => {
          const ids = [await world.guide({ published: true }), await world.guide({ published: false })];
          return get(`/api/guides/batch?ids=${ids.map((g) => g.id).join(',')}`);
        },
        expect: signedIn(200),
      },
    ],
  },
  {
    route: 'GET /api/guides/:id',
    cases: [
      {
        name: 'a published guide',
        request: async ({ world }) => get(`/api/guides/${(await world.guide({ published: true })).id}`),
        expect: signedIn(200),
      },
      {
        name: 'a draft: only guide managers know it exists',
        request: async ({ world }) => get(`/api/guides/${(await world.guide({ published: false })).id}`),
        expect: signedIn(404, { superAdmin: 200 }),
      },
    ],
  },
  {
    route: 'POST /api/guides/:id/projects',
    cases: [
      {
        name: 'make a published guide mine',
        request: async ({ world }) => ({
          method: 'POST',
          url: `/api/guides/${(await world.guide({ published: true })).id}/projects`,
        }),
        expect: signedIn(201),
      },
      {
        name: 'a draft',
        request: async ({ world }) => ({
          method: 'POST',
          url: `/api/guides/${(await world.guide({ published: false })).id}/projects`,
        }),
        expect: signedIn(404, { superAdmin: 201 }),
      },
    ],
  },
  {
    route: 'GET /api/guide-admin/guides',
    cases: [{ request: () => get('/api/guide-admin/guides'), expect: superAdminOnly(200) }],
  },
  {
    route: 'GET /api/guide-admin/stats',
    cases: [{ request: () => get('/api/guide-admin/stats'), expect: superAdminOnly(200) }],
  },
  {
    route: 'POST /api/guides',
    cases: [
      {
        request: () => ({ method: 'POST', url: '/api/guides', payload: { name: 'Guía nueva' } }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'PATCH /api/guides/:id',
    cases: [
      {
        request: async ({ world }) => {
          const guide = await world.guide({ published: false });
          return {
            method: 'PATCH',
            url: `/api/guides/${guide.id}`,
            payload: { version: guide.version, name: 'Renombrada' },
          };
        },
        expect: superAdminOnly(200),
      },
    ],
  },
  {
    route: 'PUT /api/guides/:id/project',
    cases: [
      {
        request: async ({ world }) => {
          const guide = await world.guide({ published: false });
          return {
            method: 'PUT',
            url: `/api/guides/${guide.id}/project`,
            payload: { version: guide.version, diagram: { parts: [], wires: [] }, code: 'print(1)' },
          };
        },
        expect: superAdminOnly(200),
      },
    ],
  },
  {
    route: 'PUT /api/guides/:id/image',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'PUT',
          url: `/api/guides/${(await world.guide({ published: false })).id}/image`,
          ...(await imageForm()),
        }),
        expect: superAdminOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/guides/:id/step-images',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'POST',
          url: `/api/guides/${(await world.guide({ published: false })).id}/step-images`,
          ...(await imageForm()),
        }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'PUT /api/guides/:id/publication',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'PUT',
          url: `/api/guides/${(await world.guide({ published: false })).id}/publication`,
          payload: { isPublished: true },
        }),
        expect: superAdminOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/guides/:id/duplicate',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'POST',
          url: `/api/guides/${(await world.guide({ published: true })).id}/duplicate`,
        }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'DELETE /api/guides/:id',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'DELETE',
          url: `/api/guides/${(await world.guide({ published: true })).id}`,
        }),
        expect: superAdminOnly(204),
      },
    ],
  },
  {
    route: 'POST /api/guide-categories',
    cases: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/guide-categories',
          payload: { value: `nueva-${newEmail().split('@')[0]}`, text: 'Nueva' },
        }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'PATCH /api/guide-categories/:value',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'PATCH',
          url: `/api/guide-categories/${await world.category()}`,
          payload: { icon: 'tools' },
        }),
        expect: superAdminOnly(200),
      },
    ],
  },
  {
    route: 'DELETE /api/guide-categories/:value',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'DELETE',
          url: `/api/guide-categories/${await world.category()}`,
        }),
        expect: superAdminOnly(204),
      },
    ],
  },
  {
    route: 'GET /api/guide-categories',
    cases: [{ request: () => get('/api/guide-categories'), expect: signedIn(200) }],
  },
];
