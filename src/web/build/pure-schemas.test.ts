import { describe, expect, it } from 'vitest';
import { markSchemasPure, pureCallStarts } from './pure-schemas.ts';

const PURE = '/* @__PURE__ */ ';

describe('pure-schemas: top-level schema calls are marked pure', () => {
  it('marks each call a top-level const runs at load, arguments included, not those in functions', () => {
    const code = [
      "import { z } from 'zod';",
      'export const a = z.string().trim().min(1);',
      'const b = z.object({ x: a, y: z.array(z.number()) }).refine((v) => check(v));',
      'export type B = z.infer<typeof b>;',
      'export const limit = 3;',
      'export const run = () => z.string();',
      'if (limit) setUp();',
    ].join('\n');
    const marked = markSchemasPure(code)?.code ?? '';
    expect(marked).toContain(`export const a = ${PURE}z.string().trim().min(1);`);
    expect(marked).toContain(
      `const b = ${PURE}z.object({ x: a, y: ${PURE}z.array(${PURE}z.number()) }).refine((v) => check(v));`,
    );
    expect(marked).toContain('export const run = () => z.string();');
    expect(marked).toContain('export const limit = 3;');
    expect(marked).toContain('if (limit) setUp();');
  });

  it('leaves a module without top-level calls alone', () => {
    expect(pureCallStarts('export const a = 1;\nexport const f = () => g();')).toEqual([]);
    expect(markSchemasPure('export const a = 1;')).toBeNull();
  });
});
