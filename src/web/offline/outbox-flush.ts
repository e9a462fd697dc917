/**
 * Sends the outbox's entries of projects that are not open (an open workspace sends its own):
 * when the app starts, when the connection returns and on a timer (outbox-flusher.tsx). An entry
 * goes only once the server accepted it; a 409 marks it for the person's choice when the project
 * is opened; another refusal (404, 413, …) is kept and told, and not sent again by itself.
 */
import type { Project, ProjectPatch } from '../features/projects/project-api.ts';
import { isUnreachable } from './kept-reads.ts';
import { entrySettled, listEntries, readEntry, updateEntry } from './outbox.ts';
import { isFlushable, type OutboxEntry, outboxId, unsentFields } from './outbox-entry.ts';

/** Projects open in a workspace now (counted: a page may open one twice while it swaps). */
const claimed = new Map<string, number>();
/** Flushes of one project on their way: opening it waits, so its entry is read after. */
const flushing = new Map<string, Promise<void>>();

/** The workspace opened `projectId`; call the result with what lands once it closes. */
export const claimProject = (projectId: string) => {
  claimed.set(projectId, (claimed.get(projectId) ?? 0) + 1);
  let isReleased = false;
  return (landing: Promise<void>) => {
    if (isReleased) return;
    isReleased = true;
    void landing.finally(() => {
      const count = (claimed.get(projectId) ?? 1) - 1;
      if (count > 0) claimed.set(projectId, count);
      else claimed.delete(projectId);
    });
  };
};

/** The outbox entry a workspace opens with, read after any flush and write of it has finished. */
export const openingEntry = async (userId: string, projectId: string): Promise<OutboxEntry | null> => {
  const id = outboxId(userId, projectId);
  await flushing.get(projectId);
  await entrySettled(id);
  return readEntry(id).catch(() => null);
};

export type FlushOutcome =
  | { kind: 'sent'; entry: OutboxEntry }
  | { kind: 'conflict'; entry: OutboxEntry }
  | { kind: 'refused'; entry: OutboxEntry; error: unknown }
  | { kind: 'unreachable'; entry: OutboxEntry };

/** How a flush reaches the server: the PATCH, and a project's current copy (read after a 409). */
export interface FlushApi {
  patch: (projectId: string, patch: ProjectPatch) => Promise<{ kind: 'saved' } | { kind: 'conflict' }>;
  read: (projectId: string) => Promise<Project>;
}

const flushOne = async (entry: OutboxEntry, api: FlushApi): Promise<FlushOutcome> => {
  try {
    const result = await api.patch(entry.projectId, {
      version: entry.baseVersion,
      ...entry.fields,
    } as ProjectPatch);
    // A 409 against the person's own edit (its save landed, its answer did not): already sent.
    if (result.kind === 'conflict' && unsentFields(entry, await api.read(entry.projectId)).length === 0) {
      await updateEntry(entry, null);
      return { kind: 'sent', entry };
    }
    if (result.kind === 'conflict') {
      await updateEntry(entry, { isConflicted: true });
      return { kind: 'conflict', entry };
    }
    await updateEntry(entry, null);
    return { kind: 'sent', entry };
  } catch (error) {
    const { status = 0, code = 'UNKNOWN' } = error as { status?: number; code?: string };
    if (isUnreachable(error) || status === 429 || status >= 500) return { kind: 'unreachable', entry };
    await updateEntry(entry, { refusal: { status, code } });
    return { kind: 'refused', entry, error };
  }
};

/**
 * Sends `userId`'s waiting entries of projects not open here, one at a time; stops at the first
 * network failure (the rest would fail too). `includeRefused`: once per app start, entries a
 * server refused before are tried again (the project may be back, the limit changed).
 */
export const flushOutbox = async (
  userId: string,
  api: FlushApi,
  options: { includeRefused: boolean },
): Promise<FlushOutcome[]> => {
  const entries = await listEntries(userId).catch(() => []);
  const outcomes: FlushOutcome[] = [];
  for (const entry of entries) {
    if (claimed.has(entry.projectId) || flushing.has(entry.projectId) || !isFlushable(entry, options))
      continue;
    const running = flushOne(entry, api);
    const done = running.then(() => {});
    flushing.set(entry.projectId, done);
    const outcome = await running.finally(() => flushing.delete(entry.projectId));
    outcomes.push(outcome);
    if (outcome.kind === 'unreachable') break;
  }
  return outcomes;
};
