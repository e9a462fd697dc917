import { z } from 'zod';
import {
  DIAGRAM_LIMITS,
  type Diagram,
  type DiagramPart,
  type DiagramWire,
  isPinName,
  type PinRef,
  type Rotation,
} from './diagram.ts';
import { diagramSchema, partTypeSchema } from './diagram-schema.ts';
import { createIdAllocator, keepOrRenameIds, WIRE_ID_PREFIX } from './ids.ts';
import { autoWireColor, idPrefixFor } from './parts.ts';
import { routeToBends } from './route.ts';
import { hasWireBetween } from './wiring.ts';
import { FLIP_ATTR, type PinPosition } from './wokwi-export.ts';

/**
 * Wokwi's diagram.json (wokwi-diagram.md) ↔ our Diagram. Pin names pass through unchanged.
 * `flip` travels as the `flip` attr (`"1"`), which is how Wokwi's LED reads it.
 */

export type { PinPosition, WokwiConnection, WokwiDiagram, WokwiPart } from './wokwi-export.ts';
export { toWokwiJson } from './wokwi-export.ts';

export type WokwiIssueCode =
  | 'INVALID_JSON'
  | 'INVALID_DIAGRAM'
  | 'PART_ID_RENAMED'
  | 'PART_HIDE_IGNORED'
  | 'ROTATION_ROUNDED'
  | 'WIRE_BAD_ENDPOINT'
  | 'WIRE_UNKNOWN_PART'
  | 'WIRE_TO_ITSELF'
  | 'WIRE_DUPLICATE'
  | 'SERIAL_MONITOR_IGNORED';

/** A code for the web to translate (STYLE.md rule 6) and an English message with the place. */
export interface WokwiIssue {
  code: WokwiIssueCode;
  message: string;
}

export type WokwiImport =
  | { ok: true; diagram: Diagram; warnings: WokwiIssue[] }
  | { ok: false; error: WokwiIssue };

const TRUE_VALUES = ['1', 'true'];

const attrValue = z.union([z.string(), z.number(), z.boolean()]).transform(String);

const wokwiPartSchema = z.object({
  /** Any id: one our rules cannot keep (invalid, doubled, missing) is renamed on import. */
  id: z.unknown().optional(),
  type: partTypeSchema,
  left: z.number().finite().optional(),
  top: z.number().finite().optional(),
  rotate: z.number().finite().optional(),
  hide: z.boolean().optional(),
  attrs: z.record(z.string(), attrValue.pipe(z.string().max(DIAGRAM_LIMITS.attrValueLength))).optional(),
});

const wokwiConnectionSchema = z.union([
  z.tuple([z.string(), z.string()]),
  z.tuple([z.string(), z.string(), z.string()]),
  z.tuple([z.string(), z.string(), z.string(), z.array(z.string().max(32)).max(DIAGRAM_LIMITS.routeMoves)]),
]);

const wokwiDiagramSchema = z.object({
  version: z.literal(1).optional(),
  author: z.string().optional(),
  editor: z.string().optional(),
  parts: z.array(wokwiPartSchema).max(DIAGRAM_LIMITS.parts),
  connections: z.array(wokwiConnectionSchema).max(DIAGRAM_LIMITS.wires).optional(),
  serialMonitor: z.unknown().optional(),
});

type ParsedPart = z.infer<typeof wokwiPartSchema>;

const issue = (code: WokwiIssueCode, message: string): WokwiIssue => ({ code, message });

const toRotation = (degrees: number): Rotation =>
  ((((Math.round(degrees / 90) * 90) % 360) + 360) % 360) as Rotation;

const importPart = (part: ParsedPart, id: string, warnings: WokwiIssue[]): DiagramPart => {
  const { [FLIP_ATTR]: flip, ...attrs } = part.attrs ?? {};
  const rotate = toRotation(part.rotate ?? 0);
  if ((part.rotate ?? 0) % 90 !== 0)
    warnings.push(issue('ROTATION_ROUNDED', `${id}: rotate ${part.rotate} became ${rotate}`));
  if (part.hide) warnings.push(issue('PART_HIDE_IGNORED', `${id}: hidden parts are shown`));
  return {
    id,
    type: part.type,
    x: part.left ?? 0,
    y: part.top ?? 0,
    rotate,
    flip: flip !== undefined && TRUE_VALUES.includes(flip.toLowerCase()),
    attrs,
  };
};

