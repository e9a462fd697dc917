import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';
import { LIVE_CHANNEL } from './notice.ts';
import { listenPostgres } from './postgres-listener.ts';

export interface ChannelHandlers {
  /** A payload NOTIFY sent on the channel, by any process. */
  onPayload(payload: string): void;
  /** Listening stopped for a while and resumed: payloads sent meanwhile are lost. */
  onGap(): void;
  warn(message: string, error?: unknown): void;
}

export interface ChannelListener {
  stop(): Promise<void>;
}

/** PGlite lives in this process: its notifications cannot be lost on the way. */
const listenPglite = async (pglite: PGlite, handlers: ChannelHandlers): Promise<ChannelListener> => {
  const unlisten = await pglite.listen(LIVE_CHANNEL, handlers.onPayload);
  return {
    // The database may close first (tests share one between apps); nothing is listening then.
    stop: () => unlisten().catch(() => {}),
  };
};

/** LISTEN on the live channel of either driver; resolves once listening. */
export const listenToChannel = (database: Database, handlers: ChannelHandlers): Promise<ChannelListener> => {
  if (database.pglite) return listenPglite(database.pglite, handlers);
  if (database.pool) return listenPostgres(database.pool, handlers);
  throw new Error('live events need PGlite or a PostgreSQL pool');
};
