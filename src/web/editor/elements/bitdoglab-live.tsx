import { useEffect, useRef } from 'react';
import { innerPartId, MATRIX_SIZE, matrixLedIndex } from '../../../domain/circuit/bitdoglab.ts';
import { paintOled } from '../device-views.ts';
import { type LiveState, useLiveStore } from '../live.ts';
import { BUZZERS, cellAt, MATRIX, OLED, RGB_LED } from './bitdoglab-layout.ts';

/**
 * What a running program shows on the BitDogLab, read from the page's live store under the ids of
 * the parts the simulator finds inside the board (`<board id>/matrix`, `/rgb`, `/buzzer1`…): the
 * matrix's cells, the RGB LED's colour, the buzzers sounding, the OLED's picture. With no program
 * running, or off the canvas (a thumbnail), everything is dark.
 *
 * Each cell and the LED carry their colour as data (`data-color="r,g,b"`, the program's own
 * values), so a journey reads what the board shows.
 */

type Rgb = readonly [number, number, number];

/** Plain text, so the store's selector compares by value: a part re-renders when its colours change. */
const colourText = (rgb: Rgb | undefined) => (rgb ? `${rgb[0]},${rgb[1]},${rgb[2]}` : '0,0,0');
const parseColour = (text: string): Rgb => {
  const [r = 0, g = 0, b = 0] = text.split(',').map(Number);
  return [r, g, b];
};

/**
 * A WS2812 as a person sees it: lessons drive them dim (`(0, 0, 20)` is usual, to spare eyes), so
 * any lit one shows its hue clearly, brighter as the program asks for more.
 */
const seenColour = ([r, g, b]: Rgb, full: number): string | undefined => {
  const max = Math.max(r, g, b);
  if (max <= 0) return undefined;
  const scale = (160 + 95 * Math.min(1, max / full)) / max;
  const channel = (value: number) => Math.round(Math.min(255, value * scale));
  return `rgb(${channel(r)}, ${channel(g)}, ${channel(b)})`;
};

/** An unlit WS2812 seen from above: a dark die in a pale frame. */
const DARK_CELL = '#3a414b';

/**
 * The matrix's 25 colours row by row from the top-left (`r,g,b` each, `;` between): the ring's
 * pixels put where the WS2812 chain's snake puts them. Empty when nothing runs on this board.
 */
export const matrixTextOf = (state: LiveState, partId: string | undefined): string => {
  if (partId === undefined || !state.isRunning) return '';
  const pixels = state.outputs.rings?.[innerPartId(partId, 'matrix')];
  if (!pixels) return '';
  return Array.from({ length: MATRIX_SIZE * MATRIX_SIZE }, (_, i) =>
    colourText(pixels[matrixLedIndex(Math.floor(i / MATRIX_SIZE), i % MATRIX_SIZE)]),
  ).join(';');
};

export const LiveMatrix = ({ partId }: { partId: string | undefined }) => {
  const text = useLiveStore((state) => matrixTextOf(state, partId));
  const cells = text === '' ? [] : text.split(';');
  return (
    <g data-matrix="">
      {Array.from({ length: MATRIX_SIZE * MATRIX_SIZE }, (_, i) => {
        const row = Math.floor(i / MATRIX_SIZE);
        const column = i % MATRIX_SIZE;
        const colour = cells[i] ?? '0,0,0';
        const { x, y } = cellAt(row, column);
        return (
          <rect
            key={`${row},${column}`}
            x={x}
            y={y}
            width={MATRIX.cell}
            height={MATRIX.cell}
            rx={1}
            fill={seenColour(parseColour(colour), 255) ?? DARK_CELL}
            stroke="#c9ccd1"
            strokeWidth={0.6}
            data-cell={`${row},${column}`}
            data-color={colour}
          />
        );
      })}
    </g>
  );
};

/** The RGB LED's colour (`r,g,b`, each 0–1). */
export const rgbTextOf = (state: LiveState, partId: string | undefined): string =>
  partId === undefined || !state.isRunning
    ? '0,0,0'
    : colourText(state.outputs.rgbLeds[innerPartId(partId, 'rgb')]);

/** Which buzzers sound, one character each: `10` is the first sounding, the second silent. */
export const soundingOf = (state: LiveState, partId: string | undefined): string =>
  (['buzzer1', 'buzzer2'] as const)
    .map((name) =>
      partId !== undefined &&
      state.isRunning &&
      (state.outputs.buzzers[innerPartId(partId, name)] ?? null) !== null
        ? '1'
        : '0',
    )
    .join('');

export const LiveRgbLed = ({ partId }: { partId: string | undefined }) => {
  const text = useLiveStore((state) => rgbTextOf(state, partId));
  const fill = seenColour(parseColour(text), 1);
  const { cx, cy, size } = RGB_LED;
  return (
    <g data-rgb-led="" data-color={text}>
      {fill && (
        <>
          <circle cx={cx} cy={cy} r={size} fill={fill} opacity={0.45} />
          <rect x={cx - size / 2} y={cy - size / 2} width={size} height={size} rx={1} fill={fill} />
        </>
      )}
    </g>
  );
};

/** A sounding buzzer shows waves beside it (what the page plays is the simulator's, buzzer-sound.ts). */
export const LiveBuzzers = ({ partId }: { partId: string | undefined }) => {
  const sounding = useLiveStore((state) => soundingOf(state, partId));
  return (
    <g>
      {BUZZERS.map(({ cx, cy, r }, i) => {
        const isSounding = sounding[i] === '1';
        return (
          <g key={cx} data-buzzer={i + 1} data-sounding={isSounding ? 'on' : 'off'}>
            {isSounding && (
              <path
                d={`M ${cx + r + 2} ${cy - 5} q 4 5 0 10 M ${cx + r + 5} ${cy - 8} q 6 8 0 16`}
                fill="none"
                stroke="#ffd166"
                strokeWidth={1.4}
                strokeLinecap="round"
              />
            )}
          </g>
        );
      })}
    </g>
  );
};

/**
 * The OLED's picture while running, painted as the OLED module's element paints it
 * (device-views.ts), one canvas pixel per screen pixel over the drawing's glass.
 */
export const LiveOled = ({ partId }: { partId: string }) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const view = useLiveStore((state) => state.views[innerPartId(partId, 'oled')]);
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    const image = context.createImageData(OLED.width, OLED.height);
    paintOled(image, view?.kind === 'oled' ? view : undefined);
    context.putImageData(image, 0, 0);
  }, [view]);
  return (
    <canvas
      ref={canvasRef}
      width={OLED.width}
      height={OLED.height}
      data-oled=""
      style={{
        position: 'absolute',
        left: OLED.x,
        top: OLED.y,
        width: OLED.width,
        height: OLED.height,
        imageRendering: 'pixelated',
        pointerEvents: 'none',
      }}
    />
  );
};
