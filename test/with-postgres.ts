/**
 * Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server: a fresh cluster
 * in a temp dir on a free port, removed afterwards. Uses the machine's PostgreSQL binaries
 * (Debian's `postgresql` package); as root, the cluster runs as the `postgres` user.
 * Usage: node --import tsx test/with-postgres.ts <command> [args…]
 */
import { spawn, spawnSync } from 'node:child_process';
import { findPostgresBin, startPostgresCluster } from './postgres.ts';

const main = async () => {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error('usage: with-postgres <command> [args…]');
  if (process.env.TEST_DATABASE_URL) {
    process.exit(spawnSync(command, args, { stdio: 'inherit' }).status ?? 1);
  }
  const bin = findPostgresBin();
  if (!bin) {
    const message =
      'PostgreSQL binaries not found (apt-get install -y postgresql): server tests against PostgreSQL';
    if (process.env.CI) throw new Error(`${message} are required in CI.`);
    console.warn(`\n  ⚠ ${message} skipped.\n`);
    return;
  }
  const cluster = await startPostgresCluster(bin);
  console.log(`\n  PostgreSQL ${cluster.version} for tests at ${cluster.url}\n`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  cluster.stop();
  process.exit(code);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
