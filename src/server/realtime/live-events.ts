import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '../../domain/events.ts';
import type { Actor } from '../../domain/permissions.ts';
import type { Database, Db } from '../db/client.ts';
import { type AudienceFacts, mayHear, type Notice } from './audience.ts';
import { listenToChannel } from './channel.ts';
import { createIdSource, LIVE_CHANNEL, noticePayload, parseNotice } from './notice.ts';
import { createReplayBuffer } from './replay-buffer.ts';
import { type ControlNotice, parseControlNotice, readLiveSessionIds } from './session-notices.ts';
import { eventFrame, HEARTBEAT_FRAME, positionFrame, resyncFrame, retryFrame } from './sse.ts';

export interface LiveEventsOptions {
  /** A comment this often keeps proxies from closing a quiet stream (many cut at 30–60 s). */
  heartbeatMs: number;
  /** How many notices a reconnecting browser can catch up on. */
  replaySize: number;
  /**
   * A stream ends after this long and the browser reconnects at once, with its last event id:
   * the session is checked again, and streams spread over processes a balancer added since.
   */
  streamLifetimeMs: number;
  /** How long a browser waits before reconnecting (the `retry:` field). */
  retryMs: number;
  /**
   * How often the sessions of open streams are read again: a backstop, should a sign-out's
   * notice be lost (a process not listening at that moment); notices end streams at once.
   */
  sessionCheckMs: number;
  warn(message: string, error?: unknown): void;
}

const DEFAULTS: LiveEventsOptions = {
  heartbeatMs: 25_000,
  replaySize: 500,
  streamLifetimeMs: 30 * 60_000,
  retryMs: 2_000,
  sessionCheckMs: 60_000,
  warn: (message, error) => process.emitWarning(`${message}${error ? `: ${String(error)}` : ''}`),
};

/** A browser that reads nothing while this much waits for it is gone; it will resync if it returns. */
const MAX_BACKLOG_BYTES = 64 * 1024;

export interface LiveEvents {
  /**
   * Sends `event` to every process through the database, this one included (its own streams hear
   * it from the database too, so a broken LISTEN cannot hide). `facts` decide who hears of it.
   * Given the transaction that makes the change (`tx`), the event leaves when it commits, and
   * never if it rolls back.
   */
  publish<E extends LiveEvent>(event: E, facts: AudienceFacts[E['type']], tx?: Executor): Promise<void>;
  /**
   * The event stream of one person: what they missed after `lastEventId` (or a `resync` when that
   * is no longer known here), then every event they may hear, and heartbeats. Ends on its own
   * after `streamLifetimeMs`, when its session ends, or when the listener's roles change;
   * destroying it (the browser left) unsubscribes.
   */
  open(listener: Actor, lastEventId: string | undefined, session?: StreamSession): Readable;
  /** Ends every open stream, so a closing server does not wait for them; browsers reconnect. */
  endStreams(): void;
  /** Ends the streams and stops listening. */
  close(): Promise<void>;
  /** How many streams are open, for tests and health. */
  openStreams(): number;
}

/** The session a stream was opened with, and how to read its person's roles again. */
export interface StreamSession {
  id: string;
  /** The listener's roles as they are now; throws when the person is gone. */
  rolesNow(): Promise<Actor['roles']>;
}

/** The database or a transaction of it: whatever runs SQL. */
type Executor = Pick<Db, 'execute'>;

interface Stream {
  listener: Actor;
  readable: Readable;
  session: StreamSession | undefined;
}

/** computeRoles builds roles in one order, so equal roles are equal JSON. */
const isSameRoles = (a: Actor['roles'], b: Actor['roles']) => JSON.stringify(a) === JSON.stringify(b);

