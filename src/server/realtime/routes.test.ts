import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../test/app.ts';
import { eventsOf, eventually, injectStream, parseFrames } from '../../../test/event-stream.ts';
import { type Caller, call } from '../../../test/http.ts';
import { superAdmins } from '../db/schema/index.ts';
import { liveEventsOf } from './routes.ts';

let t: TestApp;
/** A second server process on the same database. */
let other: TestApp;
let student: Caller;
let manager: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ sharedDatabase: t.database });
  student = await signUp(t.app);
  manager = await signUp(t.app);
  await t.database.db.insert(superAdmins).values({ userId: manager.id });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const open = (app: TestApp, caller: Caller, headers: Record<string, string> = {}) =>
  injectStream(app.app, {
    method: 'GET',
    url: '/api/events',
    headers: { cookie: caller.cookie, ...headers },
  });

describe('GET /api/events', () => {
  it('is for signed-in people: 401 in the one error shape otherwise', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await call(t, null, { method, url: '/api/events' });
      expect(response.statusCode).toBe(401);
      if (method === 'GET') expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('streams uncompressed, never stored, starting with where the browser stands', async () => {
    const stream = await open(t, student, { 'accept-encoding': 'gzip, br' });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-accel-buffering']).toBe('no');
    const text = await stream.until((t) => parseFrames(t).length >= 2);
    expect(parseFrames(text)).toEqual([{ retry: expect.any(String) }, { id: expect.any(String) }]);
    stream.close();
  });

  it('answers HEAD with the headers of the stream and no stream', async () => {
    const response = await call(t, student, { method: 'HEAD', url: '/api/events' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(liveEventsOf(t.app).openStreams()).toBe(0);
  });

  it('carries an event published by another process, ids only, and hides unpublished guides from students', async () => {
    const studentStream = await open(t, student);
    const managerStream = await open(t, manager);
    const publisher = liveEventsOf(other.app);

    await publisher.publish(
      { type: 'guide.changed', id: 'practical_draft' },
      { wasPublished: false, isPublished: false },
    );
    await publisher.publish(
      { type: 'guide.changed', id: 'practical_new' },
      { wasPublished: false, isPublished: true },
    );

    const both = (text: string) => eventsOf(text).length === 2;
    const published = (text: string) => text.includes('practical_new');
    expect(eventsOf(await managerStream.until(both)).map((e) => e.data)).toEqual([
      { type: 'guide.changed', id: 'practical_draft' },
      { type: 'guide.changed', id: 'practical_new' },
    ]);
    expect(eventsOf(await studentStream.until(published)).map((e) => e.data)).toEqual([
      { type: 'guide.changed', id: 'practical_new' },
    ]);
    studentStream.close();
    managerStream.close();
  });

  it('replays after Last-Event-ID on any process that holds it, and asks an unknown one to resync', async () => {
    const first = await open(t, student);
    await liveEventsOf(t.app).publish(
      { type: 'guide.changed', id: 'one' },
      { wasPublished: true, isPublished: true },
    );
    const [one] = eventsOf(await first.until((text) => text.includes('"one"')));
    first.close();
    await liveEventsOf(t.app).publish({ type: 'guide-categories.changed' }, {});

    const elsewhere = await open(other, student, { 'last-event-id': String(one?.id) });
    const replayed = await elsewhere.until((text) => eventsOf(text).length > 0);
    expect(eventsOf(replayed).map((e) => e.data)).toEqual([{ type: 'guide-categories.changed' }]);
    elsewhere.close();

    const lost = await open(t, student, { 'last-event-id': 'from-a-server-long-gone' });
    const resync = await lost.until((text) => eventsOf(text).length > 0);
    expect(eventsOf(resync)).toEqual([{ id: expect.any(String), name: 'resync', data: {} }]);
    lost.close();
  });

  it('forgets a stream when the browser hangs up', async () => {
    const live = liveEventsOf(t.app);
    await eventually(() => live.openStreams() === 0);
    const stream = await open(t, student);
    expect(live.openStreams()).toBe(1);
    stream.close();
    await eventually(() => live.openStreams() === 0);
  });
});

describe('a server closing with streams open', () => {
  it('ends them at once instead of waiting for them', async () => {
    const server = await buildTestApp();
    const person = await signUp(server.app);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/events`, { headers: { cookie: person.cookie } });
    expect(response.status).toBe(200);
    const body = response.body?.getReader();
    expect((await body?.read())?.done).toBe(false);

    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    // The browser sees the stream end (and reconnects to whichever process is up).
    let chunk = await body?.read();
    while (chunk && !chunk.done) chunk = await body?.read();
    expect(chunk?.done).toBe(true);
  });
});
