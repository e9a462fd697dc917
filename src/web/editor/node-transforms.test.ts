import { describe, expect, it } from 'vitest';
import { moveDraggedNodes, nodeTransform, releaseDraggedNodes } from './node-transforms.ts';

/** Just enough of the page: elements with an inline style, found by selector. */
const fakeElement = (transform: string) => ({ isConnected: true, style: { transform } });

const fakeCanvas = () => {
  const nodes = {
    led1: fakeElement(nodeTransform({ x: 100, y: 50 })),
    r1: fakeElement(nodeTransform({ x: 90, y: 120 })),
  };
  const selection = fakeElement('translate(0px,0px) scale(1) translate(90px,50px)');
  const queries: string[] = [];
  const root = {
    querySelector: (selector: string) => {
      queries.push(selector);
      if (selector === '.react-flow__nodesselection') return selection;
      const id = /data-id="([^"]+)"/.exec(selector)?.[1];
      return nodes[id as keyof typeof nodes] ?? null;
    },
  } as unknown as ParentNode;
  return { nodes, selection, root, queries };
};

describe('dragged nodes in the page', () => {
  it('move to React Flow’s positions as it would place them, with the selection’s box', () => {
    const { nodes, selection, root } = fakeCanvas();
    moveDraggedNodes(
      root,
      [
        { id: 'led1', position: { x: 110, y: 55 } },
        { id: 'r1', position: { x: 100, y: 125 } },
      ],
      { dx: 10, dy: 5 },
    );
    expect(nodes.led1.style.transform).toBe('translate(110px,55px)');
    expect(nodes.r1.style.transform).toBe('translate(100px,125px)');
    expect(selection.style.transform).toBe(
      'translate(0px,0px) scale(1) translate(90px,50px) translate(10px,5px)',
    );
    // The next move replaces the selection's offset instead of adding to it.
    moveDraggedNodes(root, [{ id: 'led1', position: { x: 120, y: 60 } }], { dx: 20, dy: 10 });
    expect(selection.style.transform).toBe(
      'translate(0px,0px) scale(1) translate(90px,50px) translate(20px,10px)',
    );
    // Kept: React Flow renders them there next, with the same transform.
    releaseDraggedNodes(() => true);
    expect(nodes.led1.style.transform).toBe('translate(120px,60px)');
  });

  it('go back where they were when the diagram did not take the move', () => {
    const { nodes, selection, root } = fakeCanvas();
    moveDraggedNodes(root, [{ id: 'led1', position: { x: 140, y: 50 } }], { dx: 40, dy: 0 });
    releaseDraggedNodes(() => false);
    expect(nodes.led1.style.transform).toBe('translate(100px,50px)');
    expect(selection.style.transform).toBe('translate(0px,0px) scale(1) translate(90px,50px)');
    expect(nodes.r1.style.transform).toBe('translate(90px,120px)');
  });

  it('takes what React Flow wrote on the selection’s box since as its place', () => {
    const { selection, root } = fakeCanvas();
    moveDraggedNodes(root, [{ id: 'led1', position: { x: 110, y: 50 } }], { dx: 10, dy: 0 });
    // Auto-pan: React Flow writes the box anew with the view's new offset.
    selection.style.transform = 'translate(-30px,0px) scale(1) translate(90px,50px)';
    moveDraggedNodes(root, [{ id: 'led1', position: { x: 120, y: 50 } }], { dx: 20, dy: 0 });
    expect(selection.style.transform).toBe(
      'translate(-30px,0px) scale(1) translate(90px,50px) translate(20px,0px)',
    );
    releaseDraggedNodes(() => true);
  });

  it('look for the selection’s box once a drag, not on every move', () => {
    const { selection, root, queries } = fakeCanvas();
    for (let x = 101; x <= 110; x += 1) {
      moveDraggedNodes(root, [{ id: 'led1', position: { x, y: 50 } }], { dx: x - 100, dy: 0 });
    }
    expect(queries.filter((q) => q === '.react-flow__nodesselection')).toHaveLength(1);
    expect(selection.style.transform).toBe(
      'translate(0px,0px) scale(1) translate(90px,50px) translate(10px,0px)',
    );
    releaseDraggedNodes(() => true);
    // The next drag looks again: React Flow may show a box (or none) by then.
    moveDraggedNodes(root, [{ id: 'led1', position: { x: 111, y: 50 } }], { dx: 1, dy: 0 });
    expect(queries.filter((q) => q === '.react-flow__nodesselection')).toHaveLength(2);
    releaseDraggedNodes(() => true);
  });
});
