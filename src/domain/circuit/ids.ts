import type { Diagram } from './diagram.ts';
import { idPrefixFor } from './parts.ts';

export const WIRE_ID_PREFIX = 'w';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Spec §7 "Next component id": among ids `<prefix><n>`, the smallest unused positive n, so gaps
 * are reused (led1, led3 → led2). `led10` is 10, never 1; `ledx1` and `pico` do not count.
 */
export const nextId = (ids: Iterable<string>, prefix: string): string => {
  const pattern = new RegExp(`^${escapeRegExp(prefix)}([1-9]\\d*)$`);
  const used = new Set<number>();
  for (const id of ids) {
    const match = pattern.exec(id);
    if (match) used.add(Number(match[1]));
  }
  let n = 1;
  while (used.has(n)) n += 1;
  return `${prefix}${n}`;
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
