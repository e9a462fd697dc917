import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { seedDataDir } from './support/server.ts';

/**
 * One real first start of the server per run (migrate an empty database, seed the demo), kept as
 * the DATA_DIR every journey's server copies: a first start costs seconds of migration and password
 * hashing that forty files would otherwise pay each.
 */
export default async function setup(project: TestProject) {
  const dir = await seedDataDir();
  project.provide('e2eSeededDataDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
