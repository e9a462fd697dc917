import type { Locale } from '../locales.ts';
import type { WorkspaceJson } from './json.ts';

/**
 * Blocks ↔ CircuitPython (issue 30): the seam the Blocks view, the content and the tests share.
 * The program is the chain under the workspace's one `chispa_program` block ("al iniciar");
 * other top stacks are loose (Blockly greys them out) and make no code. Python the blocks cannot
 * say is kept, text and all, in a `chispa_python` block: never lost.
 */

export interface BlocksContext {
  /** The page's language: the generated comments are written in it. */
  locale: Locale;
}

export interface GeneratedProgram {
  /** code.py, as a teacher would write it: imports, one setup per pin, then the program. */
  code: string;
  /** 1-based line → the id of the block that line belongs to (highlighting, errors). */
  lineBlocks: Record<number, string>;
  /**
   * The lines that start a simple statement (an assignment, a call, `time.sleep(…)`): a run may
   * report reaching them (`_chispa_at(n); …` put before them on the same line keeps every line number).
   */
  traceLines: number[];
}

export interface ParsedProgram {
  workspace: WorkspaceJson;
  /** How many `chispa_python` blocks hold text outside the blocks' subset. */
  foreign: number;
}
