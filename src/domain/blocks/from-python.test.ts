import { describe, expect, it } from 'vitest';
import { seededPrograms } from '../../server/db/seed-content/programs.ts';
import type { BlocksContext } from './codec.ts';
import { pythonToBlocks } from './from-python.ts';
import type { BlockJson } from './json.ts';
import { allBlocks, comparable } from './test-support.ts';
import { blocksToPython } from './to-python.ts';

const context: BlocksContext = { locale: 'es' };
const kept = (code: string) =>
  allBlocks(pythonToBlocks(code, context).workspace)
    .filter(({ type }) => type === 'chispa_python')
    .map((block) => String(block.fields?.CODE));
const program = (code: string) => pythonToBlocks(code, context).workspace.blocks?.blocks[0] as BlockJson;

describe('Python the blocks cannot say', () => {
  const FOREIGN = [
    'def doble(x):\n    return 2 * x',
    'class Punto:\n    def __init__(self, x):\n        self.x = x',
    'try:\n    valor = int("3")\nexcept ValueError:\n    valor = 0',
    'import json',
    'print(json.dumps({"a": 1}), end="")',
  ];

  it.each(FOREIGN)('is kept byte for byte: %s', (text) => {
    const code = `${text}\n`;
    expect(kept(code).join('\n')).toBe(text);
    expect(blocksToPython(pythonToBlocks(code, context).workspace, context).code).toBe(code);
  });

  it('keeps a value it cannot say as a Python value, byte for byte (a comprehension)', () => {
    const code = 'cuadrados = [n * n for n in range(5)]\n';
    const values = allBlocks(pythonToBlocks(code, context).workspace).filter(
      ({ type }) => type === 'chispa_python_value',
    );
    expect(values.map((block) => block.fields?.CODE)).toEqual(['[n * n for n in range(5)]']);
    expect(blocksToPython(pythonToBlocks(code, context).workspace, context).code).toBe(code);
  });

  it('is kept inside a loop, indented as it was', () => {
    const code = [
      'import time',
      '',
      'while True:',
      '    try:',
      '        lectura = sensor.medir()',
      '    except RuntimeError:',
      '        pass',
      '    time.sleep(1)',
      '',
    ].join('\n');
    expect(kept(code)).toEqual(['try:\n    lectura = sensor.medir()\nexcept RuntimeError:\n    pass']);
    expect(blocksToPython(pythonToBlocks(code, context).workspace, context).code).toBe(code);
  });

  it.each([
    ['at the left', 'b""", end="")'],
    ['indented as the loop’s body', '    b""", end="")'],
  ])('keeps a string across lines inside a loop as it was (its second line %s)', (_where, second) => {
    const code = `while True:\n    print("""a\n${second}\n`;
    expect(blocksToPython(pythonToBlocks(code, context).workspace, context).code).toBe(code);
    const [text = ''] = kept(code);
    expect(text).toBe(`print("""a\n${second}`);
    // Out of the loop, the string is still the same.
    const program: BlockJson = {
      type: 'chispa_program',
      next: { block: { type: 'chispa_python', fields: { CODE: text } } },
    };
    expect(blocksToPython({ blocks: { languageVersion: 0, blocks: [program] } }, context).code).toBe(
      `${text}\n`,
    );
  });

  it('keeps a comment before `else:` in the body above it, or the `if` as Python when it is not indented', () => {
    const inside = 'if x:\n    y = 1\n    # nota\nelse:\n    y = 2\n';
    expect(blocksToPython(pythonToBlocks(inside, context).workspace, context).code).toBe(inside);
    expect(kept(inside)).toEqual([]);
    const between = 'if x:\n    y = 1\n# nota\nelse:\n    y = 2\n';
    expect(kept(between)).toEqual([between.trimEnd()]);
  });

  it('keeps a whole program of one class as one block per statement, nothing lost', () => {
    const code = 'class A:\n    pass\n\n\nclass B(A):\n    x = 1\n';
    expect(kept(code)).toEqual(['class A:\n    pass', 'class B(A):\n    x = 1']);
  });

  it('keeps the imports that kept Python needs when the blocks would not write them', () => {
    const code =
      'import board\nimport digitalio\n\nrele = digitalio.DigitalInOut(board.GP2)\nrele.switch_to_output(value=True)\n';
    const { workspace } = pythonToBlocks(code, context);
    const again = blocksToPython(workspace, context).code;
    expect(again).toContain('import board');
    expect(again).toContain('import digitalio');
    expect(again).toContain('rele.switch_to_output(value=True)');
  });

  it('keeps a typed setup as typed when kept Python uses its name', () => {
    const code = [
      'import board',
      'import digitalio',
      '',
      'luz = digitalio.DigitalInOut(board.GP15)',
      'luz.direction = digitalio.Direction.OUTPUT',
      'luz.value = True',
      'print("encendida" if luz.value else "apagada")',
      '',
    ].join('\n');
    const again = blocksToPython(pythonToBlocks(code, context).workspace, context).code;
    expect(again).toContain('luz = digitalio.DigitalInOut(board.GP15)');
    expect(again).not.toContain('led_gp15');
    expect(again).toContain('print("encendida" if luz.value else "apagada")');
  });
});

