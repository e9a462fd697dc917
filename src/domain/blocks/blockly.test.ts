import * as Blockly from 'blockly';
import * as BlocklyEs from 'blockly/msg/es';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededPrograms } from '../../server/db/seed-content/programs.ts';
import es from '../../web/i18n/es.json';
import { BLOCK_DEFINITIONS, TOOLBOX } from './catalogue.ts';
import { pythonToBlocks } from './from-python.ts';
import { GOLDEN_CASES } from './golden-cases.ts';
import type { WorkspaceJson } from './json.ts';
import { comparable } from './test-support.ts';

/**
 * Our blocks in real Blockly, headless: every definition registers with the Spanish messages, and
 * every golden and parsed workspace loads into a Blockly workspace and saves back the same.
 */

const GP_PINS = Array.from({ length: 29 }, (_, at) => `GP${at}`);

/** The test's stand-in for the web view's pin field: a dropdown of the Pico's GP pins. */
const pinField = {
  fromJson: (options: { value?: string }) => {
    const field = new Blockly.FieldDropdown(GP_PINS.map((pin) => [pin, pin]));
    if (options.value) field.setValue(options.value);
    return field;
  },
};

const roundTrip = (json: WorkspaceJson) => {
  const workspace = new Blockly.Workspace();
  try {
    Blockly.serialization.workspaces.load(json as object, workspace);
    return Blockly.serialization.workspaces.save(workspace) as WorkspaceJson;
  } finally {
    workspace.dispose();
  }
};

beforeAll(() => {
  Blockly.setLocale(BlocklyEs as unknown as Record<string, string>);
  Object.assign(Blockly.Msg, es.blocks.msg);
  if (!Blockly.registry.hasItem(Blockly.registry.Type.FIELD, 'field_chispa_pin')) {
    Blockly.fieldRegistry.register(
      'field_chispa_pin',
      pinField as unknown as Blockly.fieldRegistry.RegistrableField,
    );
  }
  Blockly.common.defineBlocksWithJsonArray(BLOCK_DEFINITIONS as unknown as object[]);
});

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
      expect(comparable(roundTrip(json))).toEqual(comparable(json));
    },
  );

  it.each(seededPrograms().map(({ id, code }) => [id, code] as const))(
    'seeded %s, read as blocks, loads and saves back the same',
    (_id, code) => {
      const { workspace } = pythonToBlocks(code, { locale: 'es' });
      expect(comparable(roundTrip(workspace))).toEqual(comparable(workspace));
    },
  );
});
