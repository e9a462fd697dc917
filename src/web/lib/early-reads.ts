import { requestJson } from './api.ts';

/**
 * The first API reads of the page the document opened on (domain/page-reads.ts), asked for by the
 * entry before React and the page's code arrive (the browser hands over the server's `preload` of
 * them). `readJson` gives each early answer, once, to the first read of the same path (the query
 * that would have asked for it), so the query cache and each query's options stay as they were:
 * only the request started earlier. Reads nobody took are forgotten once the person leaves that
 * page, so a later visit asks the server again. (Not in lib/api.ts: the signed-out pages share it.)
 */
const early = new Map<string, Promise<unknown>>();

/** Starts a `GET` of each path now, answered and failed as `requestJson` answers and fails. */
export const startEarlyReads = (paths: readonly string[]) => {
  for (const path of paths) {
    const answer = requestJson<unknown>('GET', path);
    // A failed early read fails the query that takes it, which retries as for any failed request.
    answer.catch(() => {});
    early.set(path, answer);
  }
};

/** `GET path`'s JSON: the early answer the first time, if there is one; else a request now. */
export const readJson = <T>(path: string): Promise<T> => {
  const answer = early.get(path) as Promise<T> | undefined;
  early.delete(path);
  return answer ?? requestJson<T>('GET', path);
};

/** Forgets the reads nobody took (the person left the page they were for). */
export const forgetEarlyReads = () => early.clear();
