import { type Diagram, type DiagramPart, type DiagramWire, formatPinRef, type Point } from './diagram.ts';
import { bendsToRoute } from './route.ts';
import { roundPx } from './wiring.ts';

/**
 * Our Diagram → Wokwi's diagram.json (the reading back is wokwi.ts). Apart from the import so the
 * workspace's export menu does not bring the import's schemas, and zod, to the page: the import is
 * downloaded when a file is chosen.
 */

/** `flip` travels as the `flip` attr (`"1"`), which is how Wokwi's LED reads it. */
export const FLIP_ATTR = 'flip';

/** Where a pin is on the canvas, when the caller knows (the editor asks its rendered parts). */
export type PinPosition = (part: DiagramPart, pin: string) => Point | undefined;

export interface WokwiPart {
  type: string;
  id: string;
  top: number;
  left: number;
  rotate?: number;
  attrs: Record<string, string>;
}
export type WokwiConnection = [from: string, to: string, color: string, route: string[]];
export interface WokwiDiagram {
  version: 1;
  author: string;
  editor: 'wokwi';
  parts: WokwiPart[];
  connections: WokwiConnection[];
}

const exportPart = (part: DiagramPart): WokwiPart => {
  const attrs = part.flip ? { ...part.attrs, [FLIP_ATTR]: '1' } : { ...part.attrs };
  // Wokwi's key order, and no `rotate` when upright, as Wokwi writes it.
  const rotate = part.rotate === 0 ? {} : { rotate: part.rotate };
  return { type: part.type, id: part.id, top: part.y, left: part.x, ...rotate, attrs };
};

/**
 * The route Wokwi draws through our bends. A wire still carrying its imported route gives it back
 * unchanged. Without a pin position the part's origin stands in for the source pin.
 */
const exportRoute = (wire: DiagramWire, parts: Map<string, DiagramPart>, pinPosition?: PinPosition) => {
  if (wire.route) return [...wire.route];
  if (wire.bends.length === 0) return [];
  const part = parts.get(wire.from.part);
  const source = (part && pinPosition?.(part, wire.from.pin)) ?? {
    x: roundPx(part?.x ?? 0),
    y: roundPx(part?.y ?? 0),
  };
  return bendsToRoute(wire.bends, source);
};

export const toWokwiJson = (
  diagram: Diagram,
  options: { author?: string; pinPosition?: PinPosition } = {},
): WokwiDiagram => {
  const parts = new Map(diagram.parts.map((p) => [p.id, p]));
  return {
    version: 1,
    author: options.author ?? 'Chispa',
    editor: 'wokwi',
    parts: diagram.parts.map(exportPart),
    connections: diagram.wires.map(
      (wire): WokwiConnection => [
        formatPinRef(wire.from),
        formatPinRef(wire.to),
        wire.color,
        exportRoute(wire, parts, options.pinPosition),
      ],
    ),
  };
};
