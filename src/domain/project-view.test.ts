import { describe, expect, it } from 'vitest';
import { PROJECT_LIMITS } from './project-limits.ts';
import {
  blocksProblemOf,
  canStartInBlocks,
  codeViewOf,
  jsonDepthOf,
  startingCodeView,
} from './project-view.ts';

const roles = (extra: Partial<{ student: boolean; tutor: boolean; superAdmin: boolean }> = {}) => ({
  student: true,
  tutor: false,
  adminOf: [] as { id: string; name: string }[],
  superAdmin: false,
  ...extra,
});

/** A value nested `depth` levels deep, built without recursion. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { next: value };
  return value;
};

describe('startingCodeView', () => {
  it("offers Blocks for a student's first project only", () => {
    expect(startingCodeView({ roles: roles(), ownsAProject: false, starter: 'pico' })).toBe('blocks');
    expect(startingCodeView({ roles: roles(), ownsAProject: false, starter: 'empty' })).toBe('blocks');
    expect(startingCodeView({ roles: roles(), ownsAProject: true, starter: 'pico' })).toBe('python');
  });

  it('offers Python to tutors, admins and people who are no student', () => {
    for (const who of [roles({ tutor: true }), roles({ superAdmin: true }), roles({ student: false })])
      expect(startingCodeView({ roles: who, ownsAProject: false, starter: 'pico' })).toBe('python');
    const admin = { ...roles(), adminOf: [{ id: 'i1', name: 'Colegio' }] };
    expect(startingCodeView({ roles: admin, ownsAProject: false, starter: 'pico' })).toBe('python');
  });

  it('keeps the BitDogLab (MicroPython) in Python: the blocks write CircuitPython', () => {
    expect(canStartInBlocks('bitdoglab')).toBe(false);
    expect(startingCodeView({ roles: roles(), ownsAProject: false, starter: 'bitdoglab' })).toBe('python');
  });
});

describe('codeViewOf', () => {
  it('reads a stored view, and anything else as Python', () => {
    expect(codeViewOf('blocks')).toBe('blocks');
    expect(codeViewOf('python')).toBe('python');
    for (const odd of [undefined, null, 'scratch', 1, {}]) expect(codeViewOf(odd)).toBe('python');
  });
});

describe('jsonDepthOf', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonDepthOf(3)).toBe(0);
    expect(jsonDepthOf(null)).toBe(0);
    expect(jsonDepthOf({})).toBe(1);
    expect(jsonDepthOf({ a: [1, { b: [] }] })).toBe(4);
  });

  it('walks a value far deeper than the stack allows, and stops once past the limit', () => {
    expect(jsonDepthOf(nested(200_000), Number.POSITIVE_INFINITY)).toBe(200_000);
    expect(jsonDepthOf(nested(200_000), 10)).toBe(11);
  });
});

describe('blocksProblemOf', () => {
  it('accepts blocks within both limits', () => {
    expect(blocksProblemOf({ blocks: { languageVersion: 0, blocks: [] } })).toBeNull();
    expect(blocksProblemOf(nested(PROJECT_LIMITS.blocksDepthMax))).toBeNull();
  });

  it('refuses blocks too deep, before their length is ever measured', () => {
    expect(blocksProblemOf(nested(PROJECT_LIMITS.blocksDepthMax + 1))).toBe('tooDeep');
    expect(blocksProblemOf(nested(100_000))).toBe('tooDeep');
  });

  it('refuses blocks too long as JSON', () => {
    expect(blocksProblemOf({ text: 'x'.repeat(PROJECT_LIMITS.blocksMax) })).toBe('tooLarge');
  });
});
