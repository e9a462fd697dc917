import { simulatedDiagram } from '../circuit/board-inside.ts';
import type { Diagram } from '../circuit/diagram.ts';
import { buildNetlist, type InteractiveKind } from '../circuit/netlist.ts';
import { controlKey, deviceDefinitionOf } from '../devices/registry.ts';

/**
 * What a scenario's `set-control` can move on a part, by the control's name as Wokwi's automation
 * names it (`pressed` on a pushbutton, `position` on a potentiometer), and where the simulator
 * reads it: the input key of `PartInputs` and its range. Device models (an HC-SR04's `distance`,
 * a DHT22's `temperature`) name their controls in the device registry. A BitDogLab's inputs are
 * its inner parts' (`bdl1/buttonA` pressed, `bdl1/joystick` x / y / press, `bdl1/microphone` level).
 */

export interface ControlTarget {
  name: string;
  /** The `PartInputs` key the simulator reads. */
  key: string;
  min: number;
  max: number;
  step: number;
}

const BY_KIND: Record<
  InteractiveKind,
  { name: string; key: (id: string) => string; min: number; max: number; step: number }
> = {
  button: { name: 'pressed', key: (id) => id, min: 0, max: 1, step: 1 },
  switch: { name: 'position', key: (id) => id, min: 0, max: 1, step: 1 },
  potentiometer: { name: 'position', key: (id) => id, min: 0, max: 1, step: 0.01 },
  photoresistor: { name: 'lux', key: (id) => id, min: 0, max: 100_000, step: 1 },
  keypad: { name: 'keys', key: (id) => controlKey(id, 'keys'), min: 0, max: 0xffff, step: 1 },
};

/** Every control of a part in this circuit; empty for a part with none (or not in the circuit). */
export const controlsOf = (drawn: Diagram, partId: string): ControlTarget[] => {
  const diagram = simulatedDiagram(drawn);
  const part = diagram.parts.find((candidate) => candidate.id === partId);
  if (part === undefined) return [];
  const interactive = buildNetlist({ ...diagram, parts: [part], wires: [] }).interactive.find(
    (candidate) => candidate.id === partId,
  );
  const own = interactive === undefined ? [] : [BY_KIND[interactive.kind]];
  return [
    ...own.map(({ key, ...rest }) => ({ ...rest, key: key(partId) })),
    ...(deviceDefinitionOf(part.type)?.controls ?? []).map((control) => ({
      name: control.name,
      key: controlKey(partId, control.name),
      min: control.min,
      max: control.max,
      step: control.step,
    })),
  ];
};

export const controlTargetOf = (diagram: Diagram, partId: string, name: string): ControlTarget | undefined =>
  controlsOf(diagram, partId).find((control) => control.name === name);
