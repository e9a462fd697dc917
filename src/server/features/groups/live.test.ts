import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, injectStream } from '../../../../test/event-stream.ts';
import { type Caller, call } from '../../../../test/http.ts';
import { buildGroupWorld, createGroup, enrol, type GroupWorld } from './fixtures.ts';

let world: GroupWorld;
beforeAll(async () => {
  world = await buildGroupWorld();
});
afterAll(() => world.t.close());

const listen = (caller: Caller) =>
  injectStream(world.t.app, { method: 'GET', url: '/api/events', headers: { cookie: caller.cookie } });

const groupEvents = (text: string, id: string) =>
  eventsOf(text)
    .map((event) => event.data as { type: string; id?: string })
    .filter((event) => event.type === 'group.changed' && event.id === id);

describe('group changes, live', () => {
  it("reach the group's people and its institution's admins, and nobody else", async () => {
    const [ana, bruno] = world.students;
    if (!ana || !bruno) throw new Error('missing students');
    const streams = {
      ana: await listen(ana),
      bruno: await listen(bruno),
      tutor: await listen(world.northTutor),
      northAdmin: await listen(world.northAdmin),
      southAdmin: await listen(world.southAdmin),
    };
    try {
      const group = await createGroup(world);
      await enrol(world, group.id, [ana]);
      await call(world.t, world.superAdmin, {
        method: 'DELETE',
        url: `/api/groups/${group.id}/students/${ana.id}`,
      });
      await call(world.t, world.superAdmin, {
        method: 'PATCH',
        url: `/api/groups/${group.id}`,
        payload: { name: 'Renombrado' },
      });
      const heard = (name: keyof typeof streams) => groupEvents(streams[name].text(), group.id).length;
      await streams.tutor.until((text) => groupEvents(text, group.id).length >= 4);
      await streams.northAdmin.until((text) => groupEvents(text, group.id).length >= 4);
      // Ana hears she was added and taken out, not what happens after she left.
      await streams.ana.until((text) => groupEvents(text, group.id).length >= 2);
      expect(heard('ana')).toBe(2);
      expect(heard('bruno')).toBe(0);
      expect(heard('southAdmin')).toBe(0);
    } finally {
      for (const stream of Object.values(streams)) stream.close();
    }
  });
});
