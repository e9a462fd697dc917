import type { Notice } from './audience.ts';

/** A notice, or a mark where this process began (again) to listen: nothing before it is known. */
interface Entry {
  id: string;
  notice: Notice | null;
}

export interface ReplayBuffer {
  /** The newest id: where a browser stands once it has everything sent so far. */
  head(): string;
  push(notice: Notice): void;
  /**
   * Forgets everything (the listening connection dropped, so notices may be missing) and returns
   * the id of the new starting mark.
   */
  mark(): string;
  /** What arrived after `id`, oldest first; null when `id` is unknown here, so replay is impossible. */
  after(id: string): Notice[] | null;
}

/**
 * The last `capacity` notices in the order PostgreSQL delivered them. PostgreSQL delivers
 * notifications in commit order to every listener, so every process holds them in the same order
 * and can replay after any id it holds, whoever served the id first. Marks carry `markPrefix`
 * (this process), so a mark is never mistaken for another process's.
 */
export const createReplayBuffer = (capacity: number, markPrefix: string): ReplayBuffer => {
  let entries: Entry[] = [];
  let marks = 0;

  const mark = () => {
    marks += 1;
    const id = `${markPrefix}~${marks.toString(36)}`;
    entries = [{ id, notice: null }];
    return id;
  };
  mark();

  return {
    head: () => entries.at(-1)?.id ?? mark(),
    push(notice) {
      entries.push({ id: notice.id, notice });
      if (entries.length > capacity) entries.shift();
    },
    mark,
    after(id) {
      const index = entries.findLastIndex((entry) => entry.id === id);
      if (index === -1) return null;
      return entries.slice(index + 1).flatMap((entry) => (entry.notice ? [entry.notice] : []));
    },
  };
};
