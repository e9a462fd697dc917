import { describe, expect, it } from 'vitest';
import { MICROPYTHON_REPL } from '../../domain/simulator/runtime.ts';
import { appendConsole, splitAtCodeDone } from './console-text.ts';

describe('appendConsole', () => {
  it('appends while under the limit', () => {
    expect(appendConsole('a\n', 'b\n', 10)).toBe('a\nb\n');
  });

  it('drops the oldest whole lines past the limit', () => {
    expect(appendConsole('line1\nline2\n', 'line3\n', 12)).toBe('line3\n');
    expect(appendConsole('12345\n', '67890\nab', 10)).toBe('67890\nab');
  });

  it('cuts inside a line only when one line alone is over the limit', () => {
    expect(appendConsole('', 'x'.repeat(15), 10)).toBe('x'.repeat(10));
  });
});

describe('splitAtCodeDone', () => {
  it('splits off the closing block, so a hint can go between the traceback and it', () => {
    expect(splitAtCodeDone('code.py output:\nValueError: GP15 in use\n\nCode done running.\n')).toEqual([
      'code.py output:\nValueError: GP15 in use\n',
      '\nCode done running.\n',
    ]);
  });

  it('splits off MicroPython’s REPL banner the same way', () => {
    const traceback = 'MPY: soft reboot\nTraceback (most recent call last):\nValueError: bad SCL pin\n';
    expect(splitAtCodeDone(`${traceback}${MICROPYTHON_REPL}`)).toEqual([traceback, MICROPYTHON_REPL]);
  });

  it('leaves a console that has not ended whole', () => {
    expect(splitAtCodeDone('code.py output:\n1\n')).toEqual(['code.py output:\n1\n', '']);
  });
});
