import path from 'node:path';
import { buildApp } from './app.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/demo-accounts.ts';
import { isDatabaseEmpty } from './db/empty.ts';
import { seedDemo } from './db/seed.ts';
import { EnvError, loadEnv } from './env.ts';
import { createStorage } from './storage/storage.ts';

const start = async () => {
  const env = loadEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    // Made by the build next to the compiled server (dist/server/); from source there is none, and
    // a new database is created by PGlite's initdb.
    template: path.join(import.meta.dirname, 'empty-database'),
  });
  await database.migrate();
  if (env.SEED_DEMO === 'true' && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db);
    console.warn(
      `Seeded demo data and accounts (${Object.values(DEMO_ACCOUNTS)
        .map((a) => a.email)
        .join(', ')}) with a published password.\n` +
        'On a real installation start with SEED_DEMO=false, or remove these accounts.',
    );
  }

  const app = await buildApp({
    env,
    database,
    storage: createStorage(env),
    authSecret: await resolveAuthSecret(env.AUTH_SECRET, env.dataDir),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.BASE_URL ?? `http://localhost:${env.PORT}`;
  console.log(`\n  Chispa is running at ${shown}/es/principal-page  (database: ${database.kind})\n`);
};

start().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
