import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { GroupDetail } from '../../../domain/groups.ts';
import { INVITATION_LIMITS, type MyInvitation, type PendingInvitation } from '../../../domain/invitations.ts';
import { authAttempts, groupInvitations, groupStudents, institutionAdmins } from '../../db/schema/index.ts';
import { addByEmail, buildGroupWorld, createGroup, enrol, type GroupWorld } from './fixtures.ts';

/**
 * Issue 27 "each school's people stay its own": a school adds its own people, invites anyone
 * else, and its answer never tells whether an address has an account.
 */

let world: GroupWorld;
let north: GroupDetail;
let south: GroupDetail;
/** A student of the south school (in one of its groups). */
let southStudent: Caller;
beforeAll(async () => {
  world = await buildGroupWorld();
  north = await createGroup(world, { name: 'Norte A' });
  south = await createGroup(world, {
    name: 'Sur A',
    courseId: world.southCourse,
    mentorId: world.southTutor.id,
  });
  southStudent = await signUp(world.t.app, { name: 'Sofía Sur' });
  await enrol(world, south.id, [southStudent], world.southAdmin);
});
afterAll(() => world.t.close());

const db = () => world.t.database.db;
const get = (url: string, caller: Caller) => call(world.t, caller, { method: 'GET', url });
const post = (url: string, caller: Caller) => call(world.t, caller, { method: 'POST', url });
const myInvitations = async (person: Caller) =>
  (await get('/api/me/invitations', person)).json() as MyInvitation[];
const pendingOf = async (groupId: string, caller = world.northAdmin) =>
  (await get(`/api/groups/${groupId}/invitations`, caller)).json() as PendingInvitation[];
const isIn = async (groupId: string, userId: string) =>
  (
    await db()
      .select()
      .from(groupStudents)
      .where(and(eq(groupStudents.groupId, groupId), eq(groupStudents.userId, userId)))
  ).length === 1;
/** A new student of the south school: each case's invitee (one who accepted is the north's too). */
const newSouthStudent = async () => {
  const person = await signUp(world.t.app, { name: 'Otro Sur' });
  await enrol(world, south.id, [person], world.southAdmin);
  return person;
};
const invitationTo = async (person: Caller, groupId: string) => {
  const found = (await myInvitations(person)).find((one) => one.group.id === groupId);
  if (!found) throw new Error(`no invitation to ${groupId}`);
  return found;
};

describe("a foreign admin's add box", () => {
  it("answers another school's people, the super admin and unknown addresses alike, byte for byte", async () => {
    const foreign = [
      southStudent.email,
      world.southAdmin.email,
      world.southTutor.email,
      world.superAdmin.email,
    ];
    const bodies = new Set<string>();
    for (const email of [...foreign, 'nadie-1@example.test']) {
      const response = await addByEmail(world, north.id, [email], world.northAdmin);
      expect(response.statusCode, response.body).toBe(200);
      bodies.add(response.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ added: [], alreadyInGroup: [], invited: 1, invalid: [] })]);
    // A whole list of them: one count, no name, no id.
    const list = await addByEmail(world, north.id, [...foreign, 'nadie-2@example.test'], world.northAdmin);
    expect(list.json()).toEqual({ added: [], alreadyInGroup: [], invited: 5, invalid: [] });
    for (const person of [southStudent, world.southAdmin, world.southTutor, world.superAdmin]) {
      expect(list.body).not.toContain(person.id);
      expect(await isIn(north.id, person.id)).toBe(false);
    }
    expect(list.body).not.toContain('Sofía');
  });

  it('takes about as long for an address with an account as for one without', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      const response = await addByEmail(world, north.id, [email], world.northAdmin);
      expect(response.statusCode).toBe(200);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      known.push(await time(southStudent.email));
      unknown.push(await time(`nadie-t${i}@example.test`));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const [k, u] = [median(known), median(unknown)];
    console.info(`add box median: an account's address ${k.toFixed(1)} ms, nobody's ${u.toFixed(1)} ms`);
    expect(Math.max(k, u) / Math.min(k, u)).toBeLessThan(2);
  });

  it("never reads another school's student, nor the super admin, through its backoffice: 404", async () => {
    const northId = world.institutionIds['Colegio Norte'] as string;
    for (const person of [southStudent, world.superAdmin, world.southAdmin]) {
      const response = await get(`/api/institutions/${northId}/students/${person.id}`, world.northAdmin);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain(person.email);
    }
  });

  it('refuses a line of the `.invalid` domain (a seat) as no address', async () => {
    const response = await addByEmail(
      world,
      north.id,
      ['asiento@seat.invalid', 'x@y.invalid'],
      world.northAdmin,
    );
    expect(response.json()).toEqual({
      added: [],
      alreadyInGroup: [],
      invited: 0,
      invalid: ['asiento@seat.invalid', 'x@y.invalid'],
    });
  });
});

