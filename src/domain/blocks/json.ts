/**
 * Blockly's JSON serialization (`Blockly.serialization.workspaces.save`), the part of it our
 * blocks use, as plain data: the generator (to-python.ts) and the parser (from-python.ts) read and
 * write it without Blockly, the Blocks view loads and saves it with Blockly, and a project stores
 * it as `blocks` beside code.py (issue 30). No Blockly import here: the headless checker, the
 * server and the tests use these files.
 */

/** How a project's program is edited: as CircuitPython text, or as blocks that generate it. */
export const CODE_VIEWS = ['python', 'blocks'] as const;
export type CodeView = (typeof CODE_VIEWS)[number];
export const DEFAULT_CODE_VIEW: CodeView = 'python';

export type FieldValue = string | number | boolean | { id: string };

/** An input's connection: the block plugged in, and/or the shadow that shows when it is empty. */
export interface InputJson {
  block?: BlockJson;
  shadow?: BlockJson;
}

export interface BlockJson {
  type: string;
  id?: string;
  /** Top blocks only: where the stack sits on the workspace. */
  x?: number;
  y?: number;
  fields?: Record<string, FieldValue>;
  inputs?: Record<string, InputJson>;
  /** The block under this one in a stack. */
  next?: InputJson;
  /** What a mutator keeps (controls_if's `elseIfCount` and `hasElse`, lists_create_with's `itemCount`). */
  extraState?: Record<string, unknown> | string;
  collapsed?: boolean;
  disabled?: boolean;
  /** Blockly ≥ 11 writes `disabledReasons` instead of `disabled`. */
  disabledReasons?: string[];
  inline?: boolean;
  /** A block comment (the context menu's "Add comment"). */
  icons?: Record<string, unknown>;
}

export interface VariableJson {
  name: string;
  id: string;
  type?: string;
}

export interface WorkspaceJson {
  blocks?: { languageVersion: number; blocks: BlockJson[] };
  variables?: VariableJson[];
}

export const EMPTY_WORKSPACE: WorkspaceJson = { blocks: { languageVersion: 0, blocks: [] } };
