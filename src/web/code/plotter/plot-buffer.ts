import { parsePlotLine } from '../../../domain/code/plot-line.ts';

/** How many points the plotter keeps: the newest ones, as Mu shows a scrolling window. */
export const PLOT_CAPACITY = 200;

/** A line longer than this without a newline is no tuple: stop collecting it. */
const MAX_PENDING = 1_000;

/**
 * The tuples a program prints, as rows of numbers (row i = the i-th tuple), bounded to the
 * newest `capacity`. It takes console output in whatever chunks it arrives and tells its
 * listeners when rows were added, so a print flood costs one parse per line and no rendering.
 */
export class PlotBuffer {
  private pending = '';
  private data: number[][] = [];
  private readonly listeners = new Set<() => void>();
  /** Grows with every change, so a reader can tell whether to draw again. */
  version = 0;

  constructor(readonly capacity = PLOT_CAPACITY) {}

  get rows(): readonly (readonly number[])[] {
    return this.data;
  }

  /** The number of series: the widest tuple kept. */
  get seriesCount(): number {
    return this.data.reduce((widest, row) => Math.max(widest, row.length), 0);
  }

  write(text: string): void {
    const lines = (this.pending + text).split('\n');
    const rest = lines.pop() ?? '';
    this.pending = rest.length > MAX_PENDING ? '' : rest;
    let added = 0;
    for (const line of lines) {
      const numbers = parsePlotLine(line.replace(/\r$/, ''));
      if (numbers) {
        this.data.push(numbers);
        added++;
      }
    }
    if (added === 0) return;
    if (this.data.length > this.capacity) this.data = this.data.slice(-this.capacity);
    this.changed();
  }

  clear(): void {
    this.pending = '';
    if (this.data.length === 0) return;
    this.data = [];
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}
