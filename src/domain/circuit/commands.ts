import type { ClipboardPayload } from './clipboard.ts';
import {
  DIAGRAM_LIMITS,
  type Diagram,
  type DiagramPart,
  type DiagramWire,
  type PinRef,
  type Point,
  type Rotation,
} from './diagram.ts';
import { nextIdForType, nextWireId } from './ids.ts';
import { autoWireColor, defaultAttrsFor } from './parts.ts';
import { duplicateParts, pastePayload } from './paste.ts';
import { hasWireBetween, roundPx } from './wiring.ts';

/**
 * Every edit of the circuit (STYLE.md rule 2). The editor labels them by `type`
 * (`t('editor.commands.<type>')`) and records undo when a gesture ends.
 */
export type Command =
  | { type: 'addPart'; partType: string; x: number; y: number; attrs?: Record<string, string> }
  | { type: 'moveParts'; partIds: readonly string[]; dx: number; dy: number }
  | { type: 'rotateParts'; partIds: readonly string[] }
  | { type: 'flipParts'; partIds: readonly string[] }
  | { type: 'deleteSelection'; partIds: readonly string[]; wireIds: readonly string[] }
  /** Merged into the part's attrs; `null` removes an attr. */
  | { type: 'setPartAttrs'; partId: string; attrs: Record<string, string | null> }
  /** Without `color`, Wokwi's automatic colour for the two pins. */
  | { type: 'addWire'; from: PinRef; to: PinRef; color?: string; bends?: Point[] }
  | { type: 'setWireColor'; wireIds: readonly string[]; color: string }
  | { type: 'setWireBends'; wireId: string; bends: Point[] }
  | { type: 'deleteWires'; wireIds: readonly string[] }
  | { type: 'paste'; payload: ClipboardPayload; offset?: Point }
  | { type: 'duplicate'; partIds: readonly string[]; offset?: Point }
  | { type: 'replaceDiagram'; diagram: Diagram };

export type CommandType = Command['type'];

export interface CommandResult {
  diagram: Diagram;
  /** Ids of what the command created (addPart, addWire, paste, duplicate), to select them. */
  created: { partIds: string[]; wireIds: string[] };
}

const NOTHING = { partIds: [], wireIds: [] };
const unchanged = (diagram: Diagram): CommandResult => ({ diagram, created: NOTHING });

/** Maps the listed parts; the same diagram when none changed. */
const updateParts = (
  diagram: Diagram,
  partIds: readonly string[],
  update: (part: DiagramPart) => DiagramPart,
): Diagram => {
  const ids = new Set(partIds);
  let changed = false;
  const parts = diagram.parts.map((part) => {
    if (!ids.has(part.id)) return part;
    const next = update(part);
    if (next !== part) changed = true;
    return next;
  });
  return changed ? { ...diagram, parts } : diagram;
};

const updateWires = (
  diagram: Diagram,
  wireIds: readonly string[],
  update: (wire: DiagramWire) => DiagramWire,
): Diagram => {
  const ids = new Set(wireIds);
  let changed = false;
  const wires = diagram.wires.map((wire) => {
    if (!ids.has(wire.id)) return wire;
    const next = update(wire);
    if (next !== wire) changed = true;
    return next;
  });
  return changed ? { ...diagram, wires } : diagram;
};

const removeParts = (diagram: Diagram, partIds: readonly string[], wireIds: readonly string[]) => {
  const parts = new Set(partIds);
  const wires = new Set(wireIds);
  const next: Diagram = {
    parts: diagram.parts.filter((p) => !parts.has(p.id)),
    wires: diagram.wires.filter((w) => !wires.has(w.id) && !parts.has(w.from.part) && !parts.has(w.to.part)),
  };
  const changed = next.parts.length !== diagram.parts.length || next.wires.length !== diagram.wires.length;
  return changed ? next : diagram;
};

const addPart = (diagram: Diagram, c: Extract<Command, { type: 'addPart' }>): CommandResult => {
  if (diagram.parts.length >= DIAGRAM_LIMITS.parts) return unchanged(diagram);
  const part: DiagramPart = {
    id: nextIdForType(diagram, c.partType),
    type: c.partType,
    x: roundPx(c.x),
    y: roundPx(c.y),
    rotate: 0,
    flip: false,
    attrs: { ...defaultAttrsFor(c.partType), ...c.attrs },
  };
  return {
    diagram: { ...diagram, parts: [...diagram.parts, part] },
    created: { partIds: [part.id], wireIds: [] },
  };
};

/** Refuses a wire from a pin to itself, to a missing part, or doubling an existing one. */
const addWire = (diagram: Diagram, c: Extract<Command, { type: 'addWire' }>): CommandResult => {
  const partIds = new Set(diagram.parts.map((p) => p.id));
  const refused =
    diagram.wires.length >= DIAGRAM_LIMITS.wires ||
    (c.from.part === c.to.part && c.from.pin === c.to.pin) ||
    !partIds.has(c.from.part) ||
    !partIds.has(c.to.part) ||
    hasWireBetween(diagram.wires, c.from, c.to);
  if (refused) return unchanged(diagram);
  const wire: DiagramWire = {
    id: nextWireId(diagram),
    from: { ...c.from },
    to: { ...c.to },
    color: c.color ?? autoWireColor(c.from.pin, c.to.pin),
    bends: (c.bends ?? []).map((b) => ({ x: roundPx(b.x), y: roundPx(b.y) })),
  };
  return {
    diagram: { ...diagram, wires: [...diagram.wires, wire] },
    created: { partIds: [], wireIds: [wire.id] },
  };
};

