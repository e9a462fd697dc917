import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesOf } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import {
  CLASS_CODE_ALPHABET,
  type ClassList,
  type CreatedSeats,
  type GroupSeats,
  SEAT_LIMITS,
  SEAT_PICTURES,
  type Seat,
  type SeatExport,
  type SeatSecret,
} from '../../../domain/seats.ts';
import { projects, seats, sessions, submissions, users } from '../../db/schema/index.ts';
import { buildGroupWorld, createGroup, enrol, type GroupWorld } from '../groups/fixtures.ts';
import { createSecretBox } from './secret.ts';

let world: GroupWorld;
beforeAll(async () => {
  world = await buildGroupWorld();
});
afterAll(() => world.t.close());

const db = () => world.t.database.db;
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string } }).error.code;

const makeSeats = async (names: string[], caller: Caller = world.northTutor) => {
  const group = await createGroup(world);
  const response = await call(world.t, caller, {
    method: 'POST',
    url: `/api/groups/${group.id}/seats`,
    payload: { names },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { groupId: group.id, ...(response.json() as CreatedSeats) };
};

/** A secret that is not `secret`: the next picture. */
const wrongOf = (secret: SeatSecret): SeatSecret => ({
  picture: SEAT_PICTURES[(SEAT_PICTURES.indexOf(secret.picture) + 1) % SEAT_PICTURES.length] ?? 'sun',
  digits: secret.digits,
});

const signIn = (code: string, seatId: string, secret: SeatSecret) =>
  world.t.app.inject({ method: 'POST', url: '/api/class-sign-in', payload: { code, seatId, secret } });

const seatCaller = async (code: string, seat: Seat): Promise<Caller> => {
  const response = await signIn(code, seat.id, seat.secret);
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: cookiesOf(response), id: seat.id, email: '' };
};

const seatsOf = async (groupId: string, caller: Caller = world.northTutor) => {
  const response = await call(world.t, caller, { method: 'GET', url: `/api/groups/${groupId}/seats` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GroupSeats;
};

describe('making seats from a pasted list', () => {
  it('makes one seat a non-empty line, nicknames unique in the group, and the class code', async () => {
    const made = await makeSeats(['Ana María Pérez', '', '  Ana   Paz ', 'Luis', '<b>Zoe</b> Ruiz']);
    expect(made.seats.map((s) => [s.name, s.nickname])).toEqual([
      ['Ana María Pérez', 'Ana P.'],
      ['Ana Paz', 'Ana P. 2'],
      ['Luis', 'Luis'],
      ['<b>Zoe</b> Ruiz', '<b>Zoe</b> R.'],
    ]);
    expect(made.classCode.code).toMatch(new RegExp(`^[${CLASS_CODE_ALPHABET}]{8}$`));
    expect(made.classCode.open).toBe(true);
    for (const seat of made.seats) {
      expect(SEAT_PICTURES).toContain(seat.secret.picture);
      expect(seat.secret.digits).toMatch(/^\d\d$/);
    }
    // Each seat is a student of the group; the group's page shows no address for it.
    const detail = await call(world.t, world.northTutor, {
      method: 'GET',
      url: `/api/groups/${made.groupId}`,
    });
    const students = detail.json().students as { id: string; name: string; email: string }[];
    expect(students.map((s) => s.name).sort()).toEqual(
      ['<b>Zoe</b> R.', 'Ana P.', 'Ana P. 2', 'Luis'].sort(),
    );
    expect(students.every((s) => s.email === '')).toBe(true);
    // The tutor's list goes by name, as a class register does.
    expect((await seatsOf(made.groupId)).seats.map((s) => s.name)).toEqual([
      '<b>Zoe</b> Ruiz',
      'Ana María Pérez',
      'Ana Paz',
      'Luis',
    ]);
    // The secret is kept encrypted, never in clear.
    const [row] = await db()
      .select()
      .from(seats)
      .where(eq(seats.userId, made.seats[0]?.id ?? ''));
    expect(row?.secretBox).not.toContain(made.seats[0]?.secret.picture);
  });

  it('refuses an empty list, too many names and a name too long, with 400', async () => {
    const group = await createGroup(world);
    const post = (names: string[]) =>
      call(world.t, world.northTutor, {
        method: 'POST',
        url: `/api/groups/${group.id}/seats`,
        payload: { names },
      });
    expect((await post(['', '   '])).statusCode).toBe(400);
    expect(
      (await post(Array.from({ length: SEAT_LIMITS.namesPerRequest + 1 }, (_, i) => `N${i}`))).statusCode,
    ).toBe(400);
    expect((await post(['x'.repeat(SEAT_LIMITS.nameMax + 1)])).statusCode).toBe(400);
    expect((await seatsOf(group.id)).seats).toEqual([]);
  });

  it('lets the tutor leading the group and its institution admin in; others get 403, nobody signed in 401', async () => {
    const group = await createGroup(world);
    const get = (caller: Caller | null) =>
      call(world.t, caller, { method: 'GET', url: `/api/groups/${group.id}/seats` });
    expect((await get(world.northTutor)).statusCode).toBe(200);
    expect((await get(world.northAdmin)).statusCode).toBe(200);
    expect((await get(world.superAdmin)).statusCode).toBe(200);
    expect((await get(world.southTutor)).statusCode).toBe(403);
    expect((await get(world.southAdmin)).statusCode).toBe(403);
    expect((await get(world.student)).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
  });

  it('renames a seat; a nickname another seat has (any case) is 409', async () => {
    const made = await makeSeats(['Eva Sol', 'Iván Mar']);
    const [eva, ivan] = made.seats as [Seat, Seat];
    const rename = (seat: Seat, nickname: string) =>
      call(world.t, world.northTutor, {
        method: 'PATCH',
        url: `/api/seats/${seat.id}`,
        payload: { nickname },
      });
    const renamed = await rename(eva, 'Estrella');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().nickname).toBe('Estrella');
    const taken = await rename(ivan, 'ESTRELLA');
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toBe('SEAT_NICKNAME_TAKEN');
  });
});

describe("deleting a seats' group", () => {
  it('deletes its seats with their projects: a seat exists only in its group', async () => {
    const made = await makeSeats(['Gala Soto']);
    const seat = made.seats[0] as Seat;
    const caller = await seatCaller(made.classCode.code, seat);
    const project = await call(world.t, caller, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Luces', category: 'iot' },
    });
    const deleted = await call(world.t, world.superAdmin, {
      method: 'DELETE',
      url: `/api/groups/${made.groupId}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await db().select().from(users).where(eq(users.id, seat.id))).toEqual([]);
    expect(await db().select().from(projects).where(eq(projects.id, project.json().id))).toEqual([]);
    expect((await call(world.t, caller, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('the class code', () => {
  it('is read in any case, with spaces or a dash, and lists nicknames only', async () => {
    const made = await makeSeats(['Mía Gómez', 'Tomás Díaz']);
    const code = made.classCode.code;
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/class-sign-in/code',
      payload: { code: typed },
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as ClassList;
    expect(list.code).toBe(code);
    expect(list.seats.map((s) => s.nickname)).toEqual(['Mía G.', 'Tomás D.']);
    expect(response.body).not.toContain('Gómez');
  });

  it('gives every group its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) codes.add((await makeSeats([`Niño ${i}`])).classCode.code);
    expect(codes.size).toBe(5);
  });

  it('closed lets nobody in (the same 404 as an unknown code); rotated, the old code stops working', async () => {
    const made = await makeSeats(['Sara Luz']);
    const seat = made.seats[0] as Seat;
    const lookup = (code: string) =>
      world.t.app.inject({ method: 'POST', url: '/api/class-sign-in/code', payload: { code } });
    const close = await call(world.t, world.northTutor, {
      method: 'PATCH',
      url: `/api/groups/${made.groupId}/class-code`,
      payload: { open: false },
    });
    expect(close.json()).toMatchObject({ code: made.classCode.code, open: false });
    const closed = await lookup(made.classCode.code);
    const unknown = await lookup('ZZZZ2222');
    expect([closed.statusCode, errorOf(closed)]).toEqual([404, 'CLASS_CODE_NOT_FOUND']);
    expect(closed.json()).toEqual(unknown.json());
    expect((await signIn(made.classCode.code, seat.id, seat.secret)).statusCode).toBe(404);

    await call(world.t, world.northTutor, {
      method: 'PATCH',
      url: `/api/groups/${made.groupId}/class-code`,
      payload: { open: true },
    });
    const rotated = await call(world.t, world.northTutor, {
      method: 'POST',
      url: `/api/groups/${made.groupId}/class-code/rotate`,
    });
    const next = rotated.json().code as string;
    expect(next).not.toBe(made.classCode.code);
    expect((await lookup(made.classCode.code)).statusCode).toBe(404);
    expect((await signIn(made.classCode.code, seat.id, seat.secret)).statusCode).toBe(404);
    expect((await signIn(next, seat.id, seat.secret)).statusCode).toBe(200);
  });

  it("refuses a seat of another group with the code's 404", async () => {
    const one = await makeSeats(['Uno']);
    const two = await makeSeats(['Dos']);
    const other = two.seats[0] as Seat;
    const response = await signIn(one.classCode.code, other.id, other.secret);
    expect([response.statusCode, errorOf(response)]).toEqual([404, 'CLASS_CODE_NOT_FOUND']);
  });
});

describe('signing in with a seat', () => {
  it('starts a session with the e-mail sign-in cookie; the seat shows no address and cannot rename itself', async () => {
    const made = await makeSeats(['Leo Sánchez']);
    const seat = made.seats[0] as Seat;
    const caller = await seatCaller(made.classCode.code, seat);
    const me = await call(world.t, caller, { method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({
      user: { id: seat.id, email: '', name: 'Leo Sánchez', displayName: 'Leo S.', isSeat: true },
      roles: { student: true, tutor: false, superAdmin: false, adminOf: [] },
    });
    const rename = await call(world.t, caller, {
      method: 'PATCH',
      url: '/api/me',
      payload: { name: 'Otro Nombre' },
    });
    expect([rename.statusCode, errorOf(rename)]).toEqual([403, 'SEAT_PROFILE_LOCKED']);
    const password = await call(world.t, caller, {
      method: 'PUT',
      url: '/api/me/password',
      payload: { currentPassword: 'x', newPassword: 'Otra#Clave2026' },
    });
    expect([password.statusCode, errorOf(password)]).toEqual([403, 'SEAT_PROFILE_LOCKED']);
    expect((await seatsOf(made.groupId)).seats[0]?.lastSignInAt).not.toBeNull();
    // A seat is a student: it makes projects as anyone does, and calling tutor routes is 403.
    const project = await call(world.t, caller, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Mi robot', category: 'robotics' },
    });
    expect(project.statusCode).toBe(201);
    expect(
      (await call(world.t, caller, { method: 'GET', url: `/api/groups/${made.groupId}/seats` })).statusCode,
    ).toBe(403);
  });

  it('a reset gives a new secret and ends every session of the seat: the old cookie is 401', async () => {
    const made = await makeSeats(['Nora Vidal']);
    const seat = made.seats[0] as Seat;
    const first = await seatCaller(made.classCode.code, seat);
    const second = await seatCaller(made.classCode.code, seat);
    const reset = await call(world.t, world.northTutor, {
      method: 'POST',
      url: `/api/seats/${seat.id}/reset`,
    });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json() as Seat;
    for (const caller of [first, second])
      expect((await call(world.t, caller, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, seat.id))).toEqual([]);
    if (fresh.secret.picture !== seat.secret.picture || fresh.secret.digits !== seat.secret.digits)
      expect((await signIn(made.classCode.code, seat.id, seat.secret)).statusCode).toBe(401);
    expect((await signIn(made.classCode.code, seat.id, fresh.secret)).statusCode).toBe(200);
  });
});

describe('the throttles', () => {
  it(`locks a seat after ${SEAT_LIMITS.failuresBeforeLock} wrong secrets, says for how long, and the tutor sees it`, async () => {
    const made = await makeSeats(['Olga Ríos']);
    const seat = made.seats[0] as Seat;
    const code = made.classCode.code;
    for (let i = 1; i < SEAT_LIMITS.failuresBeforeLock; i += 1) {
      const wrong = await signIn(code, seat.id, wrongOf(seat.secret));
      expect([wrong.statusCode, errorOf(wrong)]).toEqual([401, 'SEAT_SECRET_WRONG']);
    }
    const locking = await signIn(code, seat.id, wrongOf(seat.secret));
    expect([locking.statusCode, errorOf(locking)]).toEqual([429, 'SEAT_LOCKED']);
    const wait = Number(locking.headers['retry-after']);
    expect(wait).toBeGreaterThan(SEAT_LIMITS.lockMinutes * 60 - 5);
    expect(wait).toBeLessThanOrEqual(SEAT_LIMITS.lockMinutes * 60);
    expect(locking.json().error.fields.retryAfterSeconds).toEqual([String(wait)]);
    // Even the right secret waits now.
    expect((await signIn(code, seat.id, seat.secret)).statusCode).toBe(429);
    const seen = (await seatsOf(made.groupId)).seats[0];
    expect(seen?.failedAttempts).toBe(SEAT_LIMITS.failuresBeforeLock + 0);
    expect(seen?.lockedUntil).not.toBeNull();
    expect(seen?.lastFailedAt).not.toBeNull();
    // The class's other seats are not locked, and a reset opens this one.
    await call(world.t, world.northTutor, { method: 'POST', url: `/api/seats/${seat.id}/reset` });
    const after = (await seatsOf(made.groupId)).seats[0] as Seat;
    expect(after.failedAttempts).toBe(0);
    expect((await signIn(code, seat.id, after.secret)).statusCode).toBe(200);
  });

  it(`pauses the whole code after ${SEAT_LIMITS.failuresPerCode} wrong secrets across the class`, async () => {
    const seatCount = Math.ceil(SEAT_LIMITS.failuresPerCode / (SEAT_LIMITS.failuresBeforeLock - 1)) + 1;
    const made = await makeSeats(Array.from({ length: seatCount }, (_, i) => `Alumno ${i}`));
    const code = made.classCode.code;
    let failures = 0;
    let paused: Awaited<ReturnType<typeof signIn>> | undefined;
    // Guessing round the class, never locking a seat: the code's own counter stops it.
    outer: for (const seat of made.seats) {
      for (let i = 1; i < SEAT_LIMITS.failuresBeforeLock; i += 1) {
        const response = await signIn(code, seat.id, wrongOf(seat.secret));
        failures += 1;
        if (response.statusCode === 429) {
          paused = response;
          break outer;
        }
        expect(response.statusCode).toBe(401);
      }
    }
    expect(failures).toBe(SEAT_LIMITS.failuresPerCode);
    expect(paused && errorOf(paused)).toBe('CLASS_CODE_PAUSED');
    expect(Number(paused?.headers['retry-after'])).toBeGreaterThan(SEAT_LIMITS.codePauseMinutes * 60 - 5);
    const untouched = made.seats.at(-1) as Seat;
    const blocked = await signIn(code, untouched.id, untouched.secret);
    expect([blocked.statusCode, errorOf(blocked)]).toEqual([429, 'CLASS_CODE_PAUSED']);
    expect((await seatsOf(made.groupId)).classCode?.pausedUntil).not.toBeNull();
  });

  it('counts unknown codes per address, apart from e-mail sign-in', async () => {
    const t = await buildTestApp({ authLimits: { classCodeMissesPerIp: { max: 3, windowMs: 60_000 } } });
    try {
      const lookup = () =>
        t.app.inject({ method: 'POST', url: '/api/class-sign-in/code', payload: { code: 'ABCD2345' } });
      for (let i = 0; i < 3; i += 1) expect((await lookup()).statusCode).toBe(404);
      const limited = await lookup();
      expect([limited.statusCode, errorOf(limited)]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The e-mail sign-in of the same address is not touched by it.
      const email = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email: 'nadie@example.test', password: 'x' },
      });
      expect(email.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
  it('never refuses a right code, seat and secret on the address counter alone', async () => {
    // A school behind one address: its children's typos fill the address's budget of unknown
    // codes, and the children who typed their code right still sign in.
    const made = await makeSeats(['Rita Luz']);
    const seat = made.seats[0] as Seat;
    const school = '198.51.100.27';
    const from = (url: string, payload: object) =>
      world.t.app.inject({ method: 'POST', url, payload, remoteAddress: school });
    let limited = 0;
    for (let i = 0; i <= SEAT_LIMITS.codeMissesPerAddress; i += 1) {
      const miss = await from('/api/class-sign-in/code', { code: 'ABCD2345' });
      if (miss.statusCode === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
    const right = await from('/api/class-sign-in', {
      code: made.classCode.code,
      seatId: seat.id,
      secret: seat.secret,
    });
    expect(right.statusCode, right.body).toBe(200);
    // A wrong code is still answered as unknown, and a wrong secret as wrong: nothing tells a
    // valid code apart from the sign-in route's answers.
    const unknown = await from('/api/class-sign-in', {
      code: 'ABCD2345',
      seatId: seat.id,
      secret: seat.secret,
    });
    expect([unknown.statusCode, errorOf(unknown)]).toEqual([404, 'CLASS_CODE_NOT_FOUND']);
  });
});

describe('seats are never found by e-mail', () => {
  it('not by adding students, sharing, the users screen, group search, sign-in or sign-up', async () => {
    const made = await makeSeats(['Pablo Cruz']);
    const seat = made.seats[0] as Seat;
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, seat.id));
    const placeholder = row?.email as string;
    expect(placeholder).toMatch(/@seat\.invalid$/);

    const other = await createGroup(world);
    const add = await call(world.t, world.superAdmin, {
      method: 'POST',
      url: `/api/groups/${other.id}/students`,
      payload: { emails: [placeholder] },
    });
    expect(add.json()).toMatchObject({ added: [], invited: 0, invalid: [placeholder] });

    const project = await call(world.t, world.student, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Compartido', category: 'iot' },
    });
    const share = await call(world.t, world.student, {
      method: 'PUT',
      url: `/api/projects/${project.json().id}/permissions`,
      payload: { email: placeholder, level: 'read' },
    });
    expect(share.statusCode).toBe(404);

    for (const search of ['seat.invalid', seat.id, 'Pablo']) {
      const list = await call(world.t, world.superAdmin, {
        method: 'GET',
        url: `/api/users?search=${encodeURIComponent(search)}`,
      });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(seat.id);
    }
    const groupSearch = await call(world.t, world.northTutor, {
      method: 'GET',
      url: `/api/groups/${made.groupId}/students?q=seat.invalid`,
    });
    expect(groupSearch.json()).toEqual([]);

    const signInByEmail = await world.t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: placeholder, password: 'Chispa#2026' },
    });
    expect(signInByEmail.statusCode).toBe(404);
    const signUp = await world.t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Intruso', email: 'alguien@seat.invalid', password: 'Chispa#2026' },
    });
    expect(signUp.statusCode).toBe(400);
  });
});

describe('a seat is given no role', () => {
  it('the users screen’s role change answers 404 for a seat, as for anyone it does not list', async () => {
    const made = await makeSeats(['Noa Vidal']);
    const seat = made.seats[0] as Seat;
    for (const roles of [{ tutor: true }, { superAdmin: true }]) {
      const response = await call(world.t, world.superAdmin, {
        method: 'PATCH',
        url: `/api/users/${seat.id}/roles`,
        payload: roles,
      });
      expect([response.statusCode, errorOf(response)]).toEqual([404, 'USER_NOT_FOUND']);
    }
    const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, seat.id));
    expect(row?.role).toBeNull();
  });
});

describe("a seat's data, by its institution's admin", () => {
  const projectOf = async (code: string, seat: Seat) => {
    const caller = await seatCaller(code, seat);
    const created = await call(world.t, caller, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: 'Semáforo de Rita', category: 'robotics' },
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  };

  it('exports everything kept about the seat as a download; its tutor may not', async () => {
    const made = await makeSeats(['Rita Moreno']);
    const seat = made.seats[0] as Seat;
    const projectId = await projectOf(made.classCode.code, seat);
    const url = `/api/seats/${seat.id}/export`;
    expect((await call(world.t, world.northTutor, { method: 'GET', url })).statusCode).toBe(403);
    expect((await call(world.t, world.southAdmin, { method: 'GET', url })).statusCode).toBe(403);
    const response = await call(world.t, world.northAdmin, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="chispa-seat-${seat.id}.json"`,
    );
    const data = response.json() as SeatExport;
    expect(data.seat).toMatchObject({ id: seat.id, name: 'Rita Moreno', nickname: 'Rita M.' });
    expect(data.groups.map((g) => g.id)).toEqual([made.groupId]);
    expect(data.projects.map((p) => [p.id, p.name])).toEqual([[projectId, 'Semáforo de Rita']]);
    expect(data.sessions).toHaveLength(1);
    // The secret is the tutor's to print, not part of the child's data file.
    expect(response.body).not.toContain('"digits"');
    expect(response.body).not.toContain('secret');
  });

  it('deletes the seat with its projects, work and sessions', async () => {
    const made = await makeSeats(['Hugo Lara']);
    const seat = made.seats[0] as Seat;
    const projectId = await projectOf(made.classCode.code, seat);
    const url = `/api/seats/${seat.id}`;
    expect((await call(world.t, world.northTutor, { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await call(world.t, world.northAdmin, { method: 'DELETE', url })).statusCode).toBe(204);
    expect(await db().select().from(users).where(eq(users.id, seat.id))).toEqual([]);
    expect(await db().select().from(projects).where(eq(projects.id, projectId))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, seat.id))).toEqual([]);
    expect((await call(world.t, world.northAdmin, { method: 'DELETE', url })).statusCode).toBe(404);
  });

  it("links the seat to an account of the institution, which keeps the seat's projects and submissions", async () => {
    const made = await makeSeats(['Vera Campos']);
    const seat = made.seats[0] as Seat;
    const projectId = await projectOf(made.classCode.code, seat);
    const activityId = 'activity_link_1';
    await db().insert(submissions).values({
      groupId: made.groupId,
      activityId,
      studentId: seat.id,
      projectId,
      status: 'calified',
      score: 90,
    });
    const account = world.students[0] as Caller;
    const url = `/api/seats/${seat.id}/link`;
    // Not yet in one of the institution's groups: the same answer as an unknown address.
    const foreign = await call(world.t, world.northAdmin, {
      method: 'POST',
      url,
      payload: { email: account.email },
    });
    const unknown = await call(world.t, world.northAdmin, {
      method: 'POST',
      url,
      payload: { email: 'nadie-aqui@example.test' },
    });
    expect([foreign.statusCode, errorOf(foreign)]).toEqual([404, 'SEAT_LINK_ACCOUNT_NOT_FOUND']);
    expect(foreign.json()).toEqual(unknown.json());
    await enrol(world, made.groupId, [account]);
    expect(
      (await call(world.t, world.northTutor, { method: 'POST', url, payload: { email: account.email } }))
        .statusCode,
    ).toBe(403);
    const linked = await call(world.t, world.northAdmin, {
      method: 'POST',
      url,
      payload: { email: account.email },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ user: { id: account.id }, movedProjects: 1, movedSubmissions: 1 });
    const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
    expect(project?.ownerId).toBe(account.id);
    const [work] = await db().select().from(submissions).where(eq(submissions.projectId, projectId));
    expect(work).toMatchObject({ studentId: account.id, score: 90, status: 'calified' });
    expect(await db().select().from(users).where(eq(users.id, seat.id))).toEqual([]);
    const opened = await call(world.t, account, { method: 'GET', url: `/api/projects/${projectId}` });
    expect(opened.statusCode).toBe(200);
  });

  it('refuses a link when the account already has work on the same activity (409), moving nothing', async () => {
    const made = await makeSeats(['Iris Gil']);
    const seat = made.seats[0] as Seat;
    const account = world.students[1] as Caller;
    await enrol(world, made.groupId, [account]);
    const activityId = 'activity_link_2';
    await db()
      .insert(submissions)
      .values([
        { groupId: made.groupId, activityId, studentId: seat.id },
        { groupId: made.groupId, activityId, studentId: account.id },
      ]);
    const response = await call(world.t, world.northAdmin, {
      method: 'POST',
      url: `/api/seats/${seat.id}/link`,
      payload: { email: account.email },
    });
    expect([response.statusCode, errorOf(response)]).toEqual([409, 'SEAT_LINK_CONFLICT']);
    expect(await db().select().from(users).where(eq(users.id, seat.id))).toHaveLength(1);
  });
});

describe('the secret box', () => {
  it('seals with a key of the auth secret: another key neither opens nor matches it', () => {
    const box = createSecretBox('one-auth-secret-one-auth-secret-0123');
    const other = createSecretBox('another-auth-secret-another-secret-99');
    const secret: SeatSecret = { picture: 'bell', digits: '05' };
    const sealed = box.seal(secret);
    expect(sealed).not.toContain('bell');
    expect(box.seal(secret)).not.toBe(sealed);
    expect(box.open(sealed)).toEqual(secret);
    expect(box.matches(sealed, secret)).toBe(true);
    expect(box.matches(sealed, { picture: 'bell', digits: '50' })).toBe(false);
    expect(other.canOpen(sealed)).toBe(false);
    expect(other.matches(sealed, secret)).toBe(false);
  });

  it('gives a seat whose secret no longer opens (AUTH_SECRET changed) a new one its tutor sees', async () => {
    const made = await makeSeats(['Ciro Paz']);
    const seat = made.seats[0] as Seat;
    const foreign = createSecretBox('another-auth-secret-another-secret-99').seal(seat.secret);
    await db().update(seats).set({ secretBox: foreign }).where(eq(seats.userId, seat.id));
    expect((await signIn(made.classCode.code, seat.id, seat.secret)).statusCode).toBe(401);
    const renewed = (await seatsOf(made.groupId)).seats[0] as Seat;
    expect((await signIn(made.classCode.code, seat.id, renewed.secret)).statusCode).toBe(200);
  });
});
