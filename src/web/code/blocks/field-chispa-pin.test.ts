import * as Blockly from 'blockly/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pinFieldsOf, registerPinField, setPinMenu } from './field-chispa-pin.ts';

let board: [string, string][] = [];

beforeAll(() => {
  registerPinField();
  Blockly.common.defineBlocksWithJsonArray([
    {
      type: 'test_pin_block',
      message0: 'pin %1',
      args0: [{ type: 'field_chispa_pin', name: 'PIN', capability: 'digital', value: 'GP15' }],
    },
  ]);
  setPinMenu(
    (_capability, kept) =>
      kept && !board.some(([, pin]) => pin === kept) ? [...board, [`${kept} ?`, kept]] : board,
    (_capability, usual, menu) =>
      menu.some(([, pin]) => pin === usual) ? (usual ?? '') : (menu[0]?.[1] ?? ''),
  );
});

let workspace: Blockly.Workspace | undefined;
afterEach(() => workspace?.dispose());

describe('the pin field', () => {
  it('starts on the usual pin when the board has it, else on the first one offered', () => {
    workspace = new Blockly.Workspace();
    board = [
      ['LED rojo 1 (GP15)', 'GP15'],
      ['GP0', 'GP0'],
    ];
    expect(workspace.newBlock('test_pin_block').getFieldValue('PIN')).toBe('GP15');
    board = [['GP4', 'GP4']];
    expect(workspace.newBlock('test_pin_block').getFieldValue('PIN')).toBe('GP4');
  });

  it('keeps a stored pin the board does not offer, and follows the circuit’s names when refreshed', () => {
    workspace = new Blockly.Workspace();
    board = [['GP15', 'GP15']];
    const block = workspace.newBlock('test_pin_block');
    block.setFieldValue('GP40', 'PIN');
    expect(block.getFieldValue('PIN')).toBe('GP40');
    expect(block.getField('PIN')?.getText()).toBe('GP40 ?');

    block.setFieldValue('GP15', 'PIN');
    board = [['LED verde 2 (GP15)', 'GP15']];
    for (const field of pinFieldsOf(workspace)) field.refreshOptions();
    expect(block.getField('PIN')?.getText()).toBe('LED verde 2 (GP15)');
  });

  it('refuses a value that is no pin name (hostile stored blocks)', () => {
    workspace = new Blockly.Workspace();
    board = [['GP15', 'GP15']];
    const block = workspace.newBlock('test_pin_block');
    block.setFieldValue('<img onerror=x>', 'PIN');
    expect(block.getFieldValue('PIN')).toBe('GP15');
  });
});
