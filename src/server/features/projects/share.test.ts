import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call, createProject, rowOf, share } from './fixtures.ts';

let t: TestApp;
let owner: Caller;
let bea: Caller;
let carlos: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t.app, { name: 'Olga Dueña' });
  bea = await signUp(t.app, { name: 'Bea' });
  carlos = await signUp(t.app, { name: 'Carlos' });
});
afterAll(() => t.close());

const permissionsOf = async (caller: Caller, id: string) => {
  const response = await call(t, caller, { method: 'GET', url: `/api/projects/${id}/permissions` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { userId: string; email: string; name: string; level: string }[];
};

const levels = async (caller: Caller, id: string) =>
  Object.fromEntries((await permissionsOf(caller, id)).map((p) => [p.userId, p.level]));

const shareCall = (caller: Caller, id: string, payload: unknown) =>
  call(t, caller, { method: 'PUT', url: `/api/projects/${id}/permissions`, payload: payload as object });

const unshare = (caller: Caller, id: string, userId: string) =>
  call(t, caller, { method: 'DELETE', url: `/api/projects/${id}/permissions/${userId}` });

describe('sharing (spec §6)', () => {
  it('shares by e-mail, whatever its case, and answers the new list', async () => {
    const project = await createProject(t, owner);
    const response = await shareCall(owner, project.id, { email: bea.email.toUpperCase(), level: 'write' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { userId: owner.id, email: owner.email, name: 'Olga Dueña', level: 'owner' },
      { userId: bea.id, email: bea.email, name: 'Bea', level: 'write' },
    ]);
    const opened = await call(t, bea, { method: 'GET', url: `/api/projects/${project.id}` });
    expect(opened.json()).toMatchObject({ permission: 'write', ownerName: 'Olga Dueña' });
  });

  it('changes the level of someone already shared with', async () => {
    const project = await createProject(t, owner);
    await share(t, owner, project.id, bea, 'write');
    await share(t, owner, project.id, bea, 'read');
    expect(await levels(owner, project.id)).toEqual({ [owner.id]: 'owner', [bea.id]: 'read' });
  });

  it('answers 404 SHARE_USER_NOT_FOUND to an unknown e-mail, adding nobody', async () => {
    const project = await createProject(t, owner);
    const response = await shareCall(owner, project.id, { email: 'nadie@example.test', level: 'read' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'SHARE_USER_NOT_FOUND', message: 'Usuario no encontrado' });
    expect(await levels(owner, project.id)).toEqual({ [owner.id]: 'owner' });
  });

  it('refuses a bad e-mail, level or extra field with 400', async () => {
    const project = await createProject(t, owner);
    for (const payload of [
      { email: 'no-es-correo', level: 'read' },
      { email: bea.email, level: 'admin' },
      { email: bea.email, level: 'read', userId: bea.id },
      { level: 'read' },
    ]) {
      const response = await shareCall(owner, project.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await levels(owner, project.id)).toEqual({ [owner.id]: 'owner' });
  });

  it('removes access, after which the project is forbidden', async () => {
    const project = await createProject(t, owner);
    await share(t, owner, project.id, bea, 'read');
    expect((await unshare(owner, project.id, bea.id)).statusCode).toBe(204);
    expect(await levels(owner, project.id)).toEqual({ [owner.id]: 'owner' });
    const opened = await call(t, bea, { method: 'GET', url: `/api/projects/${project.id}` });
    expect(opened.statusCode).toBe(403);
  });

  it('never leaves a project without an owner', async () => {
    const project = await createProject(t, owner);
    const removeSelf = await unshare(owner, project.id, owner.id);
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.json().error.code).toBe('PROJECT_LAST_OWNER');
    const demoteSelf = await shareCall(owner, project.id, { email: owner.email, level: 'read' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(await levels(owner, project.id)).toEqual({ [owner.id]: 'owner' });
    expect((await rowOf(t, project.id))?.ownerId).toBe(owner.id);
  });

  it('hands the project over when its owner leaves another owner behind', async () => {
    const project = await createProject(t, owner);
    await share(t, owner, project.id, bea, 'owner');
    await share(t, owner, project.id, carlos, 'read');
    expect((await unshare(bea, project.id, owner.id)).statusCode).toBe(204);
    expect((await rowOf(t, project.id))?.ownerId).toBe(bea.id);
    expect(await levels(bea, project.id)).toEqual({ [bea.id]: 'owner', [carlos.id]: 'read' });
    expect((await call(t, owner, { method: 'GET', url: `/api/projects/${project.id}` })).statusCode).toBe(
      403,
    );
    const seen = await call(t, carlos, { method: 'GET', url: `/api/projects/${project.id}` });
    expect(seen.json()).toMatchObject({ ownerId: bea.id, ownerName: 'Bea', userId: owner.id });
  });
});

describe('POST /api/projects/:id/duplicate (spec §4)', () => {
  it("copies name ' (copia)', category, diagram and code into a project of the caller", async () => {
    const diagram = {
      parts: [{ id: 'led1', type: 'wokwi-led', x: 1, y: 2, rotate: 0, flip: true, attrs: { color: 'blue' } }],
      wires: [],
    };
    const source = await createProject(t, owner, {
      name: 'Semáforo',
      category: 'iot',
      diagram,
      code: 'led()',
    });
    await share(t, owner, source.id, bea, 'read');
    const response = await call(t, bea, { method: 'POST', url: `/api/projects/${source.id}/duplicate` });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      name: 'Semáforo (copia)',
      category: 'iot',
      diagram,
      code: 'led()',
      ownerId: bea.id,
      userId: bea.id,
      ownerName: 'Bea',
      permission: 'owner',
      version: 1,
      imageUrl: null,
      isActivity: true,
    });
    expect(copy.id).not.toBe(source.id);
    expect(await levels(bea, copy.id)).toEqual({ [bea.id]: 'owner' });
    expect((await rowOf(t, source.id))?.version).toBe(1);
    const list = (await call(t, bea, { method: 'GET', url: '/api/projects' })).json();
    expect(list.items.slice(0, 2).map((p: { id: string }) => p.id)).toEqual([copy.id, source.id]);
  });

  it('copies a copy as "(copia) (copia)"', async () => {
    const source = await createProject(t, owner, { name: 'Robot', category: 'robotics' });
    const first = (
      await call(t, owner, { method: 'POST', url: `/api/projects/${source.id}/duplicate` })
    ).json();
    const second = await call(t, owner, { method: 'POST', url: `/api/projects/${first.id}/duplicate` });
    expect(second.json().name).toBe('Robot (copia) (copia)');
  });
});