describe('an invitation', () => {
  it('accepted: the person is in the group, sees it, and the invitation is gone', async () => {
    const southStudent = await newSouthStudent();
    const group = await createGroup(world, { name: 'Aceptan' });
    await addByEmail(world, group.id, [southStudent.email], world.northAdmin);
    expect((await pendingOf(group.id)).map((one) => one.email)).toEqual([southStudent.email]);
    const invitation = await invitationTo(southStudent, group.id);
    expect(invitation).toMatchObject({
      group: { id: group.id, name: 'Aceptan' },
      course: { id: world.northCourse },
      institution: 'Colegio Norte',
    });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITATION_LIMITS.expiryDays - 0.01);
    expect(days).toBeLessThanOrEqual(INVITATION_LIMITS.expiryDays);
    // Nobody else takes it up.
    expect((await post(`/api/me/invitations/${invitation.id}/accept`, world.student)).statusCode).toBe(404);
    const accepted = await post(`/api/me/invitations/${invitation.id}/accept`, southStudent);
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { groupId: group.id }]);
    expect(await isIn(group.id, southStudent.id)).toBe(true);
    const mine = (await get('/api/me/groups', southStudent)).json() as { id: string }[];
    expect(mine.map((one) => one.id)).toContain(group.id);
    expect(await pendingOf(group.id)).toEqual([]);
    expect((await post(`/api/me/invitations/${invitation.id}/accept`, southStudent)).statusCode).toBe(404);
  });

  it('declined: gone, and the person is not in the group', async () => {
    const southStudent = await newSouthStudent();
    const group = await createGroup(world, { name: 'Rechazan' });
    await addByEmail(world, group.id, [southStudent.email], world.northAdmin);
    const invitation = await invitationTo(southStudent, group.id);
    expect((await post(`/api/me/invitations/${invitation.id}/decline`, world.student)).statusCode).toBe(404);
    expect((await post(`/api/me/invitations/${invitation.id}/decline`, southStudent)).statusCode).toBe(204);
    expect(await isIn(group.id, southStudent.id)).toBe(false);
    expect(await pendingOf(group.id)).toEqual([]);
    expect((await post(`/api/me/invitations/${invitation.id}/accept`, southStudent)).statusCode).toBe(404);
  });

  it('expired: listed to nobody and no longer accepted', async () => {
    const southStudent = await newSouthStudent();
    const group = await createGroup(world, { name: 'Vencen' });
    await addByEmail(world, group.id, [southStudent.email], world.northAdmin);
    const invitation = await invitationTo(southStudent, group.id);
    await db()
      .update(groupInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(groupInvitations.id, invitation.id));
    expect((await myInvitations(southStudent)).map((one) => one.id)).not.toContain(invitation.id);
    expect(await pendingOf(group.id)).toEqual([]);
    expect((await post(`/api/me/invitations/${invitation.id}/accept`, southStudent)).statusCode).toBe(404);
    expect(await isIn(group.id, southStudent.id)).toBe(false);
    // Invited again: a new fortnight.
    await addByEmail(world, group.id, [southStudent.email], world.northAdmin);
    expect((await invitationTo(southStudent, group.id)).id).toBeTruthy();
  });

  it("cancelled by the group's manager: gone for the person; another school's admin may not", async () => {
    const southStudent = await newSouthStudent();
    const group = await createGroup(world, { name: 'Cancelan' });
    await addByEmail(world, group.id, [southStudent.email], world.northAdmin);
    const [pending] = await pendingOf(group.id);
    if (!pending) throw new Error('no pending invitation');
    const url = `/api/groups/${group.id}/invitations/${pending.id}`;
    const del = (caller: Caller) => call(world.t, caller, { method: 'DELETE', url });
    expect((await del(world.southAdmin)).statusCode).toBe(403);
    expect((await del(world.northTutor)).statusCode).toBe(403);
    expect((await get(`/api/groups/${group.id}/invitations`, world.southAdmin)).statusCode).toBe(403);
    const other = await call(world.t, world.northAdmin, {
      method: 'DELETE',
      url: `/api/groups/${north.id}/invitations/${pending.id}`,
    });
    expect(other.statusCode).toBe(404);
    expect((await del(world.northAdmin)).statusCode).toBe(204);
    expect((await myInvitations(southStudent)).map((one) => one.group.id)).not.toContain(group.id);
    expect((await del(world.northAdmin)).statusCode).toBe(404);
  });

  it('to an address nobody has waits until someone registers with it', async () => {
    const group = await createGroup(world, { name: 'Esperan' });
    const email = `llega-${Date.now()}@example.test`;
    await addByEmail(world, group.id, [email.toUpperCase()], world.northAdmin);
    const newcomer = await signUp(world.t.app, { name: 'Recién Llegada', email });
    const invitation = await invitationTo(newcomer, group.id);
    expect((await post(`/api/me/invitations/${invitation.id}/accept`, newcomer)).statusCode).toBe(200);
    expect(await isIn(group.id, newcomer.id)).toBe(true);
  });

  it('never reaches the super admin: none listed, none accepted', async () => {
    const group = await createGroup(world, { name: 'Sin superadmin' });
    await addByEmail(world, group.id, [world.superAdmin.email], world.northAdmin);
    const [pending] = await pendingOf(group.id);
    expect(pending?.email).toBe(world.superAdmin.email);
    expect(await myInvitations(world.superAdmin)).toEqual([]);
    const accept = await post(`/api/me/invitations/${pending?.id}/accept`, world.superAdmin);
    expect(accept.statusCode).toBe(404);
    expect(await isIn(group.id, world.superAdmin.id)).toBe(false);
  });
});

