import { afterEach, describe, expect, it } from 'vitest';
import { buildBigDiagram, buildClassDiagram } from '../../../bench/big-diagram.ts';
import { type Diagram, type DiagramWire, wiresOfParts } from '../../domain/circuit/diagram.ts';
import { indexWork } from './board-index.ts';
import { labelEdges, labelNodes } from './canvas-labels.ts';
import {
  dragOffsetOf,
  dragOffsets,
  partDraggedBy,
  subscribeToDraggedPart,
  wireDraggedWith,
} from './drag-session.ts';
import { keepSameItems, toEdges, toNodes } from './flow-mapping.ts';
import { dropDraggedParts, finishPartDrag, moveDraggedParts } from './part-drag-moves.ts';
import { EMPTY_SELECTION } from './selection.ts';
import {
  boardIndexIn,
  commit,
  type EditorState,
  flushPartGeometry,
  loadDiagram,
  partIn,
  preview,
  setPartGeometry,
  subscribeToDiagramChanges,
  undo,
  useEditorStore,
} from './store.ts';
import { geometryOf } from './test-support.ts';
import { wireReadsSelector } from './use-wire-end.ts';
import { draggedObstaclesKey, obstacleWork, wireObstaclesIn } from './wire-route.ts';

/**
 * The work one mouse move of a drag costs, counted rather than timed: a move must cost what
 * moved (the dragged part and the wires at it or near it), whatever the size of the board.
 *
 * Every part node and wire on the canvas reads the editor store through selectors, which zustand
 * runs on every change, re-rendering a component when one returns something new. Here the same
 * selectors the components use are run over every part and wire before and after one move, as the
 * mounted canvas would, and the ones returning something new are counted: those are the
 * components that re-render and the wires that are routed again. React Flow re-renders a node or
 * edge only when its object changes, so the node and edge objects the canvas hands it are counted
 * the same way.
 */

const t = ((key: string) => key) as unknown as Parameters<typeof labelNodes>[1];

/** Each wire's one selector, as its mounted component keeps it (use-wire-end.ts). */
const wireSelectors = new WeakMap<DiagramWire, ReturnType<typeof wireReadsSelector>>();
const wireReadsIn = (state: EditorState, wire: DiagramWire) => {
  let selector = wireSelectors.get(wire);
  if (!selector) {
    selector = wireReadsSelector(wire.from.part, wire.to.part, wire);
    wireSelectors.set(wire, selector);
  }
  return selector(state);
};

/** What each mounted component reads from the store (see part-node.tsx, wokwi-part.tsx, wire-edge.tsx, use-wire-end.ts). */
const readsOf = (state: EditorState) => ({
  parts: state.diagram.parts.map((part) => [state.geometry[part.id], partIn(state, part.id)]),
  wires: state.diagram.wires.map((wire) => [wireReadsIn(state, wire)]),
});

const changed = (before: unknown[][], after: unknown[][]) =>
  after.filter((reads, i) => reads.some((value, j) => !Object.is(value, before[i]?.[j]))).length;

const sameObjects = <T>(before: readonly T[], after: readonly T[]) =>
  after.filter((item, i) => item !== before[i]).length;

/** The canvas' nodes and edges as canvas.tsx makes them. */
const flowOf = (state: EditorState) => ({
  nodes: labelNodes(toNodes(state.diagram, state.selection, state.geometry), t),
  edges: labelEdges(toEdges(state.diagram, state.selection), state.diagram, t),
});

/** The board loaded, every part drawn and measured, `partId` selected. */
const openWith = (diagram: Diagram, partId: string) => {
  loadDiagram(diagram, { readOnly: false });
  for (const [id, geometry] of Object.entries(geometryOf(diagram))) setPartGeometry(id, geometry);
  flushPartGeometry();
  useEditorStore.setState({ selection: { partIds: [partId], wireIds: [] } });
  // Every wire has read the store once, as the mounted canvas has by the time a drag starts.
  readsOf(useEditorStore.getState());
};

/** One mouse move of a drag of `partId` on `diagram`, with everything drawn and measured. */
const oneMove = (diagram: Diagram, partId: string) => {
  openWith(diagram, partId);
  const before = useEditorStore.getState();
  const readsBefore = readsOf(before);
  const flowBefore = flowOf(before);
  const work = { boxes: indexWork.boxes, searches: obstacleWork.searches };

  preview({ type: 'moveParts', partIds: [partId], dx: 10, dy: 5 });

  const after = useEditorStore.getState();
  const readsAfter = readsOf(after);
  const flowAfter = flowOf(after);
  return {
    partsRerendered: changed(readsBefore.parts, readsAfter.parts),
    wiresRerendered: changed(readsBefore.wires, readsAfter.wires),
    nodesChanged: sameObjects(flowBefore.nodes, flowAfter.nodes),
    edgesChanged: sameObjects(flowBefore.edges, flowAfter.edges),
    // What canvas.tsx hands React Flow: the same edges array, so it indexes no connection again.
    isEdgesArrayKept: keepSameItems(flowBefore.edges, flowAfter.edges) === flowBefore.edges,
    boxesWorkedOut: indexWork.boxes - work.boxes,
    obstacleSearches: obstacleWork.searches - work.searches,
  };
};

