import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sessions, SessionUser } from './session.ts';

export interface SignedInScope {
  /** The user the scope's onRequest hook signed in. */
  userOf(request: FastifyRequest): SessionUser;
}

/**
 * Registers routes behind a sign-in check that runs on request, before the body is read or
 * validated: signed out is a 401 whatever the body holds.
 */
export const registerSignedIn = (
  app: FastifyInstance,
  sessions: Sessions,
  routes: (scope: FastifyInstance, signedIn: SignedInScope) => void,
) => {
  const users = new WeakMap<FastifyRequest, SessionUser>();
  const signedIn: SignedInScope = {
    userOf(request) {
      const user = users.get(request);
      if (!user) throw new Error('route registered outside its signed-in scope');
      return user;
    },
  };
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      users.set(request, await sessions.require(request));
    });
    routes(scope, signedIn);
  });
};