/** Listens on the live channel of `database` (resolves once it does) and serves event streams. */
export const startLiveEvents = async (
  database: Database,
  options: Partial<LiveEventsOptions> = {},
): Promise<LiveEvents> => {
  const config = { ...DEFAULTS, ...options };
  const ids = createIdSource();
  const buffer = createReplayBuffer(config.replaySize, ids.prefix);
  const streams = new Set<Stream>();
  let closing = false;

  const send = (stream: Stream, frame: string) => {
    if (stream.readable.readableLength <= MAX_BACKLOG_BYTES) {
      stream.readable.push(frame);
      return;
    }
    streams.delete(stream);
    stream.readable.destroy();
  };

  /** Ends a stream after what it holds; taken out first, nothing is pushed after its end. */
  const finish = (stream: Stream) => {
    if (!streams.has(stream)) return;
    streams.delete(stream);
    stream.readable.push(null);
  };

  const deliver = (notice: Notice) => {
    buffer.push(notice);
    const frame = eventFrame(notice.id, notice.event);
    for (const stream of streams) if (mayHear(stream.listener, notice)) send(stream, frame);
  };

  const finishWhere = (isOver: (stream: Stream) => boolean) => {
    for (const stream of streams) if (isOver(stream)) finish(stream);
  };

  const follow = (control: ControlNotice) => {
    if (control.control === 'sessions-ended') {
      const ended = new Set(control.sessionIds);
      finishWhere((stream) => stream.session !== undefined && ended.has(stream.session.id));
    } else {
      const changed = new Set(control.userIds);
      for (const stream of streams) if (changed.has(stream.listener.id)) void recheckRoles(stream);
    }
  };

  /** "Rights changed" may not change this listener's roles (a tutor given another group): then it goes on. */
  const recheckRoles = async (stream: Stream) => {
    const roles = await stream.session?.rolesNow().catch(() => null);
    if (!roles || !isSameRoles(roles, stream.listener.roles)) finish(stream);
  };

  const checkSessions = async () => {
    const ids = [...streams].flatMap((stream) => (stream.session ? [stream.session.id] : []));
    if (ids.length === 0) return;
    try {
      const live = await readLiveSessionIds(database.db, ids);
      finishWhere((stream) => stream.session !== undefined && !live.has(stream.session.id));
    } catch (error) {
      config.warn('live events: could not check the sessions of open streams', error);
    }
  };

  const listening = await listenToChannel(database, {
    onPayload(payload) {
      const control = parseControlNotice(payload);
      if (control) return follow(control);
      const notice = parseNotice(payload);
      if (notice) deliver(notice);
      else config.warn(`live events: ignored a payload that is not ours: ${payload.slice(0, 200)}`);
    },
    onGap() {
      const frame = resyncFrame(buffer.mark());
      for (const stream of streams) send(stream, frame);
    },
    warn: config.warn,
  });

  const heartbeat = setInterval(() => {
    for (const stream of streams) send(stream, HEARTBEAT_FRAME);
  }, config.heartbeatMs).unref();
  const sessionCheck = setInterval(() => void checkSessions(), config.sessionCheckMs).unref();

  /** Where a new stream starts: retry delay, then its position, after replaying what it can. */
  const opening = (listener: Actor, lastEventId: string | undefined) => {
    const start = retryFrame(config.retryMs);
    if (!lastEventId) return start + positionFrame(buffer.head());
    const missed = buffer.after(lastEventId);
    if (missed === null) return start + resyncFrame(buffer.head());
    const replay = missed.filter((notice) => mayHear(listener, notice));
    return (
      start +
      replay.map((notice) => eventFrame(notice.id, notice.event)).join('') +
      positionFrame(buffer.head())
    );
  };

  const endStreams = () => {
    closing = true;
    for (const stream of streams) finish(stream);
  };

  return {
    async publish(event, facts, tx = database.db) {
      const payload = noticePayload(ids.next(), event, facts);
      await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    },
    open(listener, lastEventId, session) {
      const readable = new Readable({ read() {} });
      readable.push(opening(listener, lastEventId));
      if (closing) {
        readable.push(null);
        return readable;
      }
      const stream = { listener, readable, session };
      streams.add(stream);
      const lifetime = setTimeout(() => finish(stream), config.streamLifetimeMs).unref();
      readable.once('close', () => {
        streams.delete(stream);
        clearTimeout(lifetime);
      });
      return readable;
    },
    endStreams,
    async close() {
      endStreams();
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      await listening.stop();
    },
    openStreams: () => streams.size,
  };
};
