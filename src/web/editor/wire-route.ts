import { alignEnds, autoRoute, type WireEnd } from '../../domain/circuit/auto-route.ts';
import type { DiagramPart, DiagramWire, Point } from '../../domain/circuit/diagram.ts';
import { type Box, partBox } from '../../domain/circuit/footprint.ts';
import { routeToBends } from '../../domain/circuit/route.ts';
import { pinExitDirection } from '../../domain/circuit/wire-exit.ts';
import { type PartGeometry, pinPoint } from './geometry.ts';
import { occupiedBoxes } from './place-part.ts';

type Geometries = Readonly<Record<string, PartGeometry | undefined>>;

/**
 * A wire's end on a drawn part: where the pin is, which way a wire leaves it, the part's box.
 * Undefined while the part is not measured or lacks the pin.
 */
export const wireEndOf = (
  part: DiagramPart | undefined,
  geometry: PartGeometry | undefined,
  pin: string | null | undefined,
): WireEnd | undefined => {
  const info = geometry?.pins.find((p) => p.name === pin);
  const point = part && pin ? pinPoint(part, geometry, pin) : undefined;
  if (!part || !geometry || !info || !point) return undefined;
  return { pin: point, exit: pinExitDirection(part, info, geometry), box: partBox(part, geometry) };
};

/** A wire the canvas routes by itself: no bends and no Wokwi route of its own. */
export const isAutoRouted = (wire: DiagramWire | undefined): boolean =>
  wire !== undefined && wire.bends.length === 0 && wire.route === undefined;

/** The other parts' boxes, which an automatic wire goes around. */
export const obstaclesFor = (wire: DiagramWire, parts: readonly DiagramPart[], geometry: Geometries): Box[] =>
  occupiedBoxes(
    { parts: parts.filter((p) => p.id !== wire.from.part && p.id !== wire.to.part), wires: [] },
    geometry,
  );

/**
 * The corners a wire is drawn through: its bends; a wire imported from Wokwi keeps its route
 * (moves from its pins) until its bends are edited; either way its end elbows turn the way its
 * pins face. A wire without either is routed automatically, out of each pin away from its part,
 * and follows the parts when they move.
 */
export const displayedBends = (
  wire: DiagramWire,
  from: WireEnd,
  to: WireEnd,
  obstacles: readonly Box[],
): readonly Point[] => {
  const isDrawn = from.box !== undefined && to.box !== undefined;
  if (isAutoRouted(wire)) return isDrawn ? autoRoute(from, to, { obstacles }) : [];
  const bends = wire.bends.length > 0 ? wire.bends : (routeToBends(wire.route ?? [], from.pin, to.pin) ?? []);
  return isDrawn ? alignEnds(from, bends, to) : bends;
};
