import type pg from 'pg';
import type { ChannelHandlers, ChannelListener } from './channel.ts';
import { LIVE_CHANNEL } from './notice.ts';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;
/** A connection can die without a word (a dropped route): asking something now and then finds out. */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref());

/**
 * One client taken from the pool for good, since LISTEN belongs to a connection. When the
 * connection drops (server restart, failover, a killed backend), it is released as broken and a
 * new one listens again after a growing pause; `onGap` then says notifications may have been missed.
 */
export const listenPostgres = async (pool: pg.Pool, handlers: ChannelHandlers): Promise<ChannelListener> => {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retries = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const drop = (dead: pg.PoolClient, error?: Error) => {
    if (client !== dead) return;
    client = null;
    dead.release(error ?? true);
    if (stopped) return;
    handlers.warn('live events: the LISTEN connection dropped; listening again', error);
    scheduleReconnect();
  };

  const connect = async () => {
    const fresh = await pool.connect();
    fresh.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload !== undefined)
        handlers.onPayload(message.payload);
    });
    // Always handled: an unhandled 'error' on a client would end the process.
    fresh.on('error', (error) => drop(fresh, error));
    fresh.on('end', () => drop(fresh));
    try {
      await fresh.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      fresh.release(true);
      throw error;
    }
    // Stopped while this connection was being opened: nobody will release it later, and a pool
    // that still lends it out never ends.
    if (stopped) {
      fresh.release(true);
      return;
    }
    client = fresh;
  };

  const scheduleReconnect = () => {
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** retries);
    retries += 1;
    retryTimer = setTimeout(async () => {
      if (stopped) return;
      try {
        await connect();
        if (stopped) return;
        retries = 0;
        handlers.onGap();
      } catch (error) {
        handlers.warn('live events: LISTEN failed; trying again', error);
        scheduleReconnect();
      }
    }, delay);
  };

  const ping = async () => {
    const current = client;
    if (!current) return;
    try {
      await Promise.race([current.query('select 1'), timeout(PING_TIMEOUT_MS)]);
    } catch (error) {
      drop(current, error instanceof Error ? error : new Error(String(error)));
    }
  };

  await connect();
  const pinger = setInterval(() => void ping(), PING_EVERY_MS).unref();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pinger);
      const current = client;
      client = null;
      // Released as broken: the connection closes, and LISTEN with it.
      current?.release(true);
    },
  };
};
