import type { Diagram } from '../../domain/circuit/diagram.ts';
import { footprintOf } from '../../domain/circuit/footprint.ts';
import type { PartGeometry } from './geometry.ts';

/**
 * Tests only: a measurement for every part of `diagram`, as the canvas would report it once drawn:
 * its footprint, with the pins its wires use spread along the top.
 */
export const geometryOf = (diagram: Diagram): Record<string, PartGeometry> => {
  const pins = new Map<string, Set<string>>();
  for (const { from, to } of diagram.wires)
    for (const end of [from, to]) pins.set(end.part, (pins.get(end.part) ?? new Set()).add(end.pin));
  return Object.fromEntries(
    diagram.parts.map((part) => {
      const { width, height } = footprintOf(part.type);
      const names = [...(pins.get(part.id) ?? [])];
      const at = (i: number) => ({ x: ((i + 1) * width) / (names.length + 1), y: 2 });
      return [part.id, { width, height, pins: names.map((name, i) => ({ name, ...at(i) })) }];
    }),
  );
};
