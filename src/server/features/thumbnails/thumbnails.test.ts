import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call, storedKeys } from '../../../../test/http.ts';
import { THUMBNAIL_LIMITS } from '../../../domain/thumbnails.ts';
import { guideCategories, superAdmins } from '../../db/schema/index.ts';
import { type FormPart, makeJpeg, makeMultipart, makePng, makeWebp } from '../../storage/test-files.ts';
import { createProject, rowOf, share } from '../projects/fixtures.ts';

let t: TestApp;
let ana: Caller;
let beto: Caller;
let admin: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  [ana, beto, admin] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await t.database.db.insert(superAdmins).values({ userId: admin.id });
  await t.database.db
    .insert(guideCategories)
    .values({ value: 'robotics', text: 'Robótica', name: 'Robótica' });
});
afterAll(() => t.close());

const LED = {
  parts: [{ id: 'led1', type: 'wokwi-led', x: 10, y: 20, rotate: 0, flip: false, attrs: { color: 'red' } }],
  wires: [],
};

type File = { data: Buffer; filename: string; type: string };
const png = async (width = 48, height = 32): Promise<File> => ({
  data: await makePng(width, height),
  filename: 'circuit.png',
  type: 'image/png',
});

const form = async (hash: string | null, file: File | null) => {
  const parts: [string, FormPart][] = [];
  if (hash !== null) parts.push(['circuitHash', hash]);
  if (file) parts.push(['file', file]);
  return makeMultipart(parts);
};

const putProjectPicture = async (caller: Caller, id: string, hash: string | null, file: File | null) =>
  call(t, caller, { method: 'PUT', url: `/api/projects/${id}/thumbnail`, ...(await form(hash, file)) });

