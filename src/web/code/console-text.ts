import { CODE_DONE, PROGRAM_ENDS } from '../../domain/simulator/console-markers.ts';

export { CODE_DONE };

/** Console text kept in memory: the newest this many characters (a `while True: print()` runs for hours). */
export const CONSOLE_LIMIT = 100_000;

/** Appends output, dropping the oldest whole lines once over the limit. */
export const appendConsole = (text: string, chunk: string, limit = CONSOLE_LIMIT): string => {
  const joined = text + chunk;
  if (joined.length <= limit) return joined;
  const cut = joined.length - limit;
  const nextLine = joined.indexOf('\n', cut);
  return nextLine === -1 ? joined.slice(cut) : joined.slice(nextLine + 1);
};

/**
 * The console split before its closing block (CircuitPython's `Code done running.`, MicroPython's
 * REPL banner): `[text, '']` when it has none.
 */
export const splitAtCodeDone = (text: string): [string, string] => {
  const end = PROGRAM_ENDS.find((block) => text.endsWith(block));
  return end ? [text.slice(0, -end.length), end] : [text, ''];
};
