import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../../e2e/support/ports.ts';
import {
  type Caller,
  callerFor,
  createProjects,
  killHard,
  prepareDataDir,
  type RunningServer,
  signUp,
  sleep,
  startServer,
  waitUntilHealthy,
} from '../../../test/embedded-server.ts';

/**
 * kill -9 of the real embedded server while projects autosave: after a restart on the same folder
 * every project holds at least its last acknowledged save. Rounds repeat on the same folder, so a
 * database a crash left behind is also the one the next round writes to.
 */
const ROUNDS = 3;
const PROJECTS = 3;
const SAVES_BEFORE_KILL = 30;

interface Project {
  id: string;
  version: number;
  code: string;
}

let dataDir = '';
let port = 0;
let server: RunningServer;
let caller: Caller;

beforeAll(async () => {
  dataDir = await prepareDataDir('chispa-crash-');
  port = await findFreePort();
  server = await startServer(dataDir, port);
  await waitUntilHealthy(server);
  caller = callerFor(() => server.url, await signUp(server.url, 'autosave@chispa.test'));
}, 150_000);

afterAll(async () => {
  await killHard(server);
  await rm(dataDir, { recursive: true, force: true });
});

/** Saves `project` (PATCH with its version) until `stop`; each 200 is an acknowledged save. */
const autosave = async (project: Project, round: number, stop: { now: boolean; acknowledged: number }) => {
  let n = 0;
  while (!stop.now) {
    const code = `print("round ${round} save ${n++}")`;
    const answer = await caller
      .call<{ version: number }>('PATCH', `/api/projects/${project.id}`, { version: project.version, code })
      .catch(() => null); // the kill cuts the request in flight: not acknowledged
    if (!answer) return;
    expect(answer.status).toBe(200);
    project.version = answer.body.version;
    project.code = code;
    stop.acknowledged += 1;
  }
};

describe('kill -9 under autosave (embedded)', () => {
  it(`loses no acknowledged save over ${ROUNDS} kills`, async () => {
    const projects: Project[] = (await createProjects(caller, PROJECTS, 'Autosave')).map((project) => ({
      ...project,
      code: '',
    }));

    for (let round = 0; round < ROUNDS; round++) {
      const stop = { now: false, acknowledged: 0 };
      const saving = projects.map((project) => autosave(project, round, stop));
      // The kill lands in the middle of a stream of saves (however slow the machine), at a
      // different moment each round.
      while (stop.acknowledged < SAVES_BEFORE_KILL) await sleep(20);
      await sleep(37 * round);
      server.child.kill('SIGKILL');
      stop.now = true;
      await Promise.all(saving);
      await server.exited;

      server = await startServer(dataDir, port);
      await waitUntilHealthy(server);
      for (const project of projects) {
        const stored = await caller.call<{ version: number; code: string }>(
          'GET',
          `/api/projects/${project.id}`,
        );
        expect(stored.status).toBe(200);
        // The save cut by the kill may have committed without its answer arriving: never less.
        expect(stored.body.version).toBeGreaterThanOrEqual(project.version);
        if (stored.body.version === project.version) expect(stored.body.code).toBe(project.code);
        project.version = stored.body.version;
        project.code = stored.body.code;
      }
    }
  }, 400_000);
});
