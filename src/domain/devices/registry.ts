import type { DiagramPart } from '../circuit/diagram.ts';
import { analogJoystickDefinition } from './analog-joystick.ts';
import type { DeviceHost, DeviceModel } from './device.ts';
import { dht22Definition } from './dht22.ts';
import { hcSr04Definition } from './hc-sr04.ts';
import { lcd1602Definition } from './hd44780.ts';
import { ky040Definition } from './ky040.ts';
import { microphoneDefinition } from './microphone.ts';
import { ntcTemperatureSensorDefinition } from './ntc-temperature-sensor.ts';
import { pirMotionSensorDefinition } from './pir-motion-sensor.ts';
import { sevenSegmentDefinition } from './seven-segment.ts';
import { slidePotentiometerDefinition } from './slide-potentiometer.ts';
import { ssd1306Definition } from './ssd1306.ts';

/**
 * Every part the simulator gives a device model (issue 24): how to make one, the controls a
 * student can move while it runs, and the modules that drive it. The workspace's "Supported parts
 * and libraries" page is drawn from this same table.
 */

/** A value the student sets on a running part (a distance, a temperature); stored as its attr. */
export interface ControlDefinition {
  /** The control's name (`distance`); the input key is `<part id>.<name>`. */
  name: string;
  /** The part's attr that holds it in diagram.json (`distance`), so it is saved with the circuit. */
  attr: string;
  min: number;
  max: number;
  step: number;
  /** When the attr is missing or unreadable. */
  fallback: number;
  /** Shown after the number: `cm`, `°C`, `%`, `lx`. */
  unit: string;
}

export interface DeviceDefinition {
  type: string;
  controls: readonly ControlDefinition[];
  /** The CircuitPython modules a student imports to drive it, most usual first. */
  modules: readonly string[];
  create(part: DiagramPart, host: DeviceHost): DeviceModel;
}

/** The families add their definitions here. */
const DEFINITIONS: readonly DeviceDefinition[] = [
  ssd1306Definition,
  lcd1602Definition,
  hcSr04Definition,
  dht22Definition,
  pirMotionSensorDefinition,
  ntcTemperatureSensorDefinition,
  analogJoystickDefinition,
  slidePotentiometerDefinition,
  ky040Definition,
  sevenSegmentDefinition,
  // Inside the BitDogLab only (circuit/board-inside.ts): no part of the palette.
  microphoneDefinition,
];

let byType: ReadonlyMap<string, DeviceDefinition> | undefined;

/** Built on first use, so that no chunk's load order can find the definitions not yet made. */
export const deviceDefinitionOf = (type: string): DeviceDefinition | undefined => {
  byType ??= new Map(DEFINITIONS.map((definition) => [definition.type, definition]));
  return byType.get(type);
};

export const DEVICE_DEFINITIONS = DEFINITIONS;

/** The input key of a part's control, as the page writes it and the device reads it. */
export const controlKey = (partId: string, control: string): string => `${partId}.${control}`;

/** The keys held on a membrane keypad, a bitmask the netlist reads (netlist.ts). */
const KEYPAD_TYPE = 'wokwi-membrane-keypad';

/** The control keys of a diagram's parts, for the page's shared input slots. */
export const controlKeysOf = (parts: readonly DiagramPart[]): string[] =>
  parts.flatMap((part) => [
    ...(part.type === KEYPAD_TYPE ? [controlKey(part.id, 'keys')] : []),
    ...(deviceDefinitionOf(part.type)?.controls ?? []).map((control) => controlKey(part.id, control.name)),
  ]);

/** A control's value from the part's attr, within its range. */
export const controlFromAttr = (part: DiagramPart, control: ControlDefinition): number => {
  const value = Number.parseFloat(part.attrs[control.attr] ?? '');
  if (!Number.isFinite(value)) return control.fallback;
  return Math.min(control.max, Math.max(control.min, value));
};
