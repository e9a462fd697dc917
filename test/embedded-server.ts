import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { findFreePort } from '../e2e/support/ports.ts';
import { createPglite } from '../src/server/db/pglite.ts';

/**
 * The real server as a process on an embedded data folder, for the process-level tests of the
 * embedded database: lock, kill -9, backup.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Node's arguments that start the real server: the compiled one (`node dist/server/main.js`, what
 * `npm start` runs) when dist/ is the build of the sources as they are, as in `npm test`, which
 * builds first; else from source (`node --import tsx src/server/main.ts`). From source each start
 * spends ~5 s of CPU transpiling and resolving the server's modules (0.4 s compiled), and a first
 * start on an empty folder runs initdb where the compiled server copies its empty database.
 */
export const serverArgs = (): string[] => {
  const built = inject('builtServer');
  return built ? [built] : ['--import', 'tsx', 'src/server/main.ts'];
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A data folder whose database is the run's migrated snapshot: PGlite's initdb from source takes
 * 30-60 s of WASM on a loaded machine, and every start after the first copies nothing anyway.
 */
export const prepareDataDir = async (prefix: string): Promise<string> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const pglite = await createPglite({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([snapshot]),
  });
  await pglite.close();
  return dataDir;
};

export interface RunningServer {
  child: ChildProcess;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Exit code, or the signal's name when killed. */
  exited: Promise<number | string | null>;
}

/** The real server in a child process, with `env` over the defaults of these tests. */
export const spawnServer = async (env: Record<string, string>, port?: number): Promise<RunningServer> => {
  const chosen = port ?? (await findFreePort());
  const url = `http://127.0.0.1:${chosen}`;
  const child = spawn(process.execPath, serverArgs(), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      BASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, url, stdout: () => out, stderr: () => err, exited };
};

/** The server on an embedded data folder. */
export const startServer = (dataDir: string, port?: number): Promise<RunningServer> =>
  spawnServer({ DATA_DIR: dataDir }, port);

export const waitUntilHealthy = async (server: RunningServer, timeoutMs = 120_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited at start:\n${server.stderr()}`);
    const status = await fetch(`${server.url}/api/health`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(`the server never became healthy:\n${server.stdout()}\n${server.stderr()}`);
};

export const killHard = async (server: RunningServer): Promise<void> => {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
};

export interface Caller {
  call<T = unknown>(method: string, route: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** A caller signed in with a session cookie; `url` may change (a restarted server). */
export const callerFor = (getUrl: () => string, cookie: string): Caller => ({
  async call<T>(method: string, route: string, body?: unknown) {
    const url = getUrl();
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        cookie,
        origin: url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  },
});

/** A new student account (`POST /api/users`, signed in on creation): its session cookie. */
export const signUp = async (url: string, email: string): Promise<string> => {
  const response = await fetch(`${url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ name: 'Estudiante Prueba', email, password: 'Una-Clave-Larga-1234!' }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

/** `count` new projects of the caller's, each with the version it was made at. */
export const createProjects = async (caller: Caller, count: number, name: string) => {
  const projects: { id: string; version: number }[] = [];
  for (let i = 0; i < count; i++) {
    const created = await caller.call<{ id: string; version: number }>('POST', '/api/projects', {
      name: `${name} ${i}`,
      category: 'robotics',
    });
    if (created.status !== 201) throw new Error(`new project: ${created.status}`);
    projects.push({ id: created.body.id, version: created.body.version });
  }
  return projects;
};
