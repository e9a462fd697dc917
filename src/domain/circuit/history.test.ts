import { describe, expect, it } from 'vitest';
import { applyCommand } from './commands.ts';
import type { Diagram } from './diagram.ts';
import { canRedo, canUndo, createHistory, type History, presentOf, push, redo, undo } from './history.ts';
import { led, makeDiagram } from './test-builders.ts';

const at = (x: number): Diagram => makeDiagram({ parts: [led({ x })] });

const pushAll = (history: History, diagrams: Diagram[]) => diagrams.reduce(push, history);

describe('history', () => {
  it('starts with nothing to undo or redo', () => {
    const history = createHistory(100, at(0));
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
    expect(presentOf(createHistory())).toBeUndefined();
  });

  it('undoes and redoes snapshots in order', () => {
    const [a, b, c] = [at(0), at(1), at(2)];
    let history = pushAll(createHistory(100, a), [b, c]);
    expect(presentOf(history)).toBe(c);
    history = undo(history);
    expect(presentOf(history)).toBe(b);
    history = undo(history);
    expect(presentOf(history)).toBe(a);
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect(presentOf(history)).toBe(b);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(presentOf(history)).toBe(c);
    expect(canRedo(history)).toBe(false);
  });

  it('drops the redo branch when pushing after an undo', () => {
    const [a, b, c, d] = [at(0), at(1), at(2), at(3)];
    let history = pushAll(createHistory(100, a), [b, c]);
    history = push(undo(undo(history)), d);
    expect(canRedo(history)).toBe(false);
    expect(presentOf(history)).toBe(d);
    expect(presentOf(undo(history))).toBe(a);
    expect(history.entries).toEqual([a, d]);
  });

  it('keeps at most `limit` steps to undo', () => {
    const diagrams = Array.from({ length: 10 }, (_, i) => at(i));
    let history = pushAll(createHistory(3), diagrams);
    expect(history.entries).toHaveLength(4);
    let undos = 0;
    while (canUndo(history)) {
      history = undo(history);
      undos += 1;
    }
    expect(undos).toBe(3);
    expect(presentOf(history)).toBe(diagrams[6]);
  });

  it('defaults to 100 steps', () => {
    const history = pushAll(
      createHistory(),
      Array.from({ length: 150 }, (_, i) => at(i)),
    );
    expect(history.entries).toHaveLength(101);
    expect(presentOf(history)?.parts[0]?.x).toBe(149);
  });

  it('ignores a push of the present (a command that changed nothing)', () => {
    const a = at(0);
    const history = createHistory(100, a);
    const same = applyCommand(a, { type: 'moveParts', partIds: ['led1'], dx: 0, dy: 0 });
    expect(push(history, same)).toBe(history);
  });

  it('works with the commands: edit, undo, redo', () => {
    const start = at(0);
    const moved = applyCommand(start, { type: 'moveParts', partIds: ['led1'], dx: 10, dy: 0 });
    const rotated = applyCommand(moved, { type: 'rotateParts', partIds: ['led1'] });
    let history = pushAll(createHistory(100, start), [moved, rotated]);
    history = undo(history);
    expect(presentOf(history)?.parts[0]).toMatchObject({ x: 10, rotate: 0 });
    history = undo(history);
    expect(presentOf(history)?.parts[0]).toMatchObject({ x: 0, rotate: 0 });
    history = redo(redo(history));
    expect(presentOf(history)?.parts[0]).toMatchObject({ x: 10, rotate: 90 });
  });
});
