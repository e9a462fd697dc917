import { call, imageForm } from '../../../../test/http.ts';
import type { MatrixRow } from '../matrix.ts';
import { byProjectLevel, every, get, signedIn } from '../statuses.ts';

/** What is not one feature's: health, the stored files, the live stream, the API's documentation. */

export const PLATFORM_ROWS: MatrixRow[] = [
  { route: 'GET /api/health', cases: [{ request: () => get('/api/health'), expect: every(200) }] },
  { route: 'GET /api/auth-config', cases: [{ request: () => get('/api/auth-config'), expect: every(200) }] },
  {
    route: 'GET /api/site-settings',
    cases: [{ request: () => get('/api/site-settings'), expect: signedIn(200) }],
  },
  {
    route: 'GET /api/files/*',
    cases: [
      {
        name: 'a project image',
        request: async ({ world }) => get((await world.project()).imageUrl),
        expect: byProjectLevel({ owner: 200, write: 200, read: 200, none: 404 }),
      },
      {
        name: 'a catalogue image',
        request: async ({ world }) => get((await world.catalogueItem()).imageUrl),
        expect: every(200),
      },
      {
        name: 'a guide image',
        request: async ({ world }) => {
          const guide = await world.guide({ published: false });
          const uploaded = await call(world.t, world.actors.superAdmin, {
            method: 'PUT',
            url: `/api/guides/${guide.id}/image`,
            ...(await imageForm()),
          });
          return get(uploaded.json().imageUrl);
        },
        expect: every(200),
      },
      { name: 'a missing file', request: () => get('/api/files/images/nada.png'), expect: every(404) },
    ],
  },
  {
    route: 'GET /api/events',
    cases: [
      {
        name: 'the live stream, hung up after a moment',
        // A stream never ends by itself: signed in, `inject` resolves once the headers are out,
        // and the signal hangs up so the server lets the stream go. Signed out it is a plain 401.
        request: ({ actor }) =>
          actor === 'anonymous'
            ? get('/api/events')
            : { ...get('/api/events'), payloadAsStream: true, signal: AbortSignal.timeout(200) },
        expect: signedIn(200),
      },
    ],
  },
  // The API's documentation is public: it describes the calls, it holds no one's data.
  { route: 'GET /api/docs', cases: [{ request: () => get('/api/docs'), expect: every(200) }] },
  { route: 'GET /api/docs/json', cases: [{ request: () => get('/api/docs/json'), expect: every(200) }] },
  { route: 'GET /api/docs/yaml', cases: [{ request: () => get('/api/docs/yaml'), expect: every(200) }] },
  {
    route: 'GET /api/docs/static/index.html',
    cases: [{ request: () => get('/api/docs/static/index.html'), expect: every(302) }],
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    cases: [{ request: () => get('/api/docs/static/swagger-initializer.js'), expect: every(200) }],
  },
  {
    route: 'GET /api/docs/static/*',
    cases: [{ request: () => get('/api/docs/static/index.css'), expect: every(200) }],
  },
];
