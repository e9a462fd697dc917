import { BITDOGLAB_SIZE, MATRIX_SIZE } from '../../../domain/circuit/bitdoglab.ts';

/**
 * Where each peripheral sits on our BitDogLab drawing (bitdoglab-board.tsx), in its SVG's px: the
 * Pico W top left, the 5×5 matrix in the middle with the RGB LED beside it, the microphone and the
 * two buzzers top right, buttons A and B bottom left, the OLED in the middle below the matrix,
 * the joystick bottom right and the expansion header along the bottom edge, as on the board. The
 * live layers (bitdoglab-live.tsx) and the controls (bitdoglab-controls.tsx) place themselves here.
 */

export const BOARD = BITDOGLAB_SIZE;

export const PICO_W = { x: 8, y: 8, width: 104, height: 42 } as const;

const CELL_PITCH = 13;
export const MATRIX = { x: 150, y: 10, pitch: CELL_PITCH, cell: 9, size: MATRIX_SIZE } as const;

/** The top-left corner of the matrix cell at (`row`, `column`), row 0 at the top. */
export const cellAt = (row: number, column: number) => ({
  x: MATRIX.x + column * CELL_PITCH + (CELL_PITCH - MATRIX.cell) / 2,
  y: MATRIX.y + row * CELL_PITCH + (CELL_PITCH - MATRIX.cell) / 2,
});

export const RGB_LED = { cx: 132, cy: 64, size: 10 } as const;

export const MICROPHONE = { cx: 236, cy: 24, r: 6 } as const;

export const BUZZERS = [
  { cx: 272, cy: 26, r: 12 },
  { cx: 308, cy: 26, r: 12 },
] as const;

/** The OLED's glass, one drawing px per screen pixel (128 × 64). */
export const OLED = { x: 104, y: 100, width: 128, height: 64 } as const;

export const BUTTONS = {
  buttonA: { cx: 30, cy: 132 },
  buttonB: { cx: 66, cy: 132 },
} as const;
export const BUTTON_SIZE = 20;

/** The joystick's base and how far its knob travels from the middle. */
export const JOYSTICK = { cx: 290, cy: 134, base: 58, r: 25, knob: 13, travel: 12 } as const;

/** The microphone's slider while running: under the microphone and the buzzers, clear of the matrix. */
export const MICROPHONE_SLIDER = { x: 228, y: 52, width: 92, height: 14 } as const;
