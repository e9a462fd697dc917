import { EditorState, Transaction } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { applyTextChanges } from '../../domain/code/text-changes.ts';
import { handoverSpec } from './handover.ts';
import {
  type Edit,
  INDENT_UNIT,
  indentLess,
  indentMore,
  newlineAndIndent,
  type PlainSnapshot,
  scrollPlaceOf,
  snapshotOf,
  type TextSelection,
  tabLeaves,
} from './plain-editing.ts';

/** `|` marks the caret, `[` and `]` a selection, in a readable text. */
const parse = (marked: string): TextSelection => {
  const caret = marked.indexOf('|');
  if (caret >= 0) return { text: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
};

const show = (text: string, edit: Edit | null): string => {
  if (!edit) return 'no edit';
  const after = applyTextChanges(text, edit.changes);
  return edit.start === edit.end
    ? `${after.slice(0, edit.start)}|${after.slice(edit.start)}`
    : `${after.slice(0, edit.start)}[${after.slice(edit.start, edit.end)}]${after.slice(edit.end)}`;
};

const run = (marked: string, command: (s: TextSelection) => Edit | null) =>
  show(parse(marked).text, command(parse(marked)));

describe('the plain editor types Python as CodeMirror does', () => {
  it('Enter keeps the line’s indentation, one unit deeper after a colon', () => {
    expect(INDENT_UNIT).toBe('  ');
    expect(run('import board|', newlineAndIndent)).toBe('import board\n|');
    expect(run('while True:|', newlineAndIndent)).toBe('while True:\n  |');
    expect(run('while True:  # forever|', newlineAndIndent)).toBe('while True:  # forever\n  |');
    expect(run('while True:\n  led.value = True|', newlineAndIndent)).toBe(
      'while True:\n  led.value = True\n  |',
    );
    expect(run('if a:\n  if b:|\nx', newlineAndIndent)).toBe('if a:\n  if b:\n    |\nx');
  });

  it('Enter empties a line of only spaces, drops the spaces after the caret, replaces a selection', () => {
    expect(run('if a:\n  |', newlineAndIndent)).toBe('if a:\n\n  |');
    expect(run('a = 1|   b', newlineAndIndent)).toBe('a = 1\n|b');
    expect(run('a = [1]; b', newlineAndIndent)).toBe('a = \n|; b');
  });

  it('Tab indents the lines the selection touches, wherever the caret is; Shift+Tab takes it back', () => {
    expect(run('x = 1|', indentMore)).toBe('  x = 1|');
    expect(run('|x = 1', indentMore)).toBe('  |x = 1');
    expect(run('a\n[b\nc]\nd', indentMore)).toBe('a\n  [b\n  c]\nd');
    // A selection that ends where a line starts leaves that line alone.
    expect(run('[a\n]b', indentMore)).toBe('  [a\n]b');
    expect(run('    x|', indentLess)).toBe('  x|');
    expect(run(' x|', indentLess)).toBe('x|');
    expect(run('\tx|', indentLess)).toBe('x|');
    expect(run('x|', indentLess)).toBe('no edit');
    expect(run('[  a\n  b]', indentLess)).toBe('[a\nb]');
    expect(run('  |  x', indentLess)).toBe('|  x');
  });

  it('Tab leaves the editor only right after Escape, as CodeMirror’s tab focus mode', () => {
    expect(tabLeaves(null, 10_000)).toBe(false);
    expect(tabLeaves(9_000, 10_000)).toBe(true);
    expect(tabLeaves(7_000, 10_000)).toBe(false);
  });
});

describe('the swap to CodeMirror', () => {
  const field = (value: string, start: number, end: number, direction: 'forward' | 'backward' | 'none') => ({
    value,
    selectionStart: start,
    selectionEnd: end,
    selectionDirection: direction,
  });

  it('reads the text, the selection with its direction, the scroll and the focus of the plain editor', () => {
    expect(snapshotOf(field('abcdef', 1, 4, 'forward'), { topLine: 3, topLineOffset: 5 }, true)).toEqual({
      text: 'abcdef',
      anchor: 1,
      head: 4,
      topLine: 3,
      topLineOffset: 5,
      hasFocus: true,
    });
    const backward = snapshotOf(field('abcdef', 1, 4, 'backward'), { topLine: 1, topLineOffset: -4 }, false);
    expect([backward.anchor, backward.head]).toEqual([4, 1]);
  });

  it('carries the scroll as the line at the top of the view, wrapped lines counted as drawn', () => {
    // 4 px of padding, then lines of 20 px, the second wrapped on three rows.
    const lines = [
      { top: 4, height: 20 },
      { top: 24, height: 60 },
      { top: 84, height: 20 },
    ];
    expect(scrollPlaceOf(lines, 0)).toEqual({ topLine: 1, topLineOffset: -4 });
    expect(scrollPlaceOf(lines, 30)).toEqual({ topLine: 2, topLineOffset: 6 });
    expect(scrollPlaceOf(lines, 84)).toEqual({ topLine: 3, topLineOffset: 0 });
    expect(scrollPlaceOf(lines, 500)).toEqual({ topLine: 3, topLineOffset: 0 });
  });

  const takeOver = (created: string, plain: PlainSnapshot) => {
    const state = EditorState.create({ doc: created });
    const transaction = state.update(handoverSpec(state, plain));
    return { transaction, state: transaction.state };
  };

  it('keeps what was typed after CodeMirror was created, with the caret where it was', () => {
    const plain: PlainSnapshot = {
      text: 'import board\nprint("hola")',
      anchor: 20,
      head: 20,
      topLine: 1,
      topLineOffset: 0,
      hasFocus: true,
    };
    const { state, transaction } = takeOver('import board\n', plain);
    expect(state.doc.toString()).toBe('import board\nprint("hola")');
    expect(state.selection.main.anchor).toBe(20);
    expect(state.selection.main.head).toBe(20);
    expect(transaction.annotation(Transaction.addToHistory)).toBe(false);
  });

  it('changes nothing in the text when CodeMirror already has it, and keeps a backward selection', () => {
    const text = 'a = 1\nb = 2\n';
    const { state, transaction } = takeOver(text, {
      text,
      anchor: 9,
      head: 2,
      topLine: 1,
      topLineOffset: 0,
      hasFocus: false,
    });
    expect(transaction.docChanged).toBe(false);
    expect(state.selection.main.anchor).toBe(9);
    expect(state.selection.main.head).toBe(2);
  });

  it('keeps a selection inside the text however the plain editor reported it', () => {
    const { state } = takeOver('', {
      text: 'abc',
      anchor: 10,
      head: -1,
      topLine: 1,
      topLineOffset: 0,
      hasFocus: false,
    });
    expect([state.selection.main.anchor, state.selection.main.head]).toEqual([3, 0]);
  });
});
