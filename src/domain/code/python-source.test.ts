import { describe, expect, it } from 'vitest';
import {
  blockKeywordOf,
  codeOf,
  definedNames,
  firstBadDedent,
  previousCodeLine,
  scanSource,
} from './python-source.ts';

describe('scanSource', () => {
  it('knows which brackets are open at the start of each line', () => {
    const { openAtLineStart } = scanSource('x = [\n  (1,\n   2),\n]\n');
    expect(openAtLineStart.map((open) => open.map((o) => `${o.bracket}${o.line}`).join(' '))).toEqual([
      '',
      '[1',
      '[1 (2',
      '[1',
      '',
    ]);
  });

  it('ignores brackets in text, in comments and in triple-quoted text', () => {
    const { openAtLineStart, unclosedStringLines } = scanSource('a = "(["  # {\nb = """\n(\n"""\nc = 1\n');
    expect(openAtLineStart.every((open) => open.length === 0)).toBe(true);
    expect(unclosedStringLines).toEqual([]);
  });

  it('finds text whose quotes never close, escapes included', () => {
    expect(scanSource('print("a\\"")\nprint(\'b)\n').unclosedStringLines).toEqual([2]);
  });
});

describe('line helpers', () => {
  it('codeOf drops a comment, not a # inside text', () => {
    expect(codeOf('while True:  # siempre')).toBe('while True:');
    expect(codeOf('print("#1")  ')).toBe('print("#1")');
  });

  it('blockKeywordOf names the keyword that opens a block', () => {
    expect(blockKeywordOf('    while True')).toBe('while');
    expect(blockKeywordOf('iffy = 1')).toBeUndefined();
  });

  it('previousCodeLine skips blank and comment lines', () => {
    expect(previousCodeLine(['if x:', '', '  # nada', 'y = 1'], 4)).toEqual({ line: 1, text: 'if x:' });
    expect(previousCodeLine(['y = 1'], 1)).toBeUndefined();
  });

  it('firstBadDedent finds a step back to a level no block has', () => {
    expect(firstBadDedent(['if a:', '    if b:', '        x', '  y'])).toBe(4);
    expect(firstBadDedent(['if a:', '    x', 'y'])).toBeUndefined();
  });
});

describe('definedNames', () => {
  it('collects assignments, imports, aliases, functions, parameters and loop variables', () => {
    const code = [
      'import board, digitalio',
      'import adafruit_motor.servo',
      'from time import sleep as dormir',
      'led = 1',
      'a, b = 1, 2',
      'total += 1',
      'def parpadear(veces, pausa=0.5):',
      'class Semaforo:',
      'for i in range(3):',
      'with abrir() as archivo:',
      'if led == 1:',
    ].join('\n');
    expect(new Set(definedNames(code))).toEqual(
      new Set([
        'board',
        'digitalio',
        'adafruit_motor',
        'dormir',
        'led',
        'a',
        'b',
        'total',
        'parpadear',
        'veces',
        'pausa',
        'Semaforo',
        'i',
        'archivo',
      ]),
    );
  });
});
