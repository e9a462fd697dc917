import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { checkBuild } from '../scripts/build-stamp.mjs';
import { openPglite, openPostgres } from '../src/server/db/client.ts';
import { createPglite } from '../src/server/db/pglite.ts';
import { adminUrl, TEMPLATE_DB } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
    /**
     * dist/server/main.js when dist/ is the build of the sources as they are (`npm test` builds
     * before the unit stage), for the tests that start the real server as a process; else null,
     * and they start it from source.
     */
    builtServer: string | null;
  }
}

/**
 * Migrates once per run. PGlite: a migrated data dir dumped to a file that each test file
 * loads (well under a second). PostgreSQL (TEST_DATABASE_URL): a migrated template database
 * that each test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  const build = await checkBuild(root);
  project.provide('builtServer', build.current ? path.join(root, 'dist/server/main.js') : null);
  const dir = await mkdtemp(path.join(tmpdir(), 'chispa-test-'));
  // The build's migrated empty database, when the build is current, spares initdb and the
  // migrations (12 → 5 s of CPU); migrate() then finds nothing to do.
  const built = build.current ? path.join(dir, 'built-empty') : undefined;
  if (built) await cp(path.join(root, 'dist/server/empty-database'), built, { recursive: true });
  const pglite = openPglite(await createPglite(built ? { dataDir: built } : {}));
  await pglite.migrate();
  const snapshot = path.join(dir, 'migrated.tar.gz');
  const dump = await pglite.pglite?.dumpDataDir('gzip');
  if (!dump) throw new Error('PGlite dump failed');
  await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSnapshot', snapshot);

  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', url ? TEMPLATE_DB : null);
  if (url) {
    const admin = openPostgres(adminUrl(url));
    await admin.pool?.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.pool?.query(`create database ${TEMPLATE_DB}`);
    await admin.close();
    const template = openPostgres(adminUrl(url, TEMPLATE_DB));
    await template.migrate();
    await template.close();
  }

  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
