import type { FastifyInstance } from 'fastify';

/** One registered route: its method and its path as declared (`/api/projects/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const tracked = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered from now on, in every plugin scope, so the access-matrix test
 * can walk the real route table: a route nobody wrote a row for fails the build.
 */
export const trackRoutes = (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  tracked.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
};

/** The routes `app` registered since `trackRoutes`, in registration order. */
export const routesOf = (app: FastifyInstance): readonly RegisteredRoute[] => tracked.get(app) ?? [];
