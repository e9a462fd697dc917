import type { DiagramPart } from '../../domain/circuit/diagram.ts';
import { type Box, footprintOf, partBox } from '../../domain/circuit/footprint.ts';
import type { PartGeometry } from './geometry.ts';

type Geometries = Readonly<Record<string, PartGeometry | undefined>>;

/**
 * The parts of one diagram and geometry, looked up by id, with their boxes on the canvas, and
 * what changed since the index before it. Every wire and part on the canvas reads the store on
 * every change (a drag changes it on each mouse move): through the index, a lookup is a map read
 * instead of a search of all parts, and a wire asks only whether the parts that changed are near
 * it (see `wire-route.ts`), so the work of a move follows what moved, not the size of the board.
 */
export interface BoardIndex {
  readonly parts: readonly DiagramPart[];
  readonly geometry: Geometries;
  readonly byId: ReadonlyMap<string, DiagramPart>;
  /** Each part's box: measured, else its footprint. */
  readonly boxes: ReadonlyMap<string, Box>;
  /** The index this one was made from (one store change earlier); only the last one is kept. */
  previous: BoardIndex | undefined;
  /** Parts added, removed, moved, turned or measured anew since `previous`. */
  readonly changedIds: ReadonlySet<string>;
  /** Their boxes before and after the change. */
  readonly changedBoxes: readonly Box[];
}

/** A part's box on the canvas: measured, else its footprint. */
export const boxOf = (part: DiagramPart, geometry: Geometries): Box =>
  partBox(part, geometry[part.id] ?? footprintOf(part.type));

/** How many parts had their box worked out (again): for tests that count the work of a move. */
export const indexWork = { boxes: 0 };

const build = (parts: readonly DiagramPart[], geometry: Geometries, from: BoardIndex | undefined) => {
  const byId = new Map<string, DiagramPart>();
  const boxes = new Map<string, Box>();
  const changedIds = new Set<string>();
  const changedBoxes: Box[] = [];
  let kept = 0;
  for (const part of parts) {
    byId.set(part.id, part);
    const before = from?.byId.get(part.id);
    if (before) kept += 1;
    const oldBox = from?.boxes.get(part.id);
    if (before === part && oldBox && from?.geometry[part.id] === geometry[part.id]) {
      boxes.set(part.id, oldBox);
      continue;
    }
    indexWork.boxes += 1;
    const box = boxOf(part, geometry);
    boxes.set(part.id, box);
    changedIds.add(part.id);
    changedBoxes.push(box);
    if (oldBox) changedBoxes.push(oldBox);
  }
  if (from && kept < from.byId.size) {
    for (const [id, box] of from.boxes) {
      if (byId.has(id)) continue;
      changedIds.add(id);
      changedBoxes.push(box);
    }
  }
  if (from) from.previous = undefined;
  return { parts, geometry, byId, boxes, previous: from, changedIds, changedBoxes };
};

let last: BoardIndex | undefined;

/** The index of these parts and geometry: the same object while neither changes. */
export const boardIndexOf = (parts: readonly DiagramPart[], geometry: Geometries): BoardIndex => {
  if (last?.parts === parts && last.geometry === geometry) return last;
  last = build(parts, geometry, last);
  return last;
};
