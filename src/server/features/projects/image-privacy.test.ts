import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { superAdmins } from '../../db/schema/index.ts';
import { type Caller, call, createProject, imageForm, share } from './fixtures.ts';

let t: TestApp;
const people: Record<'owner' | 'reader' | 'stranger' | 'admin', Caller> = {} as never;
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['owner', 'reader', 'stranger', 'admin'] as const) people[role] = await signUp(t.app);
  await t.database.db.insert(superAdmins).values({ userId: people.admin.id });
});
afterAll(() => t.close());

const projectWithImage = async () => {
  const project = await createProject(t, people.owner);
  const form = await imageForm();
  const saved = await call(t, people.owner, {
    method: 'PUT',
    url: `/api/projects/${project.id}/image`,
    ...form,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { project, imageUrl: saved.json().imageUrl as string };
};

describe("a project's image", () => {
  it('is served to its readers, privately and revalidated, and to nobody else', async () => {
    const { project, imageUrl } = await projectWithImage();
    await share(t, people.owner, project.id, people.reader, 'read');

    for (const reader of [people.owner, people.reader]) {
      const served = await call(t, reader, { url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('private, no-cache');
    }

    const anonymous = await call(t, null, { url: imageUrl });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    for (const outsider of [people.stranger, people.admin]) {
      const refused = await call(t, outsider, { url: imageUrl });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'File not found' } });
      expect(refused.rawPayload.includes(Buffer.from('PNG'))).toBe(false);
    }
  });

  it('answers a revalidation only after checking access again', async () => {
    const { project, imageUrl } = await projectWithImage();
    await share(t, people.owner, project.id, people.reader, 'read');
    const first = await call(t, people.reader, { url: imageUrl });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const revalidated = await call(t, people.reader, { url: imageUrl, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    const unshared = await call(t, people.owner, {
      method: 'DELETE',
      url: `/api/projects/${project.id}/permissions/${people.reader.id}`,
    });
    expect(unshared.statusCode).toBe(204);
    const afterUnshare = await call(t, people.reader, { url: imageUrl, headers: { 'if-none-match': etag } });
    expect(afterUnshare.statusCode).toBe(404);
    const stranger = await call(t, people.stranger, { url: imageUrl, headers: { 'if-none-match': etag } });
    expect(stranger.statusCode).toBe(404);
  });

  it('is not confused by a folder named like a member of every object', async () => {
    for (const folder of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf']) {
      for (const caller of [null, people.owner]) {
        const response = await call(t, caller, { url: `/api/files/${folder}/x.png` });
        expect(response.statusCode, folder).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('leaves catalogue images public and cached for a year', async () => {
    const created = await call(t, people.admin, {
      method: 'POST',
      url: '/api/catalogue',
      payload: { names: { es: 'LED', pt: 'LED', en: 'LED' }, wokwiType: 'wokwi-led' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const form = await imageForm();
    const withImage = await call(t, people.admin, {
      method: 'PUT',
      url: `/api/catalogue/${created.json().id}/image`,
      ...form,
    });
    const served = await call(t, null, { url: withImage.json().imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
