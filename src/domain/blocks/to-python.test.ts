import { describe, expect, it } from 'vitest';
import { b, forever, ledSet, num, program, sleep } from './golden-cases.ts';
import type { BlockJson } from './json.ts';
import { blocksToPython } from './to-python.ts';

const withId = (block: BlockJson, id: string): BlockJson => ({ ...block, id });

describe('the lines of the generated code', () => {
  const led = withId(ledSet('GP15', true), 'led');
  const wait = withId(sleep(0.5), 'wait');
  const note = withId(b('chispa_comment', { TEXT: 'parpadeo' }), 'note');
  const python = withId(b('chispa_python', { CODE: 'if True:\n    pass' }), 'python');
  const loop = withId(forever(), 'loop');
  loop.inputs = {
    DO: {
      block: { ...note, next: { block: { ...led, next: { block: { ...python, next: { block: wait } } } } } },
    },
  };
  const workspace = program(loop);
  const { code, lineBlocks, traceLines } = blocksToPython(workspace, { locale: 'en' });

  it('writes the comment of each group in the page’s language', () => {
    expect(code.split('\n').slice(0, 8)).toEqual([
      'import board',
      'import digitalio',
      'import time',
      '',
      '# LEDs',
      'led_gp15 = digitalio.DigitalInOut(board.GP15)',
      'led_gp15.direction = digitalio.Direction.OUTPUT',
      '',
    ]);
    expect(blocksToPython(workspace, { locale: 'pt' }).code).toContain('# LEDs\n');
  });

  it('says which block each line comes from, setup lines the first block that needed them', () => {
    expect(lineBlocks).toEqual({
      5: 'led',
      6: 'led',
      7: 'led',
      9: 'loop',
      10: 'note',
      11: 'led',
      12: 'python',
      13: 'python',
      14: 'wait',
    });
  });

  it('traces the simple statements the blocks wrote, never a header, a comment or kept Python', () => {
    expect(code.split('\n')[8]).toBe('while True:');
    expect(traceLines).toEqual([11, 14]);
  });

  it('writes pass in an empty body (one with only a comment too)', () => {
    expect(
      blocksToPython(program(forever(b('chispa_comment', { TEXT: 'nada' }))), { locale: 'es' }).code,
    ).toBe('while True:\n    # nada\n    pass\n');
  });

  it('sets a pin up twice for two roles, as a board would refuse it at run', () => {
    const { code: twice } = blocksToPython(
      program(
        ledSet('GP15', true),
        b('text_print', {}, { TEXT: b('chispa_button_pressed', { PIN: 'GP15' }) }),
      ),
      { locale: 'es' },
    );
    expect(twice.match(/digitalio\.DigitalInOut\(board\.GP15\)/g)).toHaveLength(2);
  });

  it('makes no code for loose stacks and disabled blocks', () => {
    const disabled = { ...sleep(1), disabledReasons: ['MANUALLY_DISABLED'] };
    const loose = { ...b('chispa_sleep', {}, { SECONDS: num(9) }), x: 300, y: 0 };
    const json = program(disabled);
    json.blocks?.blocks.push(loose);
    expect(blocksToPython(json, { locale: 'es' }).code).toBe('');
  });
});
