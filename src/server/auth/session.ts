import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Me } from '../../domain/me.ts';
import type { Db } from '../db/client.ts';
import { sessions as sessionRows, users } from '../db/schema/auth.ts';
import { roleColumns, rolesFrom } from '../features/me/roles.ts';
import { HttpError } from '../http-error.ts';
import type { Auth } from './auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  displayName: string | null;
  image: string | null;
  role: string | null;
  /** A class seat (issue 27): no e-mail to show, no name or password of its own to change. */
  isSeat?: boolean;
  /** The roles read with the session at the start of this request (permission checks use them). */
  rolesAtRead?: Me['roles'];
}

export interface Sessions {
  /** The signed-in user, or null. */
  read(request: FastifyRequest): Promise<SessionUser | null>;
  /** The signed-in user, or 401 UNAUTHENTICATED. */
  require(request: FastifyRequest): Promise<SessionUser>;
  /** The id of the session `read` or `require` found for `request`: live streams end with it. */
  sessionIdOf(request: FastifyRequest): string | undefined;
}

/** The value of cookie `name` in a Cookie header, decoded as better-call decodes it. */
const cookieValue = (header: string | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
};

/**
 * The session token a signed cookie value carries (`token.signature`, the signature an HMAC-SHA256
 * of the token in base64, as better-call signs it), or null when the signature is not ours.
 */
export const verifiedToken = (value: string, secret: string): string | null => {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
};

interface UserRow {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  displayName?: string | null;
  role?: string | null;
  isSeat?: boolean | null;
}

/** A users row (ours or better-auth's copy of it) as the rest of the server knows the person. */
const sessionUserOf = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  displayName: row.displayName ?? null,
  image: row.image ?? null,
  role: row.role ?? null,
  isSeat: row.isSeat === true,
});

interface SessionConfig {
  cookieName: string;
  secret: string;
  /** better-auth's session.expiresIn and updateAge, in seconds. */
  expiresIn: number;
  updateAge: number;
}

/**
 * Reads who is signed in. Nearly every request asks, so the usual case is one statement: the
 * session, its user and their roles together. No cookie, a cookie not signed with our secret or a
 * session that does not exist is nobody, as better-auth's getSession answers too; what it must
 * handle itself goes to it: an expired session (it deletes it) and one due for its daily refresh
 * (it extends it).
 */
export const createSessions = (auth: Auth, db: Db): Sessions => {
  const sessionIds = new WeakMap<FastifyRequest, string>();
  let config: Promise<SessionConfig> | undefined;
  const configOf = () =>
    (config ??= auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    })));

  const readAtOnce = async (request: FastifyRequest): Promise<SessionUser | null | undefined> => {
    const { cookieName, secret, expiresIn, updateAge } = await configOf();
    const value = cookieValue(request.headers.cookie, cookieName);
    const token = value ? verifiedToken(value, secret) : null;
    if (!token) return null;
    const [row] = await db
      .select({
        sessionId: sessionRows.id,
        expiresAt: sessionRows.expiresAt,
        id: users.id,
        email: users.email,
        name: users.name,
        displayName: users.displayName,
        image: users.image,
        role: users.role,
        isSeat: users.isSeat,
        ...roleColumns(users.id),
      })
      .from(sessionRows)
      .innerJoin(users, eq(users.id, sessionRows.userId))
      .where(eq(sessionRows.token, token));
    const now = Date.now();
    const expiresAt = row?.expiresAt.getTime() ?? 0;
    const isDueForRefresh = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
    if (!row) return null;
    if (expiresAt < now || isDueForRefresh) return undefined;
    sessionIds.set(request, row.sessionId);
    return { ...sessionUserOf(row), rolesAtRead: rolesFrom(row.role ?? null, row) };
  };

  const readThroughAuth = async (request: FastifyRequest): Promise<SessionUser | null> => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    sessionIds.set(request, session.session.id);
    return sessionUserOf(session.user);
  };

  const read = async (request: FastifyRequest): Promise<SessionUser | null> => {
    const user = await readAtOnce(request);
    return user === undefined ? readThroughAuth(request) : user;
  };

  return {
    read,
    async require(request) {
      const user = await read(request);
      if (!user) throw new HttpError(401, 'UNAUTHENTICATED');
      return user;
    },
    sessionIdOf: (request) => sessionIds.get(request),
  };
};
