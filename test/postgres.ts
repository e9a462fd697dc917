import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const TEMPLATE_DB = 'chispa_test_template';

/** The same server and credentials as TEST_DATABASE_URL, another database. */
export const adminUrl = (url: string, database = 'postgres') => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** The machine's PostgreSQL binaries (Debian's `postgresql` package, or PG_BIN), or null. */
export const findPostgresBin = (): string | null => {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'pg_ctl'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(path.join(root, v, 'bin', 'pg_ctl'))) return path.join(root, v, 'bin');
  return null;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

export interface PostgresCluster {
  /** `postgres://chispa@127.0.0.1:<port>/postgres`, trusted, no password. */
  url: string;
  /** The PostgreSQL version, e.g. "15". */
  version: string;
  /** Stops the server at once and removes its files. */
  stop(): void;
}

/**
 * A throwaway PostgreSQL server: a fresh cluster in a temp dir on a free port, tuned for tests
 * (no fsync) unless `durable` (benches: a write then costs what it costs on a real server). As
 * root, the cluster runs as the `postgres` user.
 */
export const startPostgresCluster = async (
  bin: string,
  opts: { durable?: boolean } = {},
): Promise<PostgresCluster> => {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'chispa-pg-'));
  chmodSync(dir, 0o777);
  const run = (file: string, argv: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...argv], { stdio: 'pipe' })
      : execFileSync(path.join(bin, file), argv, { stdio: 'pipe' });
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'chispa', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${opts.durable ? '' : '-c fsync=off -c full_page_writes=off -c synchronous_commit=off '}-c max_connections=200`,
  ]);
  return {
    url: `postgres://chispa@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(bin)),
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
