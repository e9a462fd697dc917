import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesOf, type TestApp } from '../../../../test/app.ts';
import { call } from '../../../../test/http.ts';
import { formatClassCode, type GroupSeats } from '../../../domain/seats.ts';
import { DEMO_ACCOUNTS, DEMO_SEATS } from '../../db/demo-accounts.ts';
import { seedDemo } from '../../db/seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const signIn = async (account: { email: string; password: string }) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: account });
  expect(response.statusCode).toBe(200);
  return { cookie: cookiesOf(response), id: response.json().user.id as string, email: account.email };
};

describe("the demo groups' seats (the README's values)", () => {
  it('let a child in with the Colegio code as printed, a nickname and its secret', async () => {
    const [sofia] = DEMO_SEATS.main.seats;
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/class-sign-in/code',
      payload: { code: formatClassCode(DEMO_SEATS.main.code).toLowerCase() },
    });
    expect(lookup.statusCode).toBe(200);
    const list = lookup.json() as { seats: { id: string; nickname: string }[] };
    expect(list.seats.map((s) => s.nickname)).toEqual(DEMO_SEATS.main.seats.map((s) => s.nickname));
    const seatId = list.seats.find((s) => s.nickname === sofia.nickname)?.id;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/class-sign-in',
      payload: { code: DEMO_SEATS.main.code, seatId, secret: sofia.secret },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ name: sofia.name, email: '', isSeat: true });
  });

  it("show the demo tutor the group's seats with their secrets; the other school's tutor gets 403", async () => {
    const tutor = await signIn(DEMO_ACCOUNTS.tutor);
    const groups = (await call(t, tutor, { method: 'GET', url: '/api/me/groups' })).json() as {
      id: string;
    }[];
    const pages = await Promise.all(
      groups.map((g) => call(t, tutor, { method: 'GET', url: `/api/groups/${g.id}/seats` })),
    );
    const seated = pages.map((p) => p.json() as GroupSeats).find((p) => p.seats.length > 0);
    expect(seated?.classCode).toMatchObject({ code: DEMO_SEATS.main.code, open: true });
    expect(seated?.seats.map((s) => [s.nickname, s.secret])).toEqual(
      DEMO_SEATS.main.seats.map((s) => [s.nickname, s.secret]),
    );
    const southTutor = await signIn(DEMO_ACCOUNTS.southTutor);
    const foreign = await call(t, southTutor, {
      method: 'GET',
      url: `/api/groups/${seated?.group.id}/seats`,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('are the ones the README lists', async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`\`${formatClassCode(DEMO_SEATS.main.code)}\``);
    expect(readme).toContain(`\`${formatClassCode(DEMO_SEATS.south.code)}\``);
    for (const seat of DEMO_SEATS.main.seats)
      expect(readme).toMatch(
        new RegExp(
          `${seat.nickname} \\| ${seat.secret.picture} \\(\\p{L}+\\) \\+ \`${seat.secret.digits}\``,
          'u',
        ),
      );
  });
});
