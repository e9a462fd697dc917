import type { Diagram, DiagramPart, DiagramWire, PinRef } from './diagram.ts';
import { isBoardType, PART_KINDS, partKindName } from './part-kinds.ts';
import { BROKEN_PART_TYPE, idPrefixFor } from './parts.ts';
import { parseResistance } from './resistance.ts';

/**
 * The names a student reads for parts and wires ("Resistencia 1 · 220 Ω", "LED rojo 1", "Cable de
 * GP15 a LED rojo 1"), as descriptors the web translates: the domain picks the words, never the
 * language.
 */

/** LED colours with a name of their own ("LED rojo"); any other colour is just "LED". */
export const NAMED_LED_COLORS = ['red', 'green', 'yellow', 'blue', 'orange', 'white', 'purple'] as const;

export interface PartName {
  /** A key under `parts.names.` of the locale files (`resistor`, `led.red`, `other`). */
  key: string;
  /**
   * The number in the part's id (`r1` → 1, `led12` → 12), when the id is its type's prefix and a
   * number, as Chispa allocates them. The number belongs to the part: deleting another part never
   * renames this one.
   */
  number?: number;
  /** An id its author chose (`rojo`, `potBase`), shown beside the name so two parts stay apart. */
  tag?: string;
  /** For `other`: the type, without `wokwi-`, since we have no word for it. */
  type?: string;
}

/** A part's name and, for parts that have one, the value that tells them apart (`220 Ω`). */
export interface PartSummary {
  name: PartName;
  resistance?: number;
}

const nameKeyOf = (part: DiagramPart): string => {
  if (part.type === BROKEN_PART_TYPE) return 'broken';
  const kind = partKindName(part.type);
  if (kind === undefined) return 'other';
  if (kind !== 'led') return kind;
  const color = part.attrs.color;
  return NAMED_LED_COLORS.includes(color as never) ? `led.${color}` : 'led.other';
};

/** `r1` → 1 for a resistor; undefined for `rojo` or `r01`. */
const numberIn = (id: string, prefix: string): number | undefined => {
  if (!id.startsWith(prefix)) return undefined;
  const rest = id.slice(prefix.length);
  return /^[1-9]\d*$/.test(rest) ? Number(rest) : undefined;
};

export const describePart = (part: DiagramPart): PartName => {
  const key = nameKeyOf(part);
  const prefix = idPrefixFor(part.type);
  const number = numberIn(part.id, prefix);
  return {
    key,
    ...(number !== undefined && { number }),
    ...(number === undefined && part.id !== prefix && { tag: part.id }),
    ...(key === 'other' && { type: part.type.replace(/^wokwi-/, '') }),
  };
};

export const summarizePart = (part: DiagramPart): PartSummary => {
  const resistance = part.type === 'wokwi-resistor' ? parseResistance(part.attrs.value ?? '') : undefined;
  return { name: describePart(part), ...(resistance !== undefined && { resistance }) };
};

/** One end of a wire as a student names it: a board's pin by its label, another part by its name. */
export type WireEndName =
  | { kind: 'pin'; pin: string }
  | { kind: 'part'; name: PartName }
  | { kind: 'missing'; id: string };

export interface WireName {
  from: WireEndName;
  to: WireEndName;
}

/** `GND.3` → `GND`: pins sharing a prefix and a `.n` suffix are one net, labelled once on the board. */
export const boardPinLabel = (pin: string): string => pin.replace(/\.\d+$/, '');

/** Finds a part by id: a Map's `get` on a big diagram, a search on a small one. */
export type PartLookup = (id: string) => DiagramPart | undefined;

export const partLookupOf = (diagram: Pick<Diagram, 'parts'>): PartLookup => {
  const parts = new Map(diagram.parts.map((p) => [p.id, p]));
  return (id) => parts.get(id);
};

const nameEnd = (end: PinRef, partOf: PartLookup): WireEndName => {
  const part = partOf(end.part);
  if (!part) return { kind: 'missing', id: end.part };
  if (isBoardType(part.type)) return { kind: 'pin', pin: boardPinLabel(end.pin) };
  return { kind: 'part', name: describePart(part) };
};

/** "From GP15 to red LED 1": a board's pin comes first, as the signal leaves the board. */
export const describeWire = (wire: DiagramWire, partOf: PartLookup): WireName => {
  const from = nameEnd(wire.from, partOf);
  const to = nameEnd(wire.to, partOf);
  return to.kind === 'pin' && from.kind !== 'pin' ? { from: to, to: from } : { from, to };
};

/** Every key `describePart` may answer, for the test that each locale has a text for it. */
export const PART_NAME_KEYS: readonly string[] = [
  'broken',
  'other',
  ...Object.values(PART_KINDS)
    .map((kind) => kind.name)
    .filter((name) => name !== 'led'),
  'led.other',
  ...NAMED_LED_COLORS.map((color) => `led.${color}`),
];
