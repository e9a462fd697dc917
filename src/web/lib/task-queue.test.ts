import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './task-queue.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('task queue', () => {
  it('runs at most `concurrency` tasks at once, in the order asked', async () => {
    const queue = createTaskQueue(2);
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred()];
    const done = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size()).toEqual({ running: 2, waiting: 1 });
    gates[1]?.resolve();
    expect(await done[1]).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2]);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a task aborted before its turn, and a failing task does not stop the others', async () => {
    const queue = createTaskQueue(1);
    const gate = deferred();
    const ran: string[] = [];
    const first = queue.run(async () => {
      ran.push('first');
      await gate.promise;
      throw new Error('drawing failed');
    });
    const controller = new AbortController();
    const dropped = queue.run(async () => {
      ran.push('dropped');
    }, controller.signal);
    const last = queue.run(async () => {
      ran.push('last');
      return 'ok';
    });
    controller.abort(new Error('scrolled away'));
    gate.resolve();
    await expect(first).rejects.toThrow('drawing failed');
    await expect(dropped).rejects.toThrow('scrolled away');
    expect(await last).toBe('ok');
    expect(ran).toEqual(['first', 'last']);
  });
});
