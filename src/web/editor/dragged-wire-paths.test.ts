import { afterEach, describe, expect, it } from 'vitest';
import { buildClassDiagram } from '../../../bench/big-diagram.ts';
import { type DiagramWire, wiresOfParts } from '../../domain/circuit/diagram.ts';
import { draggedWirePaths, followDraggedWire, type WirePaths, wirePathsOf } from './dragged-wire-paths.ts';
import { toNodes } from './flow-mapping.ts';
import { finishPartDrag, moveDraggedParts } from './part-drag-moves.ts';
import {
  type EditorState,
  flushPartGeometry,
  loadDiagram,
  preview,
  setPartGeometry,
  useEditorStore,
} from './store.ts';
import { geometryOf } from './test-support.ts';
import { wireReadsSelector } from './use-wire-end.ts';
import { boxesFromKey, displayedBends, wireEndOf } from './wire-route.ts';

const board = buildClassDiagram();

const open = () => {
  loadDiagram(board, { readOnly: false });
  for (const [id, geometry] of Object.entries(geometryOf(board))) setPartGeometry(id, geometry);
  flushPartGeometry();
};

/** What a wire is drawn with, as wire-edge.tsx renders it from the store. */
const drawnOf = (state: EditorState, wire: DiagramWire) => ({
  wire,
  reads: wireReadsSelector(wire.from.part, wire.to.part, wire)(state),
  sourcePin: wire.from.pin,
  targetPin: wire.to.pin,
});

/** The paths wire-edge.tsx renders for `wire` from the store as it is. */
const renderedPaths = (state: EditorState, wire: DiagramWire): WirePaths => {
  const { reads } = drawnOf(state, wire);
  const from = wireEndOf(reads.fromPart, reads.fromGeometry, wire.from.pin);
  const to = wireEndOf(reads.toPart, reads.toGeometry, wire.to.pin);
  if (!from || !to) throw new Error(`wire ${wire.id} is not drawn`);
  return wirePathsOf(from.pin, displayedBends(wire, from, to, boxesFromKey(reads.obstacles)), to.pin);
};

/** A wire's drawing as the page holds it: its path and its hit path, by class. */
const fakeDrawing = (paths: WirePaths, { hasHitPath = true } = {}) => {
  const line = { d: paths.path, setAttribute: (_: string, value: string) => (line.d = value) };
  const hit = { d: paths.hitPath, setAttribute: (_: string, value: string) => (hit.d = value) };
  const element = {
    querySelector: (selector: string) =>
      selector === '.react-flow__edge-path'
        ? line
        : selector === '.react-flow__edge-interaction' && hasHitPath
          ? hit
          : null,
  } as unknown as Element;
  return { element, line, hit };
};

/** A mouse move of `led1`'s drag: React Flow's position of its node, (dx, dy) from its place. */
const moveLed = (dx: number, dy: number) => {
  const state = useEditorStore.getState();
  const node = toNodes(state.diagram, state.selection, state.geometry).find((n) => n.id === 'led1');
  if (!node) throw new Error('led1 is not on the board');
  moveDraggedParts(null, [{ id: 'led1', position: { x: node.position.x + dx, y: node.position.y + dy } }]);
};

afterEach(() => {
  finishPartDrag();
});

describe('a wire at a dragged part', () => {
  it('is drawn with the paths it renders once the diagram has the part there', () => {
    open();
    moveLed(30, -20);
    const during = useEditorStore.getState();
    const wires = wiresOfParts(board, ['led1']);
    const drawn = wires.map((w) => draggedWirePaths(drawnOf(during, w)));
    const rest = wires.map((w) => renderedPaths(during, w));
    finishPartDrag();
    preview({ type: 'moveParts', partIds: ['led1'], dx: 30, dy: -20 });
    const moved = useEditorStore.getState();
    expect(drawn).toEqual(wiresOfParts(moved.diagram, ['led1']).map((w) => renderedPaths(moved, w)));
    expect(drawn).not.toEqual(rest);
  });

  it('writes its new paths into its drawing on each move, without a render', () => {
    open();
    const state = useEditorStore.getState();
    const [wire] = wiresOfParts(board, ['led1']);
    if (!wire) throw new Error('led1 has no wire');
    const rendered = renderedPaths(state, wire);
    const { element, line, hit } = fakeDrawing(rendered);
    const follow = () =>
      followDraggedWire(element, { drawn: drawnOf(state, wire), rendered, isSelected: false });
    moveLed(10, 0);
    expect(follow()).toBe('drawn');
    const first = draggedWirePaths(drawnOf(state, wire));
    expect({ path: line.d, hitPath: hit.d }).toEqual(first);
    moveLed(20, 0);
    expect(follow()).toBe('drawn');
    expect(line.d).not.toBe(first?.path);
    // The drag is over: the paths React last wrote are back, and the wire renders.
    finishPartDrag();
    expect(follow()).toBe('render');
    expect({ path: line.d, hitPath: hit.d }).toEqual(rendered);
  });

  it('renders instead when selected, not drawn, or its hit path comes or goes', () => {
    open();
    const state = useEditorStore.getState();
    const [wire] = wiresOfParts(board, ['led1']);
    if (!wire) throw new Error('led1 has no wire');
    const rendered = renderedPaths(state, wire);
    const drawn = drawnOf(state, wire);
    moveLed(10, 0);
    const selected = fakeDrawing(rendered);
    expect(followDraggedWire(selected.element, { drawn, rendered, isSelected: true })).toBe('render');
    expect(selected.line.d).toBe(rendered.path);
    expect(followDraggedWire(null, { drawn, rendered, isSelected: false })).toBe('render');
    const noHit = fakeDrawing(rendered, { hasHitPath: false });
    expect(followDraggedWire(noHit.element, { drawn, rendered, isSelected: false })).toBe('render');
    expect(noHit.line.d).toBe(rendered.path);
  });
});
