import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { OUTAGE_RETRY_AFTER_S } from './errors.ts';
import type { LiveEvents } from './realtime/live-events.ts';

export interface DrainOptions {
  /**
   * How long at least the listener goes on accepting after the signal, and after that until a
   * turn of the event loop finds no connection waiting. Connections clients opened just before
   * the signal sit in the kernel's backlog, and closing the listener resets them; a busy server
   * takes them in one per turn. Accepted, they are answered (with `Connection: close`). A
   * balancer moves on meanwhile (`/api/health` is 503).
   */
  acceptMs: number;
  /** A connection with no request is closed once it has been idle this long since the signal. */
  settleMs: number;
  /**
   * The longest wait for requests in flight, from the signal; connections left then are cut. The
   * backlog is taken in for at most half of it.
   */
  timeoutMs: number;
}

const DRAIN_DEFAULTS: DrainOptions = { acceptMs: 500, settleMs: 250, timeoutMs: 10_000 };

/** A connection as the drain sees it: requests being answered on it, and since when it has none. */
interface Connection {
  active: number;
  idleSince: number;
  /** Turns of the drain that found it idle in a row: its request bytes, if any, are read by the second. */
  idleTurns: number;
}

interface Draining {
  begin(): void;
  connections: Map<Socket, Connection>;
  /** Connections accepted so far. */
  accepted(): number;
}

const drains = new WeakMap<FastifyInstance, Draining>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves in the check phase of the event loop, right after a poll phase: connections waiting
 * to be accepted and request bytes already received have been read by then, whatever the timers.
 */
const afterPoll = () => new Promise((resolve) => setImmediate(resolve));

/** Counts requests per connection, so that only connections with none are closed. */
const trackConnections = (server: Server) => {
  const connections = new Map<Socket, Connection>();
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { active: 0, idleSince: Date.now(), idleTurns: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.active += 1;
    connection.idleTurns = 0;
    response.once('close', () => {
      connection.active -= 1;
      connection.idleSince = Date.now();
    });
  });
  return { connections, accepted: () => accepted };
};

/**
 * While draining, answers carry `Connection: close` (keep-alive sockets end with them) and
 * `/api/health` is 503 so a balancer sends new work elsewhere. Live event streams never finish by
 * themselves: they end at once, and browsers reconnect to another process (or to this one once
 * it is back). `app.close()` alone (tests) drains too, minus the connection handling below.
 */
export const registerDraining = (app: FastifyInstance, live: LiveEvents) => {
  let isDraining = false;
  const begin = () => {
    if (isDraining) return;
    isDraining = true;
    live.endStreams();
  };
  drains.set(app, { begin, ...trackConnections(app.server) });
  app.addHook('preClose', async () => begin());
  app.addHook('onRequest', async (request, reply) => {
    if (!isDraining || request.routeOptions.url !== '/api/health') return;
    // A string, so that no response schema of the health route stands in its way.
    return reply
      .code(503)
      .header('retry-after', String(OUTAGE_RETRY_AFTER_S))
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ status: 'draining' }));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });
};

/**
 * Closes connections with no request since the signal settled, once two turns in a row found them
 * so (a poll phase ran between them, which read any request already received); true when none
 * are left.
 */
const closeIdle = (connections: Map<Socket, Connection>, signalAt: number, settleMs: number) => {
  const now = Date.now();
  for (const [socket, connection] of connections) {
    const isIdle = connection.active === 0 && now - Math.max(connection.idleSince, signalAt) >= settleMs;
    connection.idleTurns = isIdle ? connection.idleTurns + 1 : 0;
    if (connection.idleTurns >= 2) socket.destroy();
  }
  return connections.size === 0;
};

/** Waits until a turn of the event loop accepted no connection: the backlog is empty then. */
const acceptBacklog = async (draining: Draining, until: number) => {
  await afterPoll();
  let before = draining.accepted();
  while (Date.now() < until) {
    await afterPoll();
    if (draining.accepted() === before) return;
    before = draining.accepted();
  }
};

/**
 * The stop on SIGTERM: take in what clients already sent, stop listening, answer it, close idle
 * connections, and resolve once none is left (or at the bound). Returns how many connections had
 * to be cut at the bound. Then `app.close()` finds nothing open.
 */
export const drainConnections = async (
  app: FastifyInstance,
  options: Partial<DrainOptions> = {},
): Promise<number> => {
  const { acceptMs, settleMs, timeoutMs } = { ...DRAIN_DEFAULTS, ...options };
  const draining = drains.get(app);
  if (!draining) throw new Error('registerDraining was not called on this app');
  const signalAt = Date.now();
  draining.begin();
  await sleep(acceptMs);
  await acceptBacklog(draining, signalAt + timeoutMs / 2);
  // net's close stops listening and nothing else; http's would also destroy every connection
  // without a request in progress, including those whose request is received but not yet read.
  NetServer.prototype.close.call(app.server);
  while (Date.now() - signalAt < timeoutMs) {
    await afterPoll();
    if (closeIdle(draining.connections, signalAt, settleMs)) return 0;
    await sleep(25);
  }
  const cut = draining.connections.size;
  for (const socket of draining.connections.keys()) socket.destroy();
  return cut;
};
