import { describe, expect, it } from 'vitest';
import { initialSaveState, reduceSave, type SaveState } from '../features/workspace/save-state.ts';
import {
  entryOfSaver,
  isFlushable,
  isSameValue,
  type OutboxEntry,
  openWithEntry,
  unsentFields,
  waitingChanges,
} from './outbox-entry.ts';

const owner = { userId: 'u1', projectId: 'p1' };
const now = new Date('2026-11-29T04:00:00Z');
const blocks = { blocks: { languageVersion: 0, blocks: [{ type: 'chispa_program', id: 'p' }] } };
const current = {
  name: 'Semáforo',
  category: 'other',
  diagram: { parts: [1] },
  code: 'print(1)',
  codeView: 'blocks',
  blocks,
};

const applied = (state: SaveState, ...events: Parameters<typeof reduceSave>[1][]) =>
  events.reduce(reduceSave, state);

describe('entryOfSaver', () => {
  it('keeps nothing when nothing is pending', () => {
    expect(entryOfSaver(owner, initialSaveState(3), current, null, now)).toBeNull();
  });

  it('keeps the values of the changed fields and the version they were edited on', () => {
    const state = applied(initialSaveState(3), { type: 'changed', field: 'code' });
    expect(entryOfSaver(owner, state, current, null, now)).toEqual({
      id: 'u1/p1',
      userId: 'u1',
      projectId: 'p1',
      baseVersion: 3,
      fields: { code: 'print(1)' },
      changedAt: now.toISOString(),
      refusal: null,
      isConflicted: false,
    });
  });

  it('keeps fields on their way too: they go only once the server accepts them', () => {
    const state = applied(
      initialSaveState(3),
      { type: 'changed', field: 'diagram' },
      { type: 'started' },
      { type: 'changed', field: 'name' },
    );
    expect(entryOfSaver(owner, state, current, null, now)?.fields).toEqual({
      name: 'Semáforo',
      diagram: { parts: [1] },
    });
  });

  it('after an accepted save keeps only what changed since, on the new version', () => {
    const state = applied(
      initialSaveState(3),
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'changed', field: 'diagram' },
      { type: 'succeeded', version: 4 },
    );
    const entry = entryOfSaver(owner, state, current, null, now);
    expect(entry?.fields).toEqual({ diagram: { parts: [1] } });
    expect(entry?.baseVersion).toBe(4);
  });

  it('a failed save keeps everything; a conflict is marked and keeps the old version', () => {
    const failed = applied(
      initialSaveState(3),
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'failed', retryable: true },
    );
    expect(entryOfSaver(owner, failed, current, null, now)?.fields).toEqual({ code: 'print(1)' });
    const conflicted = applied(
      initialSaveState(3),
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'conflicted', current: { version: 5, updatedAt: now.toISOString() } },
    );
    const entry = entryOfSaver(owner, conflicted, current, null, now);
    expect(entry).toMatchObject({ baseVersion: 3, isConflicted: true, fields: { code: 'print(1)' } });
  });

  it('keeps a refusal only while the saver is refused', () => {
    const refusal = { status: 413, code: 'PAYLOAD_TOO_LARGE' };
    const refused = applied(
      initialSaveState(3),
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'failed', retryable: false },
    );
    expect(entryOfSaver(owner, refused, current, refusal, now)?.refusal).toEqual(refusal);
    const editedAgain = applied(initialSaveState(3), { type: 'changed', field: 'code' });
    expect(entryOfSaver(owner, editedAgain, current, refusal, now)?.refusal).toBeNull();
  });
});

const entry = (fields: OutboxEntry['fields'], extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'u1/p1',
  userId: 'u1',
  projectId: 'p1',
  baseVersion: 2,
  fields,
  changedAt: now.toISOString(),
  refusal: null,
  isConflicted: false,
  ...extra,
});