/** The stress board with a copy of itself far to the right: twice the parts and wires. */
const doubled = (diagram: Diagram): Diagram => {
  const copy = (id: string) => `${id}x`;
  return {
    ...diagram,
    parts: [...diagram.parts, ...diagram.parts.map((p) => ({ ...p, id: copy(p.id), x: p.x + 10_000 }))],
    wires: [
      ...diagram.wires,
      ...diagram.wires.map((w) => ({
        ...w,
        id: copy(w.id),
        from: { ...w.from, part: copy(w.from.part) },
        to: { ...w.to, part: copy(w.to.part) },
      })),
    ],
  };
};

afterEach(() => {
  finishPartDrag();
  loadDiagram({ ...buildClassDiagram(), parts: [], wires: [] }, { readOnly: false });
});

describe('one mouse move of a drag', () => {
  const big = buildBigDiagram();

  // A wire near the dragged part goes around it again once the drag ends, not on every move.
  it('re-renders only the dragged LED and its 2 wires on a 300-part board', () => {
    const work = oneMove(big, 'led50');
    expect(work.partsRerendered).toBe(1);
    expect(work.nodesChanged).toBe(1);
    // Edges keep their objects: a wire's ends move with its parts, not with its edge.
    expect(work.edgesChanged).toBe(0);
    expect(work.isEdgesArrayKept).toBe(true);
    expect(work.boxesWorkedOut).toBe(1);
    expect(work.wiresRerendered).toBe(wiresOfParts(big, ['led50']).length);
    expect(work.obstacleSearches).toBeLessThanOrEqual(work.wiresRerendered);
    console.log('one move of led50 (2 wires) among 300 parts / 500 wires:', work);
  });

  it('re-routes the wires around the dragged part when the drag ends, as a fresh board would', () => {
    openWith(big, 'led50');
    const keys = () => {
      const state = useEditorStore.getState();
      return state.diagram.wires.map((wire) => wireObstaclesIn(state, wire));
    };
    const before = keys();
    let during = before;
    // Each move, every wire reads the store, as the mounted canvas does.
    for (let i = 0; i < 5; i += 1) {
      preview({ type: 'moveParts', partIds: ['led50'], dx: 10, dy: 5 });
      during = keys();
    }
    commit();
    const after = keys();
    const ownWires = new Set(wiresOfParts(big, ['led50']).map((w) => w.id));
    const moved = big.wires.filter((_w, i) => after[i] !== before[i]);
    // Some wires other than the LED's own go around it differently now.
    expect(moved.filter((w) => !ownWires.has(w.id)).length).toBeGreaterThan(0);
    // During the drag they kept their way; only the LED's own wires changed.
    expect(big.wires.filter((_w, i) => during[i] !== before[i]).every((w) => ownWires.has(w.id))).toBe(true);
    // After it, every wire has the key a board opened with the LED there would give it.
    const settled = useEditorStore.getState().diagram;
    openWith({ ...settled, wires: settled.wires.map((w) => ({ ...w })) }, 'led50');
    expect(keys()).toEqual(after);
  });

  it('costs the same on a board twice as big', () => {
    const work = oneMove(big, 'led50');
    expect(oneMove(doubled(big), 'led50')).toEqual(work);
  });

  it('costs about the same on the class board as on the stress board', () => {
    const classWork = oneMove(buildClassDiagram(), 'led3');
    const bigWork = oneMove(big, 'led50');
    expect(classWork.partsRerendered).toBe(bigWork.partsRerendered);
    expect(classWork.nodesChanged).toBe(bigWork.nodesChanged);
    expect(classWork.boxesWorkedOut).toBe(bigWork.boxesWorkedOut);
    console.log('one move of led3 on the class board:', classWork);
  });

  it('of a Pico re-renders its wires, not the board', () => {
    const work = oneMove(big, 'pico2');
    const attached = big.wires.filter((w) => w.from.part === 'pico2' || w.to.part === 'pico2').length;
    expect(work.partsRerendered).toBe(1);
    expect(work.nodesChanged).toBe(1);
    expect(work.wiresRerendered).toBe(attached);
    expect(oneMove(doubled(big), 'pico2')).toEqual(work);
    console.log(`one move of pico2 (${attached} wires):`, work);
  });

  it('after a measurement, not a move, works out only the measured part again', () => {
    loadDiagram(big, { readOnly: false });
    for (const [id, geometry] of Object.entries(geometryOf(big))) setPartGeometry(id, geometry);
    flushPartGeometry();
    const readsBefore = readsOf(useEditorStore.getState());
    const boxes = indexWork.boxes;
    setPartGeometry('led50', { width: 41, height: 50, pins: [] });
    flushPartGeometry();
    const readsAfter = readsOf(useEditorStore.getState());
    expect(indexWork.boxes - boxes).toBe(1);
    expect(changed(readsBefore.parts, readsAfter.parts)).toBe(1);
    expect(useEditorStore.getState().selection).toEqual(EMPTY_SELECTION);
  });
});