/** Moving a selection carries the bends of wires that have both ends inside it. */
const moveParts = (diagram: Diagram, c: Extract<Command, { type: 'moveParts' }>): Diagram => {
  if (c.dx === 0 && c.dy === 0) return diagram;
  const moved = updateParts(diagram, c.partIds, (p) => ({
    ...p,
    x: roundPx(p.x + c.dx),
    y: roundPx(p.y + c.dy),
  }));
  if (moved === diagram) return diagram;
  const ids = new Set(c.partIds);
  const inner = diagram.wires
    .filter((w) => w.bends.length > 0 && ids.has(w.from.part) && ids.has(w.to.part))
    .map((w) => w.id);
  return updateWires(moved, inner, (w) => ({
    ...w,
    bends: w.bends.map((b) => ({ x: roundPx(b.x + c.dx), y: roundPx(b.y + c.dy) })),
  }));
};

const rotateBy90 = (rotate: Rotation): Rotation => ((rotate + 90) % 360) as Rotation;

const isAttrsPatchNoop = (attrs: Record<string, string>, patch: Record<string, string | null>) =>
  Object.entries(patch).every(([key, value]) => (value === null ? !(key in attrs) : attrs[key] === value));

const setPartAttrs = (diagram: Diagram, c: Extract<Command, { type: 'setPartAttrs' }>): Diagram => {
  const tooLong = Object.values(c.attrs).some((v) => v !== null && v.length > DIAGRAM_LIMITS.attrValueLength);
  if (tooLong) return diagram;
  return updateParts(diagram, [c.partId], (part) => {
    if (isAttrsPatchNoop(part.attrs, c.attrs)) return part;
    const attrs = { ...part.attrs };
    for (const [key, value] of Object.entries(c.attrs)) {
      if (value === null) delete attrs[key];
      else attrs[key] = value;
    }
    return { ...part, attrs };
  });
};

const sameBends = (a: readonly Point[], b: readonly Point[]) =>
  a.length === b.length && a.every((p, i) => p.x === b[i]?.x && p.y === b[i]?.y);

const setWireBends = (diagram: Diagram, c: Extract<Command, { type: 'setWireBends' }>): Diagram =>
  updateWires(diagram, [c.wireId], (wire) => {
    if (wire.route === undefined && sameBends(wire.bends, c.bends)) return wire;
    // Edited bends replace an unresolved Wokwi route.
    const { route: _route, ...rest } = wire;
    return { ...rest, bends: c.bends.map((b) => ({ x: roundPx(b.x), y: roundPx(b.y) })) };
  });

/** Applies a command and reports what it created. The same diagram when nothing changes. */
export const runCommand = (diagram: Diagram, command: Command): CommandResult => {
  switch (command.type) {
    case 'addPart':
      return addPart(diagram, command);
    case 'addWire':
      return addWire(diagram, command);
    case 'paste': {
      const { diagram: next, partIds, wireIds } = pastePayload(diagram, command.payload, command.offset);
      return { diagram: next, created: { partIds, wireIds } };
    }
    case 'duplicate': {
      const { diagram: next, partIds, wireIds } = duplicateParts(diagram, command.partIds, command.offset);
      return { diagram: next, created: { partIds, wireIds } };
    }
    default:
      return unchanged(applyEdit(diagram, command));
  }
};

/** The commands that create nothing. */
const applyEdit = (
  diagram: Diagram,
  command: Exclude<Command, { type: 'addPart' | 'addWire' | 'paste' | 'duplicate' }>,
): Diagram => {
  switch (command.type) {
    case 'moveParts':
      return moveParts(diagram, command);
    case 'rotateParts':
      return updateParts(diagram, command.partIds, (p) => ({ ...p, rotate: rotateBy90(p.rotate) }));
    case 'flipParts':
      return updateParts(diagram, command.partIds, (p) => ({ ...p, flip: !p.flip }));
    case 'deleteSelection':
      return removeParts(diagram, command.partIds, command.wireIds);
    case 'setPartAttrs':
      return setPartAttrs(diagram, command);
    case 'setWireColor':
      return updateWires(diagram, command.wireIds, (w) =>
        w.color === command.color ? w : { ...w, color: command.color },
      );
    case 'setWireBends':
      return setWireBends(diagram, command);
    case 'deleteWires':
      return removeParts(diagram, [], command.wireIds);
    case 'replaceDiagram':
      return command.diagram;
  }
};

/** `apply(diagram, command) → diagram` of STYLE.md rule 2. */
export const applyCommand = (diagram: Diagram, command: Command): Diagram =>
  runCommand(diagram, command).diagram;
