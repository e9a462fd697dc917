import { describe, expect, it } from 'vitest';
import {
  initialSaveState,
  nextSaveDelay,
  reduceSave,
  retryDelay,
  SAVED_FIELDS,
  type SaveEvent,
  type SaveState,
  statusOf,
} from './save-state.ts';

const run = (events: SaveEvent[], from: SaveState = initialSaveState(1)) => events.reduce(reduceSave, from);
const conflict = { version: 5, updatedAt: '2026-01-01T00:00:00.000Z' };

describe('save state', () => {
  it('starts saved; an edit makes it unsaved', () => {
    expect(statusOf(initialSaveState(1))).toBe('saved');
    const state = run([{ type: 'changed', field: 'code' }]);
    expect(statusOf(state)).toBe('unsaved');
    expect(state.dirty).toEqual(['code']);
  });

  it('sends what changed, carrying the version it started from, and takes the new version', () => {
    const saving = run([
      { type: 'changed', field: 'code' },
      { type: 'changed', field: 'diagram' },
      { type: 'started' },
    ]);
    expect(statusOf(saving)).toBe('saving');
    expect(saving.inFlight).toEqual(['diagram', 'code']);
    expect(saving.version).toBe(1);
    const saved = reduceSave(saving, { type: 'succeeded', version: 2 });
    expect(statusOf(saved)).toBe('saved');
    expect(saved.version).toBe(2);
  });

  it('keeps an edit made during a save as unsaved after it lands', () => {
    const state = run([
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'changed', field: 'name' },
      { type: 'succeeded', version: 2 },
    ]);
    expect(statusOf(state)).toBe('unsaved');
    expect(state.dirty).toEqual(['name']);
  });

  it('puts the fields of a failed save back and counts the failure', () => {
    const state = run([
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'changed', field: 'name' },
      { type: 'failed', retryable: true },
    ]);
    expect(statusOf(state)).toBe('retrying');
    expect(state.dirty).toEqual(['name', 'code']);
    expect(state.failures).toBe(1);
    expect(nextSaveDelay(state, 1000)).toBe(2000);
    const recovered = run([{ type: 'started' }, { type: 'succeeded', version: 2 }], state);
    expect(statusOf(recovered)).toBe('saved');
    expect(recovered.failures).toBe(0);
  });

  it('does not retry by itself what the server refused', () => {
    const state = run([
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'failed', retryable: false },
    ]);
    expect(statusOf(state)).toBe('error');
    expect(nextSaveDelay(state, 1000)).toBeNull();
  });

  it('on a conflict keeps the work and schedules nothing until the user chooses', () => {
    const state = run([
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'conflicted', current: conflict },
    ]);
    expect(statusOf(state)).toBe('error');
    expect(state.dirty).toEqual(['code']);
    expect(nextSaveDelay(reduceSave(state, { type: 'changed', field: 'name' }), 1000)).toBeNull();
    expect(reduceSave(state, { type: 'started' })).toBe(state);
  });

  it('overwrite sends everything again on top of the server version', () => {
    const state = run([
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'conflicted', current: conflict },
      { type: 'overwrite' },
    ]);
    expect(state.version).toBe(5);
    expect(state.conflict).toBeNull();
    expect(state.dirty).toEqual([...SAVED_FIELDS]);
  });

  it('reload drops local changes for the server copy', () => {
    const state = run([
      { type: 'changed', field: 'code' },
      { type: 'started' },
      { type: 'conflicted', current: conflict },
      { type: 'reloaded', version: 5 },
    ]);
    expect(state).toEqual(initialSaveState(5));
  });

  it('debounces the first attempt and backs off after failures, capped', () => {
    expect(nextSaveDelay(initialSaveState(1), 1000)).toBeNull();
    expect(nextSaveDelay(run([{ type: 'changed', field: 'code' }]), 1000)).toBe(1000);
    expect([1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
