import type { DiagramPart, Point } from '../../domain/circuit/diagram.ts';
import { rotatedSize, type Size } from '../../domain/circuit/footprint.ts';

export { rotatedSize, type Size };

/** A pin as an element's `pinInfo` reports it: CSS px from the element's unrotated top-left corner. */
export interface PinInfo {
  name: string;
  x: number;
  y: number;
  description?: string;
}

/** What a drawn part measures: its unrotated size and its pins. */
export interface PartGeometry {
  width: number;
  height: number;
  pins: readonly PinInfo[];
}

type Placement = Pick<DiagramPart, 'rotate' | 'flip'>;

/** Where a React Flow node sits: the rotated box, whose centre is the unrotated part's centre. */
export const nodePositionOf = (part: Pick<DiagramPart, 'x' | 'y' | 'rotate'>, size: Size): Point => {
  const box = rotatedSize(size, part.rotate);
  return { x: part.x + (size.width - box.width) / 2, y: part.y + (size.height - box.height) / 2 };
};

/** The inverse of `nodePositionOf`: the part's `x` / `y` for a node dragged to `position`. */
export const partPositionOf = (position: Point, rotate: number, size: Size): Point => {
  const box = rotatedSize(size, rotate);
  return { x: position.x - (size.width - box.width) / 2, y: position.y - (size.height - box.height) / 2 };
};

/** Cosine and sine of a quarter turn, exact (no 6.1e-17 from Math.cos). */
const TURNS: Record<number, [number, number]> = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] };

/**
 * A pin's position inside the node box: mirrored first (scaleX(-1)), then rotated clockwise
 * about the centre, as the CSS `rotate(r) scaleX(-1)` that draws the part.
 */
export const pinInBox = (pin: Point, size: Size, { rotate, flip }: Placement): Point => {
  const [cos, sin] = TURNS[rotate] ?? [1, 0];
  const dx = (flip ? size.width - pin.x : pin.x) - size.width / 2;
  const dy = pin.y - size.height / 2;
  const box = rotatedSize(size, rotate);
  return { x: box.width / 2 + dx * cos - dy * sin, y: box.height / 2 + dx * sin + dy * cos };
};

/** A pin's absolute canvas position, or undefined while the part is unmeasured or lacks the pin. */
export const pinPoint = (part: DiagramPart, geometry: PartGeometry | undefined, pin: string) => {
  const info = geometry?.pins.find((p) => p.name === pin);
  if (!geometry || !info) return undefined;
  const origin = nodePositionOf(part, geometry);
  const local = pinInBox(info, geometry, part);
  return { x: origin.x + local.x, y: origin.y + local.y };
};

/** The CSS transform that draws a part rotated and mirrored about its centre. */
export const partTransform = ({ rotate, flip }: Placement): string | undefined => {
  const parts = [rotate ? `rotate(${rotate}deg)` : '', flip ? 'scaleX(-1)' : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
};

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding every point, grown by `padding` on each side. */
export const boundsOf = (points: readonly Point[], padding = 0): Bounds => {
  if (points.length === 0) return { x: 0, y: 0, width: 2 * padding, height: 2 * padding };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - padding;
  const y = Math.min(...ys) - padding;
  return { x, y, width: Math.max(...xs) + padding - x, height: Math.max(...ys) + padding - y };
};

/** Everything but where the part is: what its drawing and the properties panel show. */
export const isSameButPlace = (a: DiagramPart, b: DiagramPart) => {
  const keys = Object.keys(a) as (keyof DiagramPart)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key === 'x' || key === 'y' || a[key] === b[key])
  );
};
