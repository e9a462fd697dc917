import { innerPartId } from '../circuit/bitdoglab.ts';
import { controlKey } from './registry.ts';

/**
 * What the BitDogLab's drawing reads and writes while a program runs (issue 29). The simulator
 * runs the board as a Pico with its peripherals as inner parts (circuit/board-inside.ts), so every
 * key is an inner part's id, `<board id>/<name>`, or a control of one.
 *
 * Read (live.ts's store, filled from `computeOutputs` and the devices' views):
 * - `outputs.rgbLeds[rgb]`: the RGB LED's [r, g, b], each 0–1;
 * - `outputs.rings[matrix]`: the 25 WS2812 colours by chain index; the cell at (row, column) is
 *   index `matrixLedIndex(row, column)` (circuit/bitdoglab.ts);
 * - `outputs.buzzers[buzzers[0]]`, `outputs.buzzers[buzzers[1]]`: Hz, or null when silent;
 * - `views[oled]`: the SSD1306's `{ kind: 'oled', … }` view.
 * Written (`onPartInput(key, value)`): the controls below.
 */

export interface BitDogLabLiveKeys {
  rgb: string;
  matrix: string;
  buzzers: readonly [string, string];
  oled: string;
}

export const bitDogLabLiveKeys = (boardId: string): BitDogLabLiveKeys => ({
  rgb: innerPartId(boardId, 'rgb'),
  matrix: innerPartId(boardId, 'matrix'),
  buzzers: [innerPartId(boardId, 'buzzer1'), innerPartId(boardId, 'buzzer2')],
  oled: innerPartId(boardId, 'oled'),
});

/** One input of the board: its key in `PartInputs`, its range, and what it is. */
export interface BitDogLabControl {
  /** buttonA, buttonB, joystick.x, joystick.y, joystick.press, microphone.level */
  name: string;
  key: string;
  min: number;
  max: number;
  step: number;
  /** At rest (released, centred, silent). */
  rest: number;
}

/**
 * The board's inputs: buttons A and B 1 pressed / 0 released; the joystick's x (−1 left … 1
 * right), y (−1 down … 1 up) and press (1 / 0); the microphone's level, 0–100 %.
 */
export const bitDogLabControls = (boardId: string): BitDogLabControl[] => {
  const joystick = innerPartId(boardId, 'joystick');
  const microphone = innerPartId(boardId, 'microphone');
  const button = (name: string, key: string) => ({ name, key, min: 0, max: 1, step: 1, rest: 0 });
  const axis = (name: 'x' | 'y') => ({
    name: `joystick.${name}`,
    key: controlKey(joystick, name),
    min: -1,
    max: 1,
    step: 0.01,
    rest: 0,
  });
  return [
    button('buttonA', innerPartId(boardId, 'buttonA')),
    button('buttonB', innerPartId(boardId, 'buttonB')),
    axis('x'),
    axis('y'),
    button('joystick.press', controlKey(joystick, 'press')),
    {
      name: 'microphone.level',
      key: controlKey(microphone, 'level'),
      min: 0,
      max: 100,
      step: 1,
      rest: 0,
    },
  ];
};

/** The inner parts a behaviour check's `set-control` can move (`bdl1/joystick`…), for its editor. */
export const bitDogLabControlParts = (boardId: string): string[] => [
  innerPartId(boardId, 'buttonA'),
  innerPartId(boardId, 'buttonB'),
  innerPartId(boardId, 'joystick'),
  innerPartId(boardId, 'microphone'),
];
