/**
 * Circuit thumbnails kept in the browser (IndexedDB), so a list does not redraw its cards on every
 * visit. A thumbnail is stamped with the `updatedAt` it was drawn from: a changed circuit comes
 * with a new `updatedAt`, misses, and is drawn again over the old one. Nothing here is sent to the
 * server. Without IndexedDB (some private modes) every call quietly finds nothing.
 */

import { onForget } from '../offline/forget.ts';

/** Raise it when the drawing itself changes, so thumbnails drawn the old way are drawn again. */
export const THUMBNAIL_DRAWING_VERSION = 1;
/** Enough for a long projects list and every guide; the least recently drawn go first. */
export const THUMBNAIL_CACHE_MAX = 400;

export type ThumbnailKind = 'guide' | 'project';

export interface ThumbnailRecord {
  key: string;
  stamp: string;
  /** The circuit as an SVG document, or null for an empty circuit (drawn as an empty board). */
  svg: string | null;
  storedAt: number;
}

export const thumbnailKey = (kind: ThumbnailKind, id: string) => `${kind}:${id}`;

export const thumbnailStamp = (updatedAt: string) => `${updatedAt}#v${THUMBNAIL_DRAWING_VERSION}`;

export const isFresh = (record: Pick<ThumbnailRecord, 'stamp'> | undefined, stamp: string) =>
  record?.stamp === stamp;

/** The keys to delete so that at most `max` remain: the oldest stored first. */
export const keysToEvict = (entries: readonly Pick<ThumbnailRecord, 'key' | 'storedAt'>[], max: number) =>
  [...entries]
    .sort((a, b) => a.storedAt - b.storedAt)
    .slice(0, Math.max(0, entries.length - max))
    .map((entry) => entry.key);

const DB_NAME = 'chispa-thumbnails';
const STORE = 'thumbnails';

const promised = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

let opening: Promise<IDBDatabase> | undefined;

const openDb = () => {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
};

const storeOf = async (mode: IDBTransactionMode) =>
  (await openDb()).transaction(STORE, mode).objectStore(STORE);

export const readThumbnail = async (key: string): Promise<ThumbnailRecord | undefined> => {
  try {
    return (await promised((await storeOf('readonly')).get(key))) as ThumbnailRecord | undefined;
  } catch {
    return undefined;
  }
};

const evictOldest = async () => {
  const store = await storeOf('readonly');
  if ((await promised(store.count())) <= THUMBNAIL_CACHE_MAX) return;
  const entries: Pick<ThumbnailRecord, 'key' | 'storedAt'>[] = [];
  await new Promise<void>((resolve, reject) => {
    const cursor = store.openCursor();
    cursor.onerror = () => reject(cursor.error);
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return resolve();
      const { key, storedAt } = at.value as ThumbnailRecord;
      entries.push({ key, storedAt });
      at.continue();
    };
  });
  const writable = await storeOf('readwrite');
  for (const key of keysToEvict(entries, THUMBNAIL_CACHE_MAX)) writable.delete(key);
};

/**
 * How many times the thumbnails were cleared: a drawing begun before a clear (a card drawing while
 * its person signs out) is not stored after it.
 */
let clears = 0;

/** The clear a drawing starts after; hand it back to `writeThumbnail`. */
export const thumbnailGeneration = (): number => clears;

/** Keeps a drawing unless the thumbnails were cleared since `generation` (the current one by default). */
export const writeThumbnail = async (record: ThumbnailRecord, generation = clears): Promise<void> => {
  try {
    const db = await openDb();
    // Checked where the write is queued: a clear queued before it runs first, one after it runs after.
    if (generation !== clears) return;
    await promised(db.transaction(STORE, 'readwrite').objectStore(STORE).put(record));
    await evictOldest();
  } catch {
    // A full or unavailable store only costs a redraw next time.
  }
};

/** Forgets every thumbnail (e.g. when someone signs out of a shared computer). */
export const clearThumbnails = async (): Promise<void> => {
  clears += 1;
  try {
    await promised((await storeOf('readwrite')).clear());
  } catch {
    // Nothing stored, nothing to clear.
  }
};

// Loaded, cards may be drawing: the sign-out waits for this clear (a lazy one too, use-sign-out.tsx).
onForget('thumbnails', clearThumbnails);
