import { type Diagram, isDiagramId } from './diagram.ts';
import { idPrefixFor } from './parts.ts';

export const WIRE_ID_PREFIX = 'w';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches `<prefix><n>` for a positive n without leading zeros, capturing n. */
const numberedPattern = (prefix: string) => new RegExp(`^${escapeRegExp(prefix)}([1-9]\\d*)$`);

const numberIn = (pattern: RegExp, id: string): number | undefined => {
  const match = pattern.exec(id);
  return match ? Number(match[1]) : undefined;
};

/**
 * Spec §7 "Next component id": among ids `<prefix><n>`, the smallest unused positive n, so gaps
 * are reused (led1, led3 → led2). `led10` is 10, never 1; `ledx1` and `pico` do not count.
 */
export const nextId = (ids: Iterable<string>, prefix: string): string => {
  const pattern = numberedPattern(prefix);
  const used = new Set<number>();
  for (const id of ids) {
    const n = numberIn(pattern, id);
    if (n !== undefined) used.add(n);
  }
  let n = 1;
  while (used.has(n)) n += 1;
  return `${prefix}${n}`;
};

/**
 * `nextId` for many ids in a row (repairing or importing a whole diagram): each call takes the
 * smallest free number of its prefix, counting the ids given and those it already handed out.
 */
export const createIdAllocator = (idsInUse: Iterable<string>): ((prefix: string) => string) => {
  const ids = [...idsInUse];
  const prefixes = new Map<string, { pattern: RegExp; used: Set<number>; next: number }>();
  return (prefix) => {
    let entry = prefixes.get(prefix);
    if (!entry) {
      const pattern = numberedPattern(prefix);
      const used = new Set(ids.map((id) => numberIn(pattern, id)).filter((n) => n !== undefined));
      entry = { pattern, used, next: 1 };
      prefixes.set(prefix, entry);
    }
    while (entry.used.has(entry.next)) entry.next += 1;
    const id = `${prefix}${entry.next}`;
    ids.push(id);
    for (const other of prefixes.values()) {
      const n = numberIn(other.pattern, id);
      if (n !== undefined) other.used.add(n);
    }
    return id;
  };
};

/**
 * Ids for a list read from outside (a stored diagram, a diagram.json): a valid id seen for the
 * first time stays, the others get fresh ones (spec §7 allocation, per prefix). `byStoredId` maps
 * each stored id to the id of its first holder, so references to a renamed or doubled id follow it.
 */
export const keepOrRenameIds = (
  storedIds: readonly unknown[],
  prefixOf: (index: number) => string,
): { ids: string[]; byStoredId: Map<string, string> } => {
  const kept = new Set<string>();
  const keptIds = storedIds.map((id) => {
    if (!isDiagramId(id) || kept.has(id)) return undefined;
    kept.add(id);
    return id;
  });
  const allocate = createIdAllocator(kept);
  const ids = keptIds.map((id, i) => id ?? allocate(prefixOf(i)));
  const byStoredId = new Map<string, string>();
  ids.forEach((id, i) => {
    const storedId = storedIds[i];
    if (typeof storedId === 'string' && !byStoredId.has(storedId)) byStoredId.set(storedId, id);
  });
  return { ids, byStoredId };
};

export const nextPartId = (diagram: Diagram, prefix: string): string =>
  nextId(
    diagram.parts.map((p) => p.id),
    prefix,
  );

export const nextWireId = (diagram: Diagram): string =>
  nextId(
    diagram.wires.map((w) => w.id),
    WIRE_ID_PREFIX,
  );

/** The id a new part of `type` gets: `wokwi-led` → `led1`, `led2`, … */
export const nextIdForType = (diagram: Diagram, type: string): string =>
  nextPartId(diagram, idPrefixFor(type));
