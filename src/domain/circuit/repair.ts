import {
  DIAGRAM_LIMITS,
  type Diagram,
  type DiagramPart,
  type DiagramWire,
  isPinName,
  type PinRef,
} from './diagram.ts';
import { bendsOf, isShortText, partFieldsOf, routeOf } from './diagram-checks.ts';
import { keepOrRenameIds, WIRE_ID_PREFIX } from './ids.ts';
import { autoWireColor, BROKEN_PART_TYPE, idPrefixFor } from './parts.ts';

export interface RepairedDiagram {
  diagram: Diagram;
  /** False when the stored value already was exactly this diagram (nothing to save). */
  isChanged: boolean;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listIn = (value: unknown, key: string): unknown[] => {
  const list = isObject(value) ? value[key] : undefined;
  return Array.isArray(list) ? list : [];
};

const finiteOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

type PartFields = Omit<DiagramPart, 'id'>;

/** The part as the canvas can draw it, or a broken part in its place, kept where it was. */
const drawablePart = (stored: unknown): PartFields => {
  const parsed = partFieldsOf(stored);
  if (parsed) return parsed;
  const fields = isObject(stored) ? stored : {};
  const type = typeof fields.type === 'string' ? fields.type.slice(0, DIAGRAM_LIMITS.idLength) : undefined;
  return {
    type: BROKEN_PART_TYPE,
    x: finiteOr(fields.x, 0),
    y: finiteOr(fields.y, 0),
    rotate: 0,
    flip: false,
    attrs: type === undefined ? {} : { type },
  };
};

/** Renamed parts keep the prefix of the type they were stored with, broken or not. */
const prefixOf = (stored: unknown, part: PartFields): string =>
  idPrefixFor(isObject(stored) && typeof stored.type === 'string' ? stored.type : part.type);

const repairParts = (stored: unknown[]) => {
  const entries = stored.slice(0, DIAGRAM_LIMITS.parts);
  const fields = entries.map(drawablePart);
  const { ids, byStoredId } = keepOrRenameIds(
    entries.map((entry) => (isObject(entry) ? entry.id : undefined)),
    (i) => prefixOf(entries[i], fields[i] as PartFields),
  );
  const parts = fields.map((part, i): DiagramPart => ({ id: ids[i] as string, ...part }));
  return { parts, partIdOf: byStoredId };
};

const pinRefOf = (stored: unknown, partIdOf: Map<string, string>): PinRef | undefined => {
  if (!isObject(stored) || typeof stored.part !== 'string' || !isPinName(stored.pin)) return undefined;
  const part = partIdOf.get(stored.part);
  return part === undefined ? undefined : { part, pin: stored.pin };
};

/** A wire between two pins of parts that exist, or nothing: a wire cannot be drawn otherwise. */
const drawableWire = (
  stored: unknown,
  partIdOf: Map<string, string>,
): Omit<DiagramWire, 'id'> | undefined => {
  if (!isObject(stored)) return undefined;
  const from = pinRefOf(stored.from, partIdOf);
  const to = pinRefOf(stored.to, partIdOf);
  if (!from || !to || (from.part === to.part && from.pin === to.pin)) return undefined;
  const route = routeOf(stored.route);
  return {
    from,
    to,
    color: isShortText(stored.color) ? stored.color : autoWireColor(from.pin, to.pin),
    bends: bendsOf(stored.bends) ?? [],
    ...(route ? { route } : {}),
  };
};

const repairWires = (stored: unknown[], partIdOf: Map<string, string>): DiagramWire[] => {
  const drawable = stored
    .map((entry) => ({ entry, wire: drawableWire(entry, partIdOf) }))
    .filter((item): item is { entry: JsonObject; wire: Omit<DiagramWire, 'id'> } => item.wire !== undefined)
    .slice(0, DIAGRAM_LIMITS.wires);
  const { ids } = keepOrRenameIds(
    drawable.map(({ entry }) => entry.id),
    () => WIRE_ID_PREFIX,
  );
  return drawable.map(({ wire }, i) => ({ id: ids[i] as string, ...wire }));
};

/** Deep equality of JSON values, ignoring key order (jsonb keeps its own). */
const isSameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => isSameJson(x, b[i]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && isSameJson(a[k], b[k]))
  );
};

/**
 * Any stored value as a diagram the editor can hold (it always passes `diagramSchema`): invalid
 * or doubled ids are renamed and wires follow; a part the canvas cannot draw stays as a broken
 * part (BROKEN_PART_TYPE) for the user to see and delete; wires that cannot be drawn (an end on no
 * part, a bad pin, non-objects) are dropped, and their bad colours, bends or routes reset.
 */
export const repairDiagram = (stored: unknown): RepairedDiagram => {
  const { parts, partIdOf } = repairParts(listIn(stored, 'parts'));
  const wires = repairWires(listIn(stored, 'wires'), partIdOf);
  const diagram: Diagram = { parts, wires };
  return { diagram, isChanged: !isSameJson(stored, diagram) };
};

export const isBrokenPart = (part: Pick<DiagramPart, 'type'>): boolean => part.type === BROKEN_PART_TYPE;
