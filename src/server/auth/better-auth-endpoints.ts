import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import { type Auth, OIDC_PROVIDER_ID } from './auth.ts';
import { forwardCookies } from './cookies.ts';

/** The provider sends the browser back here; better-auth finishes the sign-in. */
export const OIDC_CALLBACK_PATH = `/api/auth/callback/${OIDC_PROVIDER_ID}`;

/** Where a sign-in that failed before we knew the page it came from ends up. */
const LOGIN_FAILED_PAGE = '/es/principal-page/login?error=LOGIN_FAILED';

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** The request as a Fetch API Request, which is what better-auth's handler takes. */
const toFetchRequest = (request: FastifyRequest) =>
  new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers: fromNodeHeaders(request.headers),
  });

/**
 * better-auth's HTTP endpoints, reduced to the one the identity-provider sign-in needs: the
 * OAuth callback (a GET the provider redirects to). Everything else under /api/auth — its own
 * e-mail sign-up and sign-in, password and profile changes, session reads that hand the token to
 * scripts — is a 404: those go through our routes, with the spec's rules and the throttle.
 * better-auth itself is still called in-process by those routes.
 */
export const registerBetterAuthEndpoints = (app: FastifyInstance, auth: Auth) => {
  app.get(OIDC_CALLBACK_PATH, async (request, reply) => {
    const response = await auth.handler(toFetchRequest(request));
    const location = response.headers.get('location');
    forwardCookies(response, reply);
    const isRedirect = response.status >= 300 && response.status < 400 && location;
    if (isRedirect && new URL(location, 'http://x').pathname !== '/api/auth/error') {
      return reply.redirect(location, 302);
    }
    // better-auth could not tell where the sign-in started (its error page) or answered with an
    // error body: the person is in a browser, so back to the login page; the cause is logged.
    request.log.warn({ status: response.status, body: await response.text() }, 'OIDC callback failed');
    return reply.redirect(LOGIN_FAILED_PAGE, 302);
  });

  /** better-auth's fallback error page (a state it cannot match): our login page instead. */
  app.get('/api/auth/error', async (request, reply) => {
    request.log.info({ url: pathOf(request.url) }, 'identity provider sign-in failed');
    return reply.redirect(LOGIN_FAILED_PAGE, 302);
  });

  app.all('/api/auth/*', async () => {
    throw new HttpError(404, 'NOT_FOUND');
  });
};
