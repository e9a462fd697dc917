import { readFileSync } from 'node:fs';
import { parser } from '@lezer/python';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readsAsProgram, readsTheSameAgain, setUpBlockly } from './blockly-test-support.ts';
import { CATALOGUE } from './catalogue.ts';
import { GOLDEN_CASES } from './golden-cases.ts';
import type { BlockJson, WorkspaceJson } from './json.ts';
import { hasError } from './python-pattern.ts';
import { blocksToPython } from './to-python.ts';

/**
 * Nothing throws on any input: random text and random edits of generated programs read as a
 * workspace with the one program block that Blockly loads, and that generates code; random block
 * JSON (what a client could send) generates code.
 */

beforeAll(setUpBlockly);

/**
 * The gate runs the same inputs every time (FUZZ_SEED to explore others, FUZZ_RUNS for more): a
 * property found broken is fixed and kept as a case of its own (fuzz-cases.test.ts), never left to chance.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261129);
const runs = (count: number) => ({ numRuns: Number(process.env.FUZZ_RUNS ?? count), seed });

const context = { locale: 'es' as const };
const goldens = GOLDEN_CASES.map(({ name }) =>
  readFileSync(new URL(`./golden/${name}.py`, import.meta.url), 'utf8'),
).filter((code) => code.length > 0);

const TOKENS = [
  'while True:',
  'if ',
  'elif ',
  'else:',
  'for i in range(3):',
  'def f(x):',
  'return',
  '\n',
  '    ',
  '\t',
  ' ',
  'x',
  ' = ',
  '(',
  ')',
  '[',
  ']',
  ':',
  ',',
  '#',
  '"',
  "'",
  '\\',
  'not ',
  ' and ',
  ' or ',
  'led.value',
  'board.GP15',
  'digitalio.DigitalInOut(',
  'time.sleep(',
  'print(',
  '1',
  '-',
  '0.5',
  'import board',
  'pass',
  '"""',
];

const pythonish = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((tokens) => tokens.join(''));

/** A generated program with a few lines deleted, copied, re-indented or cut into. */
const mutated = fc
  .tuple(
    fc.constantFrom(...goldens),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom('delete', 'copy', 'indent', 'dedent', 'cut', 'insert'),
        fc.constantFrom(...TOKENS),
      ),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
  )
  .map(([code, edits]) => {
    const lines = code.split('\n');
    for (const [at, edit, token] of edits) {
      const index = at % lines.length;
      const line = lines[index] ?? '';
      if (edit === 'delete') lines.splice(index, 1);
      else if (edit === 'copy') lines.splice(index, 0, line);
      else if (edit === 'indent') lines[index] = `  ${line}`;
      else if (edit === 'dedent') lines[index] = line.replace(/^\s{1,4}/, '');
      else if (edit === 'cut') lines[index] = line.slice(0, at % (line.length + 1));
      else
        lines[index] =
          `${line.slice(0, at % (line.length + 1))}${token}${line.slice(at % (line.length + 1))}`;
    }
    return lines.join('\n');
  });

describe('reading any text', () => {
  it('random text reads as a loadable program', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (code) => void readsAsProgram(code)),
      runs(150),
    );
  });

  it('random Python-like text reads as a loadable program', () => {
    fc.assert(
      fc.property(pythonish, (code) => void readsAsProgram(code)),
      runs(250),
    );
  });

  it('edited generated programs read as loadable programs, and (when still Python) read the same again', () => {
    fc.assert(
      fc.property(mutated, (code) => {
        if (hasError(parser.parse(code).topNode)) readsAsProgram(code);
        else readsTheSameAgain(code);
      }),
      runs(250),
    );
  });
});

const TYPES = [
  ...CATALOGUE.keys(),
  'controls_if',
  'math_number',
  'variables_get',
  'text',
  'lists_create_with',
  'nonsense',
];
const fieldValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.record({ id: fc.string() }),
);
const { block: randomBlock } = fc.letrec<{ block: BlockJson }>((tie) => ({
  block: fc.record(
    {
      type: fc.constantFrom(...TYPES),
      fields: fc.dictionary(
        fc.constantFrom('PIN', 'NUM', 'TEXT', 'CODE', 'OP', 'VAR', 'STATE', 'COUNT', 'MEASURE'),
        fieldValue,
      ),
      inputs: fc.dictionary(
        fc.constantFrom('DO', 'DO0', 'IF0', 'VALUE', 'SECONDS', 'A', 'B', 'ADD0', 'TEXT', 'COLOUR', 'ELSE'),
        fc.record({ block: tie('block') }, { requiredKeys: [] }),
        { maxKeys: 3 },
      ),
      next: fc.record({ block: tie('block') }, { requiredKeys: [] }),
      extraState: fc.oneof(
        fc.constant(undefined),
        fc.string(),
        fc.record({ elseIfCount: fc.integer(), hasElse: fc.boolean(), itemCount: fc.integer() }),
      ),
      disabled: fc.boolean(),
    },
    { requiredKeys: ['type'] },
  ) as fc.Arbitrary<BlockJson>,
}));

describe('generating from any workspace JSON', () => {
  it('random blocks under the program generate code', () => {
    fc.assert(
      fc.property(randomBlock, (first) => {
        const workspace: WorkspaceJson = {
          blocks: { languageVersion: 0, blocks: [{ type: 'chispa_program', next: { block: first } }] },
        };
        expect(typeof blocksToPython(workspace, context).code).toBe('string');
      }),
      runs(200),
    );
  });

  it('anything at all as a workspace generates code', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof blocksToPython(value as WorkspaceJson, context).code).toBe('string');
      }),
      runs(200),
    );
  });
});
