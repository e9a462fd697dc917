import { describe, expect, it } from 'vitest';
import type { DiagramPart, DiagramWire } from '../../domain/circuit/diagram.ts';
import { composeCircuitSvg, partSvgTransform } from './circuit-svg.ts';
import type { PartGeometry } from './geometry.ts';

const part = (id: string, over: Partial<DiagramPart> = {}): DiagramPart => ({
  id,
  type: 'wokwi-led',
  x: 0,
  y: 0,
  rotate: 0,
  flip: false,
  attrs: {},
  ...over,
});

const wire = (from: string, to: string, over: Partial<DiagramWire> = {}): DiagramWire => ({
  id: `w-${from}-${to}`,
  from: { part: from, pin: 'A' },
  to: { part: to, pin: 'A' },
  color: 'green',
  bends: [],
  ...over,
});

// A 40 × 50 part with pin A at (20, 50), bottom centre.
const LED: PartGeometry = { width: 40, height: 50, pins: [{ name: 'A', x: 20, y: 50 }] };
const drawn = (p: DiagramPart) => `<svg id="drawing-${p.id}"></svg>`;

describe('circuit picture', () => {
  it('frames every part with 20 px of white around it, parts placed where the canvas puts them', () => {
    const svg = composeCircuitSvg({
      parts: [part('a', { x: 100, y: 60 }), part('b', { x: 300, y: 200 })],
      wires: [],
      geometry: { a: LED, b: LED },
      partMarkup: drawn,
    });
    expect(svg).toContain('viewBox="80 40 280 230"');
    expect(svg).toContain('<rect x="80" y="40" width="280" height="230" fill="#ffffff"/>');
    expect(svg).toContain('<g transform="translate(100 60)" data-part="a"><svg id="drawing-a"></svg></g>');
    expect(svg).toContain('<g transform="translate(300 200)" data-part="b"><svg id="drawing-b"></svg></g>');
  });

  it('turns and mirrors a part about its centre, as the canvas does', () => {
    expect(partSvgTransform(part('a', { x: 5, y: 6, rotate: 90, flip: true }), LED)).toBe(
      'translate(5 6) rotate(90 20 25) translate(40 0) scale(-1 1)',
    );
  });

  it('draws a wire between the pins it joins, and leaves out what it cannot place', () => {
    const svg = composeCircuitSvg({
      parts: [part('a'), part('b', { x: 100 }), part('unmeasured', { x: 500 })],
      wires: [
        wire('a', 'b', { color: '#ff0000' }),
        wire('a', 'unmeasured'),
        wire('a', 'gone'),
        wire('b', 'a', { color: '' }),
      ],
      geometry: { a: LED, b: LED },
      partMarkup: drawn,
    });
    expect(svg.match(/<path /g)).toHaveLength(1);
    // As the canvas draws it: out of each bottom pin downwards, across, and back up.
    expect(svg).toContain('<path d="M20 50 L20 69.2 L120 69.2 L120 50" stroke="#ff0000" />');
    expect(svg).not.toContain('data-part="unmeasured"');
  });

  it('keeps a part without a drawing out, but inside the frame', () => {
    const svg = composeCircuitSvg({
      parts: [part('a'), part('broken', { x: 200 })],
      wires: [],
      geometry: { a: LED, broken: { width: 144, height: 48, pins: [] } },
      partMarkup: (p) => (p.id === 'broken' ? '' : drawn(p)),
    });
    expect(svg).toContain('viewBox="-20 -20 384 90"');
    expect(svg).not.toContain('data-part="broken"');
  });

  it('writes hostile text as text', () => {
    const svg = composeCircuitSvg({
      parts: [part('a'), part('b', { x: 100 })],
      wires: [wire('a', 'b', { color: '"/><script>alert(1)</script>' })],
      geometry: { a: LED, b: LED },
      partMarkup: drawn,
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('stroke="&quot;/>&lt;script>alert(1)&lt;/script>"');
  });

  it('an empty circuit is a small white frame', () => {
    const svg = composeCircuitSvg({ parts: [], wires: [], geometry: {}, partMarkup: drawn });
    expect(svg).toContain('viewBox="0 0 40 40"');
  });
});
