import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guideCheckParams,
  guideChecksSchema,
  problemsOfChecks,
  saveGuideChecksSchema,
} from '../../../domain/checks/api.ts';
import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import { can } from '../../../domain/permissions.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import { assertGuideOpen } from '../academy/course-access.ts';
import { findGuide } from '../guides/data.ts';
import { loadActor } from '../me/roles.ts';
import { findGuideChecks, saveGuideChecks, viewGuideChecks } from './guide-checks.ts';
import { conflictSchema, invalidSchema } from './routes.ts';

export interface GuideCheckRouteDeps {
  db: Db;
  sessions: Sessions;
  live: LiveEvents;
}

const tags = ['checks'];
const PATH = '/api/guides/:id/checks';

/**
 * A practical guide's behaviour checks (issue 25): whoever may read the guide reads them (their
 * browser runs them); guide managers save them, while the guide is a draft, as they edit the rest.
 */
export const registerGuideCheckRoutes = (app: FastifyInstance, deps: GuideCheckRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: GuideCheckRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db, live } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  /** The guide as its reader may see it: 404 when unknown or hidden from them, 403 when its course is closed to them. */
  const readableGuide = async (request: FastifyRequest, id: string) => {
    const actor = await loadActor(db, userOf(request));
    const managesGuides = can(actor, 'guide:manage');
    const guide = await findGuide(db, id, { includeHidden: managesGuides });
    if (!guide) throw new HttpError(404, 'GUIDE_NOT_FOUND');
    await assertGuideOpen(db, actor, id);
    return { actor, guide, managesGuides };
  };

  api.get(
    PATH,
    { schema: { tags, params: guideCheckParams, response: { 200: guideChecksSchema } } },
    async (request) => {
      const { guide, managesGuides } = await readableGuide(request, request.params.id);
      // Editable as the rest of the guide is: by its managers, while it is a draft.
      const editable = managesGuides && !guide.isPublished;
      return viewGuideChecks(guide.id, await findGuideChecks(db, guide.id), editable);
    },
  );

  api.put(
    PATH,
    {
      schema: {
        tags,
        params: guideCheckParams,
        body: saveGuideChecksSchema,
        response: {
          200: guideChecksSchema,
          400: invalidSchema,
          409: conflictSchema.partial({ current: true }),
        },
      },
    },
    async (request, reply) => {
      const actor = await loadActor(db, userOf(request));
      if (!can(actor, 'guide:manage')) throw new HttpError(403, 'FORBIDDEN');
      const guide = await findGuide(db, request.params.id, { includeHidden: true });
      if (!guide) throw new HttpError(404, 'GUIDE_NOT_FOUND');
      if (guide.isPublished) throw new HttpError(409, 'GUIDE_PUBLISHED');
      const problems = problemsOfChecks(request.body.checks);
      if (problems.length > 0) {
        const code = 'CHECK_INVALID';
        return reply.status(400).send({ error: { code, message: ERROR_MESSAGES[code], problems } });
      }
      const result = await saveGuideChecks(db, { guideId: guide.id, actorId: actor.id }, request.body).catch(
        (error: unknown) => {
          // Deleted while this save was on its way.
          if (isForeignKeyViolation(error)) throw new HttpError(404, 'GUIDE_NOT_FOUND');
          throw error;
        },
      );
      if (result.kind === 'conflict') {
        const code = 'CHECKS_VERSION_CONFLICT';
        return reply
          .status(409)
          .send({ error: { code, message: ERROR_MESSAGES[code] }, current: result.current });
      }
      // A draft's news is for guide managers only (the guide lists' rule).
      await live.publish(
        { type: 'guide.changed', id: guide.id },
        { wasPublished: false, isPublished: false },
      );
      return viewGuideChecks(guide.id, result.row, true);
    },
  );
};
