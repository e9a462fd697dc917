import { expect, it } from 'vitest';
import { parseFault } from './program-fault.ts';

it('reads the innermost program line of code.py (CircuitPython) and of main.py (MicroPython)', () => {
  const frames = (file: string) =>
    `Traceback (most recent call last):\n  File "${file}", line 9, in <module>\n  File "ssd1306.py", line 40, in show\n  File "${file}", line 3, in draw\nOSError: [Errno 5] EIO\n`;
  const expected = { type: 'OSError', message: '[Errno 5] EIO', line: 3 };
  expect(parseFault(frames('code.py'))).toEqual(expected);
  expect(parseFault(frames('main.py'))).toEqual(expected);
  expect(parseFault(frames('boot.py'))).toEqual({ type: 'OSError', message: '[Errno 5] EIO' });
});
