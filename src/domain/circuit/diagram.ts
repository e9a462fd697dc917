import { z } from 'zod';

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
const ID_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * A part's type names its drawing: Wokwi's types (`wokwi-pi-pico`, `board-ssd1306`, custom
 * `chip-…`) are all in the id alphabet, and ours are custom-element tags, so the same rule holds.
 */
const TYPE_PATTERN = ID_PATTERN;

/**
 * Pin names come from the drawings, ours and third parties' (`GND.1`, `A+`, `COM`, `D/C`,
 * `3V3_EN`, `1.l`), so they may hold any printable ASCII but what ends or escapes a quoted CSS or
 * HTML value (quotes, backslash, angle brackets): React Flow looks handles up by their name in
 * `[data-id="…"]`. No spaces and no control characters, which nobody could see.
 */
const PIN_PATTERN = /^(?:(?!["'`\\<>])[\x21-\x7e])+$/;

/**
 * Names every JS object already has (`__proto__`, `constructor`, `toString`…): code that looks a
 * part up in a plain object by id found the prototype's member instead of nothing, and a part
 * called `constructor` took the board down. No id, type or pin name is ever one of them.
 */
const OBJECT_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));

const isNameLike = (value: unknown, pattern: RegExp): value is string =>
  typeof value === 'string' &&
  value.length >= 1 &&
  value.length <= DIAGRAM_LIMITS.idLength &&
  pattern.test(value) &&
  !OBJECT_MEMBERS.has(value);

export const isDiagramId = (value: unknown): value is string => isNameLike(value, ID_PATTERN);
export const isPartType = (value: unknown): value is string => isNameLike(value, TYPE_PATTERN);
export const isPinName = (value: unknown): value is string => isNameLike(value, PIN_PATTERN);

/** The pattern goes into the OpenAPI document too; the object-member names are checked apart. */
const nameSchema = (pattern: RegExp, message: string) =>
  z
    .string()
    .min(1)
    .max(DIAGRAM_LIMITS.idLength)
    .regex(pattern, message)
    .refine(
      (value) => !OBJECT_MEMBERS.has(value),
      'Cannot be a name every object has (__proto__, constructor…)',
    );

export const idSchema = nameSchema(ID_PATTERN, 'Ids hold only letters, digits, _, - and .');
export const partTypeSchema = nameSchema(TYPE_PATTERN, 'Part types hold only letters, digits, _, - and .');
export const pinNameSchema = nameSchema(
  PIN_PATTERN,
  'Pin names hold printable ASCII without spaces, quotes, backslashes or angle brackets',
);

const shortText = z.string().max(DIAGRAM_LIMITS.idLength);

export const pointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
export type Point = z.infer<typeof pointSchema>;

export const pinRefSchema = z.object({ part: idSchema, pin: pinNameSchema });
export type PinRef = z.infer<typeof pinRefSchema>;

export const attrsSchema = z
  .record(shortText, z.string().max(DIAGRAM_LIMITS.attrValueLength))
  .refine((attrs) => Object.keys(attrs).length <= DIAGRAM_LIMITS.attrKeys, {
    message: `At most ${DIAGRAM_LIMITS.attrKeys} attributes`,
  });

export const diagramPartSchema = z.object({
  id: idSchema,
  type: partTypeSchema,
  x: z.number().finite(),
  y: z.number().finite(),
  rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  flip: z.boolean(),
  attrs: attrsSchema,
});
export type DiagramPart = z.infer<typeof diagramPartSchema>;

export const diagramWireSchema = z.object({
  id: idSchema,
  from: pinRefSchema,
  to: pinRefSchema,
  /** A CSS colour name or hex; `""` is a hidden wire, as in Wokwi. */
  color: shortText,
  /** Absolute canvas points the wire passes through, source to target. */
  bends: z.array(pointSchema).max(DIAGRAM_LIMITS.bends),
  /**
   * A Wokwi route (`["h10", "*", "v-5"]`) imported without pin positions to resolve it. Kept so
   * export writes it back unchanged; dropped as soon as the bends are edited.
   */
  route: z.array(z.string().max(32)).max(DIAGRAM_LIMITS.routeMoves).optional(),
});
export type DiagramWire = z.infer<typeof diagramWireSchema>;

const findDuplicate = (ids: string[]): string | undefined => {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
};

export const diagramSchema = z
  .object({
    parts: z.array(diagramPartSchema).max(DIAGRAM_LIMITS.parts),
    wires: z.array(diagramWireSchema).max(DIAGRAM_LIMITS.wires),
  })
  .superRefine((diagram, ctx) => {
    const part = findDuplicate(diagram.parts.map((p) => p.id));
    if (part) ctx.addIssue({ code: 'custom', path: ['parts'], message: `Duplicate part id ${part}` });
    const wire = findDuplicate(diagram.wires.map((w) => w.id));
    if (wire) ctx.addIssue({ code: 'custom', path: ['wires'], message: `Duplicate wire id ${wire}` });
  });
export type Diagram = z.infer<typeof diagramSchema>;

/** Frozen: start from it, never edit it in place. */
export const EMPTY_DIAGRAM: Diagram = Object.freeze({
  parts: Object.freeze([]),
  wires: Object.freeze([]),
}) as unknown as Diagram;

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
