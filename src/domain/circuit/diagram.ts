import type { Diagram, DiagramPart, DiagramWire, PinRef } from './diagram-schema.ts';

/**
 * The circuit as data (STYLE.md rule 1): what the canvas edits, what the database stores in
 * `projects.diagram`, what Wokwi's diagram.json maps to. Coordinates are CSS px, as in Wokwi.
 */

export const DIAGRAM_LIMITS = {
  parts: 2000,
  wires: 4000,
  idLength: 64,
  attrValueLength: 2000,
  attrKeys: 200,
  bends: 1000,
  /** Wokwi route moves kept verbatim when their geometry could not be resolved on import. */
  routeMoves: 1000,
} as const;

export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/**
 * Ids (of parts and wires) keep to Wokwi's alphabet, ASCII letters, digits, `_`, `-` and `.`
 * (`led1`, `pico`, `btn_a`, `r.2`). The canvas puts ids into CSS selectors and HTML attributes
 * (React Flow finds a node by `[data-id="<id>"]`), and a quote in one took the whole board down;
 * with this alphabet nothing needs escaping anywhere, and the colon of `part:pin` stays free.
 */
export const ID_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * A part's type names its drawing: Wokwi's types (`wokwi-pi-pico`, `board-ssd1306`, custom
 * `chip-…`) are all in the id alphabet, and ours are custom-element tags, so the same rule holds.
 */
export const TYPE_PATTERN = ID_PATTERN;

/**
 * Pin names come from the drawings, ours and third parties' (`GND.1`, `A+`, `COM`, `D/C`,
 * `3V3_EN`, `1.l`), so they may hold any printable ASCII but what ends or escapes a quoted CSS or
 * HTML value (quotes, backslash, angle brackets): React Flow looks handles up by their name in
 * `[data-id="…"]`. No spaces and no control characters, which nobody could see.
 */
export const PIN_PATTERN = /^(?:(?!["'`\\<>])[\x21-\x7e])+$/;

/**
 * Names every JS object already has (`__proto__`, `constructor`, `toString`…): code that looks a
 * part up in a plain object by id found the prototype's member instead of nothing, and a part
 * called `constructor` took the board down. No id, type or pin name is ever one of them.
 */
export const OBJECT_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));

const isNameLike = (value: unknown, pattern: RegExp): value is string =>
  typeof value === 'string' &&
  value.length >= 1 &&
  value.length <= DIAGRAM_LIMITS.idLength &&
  pattern.test(value) &&
  !OBJECT_MEMBERS.has(value);

export const isDiagramId = (value: unknown): value is string => isNameLike(value, ID_PATTERN);
export const isPartType = (value: unknown): value is string => isNameLike(value, TYPE_PATTERN);
export const isPinName = (value: unknown): value is string => isNameLike(value, PIN_PATTERN);

/** Frozen: start from it, never edit it in place. */
export const EMPTY_DIAGRAM: Diagram = Object.freeze({
  parts: Object.freeze([]),
  wires: Object.freeze([]),
}) as unknown as Diagram;

export type {
  Diagram,
  DiagramPart,
  DiagramWire,
  PinRef,
  Point,
} from './diagram-schema.ts';

export const isSamePin = (a: PinRef, b: PinRef): boolean => a.part === b.part && a.pin === b.pin;

/** `"led1:A"`, the endpoint notation of diagram.json and of the clipboard. */
export const formatPinRef = (ref: PinRef): string => `${ref.part}:${ref.pin}`;

/** Splits at the first colon: part ids cannot hold one, pin names may (`$serialMonitor:TX`). */
export const parsePinRef = (endpoint: string): PinRef | undefined => {
  const colon = endpoint.indexOf(':');
  if (colon <= 0 || colon === endpoint.length - 1) return undefined;
  return { part: endpoint.slice(0, colon), pin: endpoint.slice(colon + 1) };
};

export const findPart = (diagram: Diagram, id: string): DiagramPart | undefined =>
  diagram.parts.find((p) => p.id === id);

export const findWire = (diagram: Diagram, id: string): DiagramWire | undefined =>
  diagram.wires.find((w) => w.id === id);

/** Wires with an end on one of `partIds`. */
export const wiresOfParts = (diagram: Diagram, partIds: Iterable<string>): DiagramWire[] => {
  const ids = new Set(partIds);
  return diagram.wires.filter((w) => ids.has(w.from.part) || ids.has(w.to.part));
};
