import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { DEFAULTS } from '../../../domain/constants.ts';
import { blinkCodeFor, starterProjectFor } from '../../../domain/project-starter.ts';
import { PROJECT_LIMITS } from '../../../domain/projects.ts';
import { type Caller, call, createProject, rowOf, share } from './fixtures.ts';

let t: TestApp;
let ana: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await signUp(t.app, { name: 'Ana Quispe' });
});
afterAll(() => t.close());

const diagram = {
  parts: [{ id: 'led1', type: 'wokwi-led', x: 10, y: 20, rotate: 90, flip: false, attrs: { color: 'red' } }],
  wires: [
    {
      id: 'w1',
      from: { part: 'led1', pin: 'A' },
      to: { part: 'pico', pin: 'GP15' },
      color: 'green',
      bends: [],
    },
  ],
};

const patch = (id: string, payload: unknown) =>
  call(t, ana, { method: 'PATCH', url: `/api/projects/${id}`, payload: payload as object });

describe('POST /api/projects', () => {
  it('creates the project owned by its creator, with the spec defaults', async () => {
    const response = await call(t, ana, {
      method: 'POST',
      url: '/api/projects',
      payload: { name: '  Semáforo  ', category: 'iot' },
    });
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      name: 'Semáforo',
      category: 'iot',
      imageUrl: null,
      userId: ana.id,
      ownerId: ana.id,
      ownerName: 'Ana Quispe',
      diagram: { parts: [], wires: [] },
      code: DEFAULTS.savedCode,
      isActivity: false,
      isReadOnly: false,
      version: 1,
      permission: 'owner',
    });
    expect(new Date(project.createdAt).toISOString()).toBe(project.createdAt);
    const permissions = await call(t, ana, { method: 'GET', url: `/api/projects/${project.id}/permissions` });
    expect(permissions.json()).toEqual([
      { userId: ana.id, email: ana.email, name: 'Ana Quispe', level: 'owner' },
    ]);
  });

  it('stores the diagram and code it is given', async () => {
    const project = await createProject(t, ana, {
      name: 'LED',
      category: 'robotics',
      diagram,
      code: 'print(1)',
    });
    expect(project).toMatchObject({ diagram, code: 'print(1)' });
    expect((await rowOf(t, project.id))?.diagram).toEqual(diagram);
  });

  it('stores what the starter holds, in the language asked for (issue 10)', async () => {
    const withPico = await createProject(t, ana, {
      name: 'Parpadeo',
      category: 'robotics',
      starter: 'pico',
      lang: 'pt',
    });
    expect(withPico).toMatchObject(starterProjectFor('pico', 'pt'));
    expect(withPico.code).toBe(blinkCodeFor('pt'));
    expect(await rowOf(t, withPico.id)).toMatchObject(starterProjectFor('pico', 'pt'));

    const empty = await createProject(t, ana, {
      name: 'Vacío',
      category: 'iot',
      starter: 'empty',
      lang: 'en',
    });
    expect(empty).toMatchObject({ diagram: { parts: [], wires: [] }, code: '# Write your code here' });
    const spanish = await createProject(t, ana, { name: 'Placa', category: 'iot', starter: 'pico' });
    expect(spanish.code).toBe(blinkCodeFor('es'));
  });

  it('starts a BitDogLab project with its MicroPython blink (issue 29)', async () => {
    const board = await createProject(t, ana, {
      name: 'Minha BitDogLab',
      category: 'robotics',
      starter: 'bitdoglab',
      lang: 'pt',
    });
    expect(board).toMatchObject(starterProjectFor('bitdoglab', 'pt'));
    expect(board.code).toContain('from machine import Pin');
    expect(await rowOf(t, board.id)).toMatchObject(starterProjectFor('bitdoglab', 'pt'));
  });

  it('refuses a starter or language off the list, and code sent with a starter, creating nothing', async () => {
    const list = async () =>
      (await call(t, ana, { method: 'GET', url: '/api/projects?limit=100' })).json().items;
    const before = await list();
    for (const extra of [
      { starter: 'arduino' },
      { lang: 'fr' },
      { starter: 'pico', code: 'import os' },
      { starter: 'empty', diagram: { parts: [], wires: [] } },
    ]) {
      const payload = { name: 'x', category: 'iot', ...extra };
      const response = await call(t, ana, { method: 'POST', url: '/api/projects', payload });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await list()).toEqual(before);
  });

  it('answers PROJECT_FIELDS_REQUIRED when the name or category is missing or blank', async () => {
    for (const payload of [{ category: 'iot' }, { name: '   ', category: 'iot' }, { name: 'x' }, {}]) {
      const response = await call(t, ana, { method: 'POST', url: '/api/projects', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toEqual({
        code: 'PROJECT_FIELDS_REQUIRED',
        message: 'Por favor completa el nombre y la categoría del proyecto.',
      });
    }
  });

  it('refuses unknown fields, wrong types and bad diagrams with 400, creating nothing', async () => {
    const list = async () =>
      (await call(t, ana, { method: 'GET', url: '/api/projects?limit=100' })).json().items;
    const before = await list();
    for (const payload of [
      { name: 'x', category: 'iot', ownerId: 'someone-else' },
      { name: 'x', category: 'music' },
      { name: 42, category: 'iot' },
      { name: 'x', category: 'iot', code: 7 },
      { name: 'x', category: 'iot', diagram: { parts: 'none', wires: [] } },
      { name: 'x', category: 'iot', code: 'x'.repeat(PROJECT_LIMITS.codeMax + 1) },
    ]) {
      const response = await call(t, ana, { method: 'POST', url: '/api/projects', payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await list()).toEqual(before);
  });
});

describe('PATCH /api/projects/:id', () => {
  it('saves the changes, bumps the version and moves updatedAt forward', async () => {
    const project = await createProject(t, ana);
    const response = await patch(project.id, { version: 1, diagram, code: 'import board', name: 'Robot v2' });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({ version: 2, diagram, code: 'import board', name: 'Robot v2' });
    expect(saved.category).toBe(project.category);
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(new Date(project.updatedAt).getTime());
    const again = await patch(project.id, { version: 2, category: 'ia' });
    expect(again.json()).toMatchObject({ version: 3, category: 'ia', code: 'import board' });
  });

  it('answers with the project exactly as reading it back shows it, to the owner and to an editor', async () => {
    const project = await createProject(t, ana);
    const saved = (await patch(project.id, { version: 1, code: 'import time' })).json();
    const read = await call(t, ana, { method: 'GET', url: `/api/projects/${project.id}` });
    expect(saved).toEqual(read.json());
    expect(saved).toMatchObject({ permission: 'owner', ownerName: 'Ana Quispe', isReadOnly: false });

    const bruno = await signUp(t.app, { name: 'Bruno Editor' });
    await share(t, ana, project.id, bruno, 'write');
    const byEditor = await call(t, bruno, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: { version: 2, code: 'import board' },
    });
    expect(byEditor.statusCode).toBe(200);
    const readByEditor = await call(t, bruno, { method: 'GET', url: `/api/projects/${project.id}` });
    expect(byEditor.json()).toEqual(readByEditor.json());
    expect(byEditor.json()).toMatchObject({ permission: 'write', ownerName: 'Ana Quispe', version: 3 });
  });

  it('answers 409 with the current version to a stale save, and changes nothing', async () => {
    const project = await createProject(t, ana);
    const first = (await patch(project.id, { version: 1, code: 'first' })).json();
    const before = await rowOf(t, project.id);
    const stale = await patch(project.id, { version: 1, code: 'second' });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.error.code).toBe('PROJECT_VERSION_CONFLICT');
    expect(body.current).toEqual({ version: 2, updatedAt: first.updatedAt });
    expect(body.error.current).toEqual(body.current);
    expect(await rowOf(t, project.id)).toEqual(before);
  });

  it('lets exactly one of two concurrent saves from the same version win', async () => {
    const project = await createProject(t, ana);
    const results = await Promise.all(['a', 'b', 'c'].map((code) => patch(project.id, { version: 1, code })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect(await rowOf(t, project.id)).toMatchObject({ version: 2, code: winner.code });
  });

  it('refuses unknown fields, wrong types, a missing version and blank names, changing nothing', async () => {
    const project = await createProject(t, ana);
    const before = await rowOf(t, project.id);
    const cases: [unknown, string][] = [
      [{ version: 1, isReadOnly: true }, 'VALIDATION_FAILED'],
      [{ version: 1, ownerId: 'x' }, 'VALIDATION_FAILED'],
      [{ version: '1', name: 'x' }, 'VALIDATION_FAILED'],
      [{ name: 'x' }, 'VALIDATION_FAILED'],
      [{ version: 0, name: 'x' }, 'VALIDATION_FAILED'],
      [{ version: 1, diagram: { parts: [{ id: 'a' }], wires: [] } }, 'VALIDATION_FAILED'],
      [{ version: 1, code: null }, 'VALIDATION_FAILED'],
      [[1, 2], 'VALIDATION_FAILED'],
      [{ version: 1, name: '  ' }, 'PROJECT_FIELDS_REQUIRED'],
      [{ version: 1, category: '' }, 'PROJECT_FIELDS_REQUIRED'],
    ];
    for (const [payload, code] of cases) {
      const response = await patch(project.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code, JSON.stringify(payload)).toBe(code);
    }
    expect(await rowOf(t, project.id)).toEqual(before);
  });

  it('accepts a large diagram under the project body limit', async () => {
    const project = await createProject(t, ana);
    const parts = Array.from({ length: 2000 }, (_, i) => ({
      id: `p${i}`,
      type: 'wokwi-led',
      x: i,
      y: i,
      rotate: 0,
      flip: false,
      attrs: { color: 'red', label: 'x'.repeat(200) },
    }));
    const response = await patch(project.id, { version: 1, diagram: { parts, wires: [] } });
    expect(response.statusCode).toBe(200);
    expect(response.json().diagram.parts).toHaveLength(2000);
  });

  it('answers 413 to a huge body, not 500, and changes nothing', async () => {
    const project = await createProject(t, ana);
    const before = await rowOf(t, project.id);
    const huge = JSON.stringify({ version: 1, code: 'x'.repeat(PROJECT_LIMITS.bodyBytes + 10) });
    const response = await call(t, ana, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowOf(t, project.id)).toEqual(before);

    const create = await call(t, ana, {
      method: 'POST',
      url: '/api/projects',
      headers: { 'content-type': 'application/json' },
      payload: huge.replace('"version":1', '"name":"x","category":"iot"'),
    });
    expect(create.statusCode).toBe(413);
    const shareBody = JSON.stringify({ email: 'a@b.co', level: 'read', pad: 'x'.repeat(2 * 1024 * 1024) });
    const shared = await call(t, ana, {
      method: 'PUT',
      url: `/api/projects/${project.id}/permissions`,
      headers: { 'content-type': 'application/json' },
      payload: shareBody,
    });
    expect(shared.statusCode).toBe(413);
  });

  it('answers 400 to malformed JSON', async () => {
    const project = await createProject(t, ana);
    const response = await call(t, ana, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"version": 1, "name": ',
    });
    expect(response.statusCode).toBe(400);
  });
});
