import type { BlocksContext, GeneratedProgram } from '../../../domain/blocks/codec.ts';
import { pythonToBlocks } from '../../../domain/blocks/from-python.ts';
import type { WorkspaceJson } from '../../../domain/blocks/json.ts';
import { blocksToPython } from '../../../domain/blocks/to-python.ts';

/** The blocks a program opens as, and what they generate. */
export interface OpenedBlocks {
  workspace: WorkspaceJson;
  program: GeneratedProgram;
  /** How many `chispa_python` blocks hold text the blocks cannot say (0 for stored blocks). */
  foreign: number;
  /** The blocks were parsed from the code (none stored, or stale ones): the project should keep them. */
  isParsed: boolean;
}

/** What a stored workspace generates, or null when it is not one the generator can read (hostile data). */
const generated = (stored: WorkspaceJson, context: BlocksContext): GeneratedProgram | null => {
  try {
    return blocksToPython(stored, context);
  } catch {
    return null;
  }
};

/**
 * docs/decisions.md, "Blocks are a view of code.py": stored blocks are used (their layout kept)
 * only while they still generate the stored code; code changed anywhere else wins, and the blocks
 * are parsed again from it.
 */
export const openBlocks = (
  code: string,
  stored: WorkspaceJson | null | undefined,
  context: BlocksContext,
): OpenedBlocks => {
  const fromStored = stored ? generated(stored, context) : null;
  if (stored && fromStored?.code === code) {
    return { workspace: stored, program: fromStored, foreign: 0, isParsed: false };
  }
  const parsed = pythonToBlocks(code, context);
  return {
    workspace: parsed.workspace,
    program: blocksToPython(parsed.workspace, context),
    foreign: parsed.foreign,
    isParsed: true,
  };
};
