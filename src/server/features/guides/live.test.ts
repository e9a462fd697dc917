import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { eventsOf, injectStream } from '../../../../test/event-stream.ts';
import { type Caller, call } from '../../../../test/http.ts';
import { guideCategories, superAdmins } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Caller;
let student: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app);
  student = await signUp(t.app);
  await t.database.db.insert(superAdmins).values({ userId: admin.id });
  await t.database.db
    .insert(guideCategories)
    .values({ value: 'robotics', text: 'Robótica', name: 'Robótica' });
});
afterAll(() => t.close());

const listen = (caller: Caller) =>
  injectStream(t.app, { method: 'GET', url: '/api/events', headers: { cookie: caller.cookie } });

const guideEvents = (text: string) =>
  eventsOf(text)
    .map((event) => event.data as { type: string; id?: string })
    .filter((event) => event.type === 'guide.changed');

describe('guide changes, live', () => {
  it('reach students only for guides they can see; drafts are news for guide managers alone', async () => {
    const studentStream = await listen(student);
    const adminStream = await listen(admin);
    try {
      const created = await call(t, admin, {
        method: 'POST',
        url: '/api/guides',
        payload: { name: 'En vivo' },
      });
      const { id } = created.json();
      await adminStream.until((text) => guideEvents(text).length >= 1);
      await call(t, admin, {
        method: 'PATCH',
        url: `/api/guides/${id}`,
        payload: { version: 1, name: 'Borrador' },
      });
      await call(t, admin, {
        method: 'PUT',
        url: `/api/guides/${id}/publication`,
        payload: { isPublished: true },
      });
      await adminStream.until((text) => guideEvents(text).length >= 3);
      await studentStream.until((text) => guideEvents(text).length >= 1);

      // Drafts: create and edit are the manager's news only; the publication is everyone's.
      expect(guideEvents(adminStream.text())).toEqual([
        { type: 'guide.changed', id },
        { type: 'guide.changed', id },
        { type: 'guide.changed', id },
      ]);
      expect(guideEvents(studentStream.text())).toEqual([{ type: 'guide.changed', id }]);

      await call(t, admin, {
        method: 'PUT',
        url: `/api/guides/${id}/publication`,
        payload: { isPublished: false },
      });
      await studentStream.until((text) => guideEvents(text).length >= 2);
      await call(t, admin, { method: 'DELETE', url: `/api/guides/${id}` });
      await adminStream.until((text) => guideEvents(text).length >= 5);
      // The deleted draft was nothing a student could see: they never hear of it.
      expect(guideEvents(studentStream.text())).toHaveLength(2);
    } finally {
      studentStream.close();
      adminStream.close();
    }
  });

  it('announce category changes to everyone', async () => {
    const stream = await listen(student);
    try {
      await call(t, admin, {
        method: 'POST',
        url: '/api/guide-categories',
        payload: { value: 'luz', text: 'Luz' },
      });
      const text = await stream.until((seen) =>
        eventsOf(seen).some((event) => (event.data as { type: string }).type === 'guide-categories.changed'),
      );
      expect(text).toContain('guide-categories.changed');
    } finally {
      stream.close();
    }
  });
});
