import { type ClipboardPayload, copySelection } from './clipboard.ts';
import { DIAGRAM_LIMITS, type Diagram, type DiagramPart, type DiagramWire, type Point } from './diagram.ts';
import { nextId, WIRE_ID_PREFIX } from './ids.ts';
import { idPrefixFor } from './parts.ts';
import { hasWireBetween, roundPx } from './wiring.ts';

/** Where a paste or duplicate lands, relative to the originals: two grid steps (2 × 2.54 mm). */
export const PASTE_OFFSET: Point = { x: 19.2, y: 19.2 };

export interface PasteResult {
  diagram: Diagram;
  /** Ids of the new parts and wires, for the editor to select. Empty when nothing was pasted. */
  partIds: string[];
  wireIds: string[];
}

const shift = (point: Point, offset: Point): Point => ({
  x: roundPx(point.x + offset.x),
  y: roundPx(point.y + offset.y),
});

/**
 * Adds the payload's parts with fresh ids (spec §7 rule, per part type) moved by `offset`, and
 * the wires between them, remapped. Wires to parts outside the payload are left out. Refused
 * (same diagram, no ids) when the result would pass the diagram's limits.
 */
export const pastePayload = (
  diagram: Diagram,
  payload: ClipboardPayload,
  offset: Point = PASTE_OFFSET,
): PasteResult => {
  const partIdsInUse = diagram.parts.map((p) => p.id);
  const renamed = new Map<string, string>();
  const parts: DiagramPart[] = [];
  for (const part of payload.parts) {
    if (renamed.has(part.id)) continue;
    const id = nextId(partIdsInUse, idPrefixFor(part.type));
    partIdsInUse.push(id);
    renamed.set(part.id, id);
    const { x, y } = shift(part, offset);
    parts.push({ ...part, id, x, y, attrs: { ...part.attrs } });
  }

  const wireIdsInUse = diagram.wires.map((w) => w.id);
  const wires: DiagramWire[] = [];
  for (const wire of payload.wires) {
    const fromPart = renamed.get(wire.from.part);
    const toPart = renamed.get(wire.to.part);
    if (!fromPart || !toPart) continue;
    const from = { part: fromPart, pin: wire.from.pin };
    const to = { part: toPart, pin: wire.to.pin };
    if (from.part === to.part && from.pin === to.pin) continue;
    if (hasWireBetween(wires, from, to)) continue;
    const id = nextId(wireIdsInUse, WIRE_ID_PREFIX);
    wireIdsInUse.push(id);
    const bends = wire.bends.map((b) => shift(b, offset));
    wires.push({ ...wire, id, from, to, bends });
  }

  const tooBig =
    diagram.parts.length + parts.length > DIAGRAM_LIMITS.parts ||
    diagram.wires.length + wires.length > DIAGRAM_LIMITS.wires;
  if (parts.length === 0 || tooBig) return { diagram, partIds: [], wireIds: [] };
  return {
    diagram: { parts: [...diagram.parts, ...parts], wires: [...diagram.wires, ...wires] },
    partIds: parts.map((p) => p.id),
    wireIds: wires.map((w) => w.id),
  };
};

/** Copy + paste in one step (Wokwi's `D`). */
export const duplicateParts = (
  diagram: Diagram,
  partIds: Iterable<string>,
  offset: Point = PASTE_OFFSET,
): PasteResult => {
  const payload = copySelection(diagram, partIds);
  return payload ? pastePayload(diagram, payload, offset) : { diagram, partIds: [], wireIds: [] };
};