const saveDiagram = async (id: string, version: number, diagram: unknown) => {
  const response = await call(t, ana, {
    method: 'PATCH',
    url: `/api/projects/${id}`,
    payload: { version, diagram },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const listedPicture = async (caller: Caller, id: string) => {
  const page = (await call(t, caller, { url: '/api/projects?limit=50' })).json();
  return page.items.find((item: { id: string }) => item.id === id)?.thumbnailUrl;
};

describe('PUT /api/projects/:id/thumbnail', () => {
  it('keeps the picture as a card-sized WebP, lists it while it shows the circuit, and not after it changed', async () => {
    const created = await createProject(t, ana);
    const saved = await saveDiagram(created.id, created.version, LED);
    expect(saved.circuitHash).toMatch(/^[0-9a-f]{32}$/);
    expect(saved.circuitHash).not.toBe(created.circuitHash);
    expect(await listedPicture(ana, created.id)).toBeNull();

    const sent = await putProjectPicture(ana, created.id, saved.circuitHash, await png(2000, 1000));
    expect(sent.statusCode, sent.body).toBe(200);
    const { thumbnailUrl } = sent.json();
    expect(thumbnailUrl).toMatch(
      new RegExp(`^/api/files/project-thumbnail/${created.id}/\\d+-[0-9a-f]{8}_circuit\\.webp$`),
    );
    const served = await call(t, ana, { url: thumbnailUrl });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: THUMBNAIL_LIMITS.maxSide,
      height: THUMBNAIL_LIMITS.maxSide / 2,
    });
    expect(await listedPicture(ana, created.id)).toBe(thumbnailUrl);
    // A picture is not an edit: the project keeps its version and its place in lists.
    const row = await rowOf(t, created.id);
    expect(row?.version).toBe(saved.version);
    expect(row?.updatedAt.toISOString()).toBe(saved.updatedAt);

    // The code changing leaves the circuit, and its picture, as they were.
    const coded = await call(t, ana, {
      method: 'PATCH',
      url: `/api/projects/${created.id}`,
      payload: { version: saved.version, code: 'print(2)' },
    });
    expect(coded.json().circuitHash).toBe(saved.circuitHash);
    expect(await listedPicture(ana, created.id)).toBe(thumbnailUrl);

    const moved = { ...LED, parts: [{ ...LED.parts[0], x: 99 }] };
    await saveDiagram(created.id, coded.json().version, moved);
    expect(await listedPicture(ana, created.id)).toBeNull();
  });

  it('refuses a picture of a circuit that changed since (409) and keeps the one it had', async () => {
    const created = await createProject(t, ana);
    const first = await saveDiagram(created.id, created.version, LED);
    const kept = (await putProjectPicture(ana, created.id, first.circuitHash, await png())).json()
      .thumbnailUrl;
    const keys = await storedKeys(t);
    const second = await saveDiagram(created.id, first.version, { ...LED, wires: [], parts: [] });
    const late = await putProjectPicture(ana, created.id, first.circuitHash, await png());
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('CONFLICT');
    expect(await storedKeys(t)).toEqual(keys);
    expect((await rowOf(t, created.id))?.thumbnailKey).toBe(kept.replace('/api/files/', ''));
    const fresh = await putProjectPicture(ana, created.id, second.circuitHash, await png());
    expect(fresh.statusCode).toBe(200);
    // The picture it replaced is gone, with its copies.
    expect(await storedKeys(t)).not.toContain(kept.replace('/api/files/', ''));
  });

  it("lets only the project's editors send one: a student cannot set another's picture", async () => {
    const created = await createProject(t, ana);
    const saved = await saveDiagram(created.id, created.version, LED);
    const keys = await storedKeys(t);
    expect((await putProjectPicture(beto, created.id, saved.circuitHash, await png())).statusCode).toBe(403);
    await share(t, ana, created.id, beto, 'read');
    expect((await putProjectPicture(beto, created.id, saved.circuitHash, await png())).statusCode).toBe(403);
    const anonymous = await call(t, null, {
      method: 'PUT',
      url: `/api/projects/${created.id}/thumbnail`,
      ...(await form(saved.circuitHash, await png())),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedKeys(t)).toEqual(keys);
    expect((await rowOf(t, created.id))?.thumbnailKey).toBeNull();
    await share(t, ana, created.id, beto, 'write');
    expect((await putProjectPicture(beto, created.id, saved.circuitHash, await png())).statusCode).toBe(200);
    // Its readers see it; nobody else does.
    const url = await listedPicture(beto, created.id);
    expect((await call(t, ana, { url })).statusCode).toBe(200);
    expect((await call(t, admin, { url })).statusCode).toBe(404);
    expect((await call(t, admin, { url: url.replace('/api/files/', '/api/images/320/') })).statusCode).toBe(
      404,
    );
  });

  it('takes pixels only: SVG, JPEG, text, a huge body or a missing field are 4xx and store nothing', async () => {
    const created = await createProject(t, ana);
    const saved = await saveDiagram(created.id, created.version, LED);
    const keys = await storedKeys(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [string, string | null, File | null, number][] = [
      ['an SVG', saved.circuitHash, { data: svg, filename: 'circuit.svg', type: 'image/svg+xml' }, 415],
      [
        'an SVG named .png',
        saved.circuitHash,
        { data: svg, filename: 'circuit.png', type: 'image/png' },
        415,
      ],
      ['a JPEG', saved.circuitHash, { data: await makeJpeg(), filename: 'c.jpg', type: 'image/jpeg' }, 415],
      [
        'over 1 MB',
        saved.circuitHash,
        {
          data: Buffer.concat([await makePng(), Buffer.alloc(THUMBNAIL_LIMITS.maxBytes)]),
          filename: 'c.png',
          type: 'image/png',
        },
        413,
      ],
      ['no hash', null, await png(), 400],
      ['a hash that is not one', 'abc', await png(), 400],
      ['no file', saved.circuitHash, null, 400],
    ];
    for (const [what, hash, file, status] of cases) {
      const response = await putProjectPicture(ana, created.id, hash, file);
      expect(response.statusCode, what).toBe(status);
      expect(response.json().error.code, what).toEqual(expect.any(String));
    }
    expect(await storedKeys(t)).toEqual(keys);
    expect((await rowOf(t, created.id))?.thumbnailKey).toBeNull();
    const webp = { data: await makeWebp(), filename: 'c.webp', type: 'image/webp' };
    expect((await putProjectPicture(ana, created.id, saved.circuitHash, webp)).statusCode).toBe(200);
  });

  it('goes with the project when it is deleted', async () => {
    const created = await createProject(t, ana);
    const saved = await saveDiagram(created.id, created.version, LED);
    const url = (await putProjectPicture(ana, created.id, saved.circuitHash, await png())).json()
      .thumbnailUrl;
    expect((await call(t, ana, { method: 'DELETE', url: `/api/projects/${created.id}` })).statusCode).toBe(
      204,
    );
    expect(await storedKeys(t)).not.toContain(url.replace('/api/files/', ''));
  });
});

describe('PUT /api/guides/:id/thumbnail', () => {
  const putGuidePicture = async (caller: Caller, id: string, hash: string) =>
    call(t, caller, {
      method: 'PUT',
      url: `/api/guides/${id}/thumbnail`,
      ...(await form(hash, await png())),
    });

  it("takes a guide manager's picture of the circuit as stored, published or not, and lists it for everyone", async () => {
    const created = (
      await call(t, admin, { method: 'POST', url: '/api/guides', payload: { name: 'Semáforo' } })
    ).json();
    const saved = await call(t, admin, {
      method: 'PUT',
      url: `/api/guides/${created.id}/project`,
      payload: { version: created.version, diagram: LED, code: 'print(1)' },
    });
    const hash = saved.json().project.circuitHash;
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    await call(t, admin, {
      method: 'PUT',
      url: `/api/guides/${created.id}/publication`,
      payload: { isPublished: true },
    });

    expect((await putGuidePicture(ana, created.id, hash)).statusCode).toBe(403);
    expect((await putGuidePicture(admin, created.id, '0'.repeat(32))).statusCode).toBe(409);
    const sent = await putGuidePicture(admin, created.id, hash);
    expect(sent.statusCode, sent.body).toBe(200);
    const listed = (await call(t, ana, { url: '/api/guides' })).json();
    const card = listed.items.find((item: { id: string }) => item.id === created.id);
    expect(card.thumbnailUrl).toBe(sent.json().thumbnailUrl);
    expect(
      (await call(t, ana, { url: card.thumbnailUrl.replace('/api/files/', '/api/images/640/') })).statusCode,
    ).toBe(200);

    const deleted = await call(t, admin, { method: 'DELETE', url: `/api/guides/${created.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await storedKeys(t)).not.toContain(card.thumbnailUrl.replace('/api/files/', ''));
  });
});
