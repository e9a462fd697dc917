import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerSignedIn } from '../auth/guard.ts';
import type { Sessions } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { loadActor, loadMe } from '../features/me/roles.ts';
import type { LiveEvents } from './live-events.ts';

export interface LiveEventRouteDeps {
  db: Db;
  sessions: Sessions;
  live: LiveEvents;
}

const description = [
  'Server-sent events for the signed-in person. Each event has an `id` and, as `data`, JSON of',
  "the domain's `liveEventSchema` (ids only: the page asks the API again, with its access rules).",
  'A browser reconnecting with `Last-Event-ID` gets what it missed, or an event named `resync`',
  'when that is no longer known here: then it fetches again whatever live events keep fresh.',
  'Comments (`: heartbeat`) keep the connection open; the stream ends now and then, and',
  'EventSource reconnects.',
].join(' ');

const served = new WeakMap<FastifyInstance, LiveEvents>();

/** The LiveEvents `app` serves: tests publish through it and count its streams. */
export const liveEventsOf = (app: FastifyInstance): LiveEvents => {
  const live = served.get(app);
  if (!live) throw new Error('this app serves no live events');
  return live;
};

/** `GET /api/events`: the live stream; a thin route over LiveEvents. */
export const registerLiveEventRoutes = (app: FastifyInstance, deps: LiveEventRouteDeps) => {
  served.set(app, deps.live);
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => {
    scope.get(
      '/api/events',
      {
        // Compressing would hold events back in the compressor's buffer.
        compress: false,
        schema: {
          tags: ['events'],
          description,
          response: {
            200: {
              description: 'The event stream',
              content: { 'text/event-stream': { schema: z.string().describe('id, event and data lines') } },
            },
          },
        },
      },
      async (request, reply) => {
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // Proxies that buffer answers (nginx) must pass each event on at once.
          .header('x-accel-buffering', 'no')
          // The connection serves this one long answer; when it ends, nothing keeps the socket.
          .header('connection', 'close');
        if (request.method === 'HEAD') return reply.send();
        const user = userOf(request);
        const listener = await loadActor(deps.db, user);
        const lastEventId = request.headers['last-event-id'];
        const sessionId = deps.sessions.sessionIdOf(request);
        const session = sessionId
          ? { id: sessionId, rolesNow: async () => (await loadMe(deps.db, user.id)).roles }
          : undefined;
        return reply.send(
          deps.live.open(listener, typeof lastEventId === 'string' ? lastEventId : undefined, session),
        );
      },
    );
  });
};
