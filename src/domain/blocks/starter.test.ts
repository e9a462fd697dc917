import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.ts';
import { blinkCodeFor, starterProjectFor } from '../project-starter.ts';
import { loadAndSave, setUpBlockly } from './blockly-test-support.ts';
import { blockCommentOf } from './comment-icon.ts';
import { pythonToBlocks } from './from-python.ts';
import { blinkBlocksFor, starterProjectInView } from './starter.ts';
import { allBlocks, comparable } from './test-support.ts';
import { blocksToPython } from './to-python.ts';

/** A project's starter in Blocks is its blocks' own code; the Python starter reads as clean blocks too. */

beforeAll(setUpBlockly);

describe.each(LOCALES)('the Pico starter in Blocks (%s)', (lang) => {
  const context = { locale: lang };
  const { diagram, code } = starterProjectInView('pico', lang, 'blocks');

  it('is the code its blocks write: the blink of the Pico’s own LED, with the starter’s words', () => {
    expect(diagram).toEqual(starterProjectFor('pico', lang).diagram);
    expect(code).toBe(blocksToPython(blinkBlocksFor(lang), context).code);
    expect(code).toContain('board_led = digitalio.DigitalInOut(board.LED)\n');
    expect(code).toContain(
      'while True:\n    board_led.value = True\n    time.sleep(0.5)\n    board_led.value = False\n    time.sleep(0.5)\n',
    );
    const intro = blinkCodeFor(lang).split('\n').slice(0, 2);
    expect(code).toContain(`${intro.join('\n')}\nwhile True:`);
  });

  it('opens as exactly those blocks, nothing foreign, and writes the same code again', () => {
    const { workspace, foreign } = pythonToBlocks(code, context);
    expect(foreign).toBe(0);
    expect(comparable(workspace)).toEqual(comparable(blinkBlocksFor(lang)));
    expect(blocksToPython(workspace, context).code).toBe(code);
    expect(comparable(loadAndSave(workspace))).toEqual(comparable(workspace));
  });
});

describe.each(LOCALES)('the Python starter read as blocks (%s)', (lang) => {
  const context = { locale: lang };
  const { workspace, foreign } = pythonToBlocks(blinkCodeFor(lang), context);

  it('has nothing foreign, and its line comments ride on their blocks', () => {
    expect(foreign).toBe(0);
    const commented = allBlocks(workspace).filter((block) => blockCommentOf(block) !== '');
    expect(commented.map(({ type }) => type)).toEqual([
      'chispa_led_set',
      'chispa_sleep',
      'chispa_led_set',
      'chispa_sleep',
    ]);
    const lines = blinkCodeFor(lang).split('\n');
    expect(lines).toContain(`    led.value = True  # ${blockCommentOf(commented[0] ?? { type: '' })}`);
  });

  it('writes code that reads back as the same blocks, and runs the same LED', () => {
    const generated = blocksToPython(workspace, context).code;
    expect(generated).toContain('board_led = digitalio.DigitalInOut(board.LED)');
    expect(generated.split('\n')[0]).toBe('import board');
    expect(comparable(pythonToBlocks(generated, context).workspace)).toEqual(comparable(workspace));
    expect(blocksToPython(pythonToBlocks(generated, context).workspace, context).code).toBe(generated);
  });
});

describe('other starters and views', () => {
  it('an empty project in Blocks stores what an empty program writes: nothing', () => {
    for (const lang of LOCALES) {
      expect(starterProjectInView('empty', lang, 'blocks')).toEqual({
        diagram: { parts: [], wires: [] },
        code: '',
      });
    }
    expect(pythonToBlocks('', { locale: 'es' })).toMatchObject({ foreign: 0 });
  });

  it('in Python, and for the BitDogLab (MicroPython, never Blocks), is the starter’s own code', () => {
    for (const starter of ['pico', 'bitdoglab', 'empty'] as const) {
      expect(starterProjectInView(starter, 'pt', 'python')).toEqual(starterProjectFor(starter, 'pt'));
    }
    expect(starterProjectInView('bitdoglab', 'pt', 'blocks')).toEqual(starterProjectFor('bitdoglab', 'pt'));
  });
});
