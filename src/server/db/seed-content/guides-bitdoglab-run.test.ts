import { describe, expect, it } from 'vitest';
import { MATRIX_SIZE, matrixLedIndex } from '../../../domain/circuit/bitdoglab.ts';
import { simulatedDiagram } from '../../../domain/circuit/board-inside.ts';
import { buildNetlist, computeOutputs } from '../../../domain/circuit/netlist.ts';
import type { BoardDrive, PartInputs } from '../../../domain/circuit/simulation.ts';
import { bitDogLabLiveKeys } from '../../../domain/devices/bitdoglab-controls.ts';
import type { DeviceView } from '../../../domain/devices/device.ts';
import { simulate } from '../../../domain/simulator/test-support.ts';
import { bitDogLabGuides } from './guides-bitdoglab.ts';
import type { SeedGuide } from './types.ts';

/**
 * The BitDogLab guides do what their steps say (issue 29), on the board's inner parts in the
 * MicroPython runtime, in each language's version: programs.test.ts only asks them to run clean.
 * Times are the simulator's virtual ones.
 */

const BOARD = 'bitdoglab';
const keys = bitDogLabLiveKeys(BOARD);
const input = (name: string) => `${BOARD}/${name}`;

const versions = (id: string) => bitDogLabGuides.filter((guide) => guide.id.startsWith(id));

/** Runs a guide for `ms` of virtual time under `inputsAt`, and what its board shows at the end. */
const run = async (guide: SeedGuide, ms: number, inputsAt: (ms: number) => PartInputs = () => ({})) => {
  const ran = await simulate(guide.code, { diagram: guide.diagram, runFor: ms, callCostUs: 20, inputsAt });
  const drive: BoardDrive = ran.drives.at(-1)?.drive ?? {};
  const outputs = computeOutputs(buildNetlist(simulatedDiagram(guide.diagram)), drive, inputsAt(ms));
  return { ...ran, outputs };
};

/** The matrix as 5 rows of 0/1 (lit or dark) and the colours lit. */
const matrixOf = (ring: readonly (readonly number[])[] | undefined) => {
  const cells = Array.from({ length: MATRIX_SIZE }, (_, row) =>
    Array.from({ length: MATRIX_SIZE }, (_, column) => ring?.[matrixLedIndex(row, column)] ?? [0, 0, 0]),
  );
  return {
    grid: cells.map((row) => row.map(([r = 0, g = 0, b = 0]) => (r + g + b > 0 ? 1 : 0))),
    colours: new Set(cells.flat().flatMap((cell) => (cell.some((c) => c > 0) ? [cell.join(',')] : []))),
  };
};

const HAPPY = [
  [0, 1, 0, 1, 0],
  [0, 1, 0, 1, 0],
  [0, 0, 0, 0, 0],
  [1, 0, 0, 0, 1],
  [0, 1, 1, 1, 0],
];

describe.each(versions('practical_bitdoglab_led_rgb'))('$id', (guide) => {
  it('lights the RGB LED red, then green', async () => {
    expect((await run(guide, 300)).outputs.rgbLeds[keys.rgb]).toEqual([1, 0, 0]);
    expect((await run(guide, 1000)).outputs.rgbLeds[keys.rgb]).toEqual([0, 1, 0]);
  });
});

describe.each(versions('practical_bitdoglab_botoes'))('$id', (guide) => {
  it('lights the green while A is held, and toggles the blue on each press of B', async () => {
    const held = await run(guide, 300, () => ({ [input('buttonA')]: 1 }));
    expect(held.outputs.rgbLeds[keys.rgb]).toEqual([0, 1, 0]);
    expect((await run(guide, 300)).outputs.rgbLeds[keys.rgb]).toEqual([0, 0, 0]);
    /** The counts printed: "Botão B apertado 1 vez(es)", "Button B pressed 1 time(s)"… */
    const counted = (printed: string) => [...printed.matchAll(/ B \D+(\d+)/g)].map((match) => match[1]);
    const pressB = (times: number) => (ms: number) =>
      ms % 200 < 100 && ms < times * 200 + 100 && ms > 100 ? { [input('buttonB')]: 1 } : {};
    const once = await run(guide, 500, pressB(1));
    expect(once.outputs.rgbLeds[keys.rgb]).toEqual([0, 0, 1]);
    expect(counted(once.printed)).toEqual(['1']);
    const twice = await run(guide, 700, pressB(2));
    expect(twice.outputs.rgbLeds[keys.rgb]).toEqual([0, 0, 0]);
    expect(counted(twice.printed)).toEqual(['1', '2']);
  });
});

