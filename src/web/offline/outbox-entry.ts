/**
 * The save outbox's entries as data (no I/O): one entry per person and project, holding the values
 * of the fields not yet accepted by the server and the version they were based on. The open
 * workspace mirrors its saver into it; opening a project lays its entry over the server's copy.
 */
import { SAVED_FIELDS, type SavedField, type SaveState } from '../features/workspace/save-state.ts';

export type OutboxFields = Partial<Record<SavedField, unknown>>;

/** Why the server refused the entry for good (not a conflict): it waits for the person, not a timer. */
export interface OutboxRefusal {
  status: number;
  code: string;
}

export interface OutboxEntry {
  /** `${userId}/${projectId}`: one entry per person and project. */
  id: string;
  userId: string;
  projectId: string;
  /** The version the unsent fields were edited on: the PATCH carries it, a newer one answers 409. */
  baseVersion: number;
  fields: OutboxFields;
  changedAt: string;
  refusal: OutboxRefusal | null;
  /** A flush met a newer version on the server: the person chooses when the project is opened. */
  isConflicted: boolean;
}

export const outboxId = (userId: string, projectId: string) => `${userId}/${projectId}`;

/** The fields a saver has not had accepted yet: changed, or on their way. */
export const pendingFields = (state: SaveState): SavedField[] =>
  SAVED_FIELDS.filter((field) => state.dirty.includes(field) || Boolean(state.inFlight?.includes(field)));

/**
 * The entry that mirrors a saver: its pending fields with their current values, based on the
 * version the next PATCH carries; null when nothing is pending (the entry is deleted).
 */
export const entryOfSaver = (
  owner: { userId: string; projectId: string },
  state: SaveState,
  current: Record<SavedField, unknown>,
  /** Why the server refused the last save, kept while the saver waits for the person. */
  refusal: OutboxRefusal | null,
  now: Date,
): OutboxEntry | null => {
  const pending = pendingFields(state);
  if (pending.length === 0) return null;
  const fields: OutboxFields = {};
  for (const field of pending) fields[field] = current[field];
  return {
    id: outboxId(owner.userId, owner.projectId),
    ...owner,
    baseVersion: state.version,
    fields,
    changedAt: now.toISOString(),
    refusal: state.failure === 'rejected' ? refusal : null,
    isConflicted: state.conflict !== null,
  };
};

/** Equal as JSON, whatever the order of keys (the database's jsonb keeps its own order). */
export const isSameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) =>
      isSameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
};

type Saved = Partial<Record<SavedField, unknown>>;

/**
 * The entry's fields the server's copy does not hold yet. None when a save landed without its
 * answer reaching this computer (a closing tab's last save): then nothing waits, and no conflict
 * is raised against the person's own edit.
 */
export const unsentFields = (entry: OutboxEntry, project: Saved): SavedField[] =>
  SAVED_FIELDS.filter(
    (field) => Object.hasOwn(entry.fields, field) && !isSameValue(entry.fields[field], project[field]),
  );

/** What the workspace opens: the server's copy with the entry's fields over it, and which to send. */
export const openWithEntry = <P extends { version: number } & Saved>(
  project: P,
  entry: OutboxEntry | null | undefined,
): { project: P; pending: SavedField[] } => {
  if (!entry || unsentFields(entry, project).length === 0) return { project, pending: [] };
  const pending = SAVED_FIELDS.filter((field) => Object.hasOwn(entry.fields, field));
  const merged: P = { ...project, version: entry.baseVersion };
  for (const field of pending) (merged as Record<SavedField, unknown>)[field] = entry.fields[field];
  return { project: merged, pending };
};

/** The fields one change of the program touches: its code, its view and its blocks count once. */
const PROGRAM_FIELDS: readonly SavedField[] = ['code', 'codeView', 'blocks'];

/** How many changes wait across entries: each project's changed name, category, circuit or program. */
export const waitingChanges = (entries: readonly Pick<OutboxEntry, 'fields'>[]): number =>
  entries.reduce((sum, entry) => {
    const fields = Object.keys(entry.fields) as SavedField[];
    const others = fields.filter((field) => !PROGRAM_FIELDS.includes(field)).length;
    return sum + others + (fields.length > others ? 1 : 0);
  }, 0);

/** Entries a background flush sends: not conflicted (that needs a choice), not refused unless asked. */
export const isFlushable = (entry: OutboxEntry, options: { includeRefused: boolean }): boolean =>
  !entry.isConflicted && (entry.refusal === null || options.includeRefused);
