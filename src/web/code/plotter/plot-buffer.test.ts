import { describe, expect, it, vi } from 'vitest';
import { PlotBuffer } from './plot-buffer.ts';

describe('PlotBuffer', () => {
  it('keeps the tuple lines of the output, in chunks as they arrive, and ignores the rest', () => {
    const buffer = new PlotBuffer();
    buffer.write('code.py output:\n(1,)\nhola\n(2, ');
    expect(buffer.rows).toEqual([[1]]);
    buffer.write('-3.5)\r\n("a", 1)\n');
    expect(buffer.rows).toEqual([[1], [2, -3.5]]);
    expect(buffer.seriesCount).toBe(2);
  });

  it('keeps only the newest rows', () => {
    const buffer = new PlotBuffer(3);
    buffer.write('(1,)\n(2,)\n(3,)\n(4,)\n(5,)\n');
    expect(buffer.rows).toEqual([[3], [4], [5]]);
  });

  it('tells its listeners once per write that added rows, and on clear', () => {
    const buffer = new PlotBuffer();
    const listener = vi.fn();
    const unsubscribe = buffer.subscribe(listener);
    buffer.write('(1,)\n(2,)\n(3,)\n');
    buffer.write('texto\n');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(buffer.version).toBe(1);
    buffer.clear();
    expect(buffer.rows).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    buffer.write('(4,)\n');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drops a line that grows past any tuple without ending', () => {
    const buffer = new PlotBuffer();
    buffer.write(`(${'1'.repeat(2_000)}`);
    buffer.write(',)\n(7,)\n');
    expect(buffer.rows).toEqual([[7]]);
  });
});
