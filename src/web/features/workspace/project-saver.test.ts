import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { createProjectSaver, type SaveOutcome } from './project-saver.ts';
import type { SavedField } from './save-state.ts';
import { statusOf } from './save-state.ts';

interface Call {
  fields: readonly SavedField[];
  version: number;
  keepalive: boolean;
}

/** A fake PATCH: records each call and answers with whatever the test queues up. */
const fakeServer = () => {
  const calls: Call[] = [];
  const answers: Array<() => Promise<SaveOutcome>> = [];
  const send = vi.fn(
    async (fields: readonly SavedField[], version: number, options: { keepalive: boolean }) => {
      calls.push({ fields, version, keepalive: options.keepalive });
      const answer = answers.shift();
      return answer ? answer() : { kind: 'saved' as const, version: version + 1 };
    },
  );
  return { calls, answers, send };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('project saver', () => {
  it('saves about a second after the last edit, once, with the version it started from', async () => {
    const server = fakeServer();
    const saver = createProjectSaver({ version: 3, send: server.send });
    saver.change('code');
    await vi.advanceTimersByTimeAsync(600);
    saver.change('diagram');
    await vi.advanceTimersByTimeAsync(600);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(server.calls).toEqual([{ fields: ['diagram', 'code'], version: 3, keepalive: false }]);
    expect(statusOf(saver.getState())).toBe('saved');
    expect(saver.getState().version).toBe(4);
  });

  it('retries a failed save with back-off and keeps the work meanwhile', async () => {
    const server = fakeServer();
    server.answers.push(() => Promise.reject(Object.assign(new Error('offline'), { status: 0 })));
    const saver = createProjectSaver({ version: 1, send: server.send });
    saver.change('code');
    await vi.advanceTimersByTimeAsync(1000);
    expect(statusOf(saver.getState())).toBe('retrying');
    expect(saver.getState().dirty).toEqual(['code']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    expect(statusOf(saver.getState())).toBe('saved');
  });

  it("keeps the edit through a database outage's 503s, says it is retrying, and saves when it is back", async () => {
    const server = fakeServer();
    const outage = () => Promise.reject(new ApiError(503, 'SERVICE_UNAVAILABLE', 'briefly unavailable'));
    server.answers.push(outage, outage);
    const saver = createProjectSaver({ version: 7, send: server.send });
    saver.change('code');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(1);
    expect(statusOf(saver.getState())).toBe('retrying');
    expect(saver.getState().dirty).toEqual(['code']);
    // Back-off: 2 s after the first failure, 4 s after the second.
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls).toHaveLength(2);
    expect(statusOf(saver.getState())).toBe('retrying');
    await vi.advanceTimersByTimeAsync(3999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(3);
    expect(server.calls.map((c) => c.version)).toEqual([7, 7, 7]);
    expect(server.calls[2]?.fields).toEqual(['code']);
    expect(statusOf(saver.getState())).toBe('saved');
  });

  it('stops on a conflict; overwrite sends everything with the server version', async () => {
    const server = fakeServer();
    server.answers.push(async () => ({ kind: 'conflict', current: { version: 7, updatedAt: 'x' } }));
    const saver = createProjectSaver({ version: 1, send: server.send });
    saver.change('code');
    await vi.advanceTimersByTimeAsync(1000);
    expect(saver.getState().conflict).toEqual({ version: 7, updatedAt: 'x' });
    saver.change('name');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    saver.overwrite();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[1]).toMatchObject({
      version: 7,
      fields: ['name', 'category', 'diagram', 'code', 'codeView', 'blocks'],
    });
    expect(saver.getState().version).toBe(8);
  });

  it('an edit during a save is sent after it, never two PATCHes at once', async () => {
    const server = fakeServer();
    let land: (outcome: SaveOutcome) => void = () => {};
    server.answers.push(() => new Promise((resolve) => (land = resolve)));
    const saver = createProjectSaver({ version: 1, send: server.send });
    saver.change('code');
    await vi.advanceTimersByTimeAsync(1000);
    saver.change('name');
    saver.saveNow();
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toHaveLength(1);
    land({ kind: 'saved', version: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[1]).toMatchObject({ fields: ['name'], version: 2 });
  });

  it('on leaving sends what is unsaved with keepalive at once and schedules nothing more', async () => {
    const server = fakeServer();
    const saver = createProjectSaver({ version: 1, send: server.send });
    saver.change('code');
    saver.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ fields: ['code'], version: 1, keepalive: true }]);
    saver.change('code');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(1);
  });
});

describe('project saver flush', () => {
  it('resolves once the save and the one queued behind it have landed', async () => {
    vi.useRealTimers();
    const server = fakeServer();
    const saver = createProjectSaver({ version: 1, send: server.send, debounceMs: 60_000 });
    saver.change('code');
    const first = saver.flush();
    saver.change('name');
    const second = saver.flush();
    await Promise.all([first, second]);
    expect(server.calls.map((call) => [call.fields, call.version])).toEqual([
      [['code'], 1],
      [['name'], 2],
    ]);
    expect(statusOf(saver.getState())).toBe('saved');
    await saver.dispose();
  });
});
