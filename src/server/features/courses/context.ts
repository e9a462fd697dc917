import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import type { Actor } from '../../../domain/permissions.ts';
import type { SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { CourseRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http-error.ts';
import type { LiveEvents } from '../../realtime/live-events.ts';
import type { Storage } from '../../storage/storage.ts';
import { removeUnusedGuideFiles } from '../guides/files.ts';
import { loadActor } from '../me/roles.ts';
import { mayManageCourses } from './access.ts';
import { institutionIdOf, toCourseDetail } from './data.ts';
import type { CourseWrite } from './write.ts';

export interface CourseRouteDeps {
  db: Db;
  sessions: Sessions;
  storage: Storage;
  live: LiveEvents;
}

export const tags = ['course management'];

/** The body of a 409 on a stale course version: what the server holds now. */
export const courseConflictSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }).loose(),
  current: z.object({ version: z.number().int(), updatedAt: z.string() }),
});

/**
 * Tells open pages a course changed; the facts decide who hears of it (realtime/audience.ts). Every
 * write of a course announces through here, institution management's moves included.
 */
export const announceCourseChange = async (
  db: Db,
  live: LiveEvents,
  before: CourseRow | null,
  after: CourseRow | null,
) => {
  const course = after ?? before;
  if (!course) return;
  const wasPublished = before?.isPublished ?? false;
  const isPublished = after?.isPublished ?? false;
  const names = new Set(
    [before?.institution, after?.institution].filter((n): n is string => n !== undefined),
  );
  for (const name of names) {
    const institutionId = await institutionIdOf(db, name);
    await live.publish(
      { type: 'course.changed', id: course.id },
      { wasPublished, isPublished, institutionId },
    );
  }
};

/**
 * What every course-management route shares: the door (only admins get past, before the body is
 * read), the actor it loaded, the live announcement of a change and the answer to a write.
 */
export const courseContext = (
  scope: FastifyInstance,
  deps: CourseRouteDeps,
  userOf: SignedInScope['userOf'],
) => {
  const { db, live } = deps;
  const actors = new WeakMap<FastifyRequest, Actor>();

  // preParsing: a course save may be 16 MiB (COURSE_LIMITS.bodyBytes), so whoever may not manage
  // courses is turned away before the server reads a byte of the body.
  scope.addHook('preParsing', async (request) => {
    const actor = await loadActor(db, userOf(request));
    if (!mayManageCourses(actor)) throw new HttpError(403, 'FORBIDDEN');
    actors.set(request, actor);
    // Spec §5: a course call needs its id ('ID de curso requerido'), not a blank one.
    const { id } = (request.params ?? {}) as { id?: unknown };
    if (typeof id === 'string' && !id.trim()) throw new HttpError(400, 'COURSE_ID_REQUIRED');
  });

  const actorOf = (request: FastifyRequest): Actor => {
    const actor = actors.get(request);
    if (!actor) throw new Error('course route without its door');
    return actor;
  };

  const announce = (before: CourseRow | null, after: CourseRow | null) =>
    announceCourseChange(db, live, before, after);

  /**
   * The course after a write, or why the write did not land (404, 409 with `current`). The files of
   * generated guides the write deleted go now that it is committed.
   */
  const answerWrite = async (reply: FastifyReply, result: CourseWrite) => {
    if (result.kind === 'missing') throw new HttpError(404, 'COURSE_NOT_FOUND');
    if (result.kind === 'conflict') {
      const code = 'COURSE_VERSION_CONFLICT';
      const error = { code, message: ERROR_MESSAGES[code], current: result.current };
      return reply.status(409).send({ error, current: result.current });
    }
    await removeUnusedGuideFiles(reply.request, db, deps.storage, result.leftFiles);
    await announce(result.before, result.after);
    return reply.send(toCourseDetail(result.after));
  };

  return { actorOf, announce, answerWrite };
};

export type CourseContext = ReturnType<typeof courseContext>;
