/**
 * Offline figures (issue 28) in a real headless Chromium against the built app: what the service
 * worker precaches (files, bytes on disk, bytes over the wire as the server sends them), how long a
 * first visit takes to have it all, and how long a cold browser takes to open the app's shell and the
 * workspace's code with the network gone (the server stopped, the browser offline). Prints numbers;
 * never passes or fails on them. Run: npm run bench:offline
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchProfile, precacheListOf, waitForWorker } from '../e2e/support/offline.ts';
import { REPO_ROOT } from '../e2e/support/server.ts';
import { signInSkippingTours } from '../e2e/support/session.ts';
import { runBrowserBench } from './harness.ts';
import { kb, median, ms } from './stats.ts';

const COLD_RUNS = 5;
const WEB_DIST = path.join(REPO_ROOT, 'dist/web');

/** Bytes the server sends for a file: its build's brotli copy when there is one, else gzip's. */
const wireBytes = async (file: string): Promise<number> => {
  if (existsSync(`${file}.br`)) return (await stat(`${file}.br`)).size;
  const content = await readFile(file);
  return Math.min(content.byteLength, gzipSync(content).byteLength);
};

runBrowserBench(async (_browser, server) => {
  const list = await precacheListOf(WEB_DIST);
  const files = list.map((url) => path.join(WEB_DIST, url));
  const disk = (await Promise.all(files.map(async (file) => (await stat(file)).size))).reduce(
    (a, b) => a + b,
    0,
  );
  const wire = (await Promise.all(files.map(wireBytes))).reduce((a, b) => a + b, 0);
  console.log(`precache: ${list.length} files, ${kb(disk)} on disk, ~${kb(wire)} over the wire`);

  const profile = await mkdtemp(path.join(tmpdir(), 'chispa-bench-profile-'));
  try {
    const online = await launchProfile(profile, server.url, false);
    await signInSkippingTours(online, 'student');
    const created = await online.request.post('/api/projects', {
      data: { name: 'Bench', category: 'robotics' },
    });
    const { id } = (await created.json()) as { id: string };
    const page = online.pages()[0] ?? (await online.newPage());
    const visited = performance.now();
    await page.goto(`/es/board/${id}`);
    await waitForWorker(page);
    console.log(
      `first visit to the precache complete (load, idle, install): ${ms(performance.now() - visited)}`,
    );
    await online.close();

    const workspace = list.find((url) => /\/workspace-page-[\w-]+\.js$/.test(url));
    if (!workspace) throw new Error('no workspace chunk in the precache');
    const shell: number[] = [];
    const code: number[] = [];
    await server.restart(async () => {
      for (let run = 0; run < COLD_RUNS; run += 1) {
        const started = performance.now();
        const offline = await launchProfile(profile, server.url, true);
        try {
          const cold = offline.pages()[0] ?? (await offline.newPage());
          await cold.goto(`/es/board/${id}`);
          await cold.locator('#root style[data-mantine-styles]').first().waitFor({ state: 'attached' });
          shell.push(performance.now() - started);
          await cold.evaluate(`import(${JSON.stringify(workspace)}).then(() => true)`);
          code.push(performance.now() - started);
        } finally {
          await offline.close();
        }
      }
    });
    console.log(
      `cold browser, offline, to the app's shell drawn: median ${ms(median(shell))} of ${COLD_RUNS}`,
    );
    console.log(
      `cold browser, offline, to the workspace's code loaded: median ${ms(median(code))} of ${COLD_RUNS}`,
    );
    console.log(
      '  (a project opened offline and its first Run: printed by e2e/offline-shell.e2e.ts, "offline-shell:" lines)',
    );
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
