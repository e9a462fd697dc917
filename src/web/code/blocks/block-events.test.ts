import * as Blockly from 'blockly/core';
import 'blockly/blocks';
import { afterEach, describe, expect, it } from 'vitest';
import { isProgramEdit } from './block-events.ts';

/** The events a headless workspace fires while `act` runs on it (Blockly fires them a tick later). */
const eventsOf = async (
  workspace: Blockly.Workspace,
  act: () => void,
): Promise<Blockly.Events.Abstract[]> => {
  const seen: Blockly.Events.Abstract[] = [];
  const listener = (event: Blockly.Events.Abstract) => {
    seen.push(event);
  };
  workspace.addChangeListener(listener);
  act();
  await new Promise((resolve) => setTimeout(resolve, 10));
  workspace.removeChangeListener(listener);
  return seen;
};

let workspace: Blockly.Workspace | undefined;
afterEach(() => workspace?.dispose());

describe('which Blockly events are edits of the program', () => {
  it('counts a block made, a field changed and a block deleted', async () => {
    workspace = new Blockly.Workspace();
    const ws = workspace;
    let block: Blockly.Block | undefined;
    const made = await eventsOf(ws, () => {
      block = ws.newBlock('math_number');
    });
    expect(made.map((event) => event.type)).toContain(Blockly.Events.BLOCK_CREATE);
    expect(made.some((event) => isProgramEdit(event, ws.id))).toBe(true);

    const changed = await eventsOf(ws, () => block?.setFieldValue('0.2', 'NUM'));
    expect(changed.filter((event) => isProgramEdit(event, ws.id)).map((event) => event.type)).toEqual([
      Blockly.Events.BLOCK_CHANGE,
    ]);

    const deleted = await eventsOf(ws, () => block?.dispose());
    expect(deleted.some((event) => isProgramEdit(event, ws.id))).toBe(true);
  });

  it('ignores the UI’s events, the end of a load, and events of another workspace (the flyout’s)', () => {
    workspace = new Blockly.Workspace();
    const ws = workspace;
    const click = new Blockly.Events.Click(null, ws.id, Blockly.Events.ClickTarget.WORKSPACE);
    const selected = new Blockly.Events.Selected(null, null, ws.id);
    const viewport = new Blockly.Events.ViewportChange(0, 0, 1, ws.id, 1);
    const loaded = new Blockly.Events.FinishedLoading(ws);
    for (const event of [click, selected, viewport, loaded])
      expect(isProgramEdit(event, ws.id), event.type).toBe(false);

    const elsewhere = new Blockly.Workspace();
    const block = elsewhere.newBlock('math_number');
    const create = new Blockly.Events.BlockCreate(block);
    expect(isProgramEdit(create, elsewhere.id)).toBe(true);
    expect(isProgramEdit(create, ws.id)).toBe(false);
    elsewhere.dispose();
  });
});
