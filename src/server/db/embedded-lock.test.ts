import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  killHard,
  prepareDataDir,
  type RunningServer,
  startServer,
  waitUntilHealthy,
} from '../../../test/embedded-server.ts';
import { lockDataFolder } from './embedded-lock.ts';

/**
 * One process per embedded data folder, with real server processes: a second one is refused with
 * one line and a non-zero exit, whatever the timing, and a holder killed with -9 leaves no lock.
 */
const BUSY_LINE =
  /^Another Chispa server is already using the data folder (\S+) \(process (\d+)\)\. Stop it first, or set DATA_DIR to another folder\.$/;

let dataDir = '';
const started: RunningServer[] = [];

beforeAll(async () => {
  dataDir = await prepareDataDir('chispa-lock-');
}, 150_000);

afterAll(async () => {
  await Promise.all(started.map(killHard));
  await rm(dataDir, { recursive: true, force: true });
});

const start = async () => {
  const server = await startServer(dataDir);
  started.push(server);
  return server;
};

/** Every file under `dir` with its size and modification time. */
const fingerprint = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    });

const expectRefused = async (server: RunningServer, holderPid: number) => {
  expect(await server.exited).not.toBe(0);
  const lines = server.stderr().trim().split('\n');
  expect(lines, server.stderr()).toHaveLength(1);
  const match = BUSY_LINE.exec(lines[0] ?? '');
  expect(match, lines[0]).not.toBeNull();
  expect(Number(match?.[2])).toBe(holderPid);
};

describe.runIf(process.platform === 'linux')('one process per data folder', () => {
  it('refuses a start on a folder held by another process, without touching its files', async () => {
    const lock = await lockDataFolder(dataDir);
    try {
      const before = fingerprint(path.join(dataDir, 'db'));
      const refused = await start();
      await expectRefused(refused, process.pid);
      expect(fingerprint(path.join(dataDir, 'db'))).toEqual(before);
      expect(readdirSync(dataDir)).not.toContain('run'); // no control socket either
    } finally {
      lock.release();
    }
  }, 150_000);

  it('lets exactly one of two servers started at the same instant run', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    if (!a || !b) throw new Error('two servers expected');
    const first = await Promise.race([
      a.exited.then(() => ({ loser: a, winner: b })),
      b.exited.then(() => ({ loser: b, winner: a })),
      Promise.all([waitUntilHealthy(a).catch(() => {}), waitUntilHealthy(b).catch(() => {})]).then(
        () => null,
      ),
    ]);
    if (!first) throw new Error(`neither server was refused:\n${a.stderr()}\n${b.stderr()}`);
    await expectRefused(first.loser, first.winner.child.pid ?? 0);
    await waitUntilHealthy(first.winner);

    // kill -9 frees the folder at once: a new server starts, and a third is refused by it.
    await killHard(first.winner);
    const next = await start();
    await waitUntilHealthy(next);
    const third = await start();
    await expectRefused(third, next.child.pid ?? 0);
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
  }, 300_000);
});
