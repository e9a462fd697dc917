import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import type { Auth } from './auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  displayName: string | null;
  image: string | null;
  role: string | null;
}

export interface Sessions {
  /** The signed-in user, or null. */
  read(request: FastifyRequest): Promise<SessionUser | null>;
  /** The signed-in user, or 401 UNAUTHENTICATED. */
  require(request: FastifyRequest): Promise<SessionUser>;
  /** The id of the session `read` or `require` found for `request`: live streams end with it. */
  sessionIdOf(request: FastifyRequest): string | undefined;
}

export const createSessions = (auth: Auth): Sessions => {
  const sessionIds = new WeakMap<FastifyRequest, string>();
  const read = async (request: FastifyRequest): Promise<SessionUser | null> => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    sessionIds.set(request, session.session.id);
    const u = session.user as typeof session.user & { displayName?: string | null; role?: string | null };
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      displayName: u.displayName ?? null,
      image: u.image ?? null,
      role: u.role ?? null,
    };
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
