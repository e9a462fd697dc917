/**
 * The first API reads of the page the document opened on (domain/page-reads.ts), asked for by the
 * entry before React and the page's code arrive. `requestJson` hands each one, once, to the first
 * `GET` of the same path (the query that would have asked for it), so the query cache and each
 * query's options stay as they were: only the request started earlier. Reads nobody took are
 * forgotten once the person leaves that page, so a later visit asks the server again.
 */
const early = new Map<string, Promise<Response>>();

/** Starts `paths` with the options `requestJson` sends (a server `preload` of them is matched). */
export const startEarlyReads = (paths: readonly string[], send: (path: string) => Promise<Response>) => {
  for (const path of paths) {
    const response = send(path);
    // A failed early read is retried by the query that takes it, as any failed request is.
    response.catch(() => {});
    early.set(path, response);
  }
};

/** The early response for a `GET` of `path`, once; undefined when there is none (left). */
export const takeEarlyRead = (path: string): Promise<Response> | undefined => {
  const response = early.get(path);
  early.delete(path);
  return response;
};

/** Forgets the reads nobody took (the person left the page they were for). */
export const forgetEarlyReads = () => early.clear();
