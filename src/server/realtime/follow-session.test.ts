import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesOf, STRONG_PASSWORD, signUp, type TestApp } from '../../../test/app.ts';
import { eventsOf, eventually, type InjectedStream, injectStream } from '../../../test/event-stream.ts';
import { type Caller, call } from '../../../test/http.ts';
import { sessions, superAdmins } from '../db/schema/index.ts';
import { liveEventsOf } from './routes.ts';
import { announceRightsChanged } from './session-notices.ts';

/**
 * A live stream follows its session and its person's rights: it ends when they do, in whichever
 * process it is open, and the browser's reconnection is checked again. Others' streams go on.
 */
/** Two server processes on one database, with the default backstop (a minute): notices end streams. */
let t: TestApp;
let other: TestApp;
/** A third process whose backstop reads sessions every SESSION_CHECK_MS. */
let checking: TestApp;
let superAdmin: Caller;
/** Someone none of the changes below concern: their stream must keep delivering. */
let bystander: Caller;
let bystanderStream: InjectedStream;

const SESSION_CHECK_MS = 300;

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ sharedDatabase: t.database });
  checking = await buildTestApp({ sharedDatabase: t.database, live: { sessionCheckMs: SESSION_CHECK_MS } });
  superAdmin = await signUp(t.app);
  await t.database.db.insert(superAdmins).values({ userId: superAdmin.id });
  bystander = await signUp(t.app);
  bystanderStream = await open(t, bystander.cookie);
});
afterAll(async () => {
  bystanderStream.close();
  await checking.close();
  await other.close();
  await t.close();
});

const open = (app: TestApp, cookie: string) =>
  injectStream(app.app, { method: 'GET', url: '/api/events', headers: { cookie } });

const signIn = async (app: TestApp, email: string) => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { email, password: STRONG_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookiesOf(response);
};

/** Open, and past its first frames: a stream that is really running. */
const openRunning = async (app: TestApp, cookie: string) => {
  const stream = await open(app, cookie);
  expect(stream.statusCode).toBe(200);
  await stream.until((text) => text.includes('id: '));
  return stream;
};

/** The stream still delivers: an event published now reaches it. */
const expectDelivering = async (stream: InjectedStream) => {
  const id = `guide-${Math.random().toString(36).slice(2)}`;
  await liveEventsOf(t.app).publish({ type: 'guide.changed', id }, { wasPublished: true, isPublished: true });
  const text = await stream.until((seen) => seen.includes(id));
  expect(eventsOf(text).some((event) => event.data.id === id)).toBe(true);
  expect(stream.ended()).toBe(false);
};

describe('a live stream and its session', () => {
  it('goes on when a notice names its person but their roles did not change (a tutor given a group)', async () => {
    await announceRightsChanged(t.database.db, [bystander.id]);
    // The roles are read again before deciding; the later tests use this stream too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expectDelivering(bystanderStream);
  });

  it('ends at sign-out, in another process too; the same person on another device goes on', async () => {
    const ana = await signUp(t.app);
    const phone = await signIn(t, ana.email);
    const laptopStream = await openRunning(t, ana.cookie);
    const phoneStream = await openRunning(other, phone);

    const signedOut = await call(other, ana, { method: 'DELETE', url: '/api/session' });
    expect(signedOut.statusCode).toBe(204);

    await eventually(() => laptopStream.ended());
    await expectDelivering(phoneStream);
    await expectDelivering(bystanderStream);
    phoneStream.close();
  });

  it("ends the other sessions' streams at a password change", async () => {
    const ana = await signUp(t.app);
    const laptop = await signIn(t, ana.email);
    const laptopStream = await openRunning(other, laptop);

    const changed = await call(t, ana, {
      method: 'PUT',
      url: '/api/me/password',
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'Nueva#Clave9' },
    });
    expect(changed.statusCode, changed.body).toBe(204);

    await eventually(() => laptopStream.ended());
    // The tab that changed it goes on with the new session's cookie.
    const thisTab = await openRunning(t, cookiesOf(changed));
    await expectDelivering(thisTab);
    await expectDelivering(bystanderStream);
    thisTab.close();
  });

  it('ends when an institution admin loses the role, and not for the admin who keeps it', async () => {
    const admin = await signUp(t.app);
    const keeper = await signUp(t.app);
    const created = await call(t, superAdmin, {
      method: 'POST',
      url: '/api/institutions',
      payload: { name: `Escuela ${Date.now()}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const school = created.json().id as string;
    for (const person of [admin, keeper]) {
      const added = await call(t, superAdmin, {
        method: 'POST',
        url: `/api/institutions/${school}/admins`,
        payload: { email: person.email },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const adminStream = await openRunning(other, admin.cookie);
    const keeperStream = await openRunning(other, keeper.cookie);

    const removed = await call(t, superAdmin, {
      method: 'DELETE',
      url: `/api/institutions/${school}/admins/${admin.id}`,
    });
    expect(removed.statusCode).toBe(204);

    await eventually(() => adminStream.ended());
    await expectDelivering(keeperStream);
    // Reconnecting works, with the rights the person has now.
    const again = await openRunning(other, admin.cookie);
    await expectDelivering(again);
    again.close();
    keeperStream.close();
  });

  it('ends when a super admin is demoted', async () => {
    const boss = await signUp(t.app);
    await t.database.db.insert(superAdmins).values({ userId: boss.id });
    const bossStream = await openRunning(other, boss.cookie);
    const demoted = await call(t, superAdmin, {
      method: 'PATCH',
      url: `/api/users/${boss.id}/roles`,
      payload: { superAdmin: false },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    await eventually(() => bossStream.ended());
    await expectDelivering(bystanderStream);
  });

  it('ends within a session check when its session vanished without a notice', async () => {
    const ana = await signUp(t.app);
    const stream = await openRunning(checking, ana.cookie);
    const unchecked = await openRunning(t, ana.cookie);
    // Straight in the database, as an expiry or a notice lost while a process was not listening.
    await t.database.db.delete(sessions).where(eq(sessions.userId, ana.id));
    await eventually(() => stream.ended(), SESSION_CHECK_MS * 20);
    // No notice was sent: where the backstop has not come round yet, the stream is still open.
    expect(unchecked.ended()).toBe(false);
    unchecked.close();
    await expectDelivering(bystanderStream);
  });
});
