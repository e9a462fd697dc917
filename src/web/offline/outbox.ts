/**
 * The save outbox in IndexedDB (issue 28): what a workspace changed and the server has not accepted
 * yet, one entry per person and project, written on every change before it is sent, so a closed
 * tab or a lost connection loses nothing. Entries go once the server accepts them (see
 * outbox-flusher.tsx for projects not open). Not Workbox's background sync: a 409 is not "sent".
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { useEffect, useState } from 'react';
import { onForget } from './forget.ts';
import type { OutboxEntry } from './outbox-entry.ts';

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { user: string } };
}

const DB_NAME = 'chispa-outbox';

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

const database = () => {
  opening ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade: (db) => db.createObjectStore('entries', { keyPath: 'id' }).createIndex('user', 'userId'),
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
};

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Calls `listener` after every write to the outbox; returns the unsubscribe. */
export const subscribeOutbox = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const readEntry = async (id: string): Promise<OutboxEntry | null> =>
  (await (await database()).get('entries', id)) ?? null;

export const listEntries = async (userId: string): Promise<OutboxEntry[]> =>
  (await database()).getAllFromIndex('entries', 'user', userId);

let askedToPersist = false;

/** The first change kept while offline asks the browser not to evict the outbox under pressure. */
const askToPersist = () => {
  if (askedToPersist || typeof navigator === 'undefined' || navigator.onLine) return;
  askedToPersist = true;
  void navigator.storage?.persist?.().catch(() => false);
};

const write = async (id: string, entry: OutboxEntry | null) => {
  const db = await database();
  if (entry) {
    await db.put('entries', entry);
    askToPersist();
  } else await db.delete('entries', id);
  changed();
};

/** Per entry: the write going on and the latest one asked for meanwhile (older ones are skipped). */
const writing = new Map<string, { running: Promise<void>; next?: OutboxEntry | null }>();

/**
 * Keeps `entry` (or deletes it when null) under `id`. Writes of one entry go one at a time, and
 * only the newest waiting one is written: a drag's hundred changes are a few writes, the last
 * always kept.
 */
export const keepEntry = (id: string, entry: OutboxEntry | null): Promise<void> => {
  const current = writing.get(id);
  if (current) {
    current.next = entry;
    return current.running;
  }
  const slot: { running: Promise<void>; next?: OutboxEntry | null } = { running: Promise.resolve() };
  slot.running = (async () => {
    let value: OutboxEntry | null | undefined = entry;
    while (value !== undefined) {
      slot.next = undefined;
      await write(id, value).catch(() => {});
      value = slot.next;
    }
    writing.delete(id);
  })();
  writing.set(id, slot);
  return slot.running;
};

/** Resolves once what was asked to be kept under `id` has been written. */
export const entrySettled = (id: string): Promise<void> => writing.get(id)?.running ?? Promise.resolve();

/** Changes a stored entry (a flush's outcome) unless it changed meanwhile. */
export const updateEntry = async (entry: OutboxEntry, change: Partial<OutboxEntry> | null) => {
  await entrySettled(entry.id);
  const stored = await readEntry(entry.id);
  if (!stored || stored.changedAt !== entry.changedAt) return;
  await keepEntry(entry.id, change ? { ...stored, ...change } : null);
};

/** Every edit waiting in the outbox for `userId`, kept up to date (0 while unknown). */
export const useWaitingEntries = (userId: string | undefined): OutboxEntry[] => {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    const refresh = () =>
      void listEntries(userId).then(
        (list) => isCurrent && setEntries(list),
        () => {},
      );
    refresh();
    const unsubscribe = subscribeOutbox(refresh);
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [userId]);
  return userId ? entries : [];
};

onForget('outbox', async () => {
  await (await database()).clear('entries');
  changed();
});
