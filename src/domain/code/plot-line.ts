/**
 * The plotter's input, as Mu and the CircuitPython web editor read it: a printed line that is a
 * tuple of numbers, `print((value,))` → `(1234,)`, `print((a, b))` → `(1.5, -2)`. Anything
 * else (text, a tuple with a word in it, a bare number) is not plotted.
 */

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The numbers of a tuple line, or undefined when the line is not a tuple of numbers. */
export const parsePlotLine = (line: string): number[] | undefined => {
  const tuple = /^\s*\((.*)\)\s*$/.exec(line);
  if (!tuple) return undefined;
  const items = (tuple[1] ?? '').split(',').map((item) => item.trim());
  // A one-item tuple prints a trailing comma: `(5,)`.
  if (items.length > 1 && items.at(-1) === '') items.pop();
  if (items.length === 0 || items.some((item) => !NUMBER.test(item))) return undefined;
  return items.map(Number);
};
