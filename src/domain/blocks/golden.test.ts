import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS, TOOLBOX } from './catalogue.ts';
import { pythonToBlocks } from './from-python.ts';
import { GOLDEN_CASES } from './golden-cases.ts';
import { blockTypes, comparable, countBlocks } from './test-support.ts';
import { blocksToPython } from './to-python.ts';

/**
 * The generator's output per block, against the files in golden/ (UPDATE_GOLDEN=1 rewrites them;
 * read the diff before committing), and the round trips: blocks → Python → blocks gives the same
 * blocks, and the Python read back generates the same text.
 */

const UPDATE = process.env.UPDATE_GOLDEN === '1';
const context = { locale: 'es' as const };
const goldenFile = (name: string) => new URL(`./golden/${name}.py`, import.meta.url);

describe.each(GOLDEN_CASES)('golden $name', ({ name, workspace, oneWay }) => {
  const { code } = blocksToPython(workspace, context);

  it('generates its code.py', () => {
    if (UPDATE) writeFileSync(goldenFile(name), code);
    expect(code).toBe(readFileSync(goldenFile(name), 'utf8'));
  });

  it.skipIf(oneWay)('reads back as the same blocks', () => {
    const parsed = pythonToBlocks(code, context);
    expect(comparable(parsed.workspace)).toEqual(comparable(workspace));
    expect(parsed.foreign).toBe(countBlocks(workspace, ['chispa_python', 'chispa_python_value']));
  });

  it('reads back as blocks that generate the same text', () => {
    const again = blocksToPython(pythonToBlocks(code, context).workspace, context).code;
    expect(again).toBe(code);
  });
});

describe('the golden files', () => {
  const covered = new Set(GOLDEN_CASES.flatMap(({ workspace }) => [...blockTypes(workspace)]));

  it('cover every block of ours', () => {
    expect(BLOCK_DEFINITIONS.map(({ type }) => type).filter((type) => !covered.has(type))).toEqual([]);
  });

  it("cover every one of Blockly's blocks in the toolbox", () => {
    const core = TOOLBOX.flatMap(({ blocks }) => blocks.map(({ type }) => type)).filter(
      (type) => !type.startsWith('chispa_'),
    );
    expect(core.filter((type) => !covered.has(type))).toEqual([]);
  });
});
