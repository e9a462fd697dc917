import { requestJson } from './api.ts';

/**
 * The first API reads of the page the document opened on (domain/page-reads.ts), asked for by the
 * entry before React and the page's code arrive (the browser hands over the server's `preload` of
 * them). Each early answer goes, once, to the first read of the same path (the query that would
 * have asked for it), so the query cache and each query's options stay as they were: only the
 * request started earlier. An answer already here when its query starts is that query's first data
 * (`earlyRead`), so the page's first render shows it instead of a placeholder and a second render.
 * Reads nobody took are forgotten once the person leaves that page, so a later visit asks the
 * server again. (Not in lib/api.ts: the signed-out pages share it.)
 */
interface EarlyRead {
  answer: Promise<unknown>;
  /** Set once the answer arrived (not for a failure: its query takes that from `answer`). */
  arrived?: { data: unknown };
}

const early = new Map<string, EarlyRead>();

/**
 * Starts a `GET` of each path now, answered and failed as `requestJson` answers and fails; a path
 * the server already `answered` in the page's HTML (`answersFrom`) is not asked: that answer has
 * arrived.
 */
export const startEarlyReads = (
  paths: readonly string[],
  answered: Readonly<Record<string, unknown>> = {},
) => {
  for (const path of paths) {
    if (Object.hasOwn(answered, path)) {
      const data = answered[path];
      early.set(path, { answer: Promise.resolve(data), arrived: { data } });
      continue;
    }
    const answer = requestJson<unknown>('GET', path);
    const read: EarlyRead = { answer };
    // A failed early read fails the query that takes it, which retries as for any failed request.
    answer.then(
      (data) => {
        read.arrived = { data };
      },
      () => {},
    );
    early.set(path, read);
  }
};

/**
 * The answers the server wrote into the page's HTML, from the text of its `EARLY_ANSWERS_ID`
 * element (`server/page-preloads.ts`): `GET` path → JSON; none when there is none or it can't be read.
 */
export const answersFrom = (text: string | null | undefined): Record<string, unknown> => {
  if (!text) return {};
  try {
    const answers: unknown = JSON.parse(text);
    return typeof answers === 'object' && answers !== null && !Array.isArray(answers)
      ? (answers as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** `GET path`'s JSON: the early answer the first time, if there is one; else a request now. */
export const readJson = <T>(path: string): Promise<T> => {
  const read = early.get(path);
  early.delete(path);
  return (read?.answer as Promise<T> | undefined) ?? requestJson<T>('GET', path);
};

/**
 * A query of `GET path` whose first data is the early answer when it has already arrived (taken,
 * so it is used once): `useQuery({ queryKey, ...earlyRead<T>(path) })`. Otherwise the query reads
 * as usual, taking the early answer still on its way, if any.
 */
export const earlyRead = <T>(path: string) => ({
  queryFn: () => readJson<T>(path),
  initialData: (): T | undefined => arrivedData<T>(path),
});

/** The early answer of `path` if it is here, taken; undefined while on its way, failed or never asked. */
export const arrivedData = <T>(path: string): T | undefined => {
  const arrived = early.get(path)?.arrived;
  if (!arrived) return undefined;
  early.delete(path);
  return arrived.data as T;
};

/** Forgets the reads nobody took (the person left the page they were for). */
export const forgetEarlyReads = () => early.clear();
