import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { REPO_ROOT, type ServerHandle, startServer } from '../e2e/support/server.ts';
import { checkBuild } from '../scripts/build-stamp.mjs';

/**
 * Builds when dist/ is not the build of the sources as they are (the stamp `npm start` reads): the
 * benches measure the production bundle and the compiled server.
 */
export const ensureBuilt = async (): Promise<void> => {
  const build = await checkBuild(REPO_ROOT);
  if (build.current) return;
  console.log(`npm run build (${build.reason})`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build exited with ${result.status}`);
};

/**
 * Puts a copy of a built SPA (`dir`, a `cp -r dist/web` taken earlier) where the server serves it,
 * for benches that compare builds (`WEB_DIRS`). dist/web is left holding that build.
 */
export const installWebBuild = (dir: string): void => {
  const target = path.join(REPO_ROOT, 'dist/web');
  rmSync(target, { recursive: true, force: true });
  cpSync(dir, target, { recursive: true });
};

/**
 * Builds compared interleaved (`WEB_DIRS`): for each of `rounds` rounds, each build in turn is
 * installed and served by a server of its own (fresh demo data), which `measure` gets with the
 * build's name (its directory's) and the round. dist/web is left holding the last build.
 */
export const forEachBuild = async (
  dirs: readonly string[],
  rounds: number,
  measure: (build: { name: string; round: number; server: ServerHandle }) => Promise<void>,
): Promise<void> => {
  for (let round = 0; round < rounds; round += 1) {
    for (const dir of dirs) {
      installWebBuild(dir);
      const server = await startServer();
      try {
        await measure({ name: path.basename(dir), round, server });
      } finally {
        await server.stop();
      }
    }
  }
};

/**
 * Runs a browser bench against the real server (embedded database, empty data directory) and
 * Debian's Chromium, closing both however it ends; a failure sets the exit code.
 */
export const runBrowserBench = (bench: (browser: Browser, server: ServerHandle) => Promise<void>): void => {
  const main = async () => {
    await ensureBuilt();
    let server: ServerHandle | undefined;
    let browser: Browser | undefined;
    try {
      server = await startServer();
      browser = await launchBrowser();
      await bench(browser, server);
    } finally {
      await browser?.close().catch(() => {});
      await server?.stop();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
};
