import { WIRE_COLOR_DIGITS } from '../../domain/circuit/wiring.ts';

/** The canvas actions the toolbar and menus offer too. */
export type CanvasAction =
  | 'undo'
  | 'redo'
  | 'copy'
  | 'paste'
  | 'duplicate'
  | 'delete'
  | 'rotate'
  | 'mirror'
  | 'cancel'
  | 'selectAll'
  | 'fitView'
  | 'zoomIn'
  | 'zoomOut';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Paint the selected wires: `wireColor4` is Wokwi's key 4 (gold). */
export type WireColorAction = `wireColor${(typeof DIGITS)[number]}`;

/** Every canvas action a key can trigger. */
export type EditorAction = CanvasAction | WireColorAction;

const WIRE_COLOR_ACTIONS = DIGITS.map((digit) => `wireColor${digit}` as WireColorAction);

/** The colour a wire-colour action paints, or undefined for any other action. */
export const wireColorOf = (action: EditorAction): string | undefined => {
  const digit = /^wireColor(\d)$/.exec(action)?.[1];
  return digit === undefined ? undefined : WIRE_COLOR_DIGITS[Number(digit)];
};

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** `mod` is Ctrl, or ⌘ on a Mac. Letters need Shift exactly as written; symbols ignore it. */
interface Binding {
  key: string;
  mod?: boolean;
  shift?: boolean;
}

/** Wokwi's keys (wokwi-diagram.md) plus M for mirror (spec §2 shortcuts modal). */
const CANVAS_BINDINGS: Readonly<Record<CanvasAction, readonly Binding[]>> = {
  undo: [{ key: 'z', mod: true }],
  redo: [
    { key: 'y', mod: true },
    { key: 'z', mod: true, shift: true },
  ],
  copy: [{ key: 'c', mod: true }],
  paste: [{ key: 'v', mod: true }],
  duplicate: [{ key: 'd' }, { key: 'd', mod: true }],
  delete: [{ key: 'delete' }, { key: 'backspace' }],
  rotate: [{ key: 'r' }],
  mirror: [{ key: 'm' }],
  cancel: [{ key: 'escape' }],
  selectAll: [{ key: 'a', mod: true }],
  fitView: [{ key: 'f' }],
  zoomIn: [{ key: '+' }, { key: '=' }],
  zoomOut: [{ key: '-' }],
};

/** Every binding: the canvas actions' and Wokwi's digit keys for wire colours. */
export const KEY_BINDINGS: Readonly<Record<EditorAction, readonly Binding[]>> = {
  ...CANVAS_BINDINGS,
  ...(Object.fromEntries(
    DIGITS.map((digit): [WireColorAction, readonly Binding[]] => [`wireColor${digit}`, [{ key: digit }]]),
  ) as Record<WireColorAction, readonly Binding[]>),
};

const isLetter = (key: string) => /^[a-z]$/.test(key);

const matches = (binding: Binding, press: KeyPress, key: string) =>
  binding.key === key &&
  Boolean(binding.mod) === (press.ctrlKey || press.metaKey) &&
  !press.altKey &&
  (!isLetter(key) || Boolean(binding.shift) === press.shiftKey);

/** The action a key press means, if any. */
export const matchShortcut = (press: KeyPress): EditorAction | undefined => {
  const key = press.key.toLowerCase();
  const entry = Object.entries(KEY_BINDINGS).find(([, bindings]) =>
    bindings.some((binding) => matches(binding, press, key)),
  );
  return entry?.[0] as EditorAction | undefined;
};

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

/**
 * True when keys belong to what has focus: a field, the code editor (CodeMirror is
 * contenteditable), or an open dialog. Canvas shortcuts stay quiet there.
 */
export const isTypingTarget = (target: unknown): boolean => {
  if (!target || typeof target !== 'object') return false;
  const element = target as TargetLike;
  const tag = element.tagName?.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (element.isContentEditable) return true;
  return Boolean(
    element.closest?.('[contenteditable="true"], .cm-editor, [role="textbox"], [role="dialog"]'),
  );
};

/** The actions that change the diagram, refused in read-only mode. */
export const EDIT_ACTIONS: ReadonlySet<EditorAction> = new Set([
  'undo',
  'redo',
  'paste',
  'duplicate',
  'delete',
  'rotate',
  'mirror',
  ...WIRE_COLOR_ACTIONS,
]);
