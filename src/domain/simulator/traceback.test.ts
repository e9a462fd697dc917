import { describe, expect, it } from 'vitest';
import { formatTraceback } from './traceback.ts';

const raw = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('formatTraceback', () => {
  it('drops the runner and native-module frames, keeps code.py and names libraries by file', () => {
    const formatted = formatTraceback(
      raw(
        'Traceback (most recent call last):',
        '  File "/native/_chispa_main.py", line 80, in run',
        '  File "code.py", line 9, in <module>',
        '  File "/lib/adafruit_motor/servo.py", line 56, in angle',
        '  File "/native/pwmio.py", line 120, in duty_cycle',
        'ValueError: duty_cycle must be 0-65535',
      ),
    );
    expect(formatted).toEqual({
      traceback: raw(
        'Traceback (most recent call last):',
        '  File "code.py", line 9, in <module>',
        '  File "adafruit_motor/servo.py", line 56, in angle',
        'ValueError: duty_cycle must be 0-65535',
      ),
      line: 9,
    });
  });

  it('points at the innermost code.py line', () => {
    const { line } = formatTraceback(
      raw(
        'Traceback (most recent call last):',
        '  File "<stdin>", line 1, in <module>',
        '  File "code.py", line 12, in <module>',
        '  File "code.py", line 7, in blink',
        'ValueError: GP15 in use',
      ),
    );
    expect(line).toBe(7);
  });

  it('words messages as CircuitPython does', () => {
    const last = (message: string) =>
      formatTraceback(raw('Traceback (most recent call last):', message)).traceback;
    expect(last("AttributeError: module 'board' has no attribute 'GP29'")).toContain(
      "AttributeError: 'module' object has no attribute 'GP29'",
    );
    expect(last('OSError: 30')).toContain('OSError: [Errno 30] Read-only filesystem');
    expect(last('OSError: [Errno 2] ENOENT')).toContain('OSError: [Errno 2] No such file/directory');
    expect(last('OSError: 99')).toContain('OSError: 99');
  });

  it('has no line when code.py is not in the traceback', () => {
    expect(
      formatTraceback(raw('Traceback (most recent call last):', 'RuntimeError: x')).line,
    ).toBeUndefined();
  });
});
