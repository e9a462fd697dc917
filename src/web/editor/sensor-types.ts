import { type ControlDefinition, deviceDefinitionOf } from '../../domain/devices/registry.ts';

/**
 * Which running parts open a control (sensor-controls.tsx, loaded only then), and which of their
 * controls it shows: the values a student sets (a distance, a temperature, the light); the rest
 * are operated on the drawing itself (a keypad's keys, an encoder's turns).
 */

const SET_HERE = new Set(['distance', 'temperature', 'humidity']);

const PHOTORESISTOR = 'wokwi-photoresistor-sensor';
/** The PIR's control is a button (motion now), not a value. */
export const PIR_TYPE = 'wokwi-pir-motion-sensor';
const LUX: ControlDefinition = {
  name: 'lux',
  attr: 'lux',
  min: 0,
  max: 100_000,
  step: 1,
  fallback: 500,
  unit: 'lx',
};

export const controlsOf = (type: string): ControlDefinition[] =>
  type === PHOTORESISTOR
    ? [LUX]
    : (deviceDefinitionOf(type)?.controls ?? []).filter((control) => SET_HERE.has(control.name));

/** Whether a running part of this type opens the control. */
export const hasSensorControls = (type: string): boolean => type === PIR_TYPE || controlsOf(type).length > 0;