describe('a part drag (part-drag-moves.ts)', () => {
  const big = buildBigDiagram();

  /** React Flow's position of a part's node moved by (dx, dy), as its drag reports it. */
  const nodeMovedBy = (partId: string, dx: number, dy: number) => {
    const state = useEditorStore.getState();
    const node = toNodes(state.diagram, state.selection, state.geometry).find((n) => n.id === partId);
    if (!node) throw new Error(partId);
    return { id: partId, position: { x: node.position.x + dx, y: node.position.y + dy } };
  };

  /** Every wire listening to its two parts' drag offsets, as a mounted wire does (use-wire-end.ts). */
  const listenLikeWires = (diagram: Diagram) => {
    const heard = new Set<string>();
    const stops = diagram.wires.flatMap((w) =>
      [w.from.part, w.to.part].map((id) => subscribeToDraggedPart(id, () => heard.add(w.id))),
    );
    const stop = () => {
      for (const unsubscribe of stops) unsubscribe();
    };
    return { heard, stop };
  };

  it('moves change neither store and reach only the dragged LED and its wires', () => {
    openWith(big, 'led50');
    const state = useEditorStore.getState();
    const wires = listenLikeWires(big);
    for (let i = 1; i <= 5; i += 1) moveDraggedParts(null, [nodeMovedBy('led50', 10 * i, 5 * i)]);
    wires.stop();
    // No store change: none of the selectors of 300 parts and 500 wires runs on a move.
    expect(useEditorStore.getState()).toBe(state);
    expect(dragOffsetOf('led50')).toEqual({ dx: 50, dy: 25 });
    expect([...wires.heard].sort()).toEqual(
      wiresOfParts(big, ['led50'])
        .map((w) => w.id)
        .sort(),
    );
  });

  it('draws the dragged wires as the store would with the part moved there', () => {
    openWith(big, 'pico2');
    moveDraggedParts(null, [nodeMovedBy('pico2', 30, -20)]);
    const during = useEditorStore.getState();
    const offsets = dragOffsets();
    const pico = partIn(during, 'pico2');
    const drawn = wiresOfParts(big, ['pico2']).map((w) => ({
      part: pico && partDraggedBy(pico, offsets.get('pico2')),
      wire: wireDraggedWith(w, offsets.get(w.from.part), offsets.get(w.to.part)),
      obstacles: draggedObstaclesKey(w, boardIndexIn(during), offsets),
    }));
    finishPartDrag();
    preview({ type: 'moveParts', partIds: ['pico2'], dx: 30, dy: -20 });
    const moved = useEditorStore.getState();
    const expected = wiresOfParts(moved.diagram, ['pico2']).map((w) => ({
      part: partIn(moved, 'pico2'),
      wire: w,
      obstacles: wireObstaclesIn(moved, w),
    }));
    expect(drawn).toEqual(expected);
    expect(drawn.some((d) => d.obstacles !== '')).toBe(true);
  });

  it('ends as one undo step and one save, with the diagram a move to the same place gives', () => {
    openWith(big, 'led50');
    const saves: Diagram[] = [];
    const stop = subscribeToDiagramChanges((diagram) => saves.push(diagram));
    for (let i = 1; i <= 3; i += 1) moveDraggedParts(null, [nodeMovedBy('led50', 10 * i, 5 * i)]);
    dropDraggedParts([nodeMovedBy('led50', 40, 20)]);
    finishPartDrag();
    commit();
    stop();
    const dropped = useEditorStore.getState().diagram;
    expect(dragOffsets().size).toBe(0);
    expect(saves).toEqual([dropped]);
    openWith(big, 'led50');
    preview({ type: 'moveParts', partIds: ['led50'], dx: 40, dy: 20 });
    expect(dropped).toEqual(useEditorStore.getState().diagram);
    // Undo goes back to before the drag in one step.
    loadDiagram(big, { readOnly: false });
    for (let i = 1; i <= 3; i += 1) moveDraggedParts(null, [nodeMovedBy('led50', 10 * i, 5 * i)]);
    dropDraggedParts([nodeMovedBy('led50', 30, 15)]);
    commit();
    expect(undo()).toBe(true);
    expect(useEditorStore.getState().diagram).toBe(big);
  });

  it('moves nothing on a read-only board', () => {
    openWith(big, 'led50');
    useEditorStore.setState({ isReadOnly: true });
    moveDraggedParts(null, [nodeMovedBy('led50', 10, 5)]);
    dropDraggedParts([nodeMovedBy('led50', 10, 5)]);
    expect(dragOffsets().size).toBe(0);
    expect(useEditorStore.getState().diagram).toBe(big);
  });
});
