import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/server/db/client.ts';
import { createPglite } from '../src/server/db/pglite.ts';
import { adminUrl } from './postgres.ts';

/**
 * A migrated database of its own for one test file: a PGlite clone of the migrated snapshot, or,
 * when TEST_DATABASE_URL is set, a fresh PostgreSQL database copied from the migrated template.
 */
export const createTestDatabase = async (): Promise<Database> => {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `chispa_t_${randomBytes(6).toString('hex')}`;
    const admin = openPostgres(adminUrl(url));
    await admin.pool?.query(`create database ${name} template ${template}`);
    await admin.close();
    const database = openPostgres(adminUrl(url, name));
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = openPostgres(adminUrl(url));
        await cleanup.pool?.query(`drop database if exists ${name} with (force)`);
        await cleanup.close();
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  return openPglite(await createPglite({ loadDataDir: new Blob([snapshot]) }));
};
