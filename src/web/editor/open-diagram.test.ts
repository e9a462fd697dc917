import { version as ELEMENTS_VERSION } from '@wokwi/elements/package.json';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { led, makeDiagram, part, pico, resistor, wire } from '../../domain/circuit/test-builders.ts';
import { KEPT_LOOKS_KEY, type KeptLook } from './elements/kept-looks.ts';

const LED_LOOK: KeptLook = {
  look: '{"color":"red"}',
  svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  at: { x: 0, y: 0, width: 40, height: 50 },
  geometry: {
    width: 40,
    height: 50,
    pins: [
      { name: 'A', x: 25, y: 42, description: 'Anode' },
      { name: 'C', x: 15, y: 42, description: 'Cathode' },
    ],
  },
  markup: '<svg/>',
};

/**
 * The editor modules as a page that kept the red LED's look on an earlier visit loads them: the
 * kept looks are read from local storage when the picture module loads.
 */
const editorWithKeptLed = async () => {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  const { pictureKeyOf } = await import('./elements/part-pictures.ts');
  items.set(
    KEPT_LOOKS_KEY,
    JSON.stringify({
      version: `${ELEMENTS_VERSION}/1`,
      looks: { [pictureKeyOf('wokwi-led', { color: 'red' })]: LED_LOOK },
    }),
  );
  vi.resetModules();
  vi.stubGlobal('window', { localStorage });
  const { openDiagram } = await import('./open-diagram.ts');
  const store = await import('./store.ts');
  const { toEdges, toNodes } = await import('./flow-mapping.ts');
  return { openDiagram, store, toNodes, toEdges };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('opening a diagram', () => {
  it('gives React Flow nodes with their size and pins before anything is drawn, where they are known', async () => {
    const { openDiagram, store, toNodes, toEdges } = await editorWithKeptLed();
    const diagram = makeDiagram({
      parts: [
        pico(),
        led(),
        led({ id: 'led2', attrs: { color: 'green' } }),
        resistor(),
        part('wokwi-breadboard-half', 'bb1'),
        part('no-such-part', 'odd1'),
      ],
      wires: [wire('pico:GP15', 'led1:A')],
    });
    openDiagram(diagram, { readOnly: false });

    const { geometry, selection } = store.useEditorStore.getState();
    // Our own drawings, a look kept from a visit before and a part drawn as broken are known;
    // looks never drawn in this browser (a green LED, the resistor) are measured when drawn.
    expect(Object.keys(geometry).sort()).toEqual(['bb1', 'led1', 'odd1', 'pico']);
    const nodes = toNodes(store.getDiagram(), selection, geometry);
    const ledNode = nodes.find((n) => n.id === 'led1');
    expect(ledNode).toMatchObject({ width: 40, height: 50, measured: { width: 40, height: 50 } });
    expect(ledNode?.handles?.map((h) => h.id)).toEqual(['A', 'C']);
    const picoNode = nodes.find((n) => n.id === 'pico');
    expect(picoNode?.handles?.some((h) => h.id === 'GP15')).toBe(true);
    expect(nodes.find((n) => n.id === 'led2')?.handles).toBeUndefined();
    expect(toEdges(store.getDiagram(), selection)).toHaveLength(1);
  });

  it('is not an edit: no undo step, no autosave', async () => {
    const { openDiagram, store } = await editorWithKeptLed();
    const changes: unknown[] = [];
    store.subscribeToDiagramChanges((d) => changes.push(d));
    openDiagram(makeDiagram({ parts: [pico(), led()] }), { readOnly: false });
    expect(store.useEditorStore.getState().changeCount).toBe(0);
    expect(store.undo()).toBe(false);
    expect(changes).toEqual([]);
  });
});
