import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { REPO_ROOT, type ServerHandle, startServer } from '../e2e/support/server.ts';

/** Builds the SPA when dist/ is missing: the browser benches measure the production bundle. */
const ensureBuilt = () => {
  if (existsSync(path.join(REPO_ROOT, 'dist/web/index.html'))) return;
  console.log('dist/ is missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build exited with ${build.status}`);
};

/**
 * Runs a browser bench against the real server (embedded database, empty data directory) and
 * Debian's Chromium, closing both however it ends; a failure sets the exit code.
 */
export const runBrowserBench = (bench: (browser: Browser, server: ServerHandle) => Promise<void>): void => {
  const main = async () => {
    ensureBuilt();
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
