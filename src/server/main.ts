import cluster from 'node:cluster';
import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { DataFolderBusyError } from './db/embedded-lock.ts';
import { type Env, EnvError, loadEnv } from './env.ts';
import { drainConnections } from './shutdown.ts';
import {
  DatabaseUnreachableError,
  postgresLimitsOf,
  prepareDatabase,
  warnAboutDeployment,
} from './start-up.ts';
import { runWorkers } from './workers.ts';

const announce = (env: Env, databaseKind: string) => {
  const shown = env.BASE_URL ?? `http://localhost:${env.PORT}`;
  console.log(`\n  Chispa is running at ${shown}/es/principal-page  (database: ${databaseKind})\n`);
};

const start = async () => {
  const env = loadEnv();
  if (cluster.isPrimary && env.WORKERS > 1) {
    warnAboutDeployment(env);
    const processes = `${env.WORKERS} server processes`;
    runWorkers(env.WORKERS, {
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      announce: () => announce(env, `postgres, ${processes}`),
    });
    return;
  }
  // The database opens while the app's modules load: PGlite reads and compiles its WebAssembly off
  // the main thread meanwhile, so a start waits for the longer of the two rather than both.
  const opening = openDatabase({
    databaseUrl: env.DATABASE_URL,
    postgresLimits: postgresLimitsOf(env),
    dataDir: env.dataDir,
    // Made by the build next to the compiled server (dist/server/); from source there is none, and
    // a new database is created by PGlite's initdb.
    template: path.join(import.meta.dirname, 'empty-database'),
  });
  opening.catch(() => {}); // awaited below: a failure is reported there, not as unhandled
  const [{ buildApp }, { resolveAuthSecret }, { createStorage }] = await Promise.all([
    import('./app.ts'),
    import('./auth/secret.ts'),
    import('./storage/storage.ts'),
  ]);
  const database = await opening;
  // Waits for PostgreSQL to answer, then migrates and seeds under its advisory lock.
  await prepareDatabase(database, env);
  if (cluster.isPrimary) warnAboutDeployment(env);

  const app = await buildApp({
    env,
    database,
    storage: createStorage(env),
    webDist: env.WEB_DIST,
    authSecret: await resolveAuthSecret(env.AUTH_SECRET, env.dataDir),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: answering what was received, then closing');
    // Past the drain's own bound: only a close that hangs (the database) ends here.
    const timeoutMs = env.SHUTDOWN_TIMEOUT_MS;
    const force = setTimeout(() => process.exit(1), timeoutMs + 5_000).unref();
    const cut = await drainConnections(app, { timeoutMs });
    if (cut > 0) app.log.warn({ cut }, 'shutting down: connections still busy at the bound were cut');
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Under WORKERS the process that forked this one says it, once.
  if (cluster.isPrimary) announce(env, database.kind);
};

start().catch((error: unknown) => {
  // A refusal to start is one line for the operator, not a stack trace.
  const isOneLine =
    error instanceof EnvError ||
    error instanceof DataFolderBusyError ||
    error instanceof DatabaseUnreachableError;
  console.error(isOneLine ? error.message : error);
  process.exit(1);
});
