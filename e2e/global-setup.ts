import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  const runDir = await mkdtemp(path.join(tmpdir(), 'chispa-e2e-run-'));
  project.provide('e2eRunDir', runDir);
  return async () => {
    // Servers still up: a worker's spare nobody took, or one whose file ended without its stop.
    const left = await readdir(path.join(runDir, 'pids')).catch(() => []);
    for (const pid of left) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await rm(runDir, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  };
}
