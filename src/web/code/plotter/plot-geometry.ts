/** The chart's drawing, computed from rows of numbers: one polyline a series, y scaled to fit. */

export interface PlotGeometry {
  /** `points` attribute of each series' polyline (series i = item i of every row). */
  lines: string[];
  /** Y-axis labels from top to bottom, with their y. */
  ticks: { y: number; label: string }[];
}

export interface PlotBox {
  width: number;
  height: number;
  /** Room left of the plot for the y labels. */
  left: number;
  /** Margin above and below the lines. */
  pad: number;
}

/** Bottom and top of the y axis: the data's range, widened when flat so a constant shows mid-height. */
export const yRange = (rows: readonly (readonly number[])[]): [number, number] => {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    for (const value of row) {
      if (!Number.isFinite(value)) continue;
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
  }
  if (low > high) return [0, 1];
  if (low === high) {
    const spread = Math.abs(low) / 10 || 1;
    return [low - spread, high + spread];
  }
  return [low, high];
};

/** A tick label: whole numbers as they are, large ones rounded to whole, small ones to three significant digits. */
export const formatTick = (value: number): string => {
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100 ? String(Math.round(value)) : String(Number(value.toPrecision(3)));
};

const round = (value: number) => Math.round(value * 10) / 10;

export const plotGeometry = (
  rows: readonly (readonly number[])[],
  seriesCount: number,
  capacity: number,
  box: PlotBox,
): PlotGeometry => {
  const [low, high] = yRange(rows);
  const plotHeight = box.height - 2 * box.pad;
  const yOf = (value: number) => round(box.pad + ((high - value) / (high - low)) * plotHeight);
  // Points fill the width from the right once the window is full; before that they start at the left.
  const step = (box.width - box.left) / Math.max(1, capacity - 1);
  const xOf = (index: number) => round(box.left + index * step);
  const lines = Array.from({ length: seriesCount }, (_, series) =>
    rows
      .flatMap((row, index) => {
        const value = row[series];
        return value === undefined || !Number.isFinite(value) ? [] : [`${xOf(index)},${yOf(value)}`];
      })
      .join(' '),
  );
  const middle = (low + high) / 2;
  const ticks = [high, middle, low].map((value) => ({ y: yOf(value), label: formatTick(value) }));
  return { lines, ticks };
};
