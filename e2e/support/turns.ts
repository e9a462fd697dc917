import { it } from 'vitest';

/**
 * Walks a file's journeys in its languages by turns: the first `it` in the first language, the
 * second in the next, and so on, so every journey runs once and every language is walked, at half
 * the time of running each journey in each language (the gate's 30 minutes, docs/decisions.md).
 * Call it once per language, inside that language's loop, in the same order.
 */
export const takingTurns = <L extends string>(langs: readonly L[], lang: L) => {
  let index = 0;
  return (name: string, journey: () => Promise<void>, timeout?: number) => {
    const turn = langs[index % langs.length];
    index += 1;
    if (turn === lang) it(name, journey, timeout);
  };
};
