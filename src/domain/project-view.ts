import { CODE_VIEWS, type CodeView, DEFAULT_CODE_VIEW } from './blocks/json.ts';
import { PROJECT_LIMITS } from './project-limits.ts';
import type { ProjectStarter } from './project-starter.ts';

/**
 * Which view a project's program is edited in (issue 30), apart from zod: the create modal and the
 * server read these without the schemas.
 */

/** A stored view (a guide's project JSON may hold anything): one of ours, else Python. */
export const codeViewOf = (value: unknown): CodeView =>
  (CODE_VIEWS as readonly unknown[]).includes(value) ? (value as CodeView) : DEFAULT_CODE_VIEW;

/** The blocks write CircuitPython: a MicroPython starter (the BitDogLab's) opens in Python only. */
export const canStartInBlocks = (starter: ProjectStarter): boolean => starter !== 'bitdoglab';

/**
 * The view the create modal offers first: Blocks for a student's first project (a student who is
 * nothing else and owns no project yet), Python otherwise and for a starter the blocks cannot write.
 */
export const startingCodeView = (who: {
  roles: { student: boolean; tutor: boolean; adminOf: readonly unknown[]; superAdmin: boolean };
  ownsAProject: boolean;
  starter: ProjectStarter;
}): CodeView => {
  const { roles } = who;
  const isOnlyStudent = roles.student && !roles.tutor && roles.adminOf.length === 0 && !roles.superAdmin;
  return isOnlyStudent && !who.ownsAProject && canStartInBlocks(who.starter) ? 'blocks' : 'python';
};

/**
 * How deeply `value` nests (a scalar is 0, `{}` and `[]` are 1), counted without recursion so a
 * hostile body cannot exhaust the stack; it stops counting once past `max`.
 */
export const jsonDepthOf = (value: unknown, max: number = PROJECT_LIMITS.blocksDepthMax): number => {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    const inner = depth + 1;
    if (inner > deepest) deepest = inner;
    if (deepest > max) return deepest;
    for (const child of Object.values(item)) stack.push([child, inner]);
  }
  return deepest;
};

/** Why a project's blocks cannot be stored: nested too deep, or too long as JSON; null when fine. */
export const blocksProblemOf = (blocks: unknown): 'tooDeep' | 'tooLarge' | null => {
  if (jsonDepthOf(blocks) > PROJECT_LIMITS.blocksDepthMax) return 'tooDeep';
  return JSON.stringify(blocks).length > PROJECT_LIMITS.blocksMax ? 'tooLarge' : null;
};
