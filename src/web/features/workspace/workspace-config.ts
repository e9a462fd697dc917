/** Diagram shortcuts of spec §2, in the order the shortcuts modal lists them. */
export const DIAGRAM_SHORTCUTS = [
  { action: 'addPart', keys: [] },
  { action: 'movePart', keys: [] },
  { action: 'copy', keys: ['Ctrl', 'C'] },
  { action: 'paste', keys: ['Ctrl', 'V'] },
  { action: 'delete', keys: [] },
  { action: 'undo', keys: ['Ctrl', 'Z'] },
  { action: 'redo', keys: ['Ctrl', 'Y'] },
  { action: 'connect', keys: [] },
  { action: 'connectByKeys', keys: [] },
  { action: 'reshapeWire', keys: [] },
  { action: 'wireColor', keys: ['0–9'] },
  { action: 'rotate', keys: ['R'] },
  { action: 'mirror', keys: ['M'] },
  { action: 'pan', keys: [] },
  { action: 'select', keys: [] },
  { action: 'run', keys: ['Ctrl', 'Enter'] },
] as const;

/** The rows of `DIAGRAM_SHORTCUTS` told in words (`workspace.help.gestures.*`) rather than keys. */
export type GestureAction = Extract<(typeof DIAGRAM_SHORTCUTS)[number], { keys: readonly [] }>['action'];
