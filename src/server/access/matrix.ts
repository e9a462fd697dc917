import type { InjectOptions } from 'fastify';
import { STRONG_PASSWORD } from '../../../test/app.ts';
import { call, imageForm } from '../../../test/http.ts';
import { ACADEMY_ROWS } from './rows/academy.ts';
import { BACKOFFICE_ROWS } from './rows/backoffice.ts';
import { CLASS_ROWS } from './rows/class.ts';
import { CLASSWORK_ROWS } from './rows/classwork.ts';
import { COLOR_ROWS } from './rows/colors.ts';
import { COURSE_ROWS } from './rows/courses.ts';
import { GRADE_ROWS } from './rows/grades.ts';
import { GROUP_ROWS } from './rows/groups.ts';
import { IMAGE_ROWS } from './rows/images.ts';
import { INSTITUTION_ROWS } from './rows/institutions.ts';
import { THUMBNAIL_ROWS } from './rows/thumbnails.ts';
import { USER_ROWS } from './rows/users.ts';
import { every, signedIn, superAdminOnly } from './statuses.ts';
import type { ActorName, SignedInActor, World } from './world.ts';

/**
 * The access matrix: for every route the app registers, the status each actor gets for a valid
 * request. matrix.test.ts walks Fastify's route list, so a new route without a row here fails
 * the build. A row says what the server must decide; nothing here asks the web.
 */

export type Statuses = Record<ActorName, number>;

export interface CaseContext {
  world: World;
  actor: ActorName;
}

export interface MatrixCase {
  /** What this case of the route tries, when a route has several. */
  name?: string;
  request(ctx: CaseContext): Promise<InjectOptions> | InjectOptions;
  expect: Statuses;
  /** The call changes or ends the caller's own account: each actor sends it as a new person with its roles. */
  asStandIn?: boolean;
}

export interface MatrixRow {
  /** `METHOD /path` as registered; `ALL` matches every method of the path. */
  route: string;
  cases: MatrixCase[];
}

/** Spec §6 project access: by permission level only; no role reaches someone else's project. */
const byProjectLevel = (levels: { owner: number; write: number; read: number; none: number }): Statuses => ({
  ...signedIn(levels.none),
  owner: levels.owner,
  sharedWrite: levels.write,
  sharedRead: levels.read,
});

const get = (url: string): InjectOptions => ({ method: 'GET', url });

let unique = 0;
const newEmail = () => {
  unique += 1;
  return `matrix-${Date.now()}-${unique}@example.test`;
};

/** The person a self-service call acts on: the stand-in's own credentials. */
const signInBody = async ({ world, actor }: CaseContext) => {
  const person =
    actor === 'anonymous' ? await world.standIn('owner') : await world.standIn(actor as SignedInActor);
  return { email: person.email, password: STRONG_PASSWORD };
};

export const MATRIX: MatrixRow[] = [
  { route: 'GET /api/health', cases: [{ request: () => get('/api/health'), expect: every(200) }] },
  { route: 'GET /api/auth-config', cases: [{ request: () => get('/api/auth-config'), expect: every(200) }] },
  { route: 'GET /api/me', cases: [{ request: () => get('/api/me'), expect: signedIn(200) }] },
  {
    route: 'GET /api/me/storage',
    cases: [{ request: () => get('/api/me/storage'), expect: signedIn(200) }],
  },
  {
    route: 'PATCH /api/me',
    cases: [
      {
        request: () => ({ method: 'PATCH', url: '/api/me', payload: { name: 'Nombre Nuevo' } }),
        expect: signedIn(200),
        asStandIn: true,
      },
    ],
  },
  {
    route: 'PUT /api/me/password',
    cases: [
      {
        request: () => ({
          method: 'PUT',
          url: '/api/me/password',
          payload: { currentPassword: STRONG_PASSWORD, newPassword: 'Otra#Clave2026' },
        }),
        expect: signedIn(204),
        asStandIn: true,
      },
    ],
  },
  {
    route: 'POST /api/session',
    cases: [
      {
        request: async (ctx) => ({ method: 'POST', url: '/api/session', payload: await signInBody(ctx) }),
        expect: every(200),
      },
    ],
  },
  {
    route: 'DELETE /api/session',
    cases: [
      { request: () => ({ method: 'DELETE', url: '/api/session' }), expect: every(204), asStandIn: true },
    ],
  },
  {
    route: 'POST /api/users',
    cases: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/users',
          payload: { name: 'Persona Nueva', email: newEmail(), password: STRONG_PASSWORD },
        }),
        expect: every(201),
      },
    ],
  },
  {
    route: 'GET /api/session/oidc',
    cases: [{ name: 'no provider configured', request: () => get('/api/session/oidc'), expect: every(404) }],
  },
  {
    route: 'GET /api/session/oidc/error',
    cases: [{ request: () => get('/api/session/oidc/error?error=access_denied'), expect: every(302) }],
  },
  {
    route: 'GET /api/auth/callback/oidc',
    cases: [{ request: () => get('/api/auth/callback/oidc?code=x&state=y'), expect: every(302) }],
  },
  { route: 'GET /api/auth/error', cases: [{ request: () => get('/api/auth/error'), expect: every(302) }] },
  {
    route: 'ALL /api/auth/*',
    cases: [
      { name: 'get-session', request: () => get('/api/auth/get-session'), expect: every(404) },
      {
        name: 'sign-up/email',
        request: () => ({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { name: 'Débil', email: newEmail(), password: 'password' },
        }),
        expect: every(404),
      },
    ],
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
  ...IMAGE_ROWS,
  ...THUMBNAIL_ROWS,
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
          payload: { emoji: '🔧' },
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
  ...COURSE_ROWS,
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
  ...ACADEMY_ROWS,
  ...CLASS_ROWS,
  ...GRADE_ROWS,
  ...GROUP_ROWS,
  ...CLASSWORK_ROWS,
  ...BACKOFFICE_ROWS,
  ...INSTITUTION_ROWS,
  ...USER_ROWS,
  ...COLOR_ROWS,
];
