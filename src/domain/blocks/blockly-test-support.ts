import * as Blockly from 'blockly';
import * as BlocklyEs from 'blockly/msg/es';
import es from '../../web/i18n/es.json';
import { BLOCK_DEFINITIONS } from './catalogue.ts';
import type { WorkspaceJson } from './json.ts';

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
