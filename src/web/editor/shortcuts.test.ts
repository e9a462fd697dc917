import { describe, expect, it } from 'vitest';
import { isTypingTarget, type KeyPress, matchShortcut, wireColorOf } from './shortcuts.ts';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('shortcuts', () => {
  it.each([
    [press('r'), 'rotate'],
    [press('R', { shiftKey: true }), undefined],
    [press('R'), 'rotate'],
    [press('m'), 'mirror'],
    [press('d'), 'duplicate'],
    [press('d', { ctrlKey: true }), 'duplicate'],
    [press('Delete'), 'delete'],
    [press('Backspace'), 'delete'],
    [press('z', { ctrlKey: true }), 'undo'],
    [press('z', { metaKey: true }), 'undo'],
    [press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [press('y', { ctrlKey: true }), 'redo'],
    [press('c', { ctrlKey: true }), 'copy'],
    [press('v', { ctrlKey: true }), 'paste'],
    [press('Escape'), 'cancel'],
    [press('f'), 'fitView'],
    [press('f', { ctrlKey: true }), undefined],
    [press('+', { shiftKey: true }), 'zoomIn'],
    [press('-'), 'zoomOut'],
    [press('c'), undefined],
    [press('r', { altKey: true }), undefined],
  ] as const)('%o → %s', (key, action) => {
    expect(matchShortcut(key)).toBe(action);
  });

  it('stays quiet in fields, the code editor and dialogs', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'textarea' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    const inCodeEditor = { tagName: 'DIV', closest: (selector: string) => selector.includes('.cm-editor') };
    expect(isTypingTarget(inCodeEditor)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', closest: () => null })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('wire colour keys', () => {
  it("paints with Wokwi's digit keys, the resistor colour code", () => {
    expect(matchShortcut(press('0'))).toBe('wireColor0');
    expect(matchShortcut(press('4'))).toBe('wireColor4');
    expect(matchShortcut(press('9'))).toBe('wireColor9');
    expect(matchShortcut(press('2', { ctrlKey: true }))).toBeUndefined();
    expect(wireColorOf('wireColor0')).toBe('black');
    expect(wireColorOf('wireColor1')).toBe('brown');
    expect(wireColorOf('wireColor4')).toBe('gold');
    expect(wireColorOf('wireColor9')).toBe('white');
    expect(wireColorOf('rotate')).toBeUndefined();
  });
});
