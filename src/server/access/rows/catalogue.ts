import { imageForm } from '../../../../test/http.ts';
import type { MatrixRow } from '../matrix.ts';
import { get, signedIn, superAdminOnly } from '../statuses.ts';

/** The component catalogue: everyone signed in reads it, super admins manage it. */

export const CATALOGUE_ROWS: MatrixRow[] = [
  { route: 'GET /api/catalogue', cases: [{ request: () => get('/api/catalogue'), expect: signedIn(200) }] },
  {
    route: 'POST /api/catalogue',
    cases: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/catalogue',
          payload: { names: { es: 'Botón', pt: 'Botão', en: 'Button' }, wokwiType: 'wokwi-pushbutton' },
        }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'PATCH /api/catalogue/:id',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'PATCH',
          url: `/api/catalogue/${(await world.catalogueItem()).id}`,
          payload: { sortOrder: 3 },
        }),
        expect: superAdminOnly(200),
      },
    ],
  },
  {
    route: 'DELETE /api/catalogue/:id',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'DELETE',
          url: `/api/catalogue/${(await world.catalogueItem()).id}`,
        }),
        expect: superAdminOnly(204),
      },
    ],
  },
  {
    route: 'PUT /api/catalogue/:id/image',
    cases: [
      {
        request: async ({ world }) => ({
          method: 'PUT',
          url: `/api/catalogue/${(await world.catalogueItem()).id}/image`,
          ...(await imageForm()),
        }),
        expect: superAdminOnly(200),
      },
    ],
  },
];
