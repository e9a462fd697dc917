import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../../e2e/support/ports.ts';
import {
  type Caller,
  callerFor,
  createProjects,
  killHard,
  prepareDataDir,
  REPO_ROOT,
  type RunningServer,
  signUp,
  sleep,
  startServer,
  waitUntilHealthy,
} from '../../../test/embedded-server.ts';
import { makePng } from '../storage/test-files.ts';

/**
 * `npm run backup` while the real server takes saves, then `npm run restore` into its folder: every
 * save acknowledged before the backup began is in the restored copy, with the uploaded picture and
 * the auth secret (the session from before still works), and the restored server starts and serves.
 */
const PROJECTS = 3;

interface Project {
  id: string;
  version: number;
}

let dataDir = '';
let backupsDir = '';
let port = 0;
let server: RunningServer;
let cookie = '';
let caller: Caller;

/** Runs one of our CLIs as an operator would; its exit code and output. */
const runCli = (file: string, args: string[]) =>
  new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: REPO_ROOT,
      // vitest's own BASE_URL is a path, not the URL the CLIs read.
      env: { ...process.env, DATA_DIR: dataDir, BASE_URL: server.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, out, err }));
  });

beforeAll(async () => {
  dataDir = await prepareDataDir('chispa-backup-');
  backupsDir = await mkdtemp(path.join(tmpdir(), 'chispa-backups-'));
  port = await findFreePort();
  server = await startServer(dataDir, port);
  await waitUntilHealthy(server);
  cookie = await signUp(server.url, 'backup@chispa.test');
  caller = callerFor(() => server.url, cookie);
}, 150_000);

afterAll(async () => {
  await killHard(server);
  await rm(dataDir, { recursive: true, force: true });
  await rm(backupsDir, { recursive: true, force: true });
});

const autosave = async (project: Project, stop: { now: boolean }) => {
  let n = 0;
  while (!stop.now) {
    const answer = await caller.call<{ version: number }>('PATCH', `/api/projects/${project.id}`, {
      version: project.version,
      code: `print(${n++})`,
    });
    expect(answer.status).toBe(200);
    project.version = answer.body.version;
  }
};

const uploadPicture = async (projectId: string) => {
  const form = new FormData();
  form.append('file', new Blob([await makePng()], { type: 'image/png' }), 'robot.png');
  const response = await fetch(`${server.url}/api/projects/${projectId}/image`, {
    method: 'PUT',
    headers: { cookie, origin: server.url },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { imageUrl } = (await response.json()) as { imageUrl: string };
  return imageUrl;
};

describe('backup and restore (embedded)', () => {
  it('round-trips a running installation under autosave', async () => {
    const projects: Project[] = await createProjects(caller, PROJECTS, 'Respaldo');
    const imageUrl = await uploadPicture(projects[0]?.id ?? '');

    const stop = { now: false };
    const saving = projects.map((project) => autosave(project, stop));
    await sleep(1_000);
    const acknowledgedBefore = projects.map((p) => p.version);
    const backup = await runCli('src/server/db/backup-cli.ts', [backupsDir]);
    const duringBackup = projects.map((p, i) => p.version - (acknowledgedBefore[i] ?? 0));
    stop.now = true;
    await Promise.all(saving);
    expect(backup.code, backup.err).toBe(0);
    expect(backup.out).toContain('copied by the running server');
    // The server kept acknowledging saves while it copied its database.
    expect(duringBackup.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const [folder] = readdirSync(backupsDir);
    expect(folder).toMatch(/^chispa-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);

    // Refused while the server holds the folder, leaving it as it was.
    const refused = await runCli('src/server/db/restore-cli.ts', [path.join(backupsDir, folder ?? '')]);
    expect(refused.code).not.toBe(0);
    expect(refused.err.trim()).toMatch(
      /^Another Chispa server is already using the data folder .* Stop it first/,
    );
    expect(readdirSync(dataDir).filter((name) => name.startsWith('replaced-'))).toEqual([]);

    await killHard(server);
    const restored = await runCli('src/server/db/restore-cli.ts', [path.join(backupsDir, folder ?? '')]);
    expect(restored.code, restored.err).toBe(0);
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('replaced-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(dataDir, aside[0] ?? '', 'db', 'PG_VERSION'))).toBe(true);

    server = await startServer(dataDir, port);
    await waitUntilHealthy(server);
    for (const [i, project] of projects.entries()) {
      const stored = await caller.call<{ version: number }>('GET', `/api/projects/${project.id}`);
      expect(stored.status).toBe(200); // same session: its row and the auth secret came back
      expect(stored.body.version).toBeGreaterThanOrEqual(acknowledgedBefore[i] ?? Number.POSITIVE_INFINITY);
      expect(stored.body.version).toBeLessThanOrEqual(project.version);
    }
    expect((await fetch(`${server.url}${imageUrl}`, { headers: { cookie } })).status).toBe(200);
    const edited = await caller.call('PATCH', `/api/projects/${projects[1]?.id}`, {
      version: (await caller.call<{ version: number }>('GET', `/api/projects/${projects[1]?.id}`)).body
        .version,
      code: 'print("after the restore")',
    });
    expect(edited.status).toBe(200);
  }, 400_000);
});
