import { create } from 'zustand';
import type { Diagram, Point } from '../../domain/circuit/diagram.ts';
import { type Box, footprintOf, partBox } from '../../domain/circuit/footprint.ts';
import { findFreeSpot } from '../../domain/circuit/free-spot.ts';
import { announce } from './announcements.ts';
import type { PartGeometry } from './geometry.ts';
import { dispatch, useEditorStore } from './store.ts';

/** A part to add: its type and attrs, as the palette and a drop carry them. */
export interface NewPart {
  type: string;
  attrs: Record<string, string>;
}

/** Where each part lies: its measured size once drawn, else its type's footprint. */
export const occupiedBoxes = (
  diagram: Diagram,
  geometry: Readonly<Record<string, PartGeometry | undefined>>,
): Box[] => diagram.parts.map((part) => partBox(part, geometry[part.id] ?? footprintOf(part.type)));

/** The top-left corner for a new part of `type` near `near`, clear of every part on the board. */
export const freeSpotFor = (
  type: string,
  near: Point,
  diagram: Diagram,
  geometry: Readonly<Record<string, PartGeometry | undefined>>,
): Point => findFreeSpot({ size: footprintOf(type), near, occupied: occupiedBoxes(diagram, geometry) });

/** How long a just-placed part stays highlighted. */
const HIGHLIGHT_MS = 1600;

/** The part just added, outlined for a moment so the eye finds where it landed. View state only. */
export const usePlacedPart = create<{ partId: string | null }>()(() => ({ partId: null }));

let clearTimer: ReturnType<typeof setTimeout> | undefined;

const highlight = (partId: string | undefined) => {
  if (!partId) return;
  clearTimeout(clearTimer);
  usePlacedPart.setState({ partId });
  clearTimer = setTimeout(() => usePlacedPart.setState({ partId: null }), HIGHLIGHT_MS);
};

const addPartAt = (part: NewPart, at: Point) => {
  const partId = dispatch({ type: 'addPart', partType: part.type, attrs: part.attrs, ...at })?.partIds[0];
  highlight(partId);
  return partId;
};

/** A part the canvas should give keyboard focus to once it is drawn. View state only. */
export const usePartFocusTarget = create<{ partId: string | null }>()(() => ({ partId: null }));

/**
 * Click or Enter on a palette tile: a free spot near the middle of the view; selected,
 * highlighted, announced, and focused, so the arrow keys move it on at once.
 */
export const addPartNearViewCenter = (part: NewPart) => {
  const { viewCenter, diagram, geometry } = useEditorStore.getState();
  const partId = addPartAt(part, freeSpotFor(part.type, viewCenter, diagram, geometry));
  const placed = useEditorStore.getState().diagram.parts.find((p) => p.id === partId);
  if (!placed) return;
  announce({ kind: 'placed', part: placed });
  usePartFocusTarget.setState({ partId: placed.id });
};

/** A drop: the part's centre goes where the pointer let go, even over another part. */
export const addPartDroppedAt = (part: NewPart, point: Point) => {
  const { width, height } = footprintOf(part.type);
  addPartAt(part, { x: point.x - width / 2, y: point.y - height / 2 });
};
