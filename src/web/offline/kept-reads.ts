/**
 * Query data kept in IndexedDB for working offline (issue 28): who is signed in, their projects
 * lists, each project opened, and what the workspace needs to draw and run (kept-reads-rules.ts).
 * Stored under the person's id and read only for them; a different person signing in, a signed-out
 * answer and a sign-out delete it. A kept read is used only when the network fails.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { isApiError } from '../lib/api.ts';
import { onForget } from './forget.ts';
import { isKeptQuery, keptId } from './kept-reads-rules.ts';

interface KeptRead {
  id: string;
  userId: string;
  key: readonly unknown[];
  data: unknown;
  keptAt: number;
}

interface KeptSchema extends DBSchema {
  reads: { key: string; value: KeptRead };
  /** `user`: the id of the person the kept reads belong to. */
  meta: { key: string; value: string };
}

let opening: Promise<IDBPDatabase<KeptSchema>> | null = null;

const database = () => {
  opening ??= openDB<KeptSchema>('chispa-kept-reads', 1, {
    upgrade: (db) => {
      db.createObjectStore('reads', { keyPath: 'id' });
      db.createObjectStore('meta');
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
};

/** The person whose reads are kept, once known (from the signed-in answer or from storage). */
let keptUser: Promise<string | null> | null = null;

const keptUserId = (): Promise<string | null> => {
  keptUser ??= database()
    .then(async (db) => (await db.get('meta', 'user')) ?? null)
    .catch(() => null);
  return keptUser;
};

/** The network failed (or the server is unreachable behind a proxy): a kept read may stand in. */
export const isUnreachable = (error: unknown): boolean =>
  !isApiError(error) || error.status === 0 || error.status === 502 || error.status === 504;

const wipe = async () => {
  keptUser = Promise.resolve(null);
  const db = await database();
  const tx = db.transaction(['reads', 'meta'], 'readwrite');
  await Promise.all([tx.objectStore('reads').clear(), tx.objectStore('meta').clear(), tx.done]);
};

/** The id in a signed-in answer (`GET /api/me`), or null when signed out. */
const userIdOf = (me: unknown): string | null => {
  const id = (me as { user?: { id?: unknown } } | null | undefined)?.user?.id;
  return typeof id === 'string' ? id : null;
};

/** The signed-in answer decides whose reads may be kept; someone else's go at once. */
const keepUser = async (me: unknown) => {
  const id = userIdOf(me);
  const previous = await keptUserId();
  if (id === null) {
    if (previous !== null) await wipe();
    return;
  }
  if (previous === id) return;
  if (previous !== null) await wipe();
  keptUser = Promise.resolve(id);
  await (await database()).put('meta', id, 'user');
};

/** Serialises the writes so a sign-in's wipe never runs after the new person's first reads. */
let writes: Promise<unknown> = Promise.resolve();
const queue = (job: () => Promise<unknown>) => {
  writes = writes.then(job).catch(() => {});
};

/** Stores one query's data under the person signed in (when theirs are the reads kept). */
const keepRead = async (queryClient: QueryClient, queryKey: readonly unknown[], data: unknown) => {
  const userId = userIdOf(queryClient.getQueryData(['me']));
  if (!userId || userId !== (await keptUserId())) return;
  const read: KeptRead = { id: keptId(userId, queryKey), userId, key: queryKey, data, keptAt: Date.now() };
  await (await database()).put('reads', read);
};

/** The person whose early reads were swept into the store in this page. */
let sweptFor: string | null = null;

/**
 * Keeps the data of the listed queries as it arrives (fetched or set), under the signed-in person.
 * A read that arrived before the person was known (a page's first answers can come in any order)
 * is kept when they are.
 */
export const keepReads = (queryClient: QueryClient) =>
  queryClient.getQueryCache().subscribe((event) => {
    // A query made with its first data (the answers the server wrote into the page) is `added`.
    const isArrived =
      (event.type === 'updated' && event.action.type === 'success') ||
      (event.type === 'added' && event.query.state.status === 'success');
    if (!isArrived) return;
    const { queryKey, state } = event.query;
    const data = state.data;
    if (queryKey.length === 1 && queryKey[0] === 'me') {
      queue(() => keepUser(data));
      // Once per person in this page, not on every refetch of `me`: what arrived before them.
      const userId = userIdOf(data);
      if (!userId) sweptFor = null;
      else if (userId !== sweptFor) {
        sweptFor = userId;
        queue(async () => {
          for (const query of queryClient.getQueryCache().getAll()) {
            const known = query.state.data;
            if (query.state.status === 'success' && known !== undefined && isKeptQuery(query.queryKey))
              await keepRead(queryClient, query.queryKey, known);
          }
        });
      }
    }
    if (!isKeptQuery(queryKey) || data === undefined) return;
    queue(() => keepRead(queryClient, queryKey, data));
  });

/** The kept data of `key` for the person whose reads are kept, if any. */
export const keptRead = async <T>(key: readonly unknown[]): Promise<T | undefined> => {
  try {
    await writes;
    const userId = await keptUserId();
    if (!userId) return undefined;
    const read = await (await database()).get('reads', keptId(userId, key));
    return read?.data as T | undefined;
  } catch {
    return undefined;
  }
};

/** Every kept read whose key starts with `root`, as [key, data], for the person whose reads are kept. */
export const keptReadsUnder = async (root: string): Promise<[readonly unknown[], unknown][]> => {
  try {
    await writes;
    const userId = await keptUserId();
    if (!userId) return [];
    const reads = await (await database()).getAll('reads');
    return reads
      .filter((read) => read.userId === userId && read.key[0] === root)
      .map((read): [readonly unknown[], unknown] => [read.key, read.data]);
  } catch {
    return [];
  }
};

/**
 * `read`, or when the network fails, the data kept for `key` (`pick` takes the part a query
 * answers with from it, e.g. one page of a list). Other failures stay failures.
 */
export const withKeptRead =
  <T, K = T>(key: readonly unknown[], read: () => Promise<T>, pick?: (kept: K) => T | undefined) =>
  async (): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      const kept = await keptRead<K>(key);
      const data = kept === undefined ? undefined : pick ? pick(kept) : (kept as unknown as T);
      if (data === undefined) throw error;
      return data;
    }
  };

/** Query options of a kept query: its function runs offline too, so the kept data can answer. */
export const KEPT_NETWORK_MODE = 'always' as const;

onForget('kept-reads', wipe);