describe('typed code', () => {
  it('names things its own way and reads as the generator’s blocks', () => {
    const typed = [
      'import time',
      'import board',
      'import digitalio',
      '',
      'led = digitalio.DigitalInOut(board.GP15)',
      'led.switch_to_output()',
      'boton = digitalio.DigitalInOut(board.GP14)',
      'boton.direction = digitalio.Direction.INPUT',
      'boton.pull = digitalio.Pull.UP',
      '',
      'while True:',
      '    if not boton.value:',
      '        led.value = not led.value',
      '    time.sleep(0.5)  # medio segundo',
      '',
    ].join('\n');
    const generated = blocksToPython(pythonToBlocks(typed, context).workspace, context).code;
    expect(generated).toContain('led_gp15.value = not led_gp15.value');
    expect(generated).toContain('if not button_gp14.value:');
    expect(comparable(pythonToBlocks(generated, context).workspace)).toEqual(
      comparable(pythonToBlocks(typed, context).workspace),
    );
    expect(pythonToBlocks(typed, context).foreign).toBe(0);
  });

  it('with only imports and setup is an empty program', () => {
    const code =
      'import board\nimport digitalio\n\nled = digitalio.DigitalInOut(board.GP15)\nled.direction = digitalio.Direction.OUTPUT\n';
    expect(program(code)).toEqual({ type: 'chispa_program', x: 20, y: 20 });
  });

  it('drops the generator’s group comments in every language over a setup, and keeps other comments', () => {
    const code = [
      'import board',
      'import digitalio',
      '# LEDs',
      '# Botões',
      '# Buttons',
      'led = digitalio.DigitalInOut(board.GP15)',
      'led.direction = digitalio.Direction.OUTPUT',
      '# mi nota',
      'print(1)',
      '',
    ].join('\n');
    const first = program(code).next?.block;
    expect(first?.type).toBe('chispa_comment');
    expect(first?.fields?.TEXT).toBe('mi nota');
    expect(first?.next?.block?.type).toBe('text_print');
  });

  it('keeps a comment on a setup’s line as a note, for a part with no setup block too', () => {
    const code = [
      'import board',
      'import digitalio',
      'led = digitalio.DigitalInOut(board.GP15)  # el rojo',
      'led.direction = digitalio.Direction.OUTPUT',
      '',
    ].join('\n');
    expect(program(code).next?.block).toEqual({ type: 'chispa_comment', fields: { TEXT: 'el rojo' } });
  });

  it('keeps a group comment’s words as a note where no setup follows them', () => {
    const code = '# LEDs\n# Pantalla LCD\nprint(1)\n';
    const first = program(code).next?.block;
    expect([first?.fields?.TEXT, first?.next?.block?.fields?.TEXT]).toEqual(['LEDs', 'Pantalla LCD']);
  });

  it('reads the same variables with stable ids', () => {
    const { workspace } = pythonToBlocks('x = 1\ny = x + 1\nx += y\n', context);
    expect(workspace.variables).toEqual([
      { name: 'x', id: 'var_x' },
      { name: 'y', id: 'var_y' },
    ]);
  });
});

describe('every seeded program', () => {
  const programs = seededPrograms();

  it.each(programs)('$id reads, generates and reads again as the same blocks', ({ code, language }) => {
    const ctx: BlocksContext = { locale: language };
    const first = pythonToBlocks(code, ctx);
    const generated = blocksToPython(first.workspace, ctx).code;
    const second = pythonToBlocks(generated, ctx);
    expect(comparable(second.workspace)).toEqual(comparable(first.workspace));
    expect(blocksToPython(second.workspace, ctx).code).toBe(generated);
    // The Python kept as text is the program's own, line for line.
    const lines = new Set(code.split('\n').map((line) => line.trim()));
    for (const text of kept(code)) {
      for (const line of text.split('\n')) expect(lines.has(line.trim())).toBe(true);
    }
  });

  it('are mostly in the blocks’ subset (the CircuitPython ones)', () => {
    const whole = programs.filter(({ code }) => pythonToBlocks(code, context).foreign === 0);
    console.info(
      `seeded programs wholly in the blocks' subset: ${whole.length} of ${programs.length}: ${whole.map(({ id }) => id).join(', ')}`,
    );
    expect(whole.length).toBeGreaterThanOrEqual(16);
  });
});
