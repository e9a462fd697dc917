import { BITDOGLAB_SIZE, BITDOGLAB_TYPE } from './bitdoglab.ts';
import type { DiagramPart, Point } from './diagram.ts';
import { BREADBOARD_TYPE, getPartDefinition, PICO_TYPE } from './parts.ts';
import { PICO_SIZE, PIN_PITCH_PX } from './pico.ts';

/**
 * How much room each part takes on the canvas, before it is drawn: the canvas measures a drawn
 * part, but a part about to be placed has no drawing yet. Sizes are the unrotated drawings' in CSS
 * px (@wokwi/elements' SVG size in mm × 3.78; the Pico and breadboard are ours).
 */

export interface Size {
  width: number;
  height: number;
}

/** A box on the canvas: top-left corner and size, CSS px. */
export interface Box extends Size {
  x: number;
  y: number;
}

const mm = (width: number, height: number): Size => ({
  width: Math.round(width * 3.7795),
  height: Math.round(height * 3.7795),
});

// biome-ignore format: one part a line reads as a table
export const FOOTPRINTS: Readonly<Record<string, Size>> = {
  [PICO_TYPE]: PICO_SIZE,
  [BITDOGLAB_TYPE]: BITDOGLAB_SIZE,
  [BREADBOARD_TYPE]: { width: 32 * PIN_PITCH_PX, height: 21 * PIN_PITCH_PX },
  'wokwi-led': { width: 40, height: 50 },
  'wokwi-rgb-led': { width: 42, height: 73 },
  'wokwi-resistor': mm(15.645, 3),
  'wokwi-buzzer': mm(17, 20),
  'wokwi-servo': mm(45, 31.63),
  'wokwi-neopixel': mm(5.66, 5),
  'wokwi-pushbutton': mm(17.8, 12),
  'wokwi-pushbutton-6mm': mm(7.41, 6),
  'wokwi-slide-switch': mm(8.5, 9.23),
  'wokwi-potentiometer': mm(20, 20),
  'wokwi-slide-potentiometer': mm(55, 29),
  'wokwi-membrane-keypad': mm(70.34, 76),
  'wokwi-analog-joystick': mm(27.2, 31.8),
  'wokwi-ky-040': mm(30.8, 18.63),
  'wokwi-photoresistor-sensor': mm(45.95, 16.27),
  'wokwi-ntc-temperature-sensor': mm(35.83, 19),
  'wokwi-pir-motion-sensor': mm(24, 24.45),
  'wokwi-hc-sr04': mm(45, 25),
  'wokwi-dht22': mm(15.1, 30.89),
  'wokwi-7segment': mm(12.55, 22),
  'wokwi-ssd1306': { width: 150, height: 116 },
  'wokwi-lcd1602': mm(80, 36),
  'wokwi-led-ring': mm(40, 45),
  'wokwi-led-bar-graph': mm(10.1, 25.5),
  'wokwi-ir-receiver': mm(16.18, 23.48),
  'wokwi-mpu6050': mm(21.6, 16.2),
  'wokwi-tilt-switch': mm(23.4, 14.7),
};

/** A part we know nothing about: about the size of a small module. */
export const DEFAULT_FOOTPRINT: Size = { width: 80, height: 80 };

export const footprintOf = (type: string): Size =>
  Object.hasOwn(FOOTPRINTS, type) ? (FOOTPRINTS[type] as Size) : DEFAULT_FOOTPRINT;

const isQuarterTurn = (rotate: number) => rotate === 90 || rotate === 270;

/** The box a rotated part occupies (a part turns about its centre, as on Wokwi). */
export const rotatedSize = ({ width, height }: Size, rotate: number): Size =>
  isQuarterTurn(rotate) ? { width: height, height: width } : { width, height };

/** Where a part of this size lies on the canvas, turned about its centre. */
export const partBox = (part: Pick<DiagramPart, 'x' | 'y' | 'rotate'>, size: Size): Box => {
  const box = rotatedSize(size, part.rotate);
  return {
    x: part.x + (size.width - box.width) / 2,
    y: part.y + (size.height - box.height) / 2,
    ...box,
  };
};

export const boxCenter = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Boxes that share some area; touching edges do not count. */
export const boxesOverlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const growBox = (box: Box, margin: number): Box => ({
  x: box.x - margin,
  y: box.y - margin,
  width: box.width + 2 * margin,
  height: box.height + 2 * margin,
});

/**
 * Which parts draw over which: breadboards at the bottom, boards on them, small parts on top.
 * Selecting a part never changes it, so a board never hides the LED that sits on it.
 */
export const stackLayer = (type: string): number => {
  const category = getPartDefinition(type)?.category;
  if (category === 'wiring') return 0;
  if (category === 'boards') return 1;
  return 2;
};
