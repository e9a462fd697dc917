import type { InjectOptions } from 'fastify';
import type { CaseContext, MatrixRow } from '../matrix.ts';
import { signedIn, superAdminOnly } from '../statuses.ts';

/** Wire colours: everyone signed in reads the palette, super admins manage it. */

const get = (url: string): InjectOptions => ({ method: 'GET', url });

let made = 0;
/** A new colour for a case that changes or deletes one, made by the world's super admin. */
const newColor = async ({ world }: CaseContext): Promise<string> => {
  made += 1;
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/api/colors',
    headers: { cookie: world.actors.superAdmin.cookie },
    payload: { names: { es: `Color ${made}`, pt: `Cor ${made}`, en: `Colour ${made}` }, hex: '#336699' },
  });
  if (response.statusCode !== 201) throw new Error(`new colour: ${response.statusCode} ${response.body}`);
  return response.json().id;
};

export const COLOR_ROWS: MatrixRow[] = [
  { route: 'GET /api/colors', cases: [{ request: () => get('/api/colors'), expect: signedIn(200) }] },
  {
    route: 'POST /api/colors',
    cases: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/colors',
          payload: { names: { es: 'Rosa', pt: 'Rosa', en: 'Pink' }, hex: '#ff66aa' },
        }),
        expect: superAdminOnly(201),
      },
    ],
  },
  {
    route: 'PATCH /api/colors/:id',
    cases: [
      {
        request: async (ctx) => ({
          method: 'PATCH',
          url: `/api/colors/${await newColor(ctx)}`,
          payload: { hex: '#112233' },
        }),
        expect: superAdminOnly(200),
      },
      {
        name: 'an unknown id',
        request: () => ({ method: 'PATCH', url: '/api/colors/no-such-colour', payload: { hex: '#112233' } }),
        expect: superAdminOnly(404),
      },
    ],
  },
  {
    route: 'DELETE /api/colors/:id',
    cases: [
      {
        request: async (ctx) => ({ method: 'DELETE', url: `/api/colors/${await newColor(ctx)}` }),
        expect: superAdminOnly(204),
      },
      {
        name: 'an unknown id',
        request: () => ({ method: 'DELETE', url: '/api/colors/no-such-colour' }),
        expect: superAdminOnly(404),
      },
    ],
  },
];
