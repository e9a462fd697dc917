import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { eventsOf, eventually, parseFrames, readStream } from '../../../test/event-stream.ts';
import type { Actor } from '../../domain/permissions.ts';
import type { Database } from '../db/client.ts';
import { type LiveEvents, type LiveEventsOptions, startLiveEvents } from './live-events.ts';
import { LIVE_CHANNEL } from './notice.ts';

const person = (id: string, superAdmin = false): Actor => ({
  id,
  roles: { student: !superAdmin, tutor: false, adminOf: [], superAdmin },
});
const student = person('student');
const superAdmin = person('super', true);

const hidden = { wasPublished: false, isPublished: false };
const shown = { wasPublished: false, isPublished: true };

let database: Database;
/** Started in the current test; each holds a pooled connection for LISTEN, so each test closes its own. */
let services: LiveEvents[] = [];
const start = async (options: Partial<LiveEventsOptions> = {}) => {
  const live = await startLiveEvents(database, { warn: () => {}, ...options });
  services.push(live);
  return live;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const live of services) await live.close();
  services = [];
});
afterAll(() => database.close());

describe('live events through the database', () => {
  it("reaches the publisher's own streams and another process's, with the same id", async () => {
    const here = await start();
    const there = await start();
    const mine = readStream(here.open(student, undefined));
    const theirs = readStream(there.open(student, undefined));

    await here.publish({ type: 'guide.changed', id: 'practical_1' }, shown);

    const hasEvent = (text: string) => eventsOf(text).length > 0;
    const [ownEvent] = eventsOf(await mine.until(hasEvent));
    const [otherEvent] = eventsOf(await theirs.until(hasEvent));
    expect(ownEvent).toEqual({
      id: expect.any(String),
      name: 'message',
      data: { type: 'guide.changed', id: 'practical_1' },
    });
    expect(otherEvent).toEqual(ownEvent);
  });

  it('starts a stream with the reconnection delay and its position, and sends heartbeats', async () => {
    const live = await start({ heartbeatMs: 20, retryMs: 1234 });
    const reader = readStream(live.open(student, undefined));
    const text = await reader.until((t) => t.includes(': heartbeat'));
    const [retry, position] = parseFrames(text);
    expect(retry).toEqual({ retry: '1234' });
    expect(position).toEqual({ id: expect.any(String) });
  });

  it('tells students of published guides only; guide managers of every guide', async () => {
    const live = await start();
    const students = readStream(live.open(student, undefined));
    const managers = readStream(live.open(superAdmin, undefined));

    await live.publish({ type: 'guide.changed', id: 'draft' }, hidden);
    await live.publish(
      { type: 'guide.changed', id: 'withdrawn' },
      { wasPublished: true, isPublished: false },
    );
    await live.publish({ type: 'guide-categories.changed' }, {});

    const allThree = (text: string) => eventsOf(text).length === 3;
    const categories = (text: string) => text.includes('guide-categories.changed');
    expect(eventsOf(await managers.until(allThree)).map((e) => e.data.id ?? e.data.type)).toEqual([
      'draft',
      'withdrawn',
      'guide-categories.changed',
    ]);
    expect(eventsOf(await students.until(categories)).map((e) => e.data.id ?? e.data.type)).toEqual([
      'withdrawn',
      'guide-categories.changed',
    ]);
  });

  it('replays what a reconnecting browser missed, as its listener may hear it', async () => {
    const live = await start();
    const first = readStream(live.open(student, undefined));
    await live.publish({ type: 'guide.changed', id: 'one' }, shown);
    const [one] = eventsOf(await first.until((t) => t.includes('"one"')));
    await live.publish({ type: 'guide.changed', id: 'draft' }, hidden);
    await live.publish({ type: 'guide.changed', id: 'two' }, shown);
    await first.until((t) => t.includes('"two"'));

    const again = readStream(live.open(student, one?.id));
    const text = await again.until((t) => parseFrames(t).length >= 3);
    expect(eventsOf(text).map((e) => e.data.id)).toEqual(['two']);
    // The stream then stands at the newest event, the one the student did not hear included.
    const last = parseFrames(text).at(-1);
    const manager = readStream(live.open(superAdmin, one?.id));
    const managerView = eventsOf(await manager.until((t) => parseFrames(t).length >= 4));
    expect(managerView.map((e) => e.data.id)).toEqual(['draft', 'two']);
    expect(last).toEqual({ id: managerView.at(-1)?.id });
  });

  it('sends resync when it no longer knows the last event id, and stands at the newest', async () => {
    const live = await start({ replaySize: 2 });
    const seen = readStream(live.open(student, undefined));
    await live.publish({ type: 'guide.changed', id: 'old' }, shown);
    const [old] = eventsOf(await seen.until((t) => t.includes('"old"')));
    await live.publish({ type: 'guide.changed', id: 'a' }, shown);
    await live.publish({ type: 'guide.changed', id: 'b' }, shown);
    const newest = eventsOf(await seen.until((t) => t.includes('"b"'))).at(-1);

    for (const lastEventId of [old?.id, 'made-up', 'x'.repeat(5000), '\u0000']) {
      const text = await readStream(live.open(student, lastEventId)).until((t) => parseFrames(t).length >= 2);
      expect(parseFrames(text).slice(1)).toEqual([{ id: newest?.id, event: 'resync', data: '{}' }]);
    }
  });

  it('ends streams after their lifetime, and at shutdown, and forgets them', async () => {
    const live = await start({ streamLifetimeMs: 50 });
    const short = readStream(live.open(student, undefined));
    await eventually(() => short.ended());
    expect(live.openStreams()).toBe(0);

    const other = await start();
    const streams = [other.open(student, undefined), other.open(superAdmin, undefined)];
    const readers = streams.map(readStream);
    expect(other.openStreams()).toBe(2);
    other.endStreams();
    await eventually(() => readers.every((reader) => reader.ended()));
    expect(other.openStreams()).toBe(0);
    // A stream asked for while the server closes says where to reconnect, and ends.
    const late = readStream(other.open(student, undefined));
    await eventually(() => late.ended());
    expect(parseFrames(late.text())).toHaveLength(2);
    expect(other.openStreams()).toBe(0);
  });

  it('forgets a stream the browser left', async () => {
    const live = await start();
    const stream = live.open(student, undefined);
    expect(live.openStreams()).toBe(1);
    stream.destroy();
    await eventually(() => live.openStreams() === 0);
    await live.publish({ type: 'guide-categories.changed' }, {});
  });

  it('lets go of a browser that reads nothing while events pile up', async () => {
    const live = await start();
    const stream = live.open(student, undefined);
    const longId = 'g'.repeat(1800);
    for (let n = 0; n < 40 && live.openStreams() > 0; n += 1)
      await live.publish({ type: 'guide.changed', id: `${longId}${n}` }, shown);
    await eventually(() => stream.destroyed);
    expect(live.openStreams()).toBe(0);
  });

  it('ignores what others NOTIFY on the channel', async () => {
    const live = await start();
    const reader = readStream(live.open(superAdmin, undefined));
    for (const payload of ['not json', '{"id":"x","event":{"type":"guide.changed"},"facts":{}}', '[]'])
      await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    await live.publish({ type: 'guide-categories.changed' }, {});
    const text = await reader.until((t) => eventsOf(t).length > 0);
    expect(eventsOf(text).map((e) => e.data)).toEqual([{ type: 'guide-categories.changed' }]);
  });

  it('publishes with the transaction that makes the change: at its commit, never after a rollback', async () => {
    const live = await start();
    const reader = readStream(live.open(student, undefined));
    await expect(
      database.db.transaction(async (tx) => {
        await live.publish({ type: 'guide.changed', id: 'rolled-back' }, shown, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await database.db.transaction(async (tx) => {
      await live.publish({ type: 'guide.changed', id: 'committed' }, shown, tx);
    });
    const text = await reader.until((t) => t.includes('"committed"'));
    expect(eventsOf(text).map((e) => e.data.id)).toEqual(['committed']);
  });

  it('refuses to publish an event or facts its schemas do not allow', async () => {
    const live = await start();
    await expect(live.publish({ type: 'guide.changed', id: 'g' }, {} as never)).rejects.toThrow();
    await expect(live.publish({ type: 'nope' } as never, {} as never)).rejects.toThrow();
  });
});

// Only a PostgreSQL server has a connection to lose; PGlite listens inside this process.
describe.runIf(process.env.TEST_DATABASE_URL)('when the LISTEN connection drops (PostgreSQL)', () => {
  it('listens again, tells open streams to resync, and delivers what comes next', async () => {
    const live = await start();
    const reader = readStream(live.open(student, undefined));
    await reader.until((t) => parseFrames(t).length >= 2);

    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`,
    );
    const resync = await reader.until((t) => t.includes('event: resync'), 10_000);
    expect(parseFrames(resync).at(-1)).toEqual({ id: expect.any(String), event: 'resync', data: '{}' });

    await live.publish({ type: 'guide.changed', id: 'after' }, shown);
    await reader.until((t) => t.includes('"after"'));
  });
});
