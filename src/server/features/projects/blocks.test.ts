import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { pythonToBlocks } from '../../../domain/blocks/from-python.ts';
import type { WorkspaceJson } from '../../../domain/blocks/json.ts';
import { blinkBlocksFor } from '../../../domain/blocks/starter.ts';
import { blocksToPython } from '../../../domain/blocks/to-python.ts';
import { blinkCodeFor } from '../../../domain/project-starter.ts';
import { jsonDepthOf } from '../../../domain/project-view.ts';
import { PROJECT_LIMITS } from '../../../domain/projects.ts';
import { projects } from '../../db/schema/index.ts';
import { type Caller, call, createProject, rowOf, share } from './fixtures.ts';

/** A project's view and blocks (issue 30): stored beside code.py, validated, copied, guarded. */

let t: TestApp;
let ana: Caller;
let bruno: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await signUp(t.app, { name: 'Ana Quispe' });
  bruno = await signUp(t.app, { name: 'Bruno Ríos' });
});
afterAll(() => t.close());

const blink: WorkspaceJson = {
  blocks: {
    languageVersion: 0,
    blocks: [
      {
        type: 'chispa_program',
        id: 'p',
        x: 20,
        y: 20,
        next: { block: { type: 'chispa_forever', id: 'f', extraState: { any: [1, { deep: true }] } } },
      },
    ],
  },
  variables: [{ name: 'led', id: 'v1' }],
};
const BLINK_CODE = 'import time\nwhile True:\n    time.sleep(0.5)\n';

/**
 * Blocks whose JSON nests about `levels` deep (each block's next is two levels under it), as the
 * text of a body: written without JSON.stringify, which recurses, as an attacker's need not.
 */
const deepBlocksText = (levels: number): string => {
  const stack = Math.ceil(levels / 2);
  const open = '{"type":"chispa_wait","next":{"block":'.repeat(stack);
  return `{"blocks":{"languageVersion":0,"blocks":[${open}{"type":"chispa_wait"}${'}}'.repeat(stack)}]}}`;
};

const patch = (who: Caller, id: string, payload: unknown) =>
  call(t, who, { method: 'PATCH', url: `/api/projects/${id}`, payload: payload as object });
const read = (who: Caller, id: string) => call(t, who, { method: 'GET', url: `/api/projects/${id}` });

