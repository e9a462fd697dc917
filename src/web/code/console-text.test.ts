import { describe, expect, it } from 'vitest';
import { appendConsole } from './console-text.ts';

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
