import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEventSchema } from '../../domain/events.ts';
import {
  connectLiveEvents,
  invalidateForLiveMessage,
  type LiveMessage,
  parseLiveEvent,
  subscribeLiveEvents,
} from './live-events.ts';

/** A client with fresh data under the keys pages use today. */
const cachedClient = () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 600_000 } } });
  for (const key of [
    ['guides', 'recommended', 4],
    ['guides', 'pages', { search: '' }],
    ['guides', 'categories'],
    ['guide-admin', 'guides', {}],
    ['projects'],
    ['me'],
  ])
    client.setQueryData(key, { cached: true });
  return client;
};
const staleKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => query.queryKey[0]);

/** Browsers' EventSource, as far as this module uses it; tests play the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  named = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.named.set(name, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.opened = [];
});

describe('live events in the page', () => {
  it("reads the domain's events and nothing else", () => {
    expect(parseLiveEvent('{"type":"guide.changed","id":"g1"}')).toEqual({ type: 'guide.changed', id: 'g1' });
    expect(parseLiveEvent('{"type":"course.changed","id":"c1"}')).toEqual({
      type: 'course.changed',
      id: 'c1',
    });
    expect(parseLiveEvent('{"type":"group.changed","id":"x1"}')).toEqual({ type: 'group.changed', id: 'x1' });
    expect(parseLiveEvent('{"type":"group.renamed","id":"x1"}')).toBeNull();
    expect(parseLiveEvent('{"type":"submission.changed","groupId":"x1"}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
  });

  it('reads an event as the domain schema does (no zod in the page)', () => {
    const types = ['guide.changed', 'guide-categories.changed', 'course.changed', 'submission.changed'];
    const value = fc.oneof(
      fc.string({ maxLength: 3 }),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const event = fc.oneof(
      fc.record(
        {
          type: fc.oneof(fc.constantFrom(...types, 'group.changed', 'group.renamed', '__proto__'), value),
          id: value,
          groupId: value,
          activityId: value,
          studentId: value,
          extra: value,
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(event, (input) => {
        const parsed = liveEventSchema.safeParse(input);
        expect(parseLiveEvent(JSON.stringify(input) ?? 'undefined')).toEqual(
          parsed.success ? liveEventSchema.parse(JSON.parse(JSON.stringify(input))) : null,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("makes the academy's, course management's and guide queries stale on a course change", async () => {
    const client = cachedClient();
    client.setQueryData(['academy', 'courses'], { cached: true });
    client.setQueryData(['courses', 'list', {}], { cached: true });
    await invalidateForLiveMessage(client, { type: 'course.changed', id: 'c1' });
    expect(staleKeys(client).sort()).toEqual(['academy', 'courses', 'guides', 'guides', 'guides']);
  });

  it("makes every group query stale on a group's or a submission's change, and nothing else", async () => {
    const client = cachedClient();
    client.setQueryData(['groups', 'g1', 'grades'], { cached: true });
    client.setQueryData(['academy', 'courses'], { cached: true });
    await invalidateForLiveMessage(client, {
      type: 'submission.changed',
      groupId: 'g1',
      activityId: 'a1',
      studentId: 's1',
    });
    expect(staleKeys(client)).toEqual(['groups']);
    await invalidateForLiveMessage(client, { type: 'group.changed', id: 'g1' });
    expect(staleKeys(client)).toEqual(['groups']);
  });

  it('makes every guide query stale on a guide change, and leaves the rest of the cache alone', async () => {
    const client = cachedClient();
    await invalidateForLiveMessage(client, { type: 'guide.changed', id: 'g1' });
    expect(staleKeys(client).sort()).toEqual(['guide-admin', 'guides', 'guides', 'guides']);
  });

  it('makes what live events keep fresh stale on resync', async () => {
    const client = cachedClient();
    await invalidateForLiveMessage(client, { type: 'resync' });
    expect(staleKeys(client)).not.toContain('projects');
    expect(staleKeys(client)).toContain('guides');
  });

  it('passes events to subscribers, and reopens with a resync when the browser gave up', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const heard: LiveMessage[] = [];
    const unsubscribe = subscribeLiveEvents((message) => heard.push(message));
    const close = connectLiveEvents(cachedClient());

    const [first] = FakeEventSource.opened;
    expect(first?.url).toBe('/api/events');
    first?.onopen?.();
    first?.onmessage?.({ data: '{"type":"guide-categories.changed"}' });
    first?.named.get('resync')?.();
    expect(heard).toEqual([{ type: 'guide-categories.changed' }, { type: 'resync' }]);

    // A network error: the browser reconnects by itself (still CONNECTING), nothing to do.
    first?.onerror?.();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);

    // An HTTP error: the browser gave up (CLOSED), so a new stream opens after a pause.
    first?.close();
    first?.onerror?.();
    await vi.advanceTimersByTimeAsync(2_000);
    const second = FakeEventSource.opened[1];
    second?.onopen?.();
    expect(heard.at(-1)).toEqual({ type: 'resync' });

    close();
    expect(second?.readyState).toBe(FakeEventSource.CLOSED);
    unsubscribe();
  });
});
