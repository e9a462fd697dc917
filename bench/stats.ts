/** Small number helpers shared by the benches: they print figures, they never judge them. */

const sorted = (samples: readonly number[]) => [...samples].sort((a, b) => a - b);

/** Nearest-rank percentile (p in 0–100); NaN for no samples. */
export const percentile = (samples: readonly number[], p: number): number => {
  const s = sorted(samples);
  if (s.length === 0) return Number.NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
};

export const median = (samples: readonly number[]): number => {
  const s = sorted(samples);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export const share = (samples: readonly number[], over: number): number =>
  samples.length === 0 ? 0 : samples.filter((x) => x > over).length / samples.length;

export const ms = (value: number): string => `${value.toFixed(1)} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const pct = (ratio: number): string => `${(ratio * 100).toFixed(1)} %`;

/** Left-aligned first column, right-aligned others, as plain text. */
export const table = (rows: readonly (readonly string[])[]): string => {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
    .join('\n');
};
