import { type PostgresCluster, startPostgresCluster } from '../../test/postgres.ts';
import { type ServerHandle, startServer } from './server.ts';

export interface TwoServers {
  /** The process that starts first: it migrates the empty database and seeds the demo. */
  first: ServerHandle;
  /** A second process on the same database, as a load balancer's other backend. */
  second: ServerHandle;
  databaseUrl: string;
  /** Stops both processes, then the database. */
  stop(): Promise<void>;
}

/** One secret for both, as every process of one installation shares it. */
const AUTH_SECRET = 'e2e-two-servers-secret-0123456789abcdef';

/**
 * Two real server processes (`dist/server/main.js`) on one throwaway PostgreSQL server, each on its
 * own port and BASE_URL, with the same AUTH_SECRET. They start one after the other, so only the
 * first migrates and seeds.
 */
export const startTwoServers = async (postgresBin: string): Promise<TwoServers> => {
  const cluster: PostgresCluster = await startPostgresCluster(postgresBin);
  const env = { DATABASE_URL: cluster.url, AUTH_SECRET };
  const started: ServerHandle[] = [];
  const stop = async () => {
    for (const server of [...started].reverse()) await server.stop();
    cluster.stop();
  };
  try {
    started.push(await startServer({ env }));
    started.push(await startServer({ env }));
  } catch (error) {
    await stop();
    throw error;
  }
  const [first, second] = started as [ServerHandle, ServerHandle];
  return { first, second, databaseUrl: cluster.url, stop };
};
