import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db/client.ts';
import { OUTAGE_RETRY_AFTER_S } from './errors.ts';
import type { Storage } from './storage/storage.ts';

/** A health check answers within this, whatever its dependencies do: a probe that hangs is down. */
export const HEALTH_TIMEOUT_MS = 1_000;

const dependencyStateSchema = z.enum(['up', 'down']);
const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: dependencyStateSchema,
  storage: dependencyStateSchema,
});
export type Health = z.infer<typeof healthSchema>;

const settleWithin = async (probe: Promise<unknown>, ms: number): Promise<'up' | 'down'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), ms);
  });
  const settled = probe.then(
    () => 'up' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
};

/** A key no upload can have (uploads are `folder/<time>-<random>_<name>`): reading it costs one lookup. */
const STORAGE_PROBE_KEY = 'health/probe';

/**
 * Probes the database and the file storage, each given HEALTH_TIMEOUT_MS. One database probe at a
 * time: while the database hangs, a load balancer's polling must not fill the pool with probes.
 */
export const createHealthCheck = (database: Database, storage: Storage, timeoutMs = HEALTH_TIMEOUT_MS) => {
  let databaseProbe: Promise<unknown> | null = null;
  const probeDatabase = () => {
    databaseProbe ??= database.db.execute(sql`select 1`).finally(() => {
      databaseProbe = null;
    });
    return databaseProbe;
  };
  return async (): Promise<Health> => {
    const [databaseState, storageState] = await Promise.all([
      settleWithin(probeDatabase(), timeoutMs),
      settleWithin(storage.get(STORAGE_PROBE_KEY), timeoutMs),
    ]);
    const isUp = databaseState === 'up' && storageState === 'up';
    return { status: isUp ? 'ok' : 'unavailable', database: databaseState, storage: storageState };
  };
};

/** `GET /api/health`: 200 when every dependency answers, else 503 naming the one that is down. */
export const registerHealthRoute = (app: FastifyInstance, deps: { database: Database; storage: Storage }) => {
  const checkHealth = createHealthCheck(deps.database, deps.storage);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const health = await checkHealth();
        reply.header('cache-control', 'no-store');
        if (health.status !== 'ok') reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
        return reply.status(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
};
