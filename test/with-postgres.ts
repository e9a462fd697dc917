/**
 * Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server: a fresh cluster
 * in a temp dir on a free port, removed afterwards. Uses the machine's PostgreSQL binaries
 * (Debian's `postgresql` package); as root, the cluster runs as the `postgres` user.
 * Usage: node --import tsx test/with-postgres.ts <command> [args…]
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const findBinDir = (): string | null => {
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

const main = async () => {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: with-postgres <command> [args…]');
  if (process.env.TEST_DATABASE_URL) {
    process.exit(spawnSync(command, args, { stdio: 'inherit' }).status ?? 1);
  }
  const bin = findBinDir();
  if (!bin) {
    const message =
      'PostgreSQL binaries not found (apt-get install -y postgresql): server tests against PostgreSQL';
    if (process.env.CI) throw new Error(`${message} are required in CI.`);
    console.warn(`\n  ⚠ ${message} skipped.\n`);
    return;
  }
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
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=200`,
  ]);
  const stop = () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const url = `postgres://chispa@127.0.0.1:${port}/postgres`;
  console.log(`\n  PostgreSQL ${path.basename(path.dirname(bin))} for tests at ${url}\n`);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  stop();
  process.exit(code);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
