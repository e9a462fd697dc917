import type { Point } from '../../domain/circuit/diagram.ts';

/**
 * The dragged parts' nodes moved in the page while React Flow's store keeps them where the diagram
 * has them (drag-session.ts): each node's `transform` is written as React Flow writes it
 * (`translate(xpx,ypx)`, no parent nodes here), so at release, when the diagram takes the move and
 * React Flow renders the node there, it writes the same value. The box around a selection React
 * Flow shows after a box selection is moved with them.
 *
 * The dragged node is not made a compositing layer of its own (`will-change: transform`): it cut
 * the raster of a move on the stress board (~2.5 → ~0.1 ms), but the wires over it went to layers
 * of their own as it crossed them, drawn blurred until the release, and Chromium rastered the board
 * again each time one did.
 */
interface Moved {
  element: HTMLElement;
  /** The transform before the drag, put back if the drag ends where it started. */
  before: string;
}

const moved = new Map<string, Moved>();
let selectionBox: { element: HTMLElement; before: string; written: string } | undefined;
/** Whether this drag looked for the selection's box: once, not by a query of the page each move. */
let isSelectionBoxSought = false;

const nodeElement = (root: ParentNode, id: string) =>
  root.querySelector<HTMLElement>(`.react-flow__node[data-id="${id.replace(/["\\]/g, '\\$&')}"]`);

export const nodeTransform = ({ x, y }: Point): string => `translate(${x}px,${y}px)`;

/** Moves the selection's box by the drag's offset, over whatever React Flow last wrote there. */
const moveSelectionBox = (root: ParentNode, dx: number, dy: number) => {
  if (!isSelectionBoxSought || (selectionBox && !selectionBox.element.isConnected)) {
    isSelectionBoxSought = true;
    const found = root.querySelector<HTMLElement>('.react-flow__nodesselection');
    selectionBox = found ? { element: found, before: found.style.transform, written: '' } : undefined;
  }
  if (!selectionBox) return;
  const { element } = selectionBox;
  // Not what we wrote last: React Flow wrote the box anew (auto-pan), the place to offset from.
  if (element.style.transform !== selectionBox.written) selectionBox.before = element.style.transform;
  element.style.transform = `${selectionBox.before} translate(${dx}px,${dy}px)`;
  // Read back as the browser keeps it, to tell a value React Flow wrote since from ours.
  selectionBox.written = element.style.transform;
};

/**
 * One move of the drag: each dragged node to its new position (React Flow's, snapped), and the
 * selection's box by the dragged parts' offset.
 */
export const moveDraggedNodes = (
  root: ParentNode | null | undefined,
  positions: readonly { id: string; position: Point }[],
  offset: { dx: number; dy: number } | undefined,
) => {
  if (!root) return;
  for (const { id, position } of positions) {
    let entry = moved.get(id);
    if (!entry?.element.isConnected) {
      const element = nodeElement(root, id);
      if (!element) continue;
      entry = { element, before: element.style.transform };
      moved.set(id, entry);
    }
    entry.element.style.transform = nodeTransform(position);
  }
  if (offset) moveSelectionBox(root, offset.dx, offset.dy);
};

/**
 * The drag is over. `isMoveKept`: the diagram took the move, so React Flow renders the nodes where
 * they are now (and writes the same transform); otherwise they go back to where they were.
 */
export const releaseDraggedNodes = (isMoveKept: (id: string) => boolean) => {
  for (const [id, { element, before }] of moved) {
    if (!isMoveKept(id)) element.style.transform = before;
  }
  if (selectionBox && ![...moved.keys()].some(isMoveKept)) {
    if (selectionBox.element.style.transform === selectionBox.written) {
      selectionBox.element.style.transform = selectionBox.before;
    }
  }
  moved.clear();
  selectionBox = undefined;
  isSelectionBoxSought = false;
};

/** Whether a drag has moved nodes in the page and not released them. */
export const hasDraggedNodes = () => moved.size > 0;
