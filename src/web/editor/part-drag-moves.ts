import type { Point } from '../../domain/circuit/diagram.ts';
import { clearDragOffsets, dragOffsetsFor, setDragOffsets } from './drag-session.ts';
import { moveCommandsFor } from './flow-mapping.ts';
import { moveDraggedNodes, releaseDraggedNodes } from './node-transforms.ts';
import { preview, useEditorStore } from './store.ts';

type NodeMoves = readonly { id: string; position: Point }[];

/**
 * A mouse move of React Flow's node drag (its position changes marked `dragging`): the parts'
 * offsets go to the drag session, which only their wires listen to, and their nodes move in the
 * page. Neither store changes, so none of their subscribers runs (drag-session.ts).
 */
export const moveDraggedParts = (root: ParentNode | null | undefined, moves: NodeMoves) => {
  const { diagram, geometry, isReadOnly } = useEditorStore.getState();
  if (isReadOnly) return;
  const offsets = dragOffsetsFor(moves, diagram, geometry);
  moveDraggedNodes(root, moves, offsets.values().next().value);
  setDragOffsets(offsets);
};

/**
 * The drag's end, or React Flow's positions outside a drag: the diagram takes the move as
 * `moveParts` commands (a preview: the drag's stop commits it, one undo step and one save, as
 * before), then the drag session lets go of the parts.
 */
export const dropDraggedParts = (moves: NodeMoves) => {
  const { diagram, geometry } = useEditorStore.getState();
  const commands = moveCommandsFor(moves, diagram, geometry);
  for (const command of commands) preview(command);
  const isChanged = useEditorStore.getState().diagram !== diagram;
  const movedIds = new Set(
    isChanged ? commands.flatMap((c) => (c.type === 'moveParts' ? c.partIds : [])) : [],
  );
  releaseDraggedNodes((id) => movedIds.has(id));
  clearDragOffsets();
};

/** After the drag's stop: nothing left in the page or the session, should its last move not come. */
export const finishPartDrag = () => {
  releaseDraggedNodes(() => false);
  clearDragOffsets();
};
