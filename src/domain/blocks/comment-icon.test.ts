import * as Blockly from 'blockly';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAndSave, setUpBlockly } from './blockly-test-support.ts';
import type { BlocksContext } from './codec.ts';
import { blockCommentOf, commentIcon, withCommentIcon } from './comment-icon.ts';
import { pythonToBlocks } from './from-python.ts';
import { b, forever, ledSet, print, program, sleep } from './golden-cases.ts';
import type { BlockJson, WorkspaceJson } from './json.ts';
import { allBlocks, comparable } from './test-support.ts';
import { blocksToPython } from './to-python.ts';

/**
 * A comment at the end of a line is its block's comment (Blockly's comment icon) and comes back at
 * the end of that block's line; the Pico's own LED (`board.LED`) is a pin like the GP ones.
 */

const context: BlocksContext = { locale: 'es' };
const read = (code: string) => pythonToBlocks(code, context);
const write = (workspace: WorkspaceJson) => blocksToPython(workspace, context).code;
const commentsOf = (workspace: WorkspaceJson) =>
  allBlocks(workspace).flatMap((block) => {
    const comment = blockCommentOf(block);
    return comment ? [[block.type, comment]] : [];
  });
const typesOf = (workspace: WorkspaceJson) => allBlocks(workspace).map(({ type }) => type);

beforeAll(setUpBlockly);

describe('a comment at the end of a line', () => {
  const typed = [
    'import board  # los pines',
    'import digitalio',
    'import time  # para esperar',
    '',
    'led = digitalio.DigitalInOut(board.GP15)',
    'led.direction = digitalio.Direction.OUTPUT',
    '',
    'cuenta = 0  # empieza en cero',
    'while True:  # siempre',
    '    led.value = True  # encender',
    '    time.sleep(0.5)  # esperar',
    '    if cuenta > 3:  # ya basta',
    '        print("fin")  # avisar',
    '    cuenta += 1',
    '',
  ].join('\n');

  it('is the comment of its line’s block, statements and headers alike; nothing is foreign', () => {
    const { workspace, foreign } = read(typed);
    expect(foreign).toBe(0);
    expect(commentsOf(workspace)).toEqual([
      ['variables_set', 'empieza en cero'],
      ['chispa_forever', 'siempre'],
      ['chispa_led_set', 'encender'],
      ['chispa_sleep', 'esperar'],
      ['controls_if', 'ya basta'],
      ['text_print', 'avisar'],
    ]);
    // Read as icons, not as comment blocks.
    expect(typesOf(workspace)).not.toContain('chispa_comment');
  });

  it('comes back at the end of its block’s line, and reads back as the same blocks', () => {
    const generated = write(read(typed).workspace);
    expect(generated.split('\n').slice(-8)).toEqual([
      'cuenta = 0  # empieza en cero',
      'while True:  # siempre',
      '    led_gp15.value = True  # encender',
      '    time.sleep(0.5)  # esperar',
      '    if cuenta > 3:  # ya basta',
      '        print("fin")  # avisar',
      '    cuenta += 1',
      '',
    ]);
    expect(comparable(read(generated).workspace)).toEqual(comparable(read(typed).workspace));
    expect(write(read(generated).workspace)).toBe(generated);
  });

  it('on an import is dropped with it: the generator writes the imports', () => {
    const generated = write(read(typed).workspace);
    expect(generated).not.toContain('los pines');
    expect(generated).not.toContain('para esperar');
    expect(generated.startsWith('import board\nimport digitalio\nimport time\n')).toBe(true);
  });

  it('on a setup with no block of its own stays as a note in the program', () => {
    const code =
      'import board\nimport digitalio\nled = digitalio.DigitalInOut(board.GP15)  # el rojo\nled.switch_to_output()\nled.value = True\n';
    const { workspace, foreign } = read(code);
    expect(foreign).toBe(0);
    expect(allBlocks(workspace).find(({ type }) => type === 'chispa_comment')?.fields?.TEXT).toBe('el rojo');
  });

  it('on a setup with a block is that block’s, written after its first statement', () => {
    const code =
      'import board\nimport neopixel\n\ntira = neopixel.NeoPixel(board.GP6, 12, brightness=0.5)  # la del techo\n';
    const { workspace } = read(code);
    expect(commentsOf(workspace)).toEqual([['chispa_neopixel_setup', 'la del techo']]);
    expect(write(workspace)).toContain(
      'pixels_gp6 = neopixel.NeoPixel(board.GP6, 12, brightness=0.5)  # la del techo\n',
    );
  });

  it('on `pass` (no block) stays a comment block; in the text of a statement keeps it as Python', () => {
    const { workspace } = read('while True:\n    pass  # nada\n');
    expect(typesOf(workspace)).toEqual(['chispa_program', 'chispa_forever', 'chispa_comment']);
    const inner = 'x = (1,  # uno\n     2)\n';
    const kept = read(inner);
    expect(kept.foreign).toBe(1);
    expect(write(kept.workspace)).toBe(inner);
  });

  it('after elif and else stays in their body: a block has one comment, the if’s', () => {
    const code = 'if x:  # sí\n    pass\nelse:  # no\n    print(1)\n';
    const { workspace, foreign } = read(code);
    expect(foreign).toBe(0);
    expect(commentsOf(workspace)).toEqual([['controls_if', 'sí']]);
    expect(write(workspace)).toBe('if x:  # sí\n    pass\nelse:\n    # no\n    print(1)\n');
  });

  it('on a break with code after it stays on its line, kept as Python', () => {
    const code = 'while True:\n    break  # salir\n    print(1)\nprint(2)\n';
    const { workspace } = read(code);
    expect(allBlocks(workspace).some(({ fields }) => fields?.CODE === 'break  # salir')).toBe(true);
    expect(write(workspace)).toBe(code);
  });
});

