import * as Blockly from 'blockly';
import * as BlocklyEs from 'blockly/msg/es';
import { expect } from 'vitest';
import es from '../../web/i18n/es.json';
import { BLOCK_DEFINITIONS } from './catalogue.ts';
import { readPython } from './from-python.ts';
import type { WorkspaceJson } from './json.ts';
import { comparable } from './test-support.ts';
import { blocksToPython } from './to-python.ts';

/** Test helpers: real Blockly in Node, with our blocks and the Spanish messages. */

const GP_PINS = [...Array.from({ length: 29 }, (_, at) => `GP${at}`), 'LED'];

/** The test's stand-in for the web view's pin field: a dropdown of the Pico's GP pins and its own LED. */
const pinField = {
  fromJson: (options: { value?: string }) => {
    const field = new Blockly.FieldDropdown(GP_PINS.map((pin) => [pin, pin]));
    if (options.value) field.setValue(options.value);
    return field;
  },
};

export const setUpBlockly = () => {
  Blockly.setLocale(BlocklyEs as unknown as Record<string, string>);
  Object.assign(Blockly.Msg, es.blocks.msg);
  if (!Blockly.registry.hasItem(Blockly.registry.Type.FIELD, 'field_chispa_pin')) {
    Blockly.fieldRegistry.register(
      'field_chispa_pin',
      pinField as unknown as Blockly.fieldRegistry.RegistrableField,
    );
  }
  Blockly.common.defineBlocksWithJsonArray(BLOCK_DEFINITIONS as unknown as object[]);
};

/** Loads a workspace's JSON into a Blockly workspace and saves it again. */
export const loadAndSave = (json: WorkspaceJson): WorkspaceJson => {
  const workspace = new Blockly.Workspace();
  try {
    Blockly.serialization.workspaces.load(json as object, workspace);
    return Blockly.serialization.workspaces.save(workspace) as WorkspaceJson;
  } finally {
    workspace.dispose();
  }
};

/** Reads `code` as one program block that Blockly loads and saves unchanged; returns the code it generates. */
export const readsAsProgram = (code: string) => {
  const { workspace } = readPython(code);
  const top = workspace.blocks?.blocks ?? [];
  expect(top.map(({ type, x, y }) => [type, x, y])).toEqual([['chispa_program', 20, 20]]);
  const generated = blocksToPython(workspace, { locale: 'es' }).code;
  expect(typeof generated).toBe('string');
  expect(comparable(loadAndSave(workspace))).toEqual(comparable(workspace));
  return generated;
};

/** The code its blocks generate reads as the same blocks again. */
export const readsTheSameAgain = (code: string) => {
  const generated = readsAsProgram(code);
  expect(comparable(readPython(generated).workspace)).toEqual(comparable(readPython(code).workspace));
};
