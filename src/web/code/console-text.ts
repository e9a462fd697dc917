import { CODE_DONE } from '../../domain/simulator/runtime.ts';

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

/** The console split before its closing `Code done running.` block: `[text, '']` when it has none. */
export const splitAtCodeDone = (text: string): [string, string] =>
  text.endsWith(CODE_DONE) ? [text.slice(0, -CODE_DONE.length), CODE_DONE] : [text, ''];
