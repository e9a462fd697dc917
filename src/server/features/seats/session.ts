import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../../auth/auth.ts';

interface CookieAttributes {
  secure?: boolean;
  sameSite?: string;
  path?: string;
  httpOnly?: boolean;
  domain?: string;
  maxAge?: number;
}

/** A Set-Cookie value as better-call writes one. */
const serializeCookie = (name: string, value: string, a: CookieAttributes) =>
  [
    `${name}=${value}`,
    a.maxAge !== undefined ? `Max-Age=${Math.floor(a.maxAge)}` : '',
    a.domain ? `Domain=${a.domain}` : '',
    `Path=${a.path ?? '/'}`,
    a.httpOnly ? 'HttpOnly' : '',
    a.secure ? 'Secure' : '',
    a.sameSite ? `SameSite=${a.sameSite[0]?.toUpperCase()}${a.sameSite.slice(1)}` : '',
  ]
    .filter(Boolean)
    .join('; ');

/**
 * Starts a better-auth session for a seat that proved its secret: a sessions row made by
 * better-auth's own adapter and the same signed cookie an e-mail sign-in gets (better-call signs
 * `token` with an HMAC-SHA256 of the auth secret), so every route reads it alike and sign-out,
 * expiry and the daily refresh work unchanged. better-auth has no password-less sign-in of its own
 * to call here (the OIDC one needs a provider), so the seat routes check the secret and this
 * writes what its sign-in would.
 */
export const startSeatSession = async (
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) => {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  if (!session) throw new Error('better-auth made no session');
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  const cookie = context.authCookies.sessionToken;
  reply.header(
    'set-cookie',
    serializeCookie(cookie.name, encodeURIComponent(`${session.token}.${signature}`), {
      ...(cookie.attributes as CookieAttributes),
      maxAge: context.sessionConfig.expiresIn,
    }),
  );
  return session;
};