describe.each(versions('practical_bitdoglab_melodia'))('$id', (guide) => {
  it('plays C5 on buzzer A, then G5, the second buzzer silent', async () => {
    const near = (hz: number | null | undefined, target: number) => Math.abs((hz ?? 0) - target) / target;
    const first = await run(guide, 200);
    expect(near(first.outputs.buzzers[keys.buzzers[0]], 523)).toBeLessThan(0.02);
    expect(first.outputs.buzzers[keys.buzzers[1]] ?? null).toBeNull();
    const third = await run(guide, 1000);
    expect(near(third.outputs.buzzers[keys.buzzers[0]], 784)).toBeLessThan(0.02);
  });
});

describe.each(versions('practical_bitdoglab_matriz_rosto'))('$id', (guide) => {
  it('draws the happy face in yellow, then winks', async () => {
    const face = matrixOf((await run(guide, 1000)).outputs.rings[keys.matrix]);
    expect(face.grid).toEqual(HAPPY);
    expect([...face.colours]).toEqual(['40,30,0']);
    const wink = matrixOf((await run(guide, 2150)).outputs.rings[keys.matrix]);
    expect(wink.grid).toEqual(HAPPY.map((row, i) => (i === 0 ? [0, 1, 0, 0, 0] : row)));
  });
});

describe.each(versions('practical_bitdoglab_joystick_matriz'))('$id', (guide) => {
  const dotAt = async (inputs: PartInputs) => {
    const { grid, colours } = matrixOf((await run(guide, 300, () => inputs)).outputs.rings[keys.matrix]);
    const lit = grid.flatMap((row, r) => row.flatMap((cell, c) => (cell ? [[r, c]] : [])));
    return { lit, colours: [...colours] };
  };

  it('puts one dot where the stick points, red while it is pressed', async () => {
    expect(await dotAt({})).toEqual({ lit: [[2, 2]], colours: ['0,0,40'] });
    const upRight = { [input('joystick.x')]: 1, [input('joystick.y')]: 1 };
    expect(await dotAt(upRight)).toEqual({ lit: [[0, 4]], colours: ['0,0,40'] });
    const downLeft = { [input('joystick.x')]: -1, [input('joystick.y')]: -1 };
    expect((await dotAt(downLeft)).lit).toEqual([[4, 0]]);
    expect(await dotAt({ [input('joystick.press')]: 1 })).toEqual({ lit: [[2, 2]], colours: ['40,0,0'] });
  });
});

describe.each(versions('practical_bitdoglab_oled_joystick'))('$id', (guide) => {
  /** Pixel (x, y) of the SSD1306's RAM: bit y % 8 of byte x of page y / 8, two hex digits a byte. */
  const pixel = (views: Record<string, DeviceView>, x: number, y: number) => {
    const view = views[keys.oled];
    if (view?.kind !== 'oled') throw new Error('no OLED view');
    const at = (Math.floor(y / 8) * 128 + x) * 2;
    return (Number.parseInt(view.ram.slice(at, at + 2), 16) >> (y % 8)) & 1;
  };

  it('writes on the OLED and fills the bar as far as the stick goes right', async () => {
    const right = await run(guide, 500, () => ({ [input('joystick.x')]: 1 }));
    const left = await run(guide, 500, () => ({ [input('joystick.x')]: -1 }));
    // The bar's frame in both; inside it, lit only with the stick to the right.
    expect([pixel(right.finalViews, 0, 54), pixel(left.finalViews, 0, 63)]).toEqual([1, 1]);
    expect([pixel(right.finalViews, 100, 58), pixel(left.finalViews, 100, 58)]).toEqual([1, 0]);
    // "Joystick" centred on the top line: some of its pixels lit, none left of it.
    const title = Array.from({ length: 64 * 8 }, (_, i) =>
      pixel(left.finalViews, 32 + (i % 64), Math.floor(i / 64)),
    );
    expect(title.filter(Boolean).length).toBeGreaterThan(40);
    expect(pixel(left.finalViews, 10, 3)).toBe(0);
    expect(right.printed).toContain("['0x3c']");
  });
});
