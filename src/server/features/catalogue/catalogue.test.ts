import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call, imageForm, storedKeys } from '../../../../test/http.ts';
import { catalogueComponents, superAdmins } from '../../db/schema/index.ts';
import { makePng } from '../../storage/test-files.ts';

let t: TestApp;
let admin: Caller;
let student: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app);
  await t.database.db.insert(superAdmins).values({ userId: admin.id });
  student = await signUp(t.app);
});
afterAll(() => t.close());

const led = {
  names: { es: 'Diodo LED', pt: 'Diodo LED', en: 'LED' },
  wokwiType: 'wokwi-led',
  defaultAttrs: { color: 'red' },
  sortOrder: 2,
};

const create = async (body: Record<string, unknown> = led) => {
  const response = await call(t, admin, { method: 'POST', url: '/api/catalogue', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

const rowOf = async (id: string) =>
  (await t.database.db.select().from(catalogueComponents).where(eq(catalogueComponents.id, id)))[0];

const list = async (caller: Caller) => {
  const response = await call(t, caller, { method: 'GET', url: '/api/catalogue' });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; name: string; sortOrder: number }[];
};

describe('component catalogue', () => {
  it('lets any signed-in user read it in order, and nobody signed out', async () => {
    const button = await create({ ...led, names: { es: 'Botón', pt: 'Botão', en: 'Button' }, sortOrder: 1 });
    const item = await create();
    expect(item).toEqual({ id: item.id, name: 'Diodo LED', imageUrl: null, ...led });
    const ids = (await list(student)).map((i) => i.id);
    expect(ids.indexOf(button.id)).toBeLessThan(ids.indexOf(item.id));
    expect((await call(t, null, { method: 'GET', url: '/api/catalogue' })).statusCode).toBe(401);
  });

  it('lets a super admin update an item, its name following the Spanish name', async () => {
    const item = await create();
    const response = await call(t, admin, {
      method: 'PATCH',
      url: `/api/catalogue/${item.id}`,
      payload: { names: { es: 'LED rojo', pt: 'LED vermelho', en: 'Red LED' }, sortOrder: 9 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'LED rojo', sortOrder: 9, wokwiType: 'wokwi-led' });
  });

  it('stores an image under images/{name} and deletes it with the item', async () => {
    const item = await create();
    const form = await imageForm({ data: await makePng(), filename: 'led rojo.png', type: 'image/png' });
    const response = await call(t, admin, { method: 'PUT', url: `/api/catalogue/${item.id}/image`, ...form });
    expect(response.statusCode, response.body).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/api\/files\/images\/\d+-[0-9a-f]{8}_led_rojo\.png$/);
    const key = imageUrl.replace('/api/files/', '');
    expect(await storedKeys(t)).toContain(key);

    const deleted = await call(t, admin, { method: 'DELETE', url: `/api/catalogue/${item.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await rowOf(item.id)).toBeUndefined();
    expect(await storedKeys(t)).not.toContain(key);
  });

  it('refuses a student every change with 403, changing nothing', async () => {
    const item = await create();
    const before = await rowOf(item.id);
    const requests = [
      { method: 'POST' as const, url: '/api/catalogue', payload: led },
      { method: 'POST' as const, url: '/api/catalogue', payload: { nonsense: true } },
      { method: 'PATCH' as const, url: `/api/catalogue/${item.id}`, payload: { sortOrder: 1 } },
      { method: 'DELETE' as const, url: `/api/catalogue/${item.id}` },
      { method: 'PUT' as const, url: `/api/catalogue/${item.id}/image`, ...(await imageForm()) },
    ];
    const count = (await list(admin)).length;
    for (const request of requests) {
      const response = await call(t, student, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
      const anonymous = await call(t, null, request);
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await rowOf(item.id)).toEqual(before);
    expect((await list(admin)).length).toBe(count);
  });

  it('answers 400 to bad bodies and 404 to unknown items', async () => {
    for (const payload of [
      { ...led, wokwiType: 'Not A Type' },
      { ...led, names: { es: 'LED' } },
      { ...led, imageUrl: '/x.png' },
      { ...led, defaultAttrs: { color: 1 } },
    ]) {
      const response = await call(t, admin, { method: 'POST', url: '/api/catalogue', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const request of [
      { method: 'PATCH' as const, url: `/api/catalogue/${missing}`, payload: { sortOrder: 1 } },
      { method: 'DELETE' as const, url: `/api/catalogue/${missing}` },
      { method: 'PUT' as const, url: `/api/catalogue/${missing}/image`, ...(await imageForm()) },
    ]) {
      const response = await call(t, admin, request);
      expect(response.statusCode, request.method).toBe(404);
      expect(response.json().error.code).toBe('CATALOGUE_ITEM_NOT_FOUND');
    }
  });

  it('refuses a fake image with 415, keeping the item as it was', async () => {
    const item = await create();
    const form = await imageForm({ data: Buffer.from('hola'), filename: 'led.png', type: 'image/png' });
    const response = await call(t, admin, { method: 'PUT', url: `/api/catalogue/${item.id}/image`, ...form });
    expect(response.statusCode).toBe(415);
    expect((await rowOf(item.id))?.imageKey).toBeNull();
  });
});
