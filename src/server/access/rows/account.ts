import { STRONG_PASSWORD } from '../../../../test/app.ts';
import type { CaseContext, MatrixRow } from '../matrix.ts';
import { every, get, newEmail, signedIn } from '../statuses.ts';
import type { SignedInActor } from '../world.ts';

/** One's own account: sign-up, sign-in and out, name and password, the identity provider's calls. */

/** The person a self-service call acts on: the stand-in's own credentials. */
const signInBody = async ({ world, actor }: CaseContext) => {
  // Anyone may sign in with an e-mail account, a seat's browser too; a seat itself has no e-mail.
  const person =
    actor === 'anonymous' || actor === 'seat'
      ? await world.standIn('owner')
      : await world.standIn(actor as SignedInActor);
  return { email: person.email, password: STRONG_PASSWORD };
};

export const ACCOUNT_ROWS: MatrixRow[] = [
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
        // Issue 27: a seat's name is its tutor's to give.
        expect: signedIn(200, { seat: 403 }),
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
        expect: signedIn(204, { seat: 403 }),
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
];