describe("a program's view and blocks (issue 30)", () => {
  it('are kept with the code a switch of view changed, and laid over the server copy on opening', () => {
    const state = applied(
      initialSaveState(4),
      { type: 'changed', field: 'codeView' },
      { type: 'changed', field: 'blocks' },
      { type: 'changed', field: 'code' },
    );
    const kept = entryOfSaver(owner, state, current, null, now);
    expect(kept?.fields).toEqual({ code: 'print(1)', codeView: 'blocks', blocks });
    const server = { id: 'p1', version: 5, code: 'x', codeView: 'python', blocks: null, diagram: {} };
    const opened = openWithEntry(server, kept);
    expect(opened.project).toMatchObject({ version: 4, code: 'print(1)', codeView: 'blocks', blocks });
    expect(opened.pending).toEqual(['code', 'codeView', 'blocks']);
  });

  it('count as one change of the program with its code', () => {
    expect(waitingChanges([entry({ code: 'a', codeView: 'blocks', blocks: {} })])).toBe(1);
    expect(waitingChanges([entry({ blocks: {} }), entry({ name: 'b', codeView: 'python' })])).toBe(3);
  });

  it('a server copy whose blocks hold the same JSON in another key order has them already', () => {
    const server = { version: 5, codeView: 'blocks', blocks: { variables: [], blocks: blocks.blocks } };
    expect(unsentFields(entry({ codeView: 'blocks', blocks: { ...blocks, variables: [] } }), server)).toEqual(
      [],
    );
  });
});

describe('openWithEntry', () => {
  const project = { id: 'p1', version: 7, name: 'Servidor', code: 'server()', diagram: { parts: [] } };

  it('opens the server copy as it is when nothing waits', () => {
    expect(openWithEntry(project, null)).toEqual({ project, pending: [] });
  });

  it("lays the entry's fields over the server copy, on the entry's version, and sends them", () => {
    const opened = openWithEntry(project, entry({ code: 'mine()', diagram: { parts: [1] } }));
    expect(opened.project).toEqual({ ...project, version: 2, code: 'mine()', diagram: { parts: [1] } });
    expect(opened.pending).toEqual(['diagram', 'code']);
  });

  it('opens the server copy when it already holds the entry (a last save landed unanswered)', () => {
    const landed = { ...project, code: 'mine()', diagram: { wires: [], parts: [{ x: 1, id: 'a' }] } };
    const waiting = entry({ code: 'mine()', diagram: { parts: [{ id: 'a', x: 1 }], wires: [] } });
    expect(unsentFields(waiting, landed)).toEqual([]);
    expect(openWithEntry(landed, waiting)).toEqual({ project: landed, pending: [] });
  });
});

describe('isSameValue', () => {
  it('compares as JSON whatever the order of keys', () => {
    expect(isSameValue({ a: 1, b: [1, { c: 'x', d: null }] }, { b: [1, { d: null, c: 'x' }], a: 1 })).toBe(
      true,
    );
    expect(isSameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(isSameValue([1, 2], [2, 1])).toBe(false);
    expect(isSameValue({ a: [] }, { a: {} })).toBe(false);
    expect(isSameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(isSameValue('1', 1)).toBe(false);
  });
});

describe('waiting and flushing', () => {
  it("counts each entry's changed fields", () => {
    expect(waitingChanges([entry({ code: 'a', diagram: {} }), entry({ name: 'b' })])).toBe(3);
    expect(waitingChanges([])).toBe(0);
  });

  it('a background flush leaves conflicts for a choice, and refusals unless asked', () => {
    expect(isFlushable(entry({ code: 'x' }), { includeRefused: false })).toBe(true);
    expect(isFlushable(entry({ code: 'x' }, { isConflicted: true }), { includeRefused: true })).toBe(false);
    const refused = entry({ code: 'x' }, { refusal: { status: 404, code: 'PROJECT_NOT_FOUND' } });
    expect(isFlushable(refused, { includeRefused: false })).toBe(false);
    expect(isFlushable(refused, { includeRefused: true })).toBe(true);
  });
});
