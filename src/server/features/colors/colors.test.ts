import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { Color } from '../../../domain/colors.ts';
import { colors, institutionAdmins, institutions, superAdmins } from '../../db/schema/index.ts';

let t: TestApp;
let root: Caller;
let student: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  root = await signUp(t.app);
  await db.insert(superAdmins).values({ userId: root.id });
  student = await signUp(t.app);
  admin = await signUp(t.app);
  const [school] = await db.insert(institutions).values({ name: 'Colegio' }).returning();
  if (!school) throw new Error('no institution');
  await db.insert(institutionAdmins).values({ institutionId: school.id, userId: admin.id });
});
afterAll(() => t.close());

const names = { es: 'Rosa', pt: 'Rosa', en: 'Pink' };
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, caller = root) =>
  call(t, caller, { method, url, ...(payload ? { payload } : {}) });
const list = (caller = student) => call(t, caller, { method: 'GET', url: '/api/colors' });
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string } }).error.code;

describe('the wire colours', () => {
  it('are created by a super admin, hex in lower case, name following the Spanish one', async () => {
    const created = await send('POST', '/api/colors', { names, hex: '#FF66AA' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ names, hex: '#ff66aa' });
    const [row] = await t.database.db.select().from(colors).where(eq(colors.id, created.json().id));
    expect(row?.name).toBe('Rosa');
  });

  it('are listed to everyone signed in, oldest first', async () => {
    await send('POST', '/api/colors', { names: { es: 'Cian', pt: 'Ciano', en: 'Cyan' }, hex: '#00ffff' });
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect((response.json() as Color[]).map((color) => color.names.en)).toEqual(['Pink', 'Cyan']);
    expect((await call(t, null, { method: 'GET', url: '/api/colors' })).statusCode).toBe(401);
  });

  it('are edited, a field at a time', async () => {
    const [pink] = (await list()).json() as Color[];
    if (!pink) throw new Error('no colour');
    const hex = await send('PATCH', `/api/colors/${pink.id}`, { hex: '#ee5599' });
    expect(hex.json()).toMatchObject({ names, hex: '#ee5599' });
    const renamed = await send('PATCH', `/api/colors/${pink.id}`, {
      names: { es: 'Fucsia', pt: 'Fúcsia', en: 'Fuchsia' },
    });
    expect(renamed.json()).toMatchObject({ names: { es: 'Fucsia' }, hex: '#ee5599' });
    const [row] = await t.database.db.select().from(colors).where(eq(colors.id, pink.id));
    expect(row?.name).toBe('Fucsia');
  });

  it('are deleted', async () => {
    const [first] = (await list()).json() as Color[];
    if (!first) throw new Error('no colour');
    expect((await send('DELETE', `/api/colors/${first.id}`)).statusCode).toBe(204);
    expect(((await list()).json() as Color[]).map((color) => color.id)).not.toContain(first.id);
    const again = await send('DELETE', `/api/colors/${first.id}`);
    expect([again.statusCode, errorOf(again)]).toEqual([404, 'COLOR_NOT_FOUND']);
  });

  it('answer 404 COLOR_NOT_FOUND for an unknown id', async () => {
    const response = await send('PATCH', '/api/colors/no-such-colour', { hex: '#000000' });
    expect([response.statusCode, errorOf(response)]).toEqual([404, 'COLOR_NOT_FOUND']);
  });

  it.each([
    ['a hex without #', { names, hex: 'ff66aa' }],
    ['a short hex', { names, hex: '#f6a' }],
    ['a named colour', { names, hex: 'red' }],
    ['a css expression', { names, hex: 'url(x)' }],
    ['a blank name', { names: { ...names, pt: '  ' }, hex: '#000000' }],
    ['a name of 41 characters', { names: { ...names, en: 'x'.repeat(41) }, hex: '#000000' }],
    ['a missing locale', { names: { es: 'Rosa', en: 'Pink' }, hex: '#000000' }],
    ['an extra field', { names, hex: '#000000', sortOrder: 1 }],
  ])('refuse %s with 400', async (_what, payload) => {
    const before = await t.database.db.select().from(colors);
    const response = await send('POST', '/api/colors', payload);
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.select().from(colors)).toHaveLength(before.length);
  });

  it('take names of 40 characters', async () => {
    const long = 'x'.repeat(40);
    const response = await send('POST', '/api/colors', {
      names: { es: long, pt: long, en: long },
      hex: '#123456',
    });
    expect(response.statusCode).toBe(201);
  });

  it('are managed by super admins only, whatever the body', async () => {
    const [color] = (await list()).json() as Color[];
    if (!color) throw new Error('no colour');
    for (const caller of [student, admin]) {
      expect((await send('POST', '/api/colors', { names, hex: '#000000' }, caller)).statusCode).toBe(403);
      expect((await send('POST', '/api/colors', { hex: 'x' }, caller)).statusCode).toBe(403);
      expect((await send('PATCH', `/api/colors/${color.id}`, { hex: '#000000' }, caller)).statusCode).toBe(
        403,
      );
      expect((await send('DELETE', `/api/colors/${color.id}`, undefined, caller)).statusCode).toBe(403);
    }
    expect(((await list()).json() as Color[]).find((c) => c.id === color.id)).toEqual(color);
  });
});