describe('a block’s comment in code.py', () => {
  it('of several lines is written on one, its lines joined with a space (and read back so)', () => {
    const workspace = program(withCommentIcon(sleep(1), 'una\nespera\r\n  larga '));
    expect(commentsOf(workspace)).toEqual([['chispa_sleep', 'una espera larga']]);
    const lines = program(sleep(1));
    const sleepBlock = lines.blocks?.blocks[0]?.next?.block as BlockJson;
    sleepBlock.icons = {
      comment: { text: 'una\nespera\r\n  larga ', pinned: true, height: 200, width: 300 },
    };
    expect(write(lines)).toBe('import time\n\ntime.sleep(1)  # una espera larga\n');
    expect(commentsOf(read(write(lines)).workspace)).toEqual([['chispa_sleep', 'una espera larga']]);
  });

  it('is none when blank or not text (hostile JSON)', () => {
    expect(commentIcon('  \n ')).toBeUndefined();
    for (const icons of [{ comment: { text: 42 } }, { comment: 'x' }, { comment: null }, []]) {
      expect(write(program({ ...print(), icons } as BlockJson))).toBe('print()\n');
    }
  });

  it('of a block that is text already goes on a line of its own above it', () => {
    const python = withCommentIcon(b('chispa_python', { CODE: 'x = """a\nb"""' }), 'una cadena');
    const note = withCommentIcon(b('chispa_comment', { TEXT: 'nota' }), 'sobre la nota');
    expect(write(program(python, note))).toBe('# una cadena\nx = """a\nb"""\n# sobre la nota\n# nota\n');
  });

  it('of a forever with code after it stays with the loop it becomes', () => {
    const { workspace } = read('while True:  # hasta el break\n    break\nprint(1)\n');
    expect(commentsOf(workspace)).toEqual([['controls_whileUntil', 'hasta el break']]);
  });

  it('loads into Blockly as the block’s comment icon, and saves back the same', () => {
    const workspace = read(
      'import time\n\nwhile True:  # siempre\n    time.sleep(1)  # un segundo\n',
    ).workspace;
    expect(comparable(loadAndSave(workspace))).toEqual(comparable(workspace));
    const blockly = new Blockly.Workspace();
    try {
      Blockly.serialization.workspaces.load(workspace as object, blockly);
      const texts = blockly.getAllBlocks(true).map((block) => block.getCommentText());
      expect(texts.filter(Boolean)).toEqual(['siempre', 'un segundo']);
    } finally {
      blockly.dispose();
    }
  });
});

describe('the Pico’s own LED', () => {
  it('is a pin of the digital blocks, its setup named board_led', () => {
    const code = [
      'import board',
      'import digitalio',
      'import time',
      '',
      'led = digitalio.DigitalInOut(board.LED)',
      'led.direction = digitalio.Direction.OUTPUT',
      '',
      'while True:',
      '    led.value = not led.value',
      '    time.sleep(0.5)',
      '',
    ].join('\n');
    const { workspace, foreign } = read(code);
    expect(foreign).toBe(0);
    expect(allBlocks(workspace).find(({ type }) => type === 'chispa_led_toggle')?.fields?.PIN).toBe('LED');
    const generated = write(workspace);
    expect(generated).toContain('board_led = digitalio.DigitalInOut(board.LED)\n');
    expect(generated).toContain('    board_led.value = not board_led.value\n');
    expect(comparable(read(generated).workspace)).toEqual(comparable(workspace));
  });

  it('is one output for the LED and the pin blocks; read as an input it has a name of its own', () => {
    const generated = write(
      program(
        forever(
          ledSet('LED', true),
          b('chispa_digital_write', { PIN: 'LED' }, { VALUE: b('logic_boolean', { BOOL: 'FALSE' }) }),
          print(b('chispa_button_pressed', { PIN: 'LED' })),
        ),
      ),
    );
    expect(generated.match(/DigitalInOut\(board\.LED\)/g)).toHaveLength(2);
    expect(generated).toContain('board_led = digitalio.DigitalInOut(board.LED)');
    expect(generated).toContain('button_led = digitalio.DigitalInOut(board.LED)');
  });
});
