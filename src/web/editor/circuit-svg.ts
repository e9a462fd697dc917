import type { DiagramPart, DiagramWire } from '../../domain/circuit/diagram.ts';
import { boundsOf, nodePositionOf, type PartGeometry, rotatedSize } from './geometry.ts';
import { wirePath } from './wire-path.ts';
import { displayedBends, isAutoRouted, nearbyObstacles, wireEndOf } from './wire-route.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const PADDING = 20;

/** What a circuit picture is made of: the diagram, each part's measured size, each part's drawing. */
export interface CircuitPicture {
  parts: readonly DiagramPart[];
  wires: readonly DiagramWire[];
  geometry: Readonly<Record<string, PartGeometry>>;
  /** A part's drawing as the markup of one `<svg>` element, or '' when it has none. */
  partMarkup: (part: DiagramPart) => string;
}

/** translate, then rotate about the centre, then mirror: the canvas's CSS transform in SVG. */
export const partSvgTransform = (part: DiagramPart, { width, height }: { width: number; height: number }) =>
  [
    `translate(${part.x} ${part.y})`,
    part.rotate ? `rotate(${part.rotate} ${width / 2} ${height / 2})` : '',
    part.flip ? `translate(${width} 0) scale(-1 1)` : '',
  ]
    .filter(Boolean)
    .join(' ');

export const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const placedPart = (picture: CircuitPicture, part: DiagramPart) => {
  const geometry = picture.geometry[part.id];
  const markup = geometry ? picture.partMarkup(part) : '';
  if (!geometry || !markup) return '';
  return `<g transform="${partSvgTransform(part, geometry)}" data-part="${escapeAttr(part.id)}">${markup}</g>`;
};

/** A wire as the canvas draws it (same bends, same automatic route), or undefined when unmeasured. */
const drawnWire = (
  picture: CircuitPicture,
  partsById: ReadonlyMap<string, DiagramPart>,
  wire: DiagramWire,
) => {
  const end = (ref: DiagramWire['from']) => {
    const part = partsById.get(ref.part);
    return wireEndOf(part, part && picture.geometry[part.id], ref.pin);
  };
  const from = end(wire.from);
  const to = end(wire.to);
  if (!from || !to) return undefined;
  const obstacles = isAutoRouted(wire) ? nearbyObstacles(wire, picture.parts, picture.geometry) : [];
  return { wire, from: from.pin, to: to.pin, bends: displayedBends(wire, from, to, obstacles) };
};

type DrawnWire = NonNullable<ReturnType<typeof drawnWire>>;

const wireMarkup = ({ wire, from, to, bends }: DrawnWire) =>
  wire.color === '' ? '' : `<path d="${wirePath(from, bends, to)}" stroke="${escapeAttr(wire.color)}" />`;

/**
 * The whole circuit as a standalone SVG document on a white ground: each part's own drawing placed
 * and turned as the canvas shows it, the wires over them. The workspace's PNG/SVG export and the
 * cards' thumbnails both draw through here, so they are the same picture.
 */
export const composeCircuitSvg = (picture: CircuitPicture): string => {
  const { parts, wires, geometry } = picture;
  const corners = parts.flatMap((part) => {
    const size = geometry[part.id] ?? { width: 0, height: 0 };
    const at = nodePositionOf(part, size);
    const box = rotatedSize(size, part.rotate);
    return [at, { x: at.x + box.width, y: at.y + box.height }];
  });
  const partsById = new Map(parts.map((part) => [part.id, part]));
  const drawn = wires.flatMap((wire) => drawnWire(picture, partsById, wire) ?? []);
  const { x, y, width, height } = boundsOf([...corners, ...drawn.flatMap((w) => w.bends)], PADDING);
  return [
    `<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}">`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g>${parts.map((part) => placedPart(picture, part)).join('')}</g>`,
    `<g fill="none" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${drawn.map(wireMarkup).join('')}</g>`,
    '</svg>',
  ].join('');
};