/** A file's id in a message, cut short: a hostile file may hold a huge one, or none. */
const shown = (id: unknown): string => {
  const text = typeof id === 'string' ? id : (JSON.stringify(id) ?? 'none');
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/**
 * The parts with ids our rules keep (`keepOrRenameIds`: invalid, doubled or missing ones are
 * renamed, with a warning), and the part a connection's `part` text reaches: its first holder.
 */
const importParts = (parsed: ParsedPart[], warnings: WokwiIssue[]) => {
  const { ids, byStoredId } = keepOrRenameIds(
    parsed.map((part) => part.id),
    (i) => idPrefixFor(parsed[i]?.type ?? ''),
  );
  const parts = parsed.map((part, i) => {
    const id = ids[i] as string;
    if (id !== part.id)
      warnings.push(issue('PART_ID_RENAMED', `parts[${i}]: ${shown(part.id)} became ${id}`));
    return importPart(part, id, warnings);
  });
  const byId = new Map(parts.map((part) => [part.id, part]));
  const partFor = (fileId: string) => byId.get(byStoredId.get(fileId) ?? '');
  return { parts, partFor };
};

const parseEndpoint = (endpoint: string): PinRef | undefined => {
  const colon = endpoint.indexOf(':');
  if (colon <= 0 || colon === endpoint.length - 1) return undefined;
  return { part: endpoint.slice(0, colon), pin: endpoint.slice(colon + 1) };
};

const resolveRoute = (
  route: string[],
  ends: { from: DiagramPart; to: DiagramPart; wire: Omit<DiagramWire, 'bends' | 'route'> },
  pinPosition: PinPosition | undefined,
): Pick<DiagramWire, 'bends' | 'route'> => {
  if (route.length === 0) return { bends: [] };
  const source = pinPosition?.(ends.from, ends.wire.from.pin);
  const target = pinPosition?.(ends.to, ends.wire.to.pin);
  const bends = source && target ? routeToBends(route, source, target) : undefined;
  return bends ? { bends } : { bends: [], route: [...route] };
};

const importWires = (
  connections: z.infer<typeof wokwiConnectionSchema>[],
  partFor: (fileId: string) => DiagramPart | undefined,
  pinPosition: PinPosition | undefined,
  warnings: WokwiIssue[],
): DiagramWire[] => {
  const wires: DiagramWire[] = [];
  const nextWireId = createIdAllocator([]);
  connections.forEach(([fromText, toText, color, route = []], i) => {
    const at = `connections[${i}]`;
    if (fromText.startsWith('$') || toText.startsWith('$')) {
      warnings.push(issue('SERIAL_MONITOR_IGNORED', `${at}: ${fromText} → ${toText} is virtual`));
      return;
    }
    const fromEnd = parseEndpoint(fromText);
    const toEnd = parseEndpoint(toText);
    if (!fromEnd || !toEnd || !isPinName(fromEnd.pin) || !isPinName(toEnd.pin)) {
      warnings.push(issue('WIRE_BAD_ENDPOINT', `${at}: expected "part:pin", got ${fromText} → ${toText}`));
      return;
    }
    const fromPart = partFor(fromEnd.part);
    const toPart = partFor(toEnd.part);
    if (!fromPart || !toPart) {
      warnings.push(
        issue('WIRE_UNKNOWN_PART', `${at}: no part ${shown(fromPart ? toEnd.part : fromEnd.part)}`),
      );
      return;
    }
    const from = { part: fromPart.id, pin: fromEnd.pin };
    const to = { part: toPart.id, pin: toEnd.pin };
    if (from.part === to.part && from.pin === to.pin) {
      warnings.push(issue('WIRE_TO_ITSELF', `${at}: ${fromText} to itself`));
      return;
    }
    if (hasWireBetween(wires, from, to)) {
      warnings.push(issue('WIRE_DUPLICATE', `${at}: ${fromText} → ${toText} again`));
      return;
    }
    const id = nextWireId(WIRE_ID_PREFIX);
    const wire = { id, from, to, color: color ?? autoWireColor(from.pin, to.pin) };
    wires.push({ ...wire, ...resolveRoute(route, { from: fromPart, to: toPart, wire }, pinPosition) });
  });
  return wires;
};

const describeZodError = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');

/** Validates a parsed diagram.json and maps it. Never throws. */
export const fromWokwiJson = (json: unknown, options: { pinPosition?: PinPosition } = {}): WokwiImport => {
  const parsed = wokwiDiagramSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: issue('INVALID_DIAGRAM', describeZodError(parsed.error)) };
  const warnings: WokwiIssue[] = [];
  if (parsed.data.serialMonitor !== undefined)
    warnings.push(issue('SERIAL_MONITOR_IGNORED', 'serialMonitor settings are not kept'));
  const { parts, partFor } = importParts(parsed.data.parts, warnings);
  const wires = importWires(parsed.data.connections ?? [], partFor, options.pinPosition, warnings);
  const diagram = { parts, wires };
  const checked = diagramSchema.safeParse(diagram);
  if (!checked.success)
    return { ok: false, error: issue('INVALID_DIAGRAM', describeZodError(checked.error)) };
  return { ok: true, diagram: checked.data, warnings };
};

/** `fromWokwiJson` for the text of a file or the clipboard. */
export const parseWokwiJson = (text: string, options: { pinPosition?: PinPosition } = {}): WokwiImport => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, error: issue('INVALID_JSON', `Not JSON: ${detail}`) };
  }
  return fromWokwiJson(json, options);
};
