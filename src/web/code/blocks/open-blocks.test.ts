import { describe, expect, it } from 'vitest';
import { pythonToBlocks } from '../../../domain/blocks/from-python.ts';
import type { WorkspaceJson } from '../../../domain/blocks/json.ts';
import { blocksToPython } from '../../../domain/blocks/to-python.ts';
import { openBlocks } from './open-blocks.ts';

const context = { locale: 'es' as const };

/** A program as the blocks write it, with its blocks moved somewhere a parse would not put them. */
const laidOut = (): { workspace: WorkspaceJson; code: string } => {
  const blink = `import time\nimport board\nimport digitalio\n\nled_gp15 = digitalio.DigitalInOut(board.GP15)\nled_gp15.direction = digitalio.Direction.OUTPUT\n\nwhile True:\n    led_gp15.value = not led_gp15.value\n    time.sleep(0.5)\n`;
  const { workspace } = pythonToBlocks(blink, context);
  const program = workspace.blocks?.blocks[0];
  if (program) Object.assign(program, { x: 300, y: 140 });
  return { workspace, code: blocksToPython(workspace, context).code };
};

describe('opening a program as blocks', () => {
  it('keeps the stored blocks, layout and all, while they still write the stored code', () => {
    const { workspace, code } = laidOut();
    const opened = openBlocks(code, workspace, context);
    expect(opened.isParsed).toBe(false);
    expect(opened.workspace).toBe(workspace);
    expect(opened.program.code).toBe(code);
  });

  it('parses the code again when it changed elsewhere: the code wins over stale blocks', () => {
    const { workspace, code } = laidOut();
    const edited = code.replace('time.sleep(0.5)', 'time.sleep(0.2)');
    const opened = openBlocks(edited, workspace, context);
    expect(opened.isParsed).toBe(true);
    expect(opened.program.code).toBe(edited);
    expect(opened.workspace.blocks?.blocks[0]?.x).not.toBe(300);
  });

  it('parses when nothing is stored, and counts what stayed as Python', () => {
    const opened = openBlocks('def hola():\n    print("hola")\n', null, context);
    expect(opened.isParsed).toBe(true);
    expect(opened.foreign).toBeGreaterThan(0);
  });

  it('treats stored blocks the generator cannot read as stale, never as a crash', () => {
    const hostile = { blocks: { languageVersion: 0, blocks: 'nope' } } as unknown as WorkspaceJson;
    const { code } = laidOut();
    expect(openBlocks(code, hostile, context).isParsed).toBe(true);
  });
});
