import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteSettingsSchema } from '../../../domain/site.ts';
import { registerSignedIn } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';

export interface SiteRouteDeps {
  sessions: Sessions;
  /** FEEDBACK_URL, or null when the school has not set one. */
  feedbackUrl: string | null;
}

/** The server's settings the pages follow (the school sets them in the environment, not at build). */
export const registerSiteRoutes = (app: FastifyInstance, deps: SiteRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/site-settings',
        { schema: { tags: ['site'], response: { 200: siteSettingsSchema } } },
        async () => ({ feedbackUrl: deps.feedbackUrl }),
      );
  });