describe('creating a project in a view', () => {
  it('starts in the view asked for, Python by default, with no blocks stored', async () => {
    for (const codeView of ['blocks', 'python'] as const) {
      const created = await createProject(t, ana, {
        name: codeView,
        category: 'iot',
        starter: 'pico',
        codeView,
      });
      expect(created).toMatchObject({ codeView, blocks: null });
      expect((await read(ana, created.id)).json()).toMatchObject({ codeView, blocks: null });
      const listed = (await call(t, ana, { url: '/api/projects' })).json().items;
      expect(listed.find((p: { id: string }) => p.id === created.id)).toMatchObject({ codeView });
    }
    expect(await createProject(t, ana)).toMatchObject({ codeView: 'python', blocks: null });
  });

  it('in Blocks stores the code its starter’s blocks write, so it opens as those blocks', async () => {
    const inBlocks = { name: 'Parpadeo', category: 'iot', starter: 'pico', lang: 'en', codeView: 'blocks' };
    const blinking = await createProject(t, ana, inBlocks);
    const code = blocksToPython(blinkBlocksFor('en'), { locale: 'en' }).code;
    expect(blinking).toMatchObject({ codeView: 'blocks', blocks: null, code });
    expect(await rowOf(t, blinking.id)).toMatchObject({ codeView: 'blocks', blocks: null, code });
    expect(pythonToBlocks(blinking.code, { locale: 'en' }).foreign).toBe(0);
    // An empty program writes nothing; the same starter in Python keeps its commented code.
    const empty = await createProject(t, ana, { ...inBlocks, starter: 'empty' });
    expect((await rowOf(t, empty.id))?.code).toBe('');
    const typed = await createProject(t, ana, { ...inBlocks, codeView: 'python' });
    expect((await rowOf(t, typed.id))?.code).toBe(blinkCodeFor('en'));
  });

  it('refuses Blocks for the BitDogLab starter (MicroPython) and a view it does not know', async () => {
    for (const payload of [
      { name: 'x', category: 'iot', starter: 'bitdoglab', codeView: 'blocks' },
      { name: 'x', category: 'iot', codeView: 'scratch' },
      { name: 'x', category: 'iot', blocks: blink },
    ]) {
      const response = await call(t, ana, { method: 'POST', url: '/api/projects', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const python = { name: 'x', category: 'iot', starter: 'bitdoglab', codeView: 'python' };
    expect((await call(t, ana, { method: 'POST', url: '/api/projects', payload: python })).statusCode).toBe(
      201,
    );
  });
});

describe('saving the view and its blocks', () => {
  it('keeps blocks, view and code of one save together, and reads them back as sent', async () => {
    const project = await createProject(t, ana);
    const saved = await patch(ana, project.id, {
      version: 1,
      codeView: 'blocks',
      blocks: blink,
      code: BLINK_CODE,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, codeView: 'blocks', blocks: blink, code: BLINK_CODE });
    expect((await read(ana, project.id)).json()).toEqual(saved.json());
    expect(await rowOf(t, project.id)).toMatchObject({ codeView: 'blocks', blocks: blink, code: BLINK_CODE });
    // A layout change alone (a stack moved) is a save of the blocks only.
    const moved = { ...blink, variables: [] };
    expect((await patch(ana, project.id, { version: 2, blocks: moved })).json()).toMatchObject({
      codeView: 'blocks',
      blocks: moved,
    });
  });

  it('stores no blocks in the Python view, whatever the save sends', async () => {
    const project = await createProject(t, ana, { name: 'x', category: 'iot', codeView: 'blocks' });
    await patch(ana, project.id, { version: 1, blocks: blink });
    const toPython = await patch(ana, project.id, {
      version: 2,
      codeView: 'python',
      blocks: blink,
      code: 'x = 1',
    });
    expect(toPython.json()).toMatchObject({ codeView: 'python', blocks: null, code: 'x = 1' });
    expect(await rowOf(t, project.id)).toMatchObject({ codeView: 'python', blocks: null });
    // Blocks that arrive late, after the switch (an older tab, the outbox), are not kept.
    const late = await patch(ana, project.id, { version: 3, blocks: blink });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ codeView: 'python', blocks: null, version: 4 });
  });

  it('answers a stale save with 409 and keeps view, blocks and code as they were', async () => {
    const project = await createProject(t, ana);
    await patch(ana, project.id, { version: 1, codeView: 'blocks', blocks: blink, code: BLINK_CODE });
    const before = await rowOf(t, project.id);
    const stale = await patch(ana, project.id, { version: 1, codeView: 'python', blocks: null, code: 'y' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('PROJECT_VERSION_CONFLICT');
    expect(await rowOf(t, project.id)).toEqual(before);
  });

  it('refuses blocks and views of the wrong shape with 400, changing nothing', async () => {
    const project = await createProject(t, ana);
    const before = await rowOf(t, project.id);
    for (const wrong of [
      { blocks: 'x' },
      { blocks: [] },
      { blocks: 5 },
      { blocks: true },
      { blocks: { blocks: { languageVersion: 0, blocks: [{ id: 'no type' }] } } },
      { blocks: { blocks: { languageVersion: 0, blocks: 'none' } } },
      { blocks: { variables: [{ name: 1 }] } },
      { codeView: 'scratch' },
      { codeView: null },
      { codeView: 1 },
    ]) {
      const response = await patch(ana, project.id, { version: 1, ...wrong });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await rowOf(t, project.id)).toEqual(before);
  });

  it('refuses blocks over the size limit as it refuses code over its own', async () => {
    const project = await createProject(t, ana);
    const before = await rowOf(t, project.id);
    const padding = 'x'.repeat(PROJECT_LIMITS.blocksMax);
    const huge = {
      blocks: { languageVersion: 0, blocks: [{ type: 'chispa_python', fields: { CODE: padding } }] },
    };
    const response = await patch(ana, project.id, { version: 1, blocks: huge });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    const tooLongCode = await patch(ana, project.id, {
      version: 1,
      code: 'x'.repeat(PROJECT_LIMITS.codeMax + 1),
    });
    expect(tooLongCode.json().error.code).toBe(response.json().error.code);
    expect(await rowOf(t, project.id)).toEqual(before);
  });

  it('stores blocks nested to the depth limit, and answers 400 (never 500) to deeper ones', async () => {
    const project = await createProject(t, ana);
    // Bodies as text and depths counted without recursion: the test's own stack stays out of it.
    const deepest = deepBlocksText(PROJECT_LIMITS.blocksDepthMax - 4);
    const saved = await call(t, ana, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: { 'content-type': 'application/json' },
      payload: `{"version":1,"codeView":"blocks","blocks":${deepest}}`,
    });
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    const depth = jsonDepthOf(saved.json().blocks, Number.POSITIVE_INFINITY);
    expect(depth).toBe(jsonDepthOf(JSON.parse(deepest), Number.POSITIVE_INFINITY));
    expect(depth).toBeGreaterThan(PROJECT_LIMITS.blocksDepthMax - 10);
    const before = await rowOf(t, project.id);
    for (const levels of [PROJECT_LIMITS.blocksDepthMax + 2, 5000, 50_000]) {
      const response = await call(t, ana, {
        method: 'PATCH',
        url: `/api/projects/${project.id}`,
        headers: { 'content-type': 'application/json' },
        payload: `{"version":2,"blocks":${deepBlocksText(levels)}}`,
      });
      expect(response.statusCode, `${levels} levels`).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const after = await rowOf(t, project.id);
    expect([after?.version, after?.updatedAt]).toEqual([before?.version, before?.updatedAt]);
  });

  it('still answers 413 to a body over the project limit that carries blocks', async () => {
    const project = await createProject(t, ana);
    const padding = 'x'.repeat(PROJECT_LIMITS.bodyBytes + 10);
    const response = await call(t, ana, {
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        version: 1,
        blocks: { blocks: { languageVersion: 0, blocks: [] }, padding },
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves stored blocks that are not an object as none, without failing the read', async () => {
    const project = await createProject(t, ana, { name: 'x', category: 'iot', codeView: 'blocks' });
    for (const stored of ['[1,2]', '"text"', '7']) {
      await t.database.db
        .update(projects)
        .set({ blocks: sql`${stored}::jsonb` })
        .where(eq(projects.id, project.id));
      const response = await read(ana, project.id);
      expect(response.statusCode, stored).toBe(200);
      expect(response.json()).toMatchObject({ codeView: 'blocks', blocks: null });
    }
  });
});

describe('who may read and save the blocks', () => {
  it("keeps someone's blocks from other people, and from a reader's saves", async () => {
    const project = await createProject(t, ana, { name: 'Mío', category: 'iot', codeView: 'blocks' });
    await patch(ana, project.id, { version: 1, blocks: blink, code: BLINK_CODE });
    const before = await rowOf(t, project.id);

    const stranger = await read(bruno, project.id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('chispa_program');
    const strangerSave = await patch(bruno, project.id, { version: 2, codeView: 'python' });
    expect(strangerSave.statusCode).toBe(403);
    expect((await patch(bruno, 'no-such-project', { version: 1, blocks: blink })).statusCode).toBe(404);

    await share(t, ana, project.id, bruno, 'read');
    expect((await read(bruno, project.id)).json()).toMatchObject({ codeView: 'blocks', blocks: blink });
    const readerSave = await patch(bruno, project.id, { version: 2, blocks: { ...blink, variables: [] } });
    expect(readerSave.statusCode).toBe(403);
    expect(await rowOf(t, project.id)).toEqual(before);
  });
});

describe('copies', () => {
  it('carry the view and the blocks with the code', async () => {
    const project = await createProject(t, ana);
    await patch(ana, project.id, { version: 1, codeView: 'blocks', blocks: blink, code: BLINK_CODE });
    const copy = await call(t, ana, { method: 'POST', url: `/api/projects/${project.id}/duplicate` });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ codeView: 'blocks', blocks: blink, code: BLINK_CODE });
    expect(copy.json().id).not.toBe(project.id);
  });
});
