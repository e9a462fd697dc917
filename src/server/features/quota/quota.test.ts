import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call, imageForm, storedKeys } from '../../../../test/http.ts';
import { catalogueComponents, storedFiles, superAdmins } from '../../db/schema/index.ts';
import { loadEnv } from '../../env.ts';
import { createStorage } from '../../storage/storage.ts';
import { createProject, rowOf } from '../projects/fixtures.ts';
import { countPicturesBeforeLedger } from './backfill.ts';

/** A PNG of noise: it stays about `side`² × 3 bytes once sharp re-encodes it. */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

const pictureForm = async (side = 150) =>
  imageForm({ data: await noisePng(side), filename: 'foto.png', type: 'image/png' });

const putPicture = async (t: TestApp, caller: Caller, projectId: string, side = 150) =>
  call(t, caller, { method: 'PUT', url: `/api/projects/${projectId}/image`, ...(await pictureForm(side)) });

const useOf = async (t: TestApp, caller: Caller) => {
  const response = await call(t, caller, { method: 'GET', url: '/api/me/storage' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { usedBytes: number; quotaBytes: number | null };
};

const keyOf = (imageUrl: string) => imageUrl.replace('/api/files/', '');
const sizeOnDisk = async (t: TestApp, key: string) => (await stat(path.join(t.dataDir, 'files', key))).size;

/** Uploads pictures to new projects until one is refused; the projects that took one, and the refusal. */
const fillQuota = async (t: TestApp, caller: Caller) => {
  const filled: { id: string; key: string }[] = [];
  for (let i = 0; i < 12; i += 1) {
    const project = await createProject(t, caller);
    const response = await putPicture(t, caller, project.id);
    if (response.statusCode !== 200) return { filled, refused: response, projectId: project.id };
    filled.push({ id: project.id, key: keyOf(response.json().imageUrl) });
  }
  throw new Error('the quota never filled');
};

describe('storage quota (UPLOAD_QUOTA_MB=0.25, no rate limit)', () => {
  let t: TestApp;
  let ana: Caller;
  let bea: Caller;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { UPLOAD_QUOTA_MB: '0.25', UPLOAD_RATE: '0' } });
    [ana, bea, admin] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await t.database.db.insert(superAdmins).values({ userId: admin.id });
  });
  afterAll(() => t.close());

  it('counts a picture by its bytes as stored, after re-encoding', async () => {
    const carla = await signUp(t.app);
    expect(await useOf(t, carla)).toEqual({ usedBytes: 0, quotaBytes: 262_144 });
    const project = await createProject(t, carla);
    const response = await putPicture(t, carla, project.id);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await sizeOnDisk(t, keyOf(response.json().imageUrl));
    expect((await useOf(t, carla)).usedBytes).toBe(stored);
  });

  it('refuses a picture over the quota with 413 STORAGE_QUOTA_EXCEEDED, storing nothing and keeping the project', async () => {
    const { filled, refused, projectId } = await fillQuota(t, ana);
    expect(filled.length).toBeGreaterThanOrEqual(2);
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(refused.json().error.message).toMatch(/MB used of 0\.3 MB/);
    const used = (await useOf(t, ana)).usedBytes;
    expect(used).toBeLessThanOrEqual(262_144);
    // Nothing of the refused picture is kept: files, ledger and the project (still there) agree.
    const keys = await storedKeys(t);
    const mine = keys.filter((key) => filled.some((f) => f.key === key));
    expect(mine).toHaveLength(filled.length);
    const sizes = await Promise.all(filled.map((f) => sizeOnDisk(t, f.key)));
    expect(used).toBe(sizes.reduce((a, b) => a + b, 0));
    const [ledger] = await t.database.db
      .select({ n: count() })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, ana.id));
    expect(ledger?.n).toBe(filled.length);
    expect(await rowOf(t, projectId)).toMatchObject({ imageKey: null, name: 'Robot seguidor' });

    // Another person's quota is their own: Bea uploads while Ana is full, and Ana's use stays.
    const beas = await createProject(t, bea);
    expect((await putPicture(t, bea, beas.id)).statusCode).toBe(200);
    expect((await useOf(t, ana)).usedBytes).toBe(used);
    expect((await useOf(t, bea)).usedBytes).toBeGreaterThan(0);
  });

  it('frees the room of a replaced picture and of a deleted project', async () => {
    const dani = await signUp(t.app);
    const { filled } = await fillQuota(t, dani);
    const [first, second] = filled;
    if (!first || !second) throw new Error('expected two pictures');

    // Full, Dani may still replace a picture: the one replaced stops counting in the same change.
    const replaced = await putPicture(t, dani, first.id);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newKey = keyOf(replaced.json().imageUrl);
    const afterReplace = (await useOf(t, dani)).usedBytes;
    expect(await storedKeys(t)).not.toContain(first.key);
    expect(afterReplace - (await sizeOnDisk(t, newKey))).toBe(
      (await Promise.all(filled.slice(1).map((f) => sizeOnDisk(t, f.key)))).reduce((a, b) => a + b, 0),
    );

    // Deleting a project gives its picture's room back, and a new picture fits again.
    const secondBytes = await sizeOnDisk(t, second.key);
    expect((await call(t, dani, { method: 'DELETE', url: `/api/projects/${second.id}` })).statusCode).toBe(
      204,
    );
    expect((await useOf(t, dani)).usedBytes).toBe(afterReplace - secondBytes);
    const fresh = await createProject(t, dani);
    expect((await putPicture(t, dani, fresh.id)).statusCode).toBe(200);
  });

  it('lets two uploads at once into the last room only one at a time', async () => {
    const eva = await signUp(t.app);
    const { filled } = await fillQuota(t, eva);
    const last = filled.at(-1);
    if (!last) throw new Error('expected a picture');
    // Free one picture's room, then race two new pictures for it.
    expect((await call(t, eva, { method: 'DELETE', url: `/api/projects/${last.id}` })).statusCode).toBe(204);
    const [a, b] = [await createProject(t, eva), await createProject(t, eva)];
    const answers = await Promise.all([putPicture(t, eva, a.id), putPicture(t, eva, b.id)]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 413]);
    expect((await useOf(t, eva)).usedBytes).toBeLessThanOrEqual(262_144);
  });

  it("keeps staff content (a catalogue picture) out of the uploader's quota", async () => {
    await fillQuota(t, admin);
    const before = (await useOf(t, admin)).usedBytes;
    const created = await call(t, admin, {
      method: 'POST',
      url: '/api/catalogue',
      payload: {
        names: { es: 'LED', pt: 'LED', en: 'LED' },
        wokwiType: 'wokwi-led',
        defaultAttrs: {},
        sortOrder: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const form = await pictureForm(200);
    const response = await call(t, admin, { method: 'PUT', url: `/api/catalogue/${id}/image`, ...form });
    expect(response.statusCode, response.body).toBe(200);
    expect((await useOf(t, admin)).usedBytes).toBe(before);
    const [row] = await t.database.db
      .select()
      .from(catalogueComponents)
      .where(eq(catalogueComponents.id, id));
    expect(row?.imageKey).toBeTruthy();
  });

  it('answers 401 signed out', async () => {
    expect((await call(t, null, { method: 'GET', url: '/api/me/storage' })).statusCode).toBe(401);
  });
});

describe('upload rate (UPLOAD_RATE=3 a minute)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { UPLOAD_RATE: '3' } });
  });
  afterAll(() => t.close());

  it('refuses the fourth picture in a minute with 429 UPLOAD_RATE_LIMITED and says when to retry', async () => {
    const [fede, gala] = [await signUp(t.app), await signUp(t.app)];
    const project = await createProject(t, fede);
    for (let i = 0; i < 3; i += 1) expect((await putPicture(t, fede, project.id, 20)).statusCode).toBe(200);
    const before = await rowOf(t, project.id);
    const keys = await storedKeys(t);
    const refused = await putPicture(t, fede, project.id, 20);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('UPLOAD_RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await rowOf(t, project.id)).toEqual(before);
    expect(await storedKeys(t)).toEqual(keys);
    // Another person's budget is their own.
    const hers = await createProject(t, gala);
    expect((await putPicture(t, gala, hers.id, 20)).statusCode).toBe(200);
  });
});

describe('pictures stored before the quota existed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { UPLOAD_RATE: '0' } });
  });
  afterAll(() => t.close());

  it("count against their project's owner, once, by their stored size", async () => {
    const hugo = await signUp(t.app);
    const [kept, lost] = [await createProject(t, hugo), await createProject(t, hugo)];
    const key = keyOf((await putPicture(t, hugo, kept.id)).json().imageUrl);
    const lostKey = keyOf((await putPicture(t, hugo, lost.id)).json().imageUrl);
    // As an older version left them: no ledger rows, and one file gone from storage.
    await t.database.db.delete(storedFiles).where(eq(storedFiles.ownerId, hugo.id));
    await rm(path.join(t.dataDir, 'files', lostKey));
    expect((await useOf(t, hugo)).usedBytes).toBe(0);

    const storage = createStorage(loadEnv({ DATA_DIR: t.dataDir }));
    expect(await countPicturesBeforeLedger(t.database.db, storage)).toBeGreaterThanOrEqual(2);
    expect((await useOf(t, hugo)).usedBytes).toBe(await sizeOnDisk(t, key));
    expect(await countPicturesBeforeLedger(t.database.db, storage)).toBe(0);
  });
});
