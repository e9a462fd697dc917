import {
  Background,
  BackgroundVariant,
  ConnectionLineType,
  ConnectionMode,
  type EdgeTypes,
  type NodeTypes,
  ReactFlow,
  ReactFlowProvider,
  SelectionMode,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useRef } from 'react';
import { PIN_PITCH_PX } from '../../domain/circuit/pico.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { FIT_VIEW_OPTIONS } from './actions.ts';
import classes from './canvas.module.css';
import { CanvasKeyboard } from './canvas-keyboard.tsx';
import { labelEdges, labelNodes } from './canvas-labels.ts';
import { CanvasToolbar } from './canvas-toolbar.tsx';
import { EmptyCanvasHint } from './empty-canvas-hint.tsx';
import { FitOnResize } from './fit-on-resize.tsx';
import { FitWhenDrawn } from './fit-when-drawn.tsx';
import { keepSameItems, toEdges, toNodes } from './flow-mapping.ts';
import { FollowPlacedPart } from './follow-placed-part.tsx';
import { CanvasLiveRegion } from './live-region.tsx';
import { PartFocus } from './part-focus.tsx';
import { PartNodeView } from './part-node.tsx';
import { useEditorStore } from './store.ts';
import { useCanvasHandlers } from './use-canvas-handlers.ts';
import { useCanvasKeys } from './use-canvas-keys.ts';
import { WireDrawingPreview } from './wire-drawing-preview.tsx';
import { WireEdgeView } from './wire-edge.tsx';

const NODE_TYPES: NodeTypes = { part: PartNodeView };
const EDGE_TYPES: EdgeTypes = { wire: WireEdgeView };
const PAN_BUTTONS = [2];
/** Parts move on the 0.1-inch pin pitch, the grid the dotted background shows. */
const SNAP_GRID: [number, number] = [PIN_PITCH_PX, PIN_PITCH_PX];
const MULTI_SELECT_KEYS = ['Shift', 'Meta', 'Control'];
const WIRE_PREVIEW_STYLE = { stroke: '#16a34a', strokeWidth: 3, strokeDasharray: '6 4' };

/**
 * What the canvas draws over React Flow, made once: the canvas re-renders on every mouse move of
 * a drag, and new elements would re-render the toolbar, hints and helpers with it each time.
 */
const OVERLAYS = (
  <>
    <Background variant={BackgroundVariant.Dots} gap={PIN_PITCH_PX} size={1} color="#c8ccd4" />
    <EmptyCanvasHint />
    <WireDrawingPreview />
    <PartFocus />
    <CanvasKeyboard />
    <CanvasLiveRegion />
    <FitWhenDrawn />
    <FollowPlacedPart />
  </>
);

/** The toolbar, made once for the same reason; a compact canvas has none. */
const TOOLBAR = <CanvasToolbar />;

/** `keepSameItems` across renders. */
const useSameItems = <T,>(items: T[]): T[] => {
  const last = useRef(items);
  last.current = keepSameItems(last.current, items);
  return last.current;
};

interface CanvasProps {
  /** A small live view (a phone's circuit above the code): no toolbar, the board fitted to it. */
  isCompact?: boolean;
}

const Canvas = ({ isCompact = false }: CanvasProps) => {
  const { t } = useTranslation();
  const diagram = useEditorStore((state) => state.diagram);
  const selection = useEditorStore((state) => state.selection);
  const geometry = useEditorStore((state) => state.geometry);
  const isReadOnly = useEditorStore((state) => state.isReadOnly);
  const { cancelWire, wrapperHandlers, ...handlers } = useCanvasHandlers();
  useCanvasKeys(cancelWire);

  const nodes = useSameItems(
    useMemo(() => labelNodes(toNodes(diagram, selection, geometry), t), [diagram, selection, geometry, t]),
  );
  const edges = useSameItems(
    useMemo(() => labelEdges(toEdges(diagram, selection), diagram, t), [diagram, selection, t]),
  );
  // React Flow's own descriptions of a focused part or wire, in the page's language and our keys.
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.keyboardDisabled': t('editor.canvas.partKeys'),
      'edge.a11yDescription.default': t('editor.canvas.wireKeys'),
    }),
    [t],
  );

  return (
    <div className={classes.canvas} data-editor-canvas="" data-tour="canvas" {...wrapperHandlers}>
      <ReactFlow
        {...handlers}
        aria-label={t('editor.canvas.label')}
        ariaLabelConfig={ariaLabelConfig}
        className={isReadOnly ? 'read-only' : undefined}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        connectionMode={ConnectionMode.Loose}
        connectionLineType={ConnectionLineType.Step}
        connectionLineStyle={WIRE_PREVIEW_STYLE}
        connectionRadius={14}
        nodesDraggable={!isReadOnly}
        nodesConnectable={!isReadOnly}
        elementsSelectable
        selectionOnDrag
        selectionMode={SelectionMode.Partial}
        panOnDrag={PAN_BUTTONS}
        panOnScroll={false}
        zoomOnDoubleClick={false}
        multiSelectionKeyCode={MULTI_SELECT_KEYS}
        deleteKeyCode={null}
        selectionKeyCode={null}
        minZoom={0.2}
        maxZoom={4}
        fitView={diagram.parts.length > 0}
        fitViewOptions={FIT_VIEW_OPTIONS}
        elevateEdgesOnSelect
        elevateNodesOnSelect={false}
        snapToGrid
        snapGrid={SNAP_GRID}
      >
        {isCompact ? null : TOOLBAR}
        {OVERLAYS}
        <FitOnResize size={isCompact ? 'compact' : 'full'} />
      </ReactFlow>
    </div>
  );
};

/** The circuit canvas: parts, pins and wires of the editor store, edited with mouse and keys. */
export const CircuitCanvas = (props: CanvasProps) => (
  <ReactFlowProvider>
    <Canvas {...props} />
  </ReactFlowProvider>
);
