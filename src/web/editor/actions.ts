import type { ReactFlowInstance } from '@xyflow/react';
import { partLookupOf } from '../../domain/circuit/part-names.ts';
import { announce } from './announcements.ts';
import { copyToClipboard, pasteFromClipboard } from './clipboard.ts';
import { EMPTY_SELECTION } from './selection.ts';
import { EDIT_ACTIONS, type EditorAction, wireColorOf } from './shortcuts.ts';
import { dispatch, redo, select, selectAll, undo, useEditorStore } from './store.ts';
import { viewMotion } from './view-motion.ts';

type Viewport = Pick<ReactFlowInstance, 'fitView' | 'zoomIn' | 'zoomOut'>;

export const FIT_VIEW_OPTIONS = { padding: 0.2, maxZoom: 2, duration: 200 } as const;

/** Performs an action on the selection (STYLE.md: every operation is a named action). */
export const performAction = (action: EditorAction, viewport?: Viewport) => {
  const { selection, isReadOnly, diagram } = useEditorStore.getState();
  if (isReadOnly && EDIT_ACTIONS.has(action)) return;
  const { partIds, wireIds } = selection;
  const partsOf = (ids: readonly string[]) => diagram.parts.filter((part) => ids.includes(part.id));
  const color = wireColorOf(action);
  if (color !== undefined) return wireIds.length > 0 && dispatch({ type: 'setWireColor', wireIds, color });
  switch (action) {
    case 'undo':
      return undo() && announce({ kind: 'undone' });
    case 'redo':
      return redo() && announce({ kind: 'redone' });
    case 'copy':
      return void copyToClipboard();
    case 'paste':
      return void pasteFromClipboard();
    case 'duplicate':
      return partIds.length > 0 && dispatch({ type: 'duplicate', partIds });
    case 'delete': {
      if (partIds.length + wireIds.length === 0) return false;
      const wires = diagram.wires.filter((wire) => wireIds.includes(wire.id));
      dispatch({ type: 'deleteSelection', partIds, wireIds });
      return announce({ kind: 'deleted', parts: partsOf(partIds), wires, partOf: partLookupOf(diagram) });
    }
    case 'rotate':
      if (partIds.length === 0) return false;
      dispatch({ type: 'rotateParts', partIds });
      return announce({ kind: 'rotated', parts: partsOf(partIds) });
    case 'mirror':
      if (partIds.length === 0) return false;
      dispatch({ type: 'flipParts', partIds });
      return announce({ kind: 'mirrored', parts: partsOf(partIds) });
    case 'cancel':
      return select(EMPTY_SELECTION);
    case 'selectAll':
      return selectAll();
    case 'fitView':
      return void viewport?.fitView({ ...FIT_VIEW_OPTIONS, duration: viewMotion(FIT_VIEW_OPTIONS.duration) });
    case 'zoomIn':
      return void viewport?.zoomIn({ duration: viewMotion(150) });
    case 'zoomOut':
      return void viewport?.zoomOut({ duration: viewMotion(150) });
  }
};
