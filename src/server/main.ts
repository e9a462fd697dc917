import { buildApp } from './app.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { openDatabase } from './db/client.ts';
import { isDatabaseEmpty } from './db/empty.ts';
import { seedDemo } from './db/seed.ts';
import { EnvError, loadEnv } from './env.ts';
import { createStorage } from './storage/storage.ts';

const start = async () => {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await database.migrate();
  if (env.SEED_DEMO === 'true' && (await isDatabaseEmpty(database.db))) await seedDemo(database.db);

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

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.BASE_URL ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(`\n  Chispa is running at ${shown}/es/principal-page  (database: ${database.kind})\n`);
};

start().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
