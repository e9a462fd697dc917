// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mpyCircuit } from './micropython-support.ts';
import { simulate } from './test-support.ts';
import { traceSource } from './trace-lines.ts';

/** Every line of `code`, 1-based: the page may list any of them. */
const allLines = (code: string) => code.split('\n').map((_, index) => index + 1);

describe('traceSource', () => {
  it('puts _chispa_at(n); after the indentation of each listed simple statement, on the same line', () => {
    const code = 'import time\nwhile True:\n    x = 1\n\ttime.sleep(0.5)\n';
    expect(traceSource(code, [1, 3, 4])).toBe(
      '_chispa_at(1); import time\nwhile True:\n    _chispa_at(3); x = 1\n\t_chispa_at(4); time.sleep(0.5)\n',
    );
  });

  it('returns the code untouched when no line is listed', () => {
    expect(traceSource('x = 1\n', [])).toBe('x = 1\n');
  });

  it.each([
    ['if x:', 'if x:\n    y = 1\n'],
    ['elif / else', 'if x:\n    pass\nelif y:\n    pass\nelse:\n    pass\n'],
    ['for / while', 'for i in range(3):\n    pass\nwhile False:\n    pass\n'],
    ['def / class / decorator', '@staticmethod\ndef f():\n    pass\nclass A:\n    pass\n'],
    ['try / except / finally', 'try:\n    pass\nexcept Exception:\n    pass\nfinally:\n    pass\n'],
    ['with', 'with open("x") as f:\n    pass\n'],
    ['a header with its body on the same line', 'if x: y = 1\nwhile True: pass\n'],
    ['comments and blank lines', '# hola\n\n   \n    # indented comment\n'],
    ['from __future__', 'from __future__ import annotations\n'],
  ])('leaves %s alone', (_, code) => {
    const traced = traceSource(code, allLines(code));
    for (const [index, line] of code.split('\n').entries()) {
      const tracedLine = traced.split('\n')[index];
      if (/^\s*(if|elif|else|for|while|def|class|try|except|finally|with|@|#|from __future__|$)/.test(line))
        expect(tracedLine).toBe(line);
    }
  });

  it('never instruments a continuation: inside brackets, after a backslash, inside a string', () => {
    const code = [
      'values = [',
      '    1,',
      '    2]',
      'total = 1 + \\',
      '    2',
      'text = """one',
      'two = 2',
      '"""',
      "quote = 'a\\",
      "b = 1'",
      'call(x, # ( not counted',
      '     y)',
      'done = 1',
    ].join('\n');
    const traced = traceSource(code, allLines(code)).split('\n');
    expect(traced.filter((line) => line.includes('_chispa_at('))).toEqual([
      '_chispa_at(1); values = [',
      '_chispa_at(4); total = 1 + \\',
      '_chispa_at(6); text = """one',
      "_chispa_at(9); quote = 'a\\",
      '_chispa_at(11); call(x, # ( not counted',
      '_chispa_at(13); done = 1',
    ]);
  });

  it('ignores numbers that are not lines of the program', () => {
    const code = 'x = 1\n';
    expect(traceSource(code, [0, -1, 1.5, Number.NaN, 99])).toBe(code);
  });

  it('keeps Windows line ends', () => {
    expect(traceSource('x = 1\r\ny = 2\r\n', [2])).toBe('x = 1\r\n_chispa_at(2); y = 2\r\n');
  });
});

describe('a run that reports lines', () => {
  const blink = [
    'import time', // 1
    'count = 0', // 2
    'while count < 3:', // 3
    '    count += 1', // 4
    '    time.sleep(0.5)', // 5
    'print("fin", count)', // 6
  ].join('\n');

  it('reports the lines in the order reached: a loop with a sleep repeats them', async () => {
    const { reached, printed, result } = await simulate(blink, { traceLines: allLines(blink) });
    expect(result.status).toBe('finished');
    expect(printed).toBe('fin 3\n');
    expect(reached).toEqual([
      { at: 0, line: 1 },
      { at: 0, line: 2 },
      { at: 0, line: 4 },
      { at: 0, line: 5 },
      { at: 500, line: 4 },
      { at: 500, line: 5 },
      { at: 1000, line: 4 },
      { at: 1000, line: 5 },
      { at: 1500, line: 6 },
    ]);
  });

  it('reports lines in a MicroPython main.py too, with the same traceback', async () => {
    const code = 'import time\ntime.sleep_ms(10)\nprint(1 / 0)\n';
    const diagram = mpyCircuit([], []);
    const traced = await simulate(code, { diagram, traceLines: allLines(code) });
    expect(traced.reached).toEqual([
      { at: 0, line: 1 },
      { at: 0, line: 2 },
      { at: 10, line: 3 },
    ]);
    expect(traced.output).toBe((await simulate(code, { diagram })).output);
    expect(traced.result.error?.line).toBe(3);
  });

  it('reports nothing when not asked, and has no _chispa_at then', async () => {
    const { reached, printed } = await simulate('print("_chispa_at" in globals())\n');
    expect(reached).toEqual([]);
    expect(printed).toBe('False\n');
  });

  it('traces the lines inside a function the program calls', async () => {
    const code = 'def f():\n    return 2\nx = f()\nprint(x)\n';
    const { reached, printed } = await simulate(code, { traceLines: allLines(code) });
    expect(printed).toBe('2\n');
    expect(reached.map((r) => r.line)).toEqual([3, 2, 4]);
  });

  it.each([
    ['on a traced line', 'x = 1\ny = [1, 2]\nprint(y[5])\n', 3],
    ['on an untraced line (a continuation)', 'x = 1\ny = (1 +\n     None)\n', 2],
    ['inside a function', 'def f():\n    return 1 / 0\nf()\n', 2],
  ])('gives the same traceback with and without tracing, an error %s', async (_, code, line) => {
    const plain = await simulate(code);
    const traced = await simulate(code, { traceLines: allLines(code) });
    expect(plain.result.status).toBe('error');
    expect(traced.result).toEqual(plain.result);
    expect(traced.output).toBe(plain.output);
    expect(traced.result.error?.line).toBe(line);
  });

  it('gives the same SyntaxError line with and without tracing', async () => {
    const code = 'x = 1\nif x == 1\n    print(x)\n';
    const traced = await simulate(code, { traceLines: allLines(code) });
    expect(traced.result).toEqual((await simulate(code)).result);
    expect(traced.result.error?.line).toBe(2);
  });

  it('runs any program the same when every line is listed, headers and strings included', async () => {
    const code = [
      'def keep(fn):',
      '    return fn',
      '@keep',
      'def f(a,',
      '      b):',
      '    """doc',
      '    x = 1"""',
      '    return a + \\',
      '        b',
      'for i in range(2): print(i)',
      'class A:',
      '    pass',
      'try:',
      '    print(f(1, 2))',
      'except Exception:',
      '    pass',
      'print({',
      "    'k': 1}['k'])",
    ].join('\n');
    const plain = await simulate(code);
    const traced = await simulate(code, { traceLines: [...allLines(code), 0, 1000, -3] });
    expect(plain.result.status).toBe('finished');
    expect(traced.output).toBe(plain.output);
    // keep's return, the class body, the call, f's docstring (an expression line) and return, print.
    expect(traced.reached.map((r) => r.line)).toEqual([2, 12, 14, 6, 8, 17]);
  });
});
