import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { type Caller, call, imageForm, storedKeys } from '../../../../test/http.ts';
import type { Guide } from '../../../domain/guides.ts';
import { guideCategories, superAdmins } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Caller;
let student: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUp(t.app);
  student = await signUp(t.app);
  await t.database.db.insert(superAdmins).values({ userId: admin.id });
  await t.database.db.insert(guideCategories).values([
    { value: 'robotics', text: 'Robótica', name: 'Robótica' },
    { value: 'iot', text: 'IoT', name: 'IoT' },
  ]);
});
afterAll(() => t.close());

const create = async (body: Record<string, unknown> = { name: 'Robot seguidor' }): Promise<Guide> => {
  const response = await call(t, admin, { method: 'POST', url: '/api/guides', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const patch = (id: string, payload: Record<string, unknown>) =>
  call(t, admin, { method: 'PATCH', url: `/api/guides/${id}`, payload });
const publish = (id: string, isPublished: boolean) =>
  call(t, admin, { method: 'PUT', url: `/api/guides/${id}/publication`, payload: { isPublished } });
const fetchGuide = async (id: string, caller = admin) =>
  (await call(t, caller, { url: `/api/guides/${id}` })).json();

const step = (name: string, image: string | null = null) => ({
  stepName: name,
  description: `${name}: *Markdown*`,
  details: ['uno', 'dos'],
  explanation: 'porque',
  image,
});

describe('creating a guide', () => {
  it('needs a name, with the spec message', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }, { description: 'x' }]) {
      const response = await call(t, admin, { method: 'POST', url: '/api/guides', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'GUIDE_DATA_INVALID',
        message: 'Datos de la guía inválidos',
      });
    }
  });

  it('takes the §9 defaults: robotics, beginner, 60 minutes, active, unpublished, one first step', async () => {
    const guide = await create();
    expect(guide.id).toMatch(/^practical_/);
    expect(guide).toMatchObject({
      category: 'robotics',
      difficulty: 'beginner',
      estimatedTime: 60,
      isActive: true,
      isPublished: false,
      language: 'es',
      version: 1,
      steps: [{ stepName: 'Configura los componentes básicos para la actividad.', image: null }],
      project: { code: '# Escribe el código aquí', diagram: { parts: [], wires: [] } },
    });
  });

  it('refuses an unknown category and extra fields', async () => {
    const unknown = await call(t, admin, {
      method: 'POST',
      url: '/api/guides',
      payload: { name: 'X', category: 'nada' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('CATEGORY_NOT_FOUND');
    const extra = await call(t, admin, {
      method: 'POST',
      url: '/api/guides',
      payload: { name: 'X', isPublished: true },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('editing a guide', () => {
  it('saves fields and steps at the version it started from; a stale one is a 409 with the current version', async () => {
    const guide = await create();
    const saved = await patch(guide.id, {
      version: 1,
      name: 'Robot v2',
      category: 'iot',
      steps: [step('A'), step('B')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Robot v2', category: 'iot', version: 2 });
    expect(saved.json().steps.map((s: { stepName: string }) => s.stepName)).toEqual(['A', 'B']);

    const stale = await patch(guide.id, { version: 1, name: 'Pisado' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('GUIDE_VERSION_CONFLICT');
    expect(stale.json().current.version).toBe(2);
    expect((await fetchGuide(guide.id)).name).toBe('Robot v2');
  });

  it('refuses an empty change and a bad step', async () => {
    const guide = await create();
    expect((await patch(guide.id, { version: 1 })).statusCode).toBe(400);
    expect((await patch(guide.id, { version: 1, steps: [{ stepName: 'x' }] })).statusCode).toBe(400);
  });

  it('locks a published guide until it is unpublished', async () => {
    const guide = await create();
    expect((await publish(guide.id, true)).json()).toMatchObject({ isPublished: true, version: 2 });
    const locked = await patch(guide.id, { version: 2, name: 'Cambio' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('GUIDE_PUBLISHED');
    const project = await call(t, admin, {
      method: 'PUT',
      url: `/api/guides/${guide.id}/project`,
      payload: { version: 2, diagram: { parts: [], wires: [] }, code: 'x' },
    });
    expect(project.statusCode).toBe(409);
    const image = await call(t, admin, {
      method: 'PUT',
      url: `/api/guides/${guide.id}/image`,
      ...(await imageForm()),
    });
    expect(image.statusCode).toBe(409);
    expect((await fetchGuide(guide.id)).name).toBe('Robot seguidor');

    const unpublished = (await publish(guide.id, false)).json();
    expect((await patch(guide.id, { version: unpublished.version, name: 'Cambio' })).statusCode).toBe(200);
  });

  it('saves the project from template editing, with the strict diagram rules', async () => {
    const guide = await create();
    const diagram = {
      parts: [{ id: 'led1', type: 'wokwi-led', x: 1, y: 2, rotate: 0, flip: false, attrs: { color: 'red' } }],
      wires: [],
    };
    const url = `/api/guides/${guide.id}/project`;
    const saved = await call(t, admin, {
      method: 'PUT',
      url,
      payload: { version: 1, diagram, code: 'print(2)' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().project).toEqual({
      name: guide.name,
      code: 'print(2)',
      view: 'python',
      diagram,
      // What a picture of this circuit must name (PUT /api/guides/:id/thumbnail).
      circuitHash: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const bad = { ...diagram, parts: [{ ...diagram.parts[0], id: 'led"1<x>' }] };
    const refused = await call(t, admin, {
      method: 'PUT',
      url,
      payload: { version: 2, diagram: bad, code: '' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe("a guide's view (issue 30)", () => {
  it('is saved from template editing, kept when a save does not name it, and read by everyone', async () => {
    const guide = await create();
    expect(guide.project.view).toBe('python');
    const url = `/api/guides/${guide.id}/project`;
    const diagram = { parts: [], wires: [] };
    const toBlocks = await call(t, admin, {
      method: 'PUT',
      url,
      payload: { version: 1, diagram, code: 'import time', view: 'blocks' },
    });
    expect(toBlocks.statusCode, toBlocks.body).toBe(200);
    expect(toBlocks.json().project).toMatchObject({ view: 'blocks', code: 'import time' });
    const kept = await call(t, admin, {
      method: 'PUT',
      url,
      payload: { version: 2, diagram, code: 'x = 1' },
    });
    expect(kept.json().project).toMatchObject({ view: 'blocks', code: 'x = 1' });
    const wrong = await call(t, admin, {
      method: 'PUT',
      url,
      payload: { version: 3, diagram, code: '', view: 'scratch' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await publish(guide.id, true)).statusCode).toBe(200);
    expect((await fetchGuide(guide.id, student)).project.view).toBe('blocks');
  });
});

describe("a guide's images", () => {
  it('stores the guide image publicly and replaces it', async () => {
    const guide = await create();
    const url = `/api/guides/${guide.id}/image`;
    const first = (await call(t, admin, { method: 'PUT', url, ...(await imageForm()) })).json();
    expect(first.imageUrl).toMatch(/^\/api\/files\/guides\//);
    const served = await call(t, student, { url: first.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('public');
    const second = (await call(t, admin, { method: 'PUT', url, ...(await imageForm()) })).json();
    expect(await storedKeys(t)).not.toContain(first.imageUrl.replace('/api/files/', ''));
    expect(await storedKeys(t)).toContain(second.imageUrl.replace('/api/files/', ''));
  });

  it('gives duplicates their own copies, so deleting one guide keeps the other whole', async () => {
    const guide = await create();
    const upload = await call(t, admin, {
      method: 'POST',
      url: `/api/guides/${guide.id}/step-images`,
      ...(await imageForm()),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { url: stepImage } = upload.json();
    await patch(guide.id, { version: 1, steps: [step('Con foto', stepImage)] });
    await call(t, admin, { method: 'PUT', url: `/api/guides/${guide.id}/image`, ...(await imageForm()) });

    const copy = await call(t, admin, { method: 'POST', url: `/api/guides/${guide.id}/duplicate` });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Robot seguidor Copia', isPublished: false });
    const copyStep = copy.json().steps[0].image;
    expect(copyStep).not.toBe(stepImage);

    expect((await call(t, admin, { method: 'DELETE', url: `/api/guides/${guide.id}` })).statusCode).toBe(204);
    expect((await call(t, admin, { url: `/api/guides/${guide.id}` })).statusCode).toBe(404);
    expect((await call(t, student, { url: stepImage })).statusCode).toBe(404);
    expect((await call(t, student, { url: copyStep })).statusCode).toBe(200);
    expect((await call(t, student, { url: copy.json().imageUrl })).statusCode).toBe(200);
  });

  it('deletes a step image once no step points at it', async () => {
    const guide = await create();
    const { url } = (
      await call(t, admin, {
        method: 'POST',
        url: `/api/guides/${guide.id}/step-images`,
        ...(await imageForm()),
      })
    ).json();
    await patch(guide.id, { version: 1, steps: [step('A', url)] });
    expect(await storedKeys(t)).toContain(url.replace('/api/files/', ''));
    await patch(guide.id, { version: 2, steps: [step('A')] });
    expect(await storedKeys(t)).not.toContain(url.replace('/api/files/', ''));
  });
});

describe('the management list and stats', () => {
  it('lists every guide with filters, and counts them', async () => {
    const draft = await create({ name: 'Filtro borrador', difficulty: 'advanced', language: 'en' });
    const list = async (query: string) =>
      (await call(t, admin, { url: `/api/guide-admin/guides?${query}` }))
        .json()
        .items.map((g: { id: string }) => g.id);
    expect(await list('difficulty=advanced&language=en&published=false')).toEqual([draft.id]);
    expect(await list('search=Filtro')).toEqual([draft.id]);
    const stats = (await call(t, admin, { url: '/api/guide-admin/stats' })).json();
    expect(stats.total).toBeGreaterThanOrEqual(1);
    expect(stats.byDifficulty).toContainEqual({ difficulty: 'advanced', count: 1 });
  });
});

describe('guide categories', () => {
  const createCategory = (payload: Record<string, unknown>) =>
    call(t, admin, { method: 'POST', url: '/api/guide-categories', payload });

  it('need a value and a text, with the spec message, and a value of their own', async () => {
    for (const payload of [{}, { value: 'luz' }, { text: 'Luz' }, { value: '', text: 'Luz' }]) {
      const response = await createCategory(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Datos de la categoría inválidos');
    }
    const created = await createCategory({ value: 'luz', text: 'Luz', icon: 'bulb' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ value: 'luz', icon: 'bulb' });
    const again = await createCategory({ value: 'luz', text: 'Otra' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CATEGORY_EXISTS');
  });

  it('show an icon of the set, the plain one unless chosen; an emoji or an unknown icon is a 400', async () => {
    const plain = await createCategory({ value: 'sin-icono', text: 'Sin icono' });
    expect(plain.json().icon).toBe('category');
    for (const payload of [
      { value: 'emoji', text: 'Emoji', icon: '💡' },
      { value: 'otro', text: 'Otro', icon: 'unicorn' },
      { value: 'viejo', text: 'Viejo', emoji: '💡' },
    ]) {
      expect((await createCategory(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const patch = (payload: Record<string, unknown>) =>
      call(t, admin, { method: 'PATCH', url: '/api/guide-categories/sin-icono', payload });
    expect((await patch({ icon: 'unicorn' })).statusCode).toBe(400);
    const changed = await patch({ icon: 'robot' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().icon).toBe('robot');
    await call(t, admin, { method: 'DELETE', url: '/api/guide-categories/sin-icono' });
  });

  it('take their guides along when their value changes, and cannot be deleted while they have guides', async () => {
    await createCategory({ value: 'motores', text: 'Motores' });
    const guide = await create({ name: 'Motor', category: 'motores' });
    const renamed = await call(t, admin, {
      method: 'PATCH',
      url: '/api/guide-categories/motores',
      payload: { value: 'motores-dc', name: 'Motores DC' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ value: 'motores-dc', name: 'Motores DC', guideCount: 1 });
    expect((await fetchGuide(guide.id)).category).toBe('motores-dc');

    const used = await call(t, admin, { method: 'DELETE', url: '/api/guide-categories/motores-dc' });
    expect(used.statusCode).toBe(409);
    expect(used.json().error.code).toBe('CATEGORY_IN_USE');
    await call(t, admin, { method: 'DELETE', url: `/api/guides/${guide.id}` });
    expect(
      (await call(t, admin, { method: 'DELETE', url: '/api/guide-categories/motores-dc' })).statusCode,
    ).toBe(204);
    const gone = await call(t, admin, { method: 'DELETE', url: '/api/guide-categories/motores-dc' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({ code: 'CATEGORY_NOT_FOUND', message: 'Categoría no encontrada' });
  });
});

describe('students', () => {
  it('cannot manage guides or categories, and change nothing trying', async () => {
    const guide = await create({ name: 'Intocable' });
    const attempts = [
      { method: 'GET' as const, url: '/api/guide-admin/guides' },
      { method: 'POST' as const, url: '/api/guides', payload: { name: 'Mía' } },
      { method: 'PATCH' as const, url: `/api/guides/${guide.id}`, payload: { version: 1, name: 'Mía' } },
      { method: 'PUT' as const, url: `/api/guides/${guide.id}/publication`, payload: { isPublished: true } },
      { method: 'DELETE' as const, url: `/api/guides/${guide.id}` },
      { method: 'POST' as const, url: '/api/guide-categories', payload: { value: 'mia', text: 'Mía' } },
    ];
    for (const attempt of attempts) {
      const response = await call(t, student, attempt);
      expect(response.statusCode, attempt.url).toBe(403);
    }
    expect(await fetchGuide(guide.id)).toMatchObject({ name: 'Intocable', isPublished: false, version: 1 });
  });
});
