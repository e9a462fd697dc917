import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../src/server/db/client.ts';
import { type RunningServer, spawnServer } from './embedded-server.ts';
import { adminUrl } from './postgres.ts';

/** One secret for every process of one installation, as deploy.md asks. */
export const SHARED_AUTH_SECRET = 'several-processes-secret-0123456789abcdef';

/** A new, empty database on TEST_DATABASE_URL's server (no migrations): a first start's. */
export const createEmptyPostgresDatabase = async (url: string) => {
  const name = `chispa_proc_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(adminUrl(url));
  await admin.pool?.query(`create database ${name}`);
  await admin.close();
  return {
    url: adminUrl(url, name),
    async drop() {
      const cleanup = openPostgres(adminUrl(url));
      await cleanup.pool?.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
};

/**
 * The real server (`serverArgs()`: compiled when dist/ is current, as `npm start` runs it) on PostgreSQL,
 * with a data folder of its own and `env` on top (S3, SEED_DEMO…).
 */
export const startPostgresServer = async (
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> =>
  spawnServer({
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: SHARED_AUTH_SECRET,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'chispa-proc-')),
    ...env,
  });
