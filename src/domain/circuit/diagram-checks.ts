import {
  DIAGRAM_LIMITS,
  type DiagramPart,
  type DiagramWire,
  isDiagramId,
  isPartType,
  isPinName,
  type PinRef,
  type Point,
  ROTATIONS,
} from './diagram.ts';

/**
 * `diagramPartSchema` and `diagramWireSchema` of diagram.ts written without zod, giving the same
 * answers and the same data (unknown keys left out): repairing a stored diagram and reading a paste
 * run in every page that draws a circuit (home's thumbnails, the workspace), and zod would come to
 * those pages with them. diagram-checks.test.ts compares each with its schema on generated values;
 * the server and the API keep the schemas.
 */

type JsonObject = Record<string, unknown>;
type PartFields = Omit<DiagramPart, 'id'>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= DIAGRAM_LIMITS.idLength;

const isRotation = (value: unknown): value is DiagramPart['rotate'] =>
  ROTATIONS.some((rotation) => rotation === value);

/**
 * `attrsSchema`: at most `attrKeys` short keys, each with a string value of bounded length. Like
 * zod's record, an own `__proto__` key (JSON.parse makes one) is skipped unread, so both keep the same.
 */
const attrsOf = (value: unknown): Record<string, string> | undefined => {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value).filter(([key]) => key !== '__proto__');
  const isValid =
    entries.length <= DIAGRAM_LIMITS.attrKeys &&
    entries.every(
      ([key, text]) =>
        isShortText(key) && typeof text === 'string' && text.length <= DIAGRAM_LIMITS.attrValueLength,
    );
  return isValid ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
};

/** A stored part's fields as `diagramPartSchema` (less the id) reads them, or undefined. */
export const partFieldsOf = (stored: unknown): PartFields | undefined => {
  if (!isObject(stored)) return undefined;
  const { type, x, y, rotate, flip } = stored;
  const attrs = attrsOf(stored.attrs);
  if (!isPartType(type) || !isFiniteNumber(x) || !isFiniteNumber(y) || !isRotation(rotate)) return undefined;
  if (typeof flip !== 'boolean' || !attrs) return undefined;
  return { type, x, y, rotate, flip, attrs };
};

/** A wire's bends as its schema reads them (points of finite coordinates, capped), or undefined. */
export const bendsOf = (value: unknown): Point[] | undefined => {
  if (!Array.isArray(value) || value.length > DIAGRAM_LIMITS.bends) return undefined;
  const points = value.map((point: unknown) =>
    isObject(point) && isFiniteNumber(point.x) && isFiniteNumber(point.y) ? { x: point.x, y: point.y } : null,
  );
  return points.every((point) => point !== null) ? (points as Point[]) : undefined;
};

/** A wire's Wokwi route as its schema reads it (short moves, capped), or undefined. */
export const routeOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) &&
  value.length <= DIAGRAM_LIMITS.routeMoves &&
  value.every((move) => typeof move === 'string' && move.length <= 32)
    ? [...(value as string[])]
    : undefined;

const pinRefOf = (value: unknown): PinRef | undefined =>
  isObject(value) && isDiagramId(value.part) && isPinName(value.pin)
    ? { part: value.part, pin: value.pin }
    : undefined;

/** A part as `diagramPartSchema` reads it, or undefined. */
export const diagramPartOf = (value: unknown): DiagramPart | undefined => {
  const fields = partFieldsOf(value);
  return fields && isObject(value) && isDiagramId(value.id) ? { id: value.id, ...fields } : undefined;
};

/** A wire as `diagramWireSchema` reads it, or undefined. */
export const diagramWireOf = (value: unknown): DiagramWire | undefined => {
  if (!isObject(value) || !isDiagramId(value.id) || !isShortText(value.color)) return undefined;
  const from = pinRefOf(value.from);
  const to = pinRefOf(value.to);
  const bends = bendsOf(value.bends);
  const route = value.route === undefined ? undefined : routeOf(value.route);
  if (!from || !to || !bends || (value.route !== undefined && !route)) return undefined;
  return { id: value.id, from, to, color: value.color, bends, ...(route ? { route } : {}) };
};