describe('the add box throttle', () => {
  it('counts every address per caller an hour, and answers 429 with Retry-After, adding nobody', async () => {
    const admin = await signUp(world.t.app, { name: 'Admin Apurado' });
    await db()
      .insert(institutionAdmins)
      .values({ institutionId: world.institutionIds['Colegio Norte'] as string, userId: admin.id });
    const group = await createGroup(world, { name: 'Con prisa' });
    const max = INVITATION_LIMITS.addressesPerHour;
    // As if this admin had already put all but two addresses in add boxes this hour.
    await db()
      .insert(authAttempts)
      .values({
        key: `enrolAddressesPerUser:${admin.id}`,
        count: max - 2,
        resetAt: sql`now() + interval '1 hour'`,
      });
    const ok = await addByEmail(world, group.id, ['uno@example.test', 'dos@example.test'], admin);
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await addByEmail(world, group.id, ['tres@example.test'], admin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('ENROL_RATE_LIMITED');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await pendingOf(group.id)).map((one) => one.email).sort()).toEqual([
      'dos@example.test',
      'uno@example.test',
    ]);
    // Another caller has a budget of their own.
    expect((await addByEmail(world, group.id, ['tres@example.test'], world.northAdmin)).statusCode).toBe(200);
  });

  it('keeps the pasted-list maximum', async () => {
    const emails = Array.from({ length: 501 }, (_, i) => `p${i}@example.test`);
    expect((await addByEmail(world, north.id, emails, world.northAdmin)).statusCode).toBe(400);
  });
});

describe('the routes, for a student', () => {
  it("a group's invitations are its managers': 403 for a student", async () => {
    expect((await get(`/api/groups/${north.id}/invitations`, world.student)).statusCode).toBe(403);
    const del = await call(world.t, world.student, {
      method: 'DELETE',
      url: `/api/groups/${north.id}/invitations/whatever`,
    });
    expect(del.statusCode).toBe(403);
    expect((await addByEmail(world, north.id, ['a@example.test'], world.student)).statusCode).toBe(403);
  });
});
