import * as Blockly from 'blockly';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededPrograms } from '../../server/db/seed-content/programs.ts';
import { loadAndSave, setUpBlockly } from './blockly-test-support.ts';
import { BLOCK_DEFINITIONS, TOOLBOX } from './catalogue.ts';
import { pythonToBlocks } from './from-python.ts';
import { GOLDEN_CASES } from './golden-cases.ts';
import { comparable } from './test-support.ts';

/**
 * Our blocks in real Blockly, headless: every definition registers with the Spanish messages, and
 * every golden and parsed workspace loads into a Blockly workspace and saves back the same.
 */

beforeAll(setUpBlockly);

describe('our blocks in Blockly', () => {
  it.each(BLOCK_DEFINITIONS.map(({ type }) => type))('%s builds with its Spanish messages', (type) => {
    const workspace = new Blockly.Workspace();
    const block = workspace.newBlock(type);
    const text = block.toString();
    expect(text).not.toMatch(/%\{BKY_|%\d/);
    expect(block.getTooltip()).not.toMatch(/%\{BKY_/);
    workspace.dispose();
  });

  it('every toolbox entry is a block Blockly knows, with its shadows', () => {
    const workspace = new Blockly.Workspace();
    for (const category of TOOLBOX) {
      for (const entry of category.blocks) {
        const block = Blockly.serialization.blocks.append({ ...entry, kind: undefined } as never, workspace);
        expect(block.type).toBe(entry.type);
      }
    }
    workspace.dispose();
  });

  it.each(GOLDEN_CASES.map(({ name, workspace }) => [name, workspace] as const))(
    'golden %s loads and saves back the same',
    (_name, json) => {
      expect(comparable(loadAndSave(json))).toEqual(comparable(json));
    },
  );

  it.each(seededPrograms().map(({ id, code }) => [id, code] as const))(
    'seeded %s, read as blocks, loads and saves back the same',
    (_id, code) => {
      const { workspace } = pythonToBlocks(code, { locale: 'es' });
      expect(comparable(loadAndSave(workspace))).toEqual(comparable(workspace));
    },
  );
});
