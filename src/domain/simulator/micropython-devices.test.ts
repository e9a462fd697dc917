import { describe, expect, it } from 'vitest';
import { buildNetlist } from '../circuit/netlist.ts';
import { computeOutputs } from '../circuit/netlist-outputs.ts';
import { part } from '../circuit/test-builders.ts';
import type { DeviceView } from '../devices/device.ts';
import { linesOf, mpyCircuit } from './micropython-support.ts';
import { lastLine, simulate } from './test-support.ts';

/** MicroPython's I2C/SoftI2C, the ssd1306 driver on framebuf, and neopixel, against Wokwi parts. */

type OledView = Extract<DeviceView, { kind: 'oled' }>;

/** An SSD1306 at 0x3C with DATA on `sda` and CLK on `scl`, powered from 3V3. */
const oledOn = (sda: string, scl: string) =>
  mpyCircuit(
    [part('wokwi-ssd1306', 'oled1', { attrs: { i2cAddress: '0x3c' } })],
    [
      ['oled1:DATA', `pico:${sda}`],
      ['oled1:CLK', `pico:${scl}`],
      ['oled1:3V3', 'pico:3V3'],
      ['oled1:GND', 'pico:GND.8'],
    ],
  );

const oledOf = (views: Record<string, DeviceView>): OledView => {
  const view = views.oled1;
  if (view?.kind !== 'oled') throw new Error('no oled view');
  return view;
};

describe('machine.I2C and SoftI2C', () => {
  it('finds the OLED with scan() on I2C0 (GP4/GP5) and on SoftI2C (GP14/GP15)', async () => {
    const hard = 'from machine import I2C, Pin\nprint(I2C(0, scl=Pin(5), sda=Pin(4), freq=400000).scan())\n';
    expect((await simulate(hard, { diagram: oledOn('GP4', 'GP5') })).printed).toBe('[60]\n');
    const soft = 'from machine import SoftI2C, Pin\nprint(SoftI2C(scl=Pin(15), sda=Pin(14)).scan())\n';
    expect((await simulate(soft, { diagram: oledOn('GP14', 'GP15') })).printed).toBe('[60]\n');
  });

  it('checks the rp2’s pins for each controller, with the port’s messages', async () => {
    const run = async (args: string) =>
      lastLine(
        (await simulate(`from machine import I2C, Pin\nI2C(${args})\n`, { diagram: oledOn('GP4', 'GP5') }))
          .result.error?.traceback ?? '',
      );
    expect(await run('0, scl=Pin(3), sda=Pin(4)')).toBe('ValueError: bad SCL pin');
    expect(await run('1, scl=Pin(15), sda=Pin(12)')).toBe('ValueError: bad SDA pin');
    expect(await run('2, scl=Pin(5), sda=Pin(4)')).toBe("ValueError: I2C(2) doesn't exist");
  });

  it('raises OSError when nobody answers: EIO from I2C, ENODEV from SoftI2C', async () => {
    const code = `from machine import I2C, SoftI2C, Pin
try:
    I2C(0, scl=Pin(5), sda=Pin(4)).writeto(0x3d, b"x")
except OSError as error:
    print(error)
SoftI2C(scl=Pin(5), sda=Pin(4)).readfrom(0x3d, 1)
`;
    const { printed, result } = await simulate(code, { diagram: oledOn('GP4', 'GP5') });
    expect(linesOf(printed)[0]).toBe('[Errno 5] EIO');
    expect(lastLine(result.error?.traceback ?? '')).toBe('OSError: [Errno 19] ENODEV');
  });
});

describe('ssd1306.SSD1306_I2C', () => {
  it('shows what framebuf drew: the OLED’s memory is the driver’s buffer after show()', async () => {
    // The BitDogLab's lesson set-up (I2C1 on GP14/GP15), text in framebuf's 8×8 font and pixels.
    const code = `from machine import I2C, Pin
import ssd1306
i2c = I2C(1, scl=Pin(15), sda=Pin(14), freq=400000)
oled = ssd1306.SSD1306_I2C(128, 64, i2c)
oled.fill(0)
oled.text("Oi!", 0, 0)
oled.pixel(127, 63, 1)
oled.rect(10, 20, 30, 10, 1)
oled.show()
print(oled.buffer.hex())
`;
    const { printed, result, finalViews } = await simulate(code, { diagram: oledOn('GP14', 'GP15') });
    expect(result).toEqual({ status: 'finished' });
    const view = oledOf(finalViews);
    expect(view).toMatchObject({ width: 128, height: 64, on: true, inverted: false, contrast: 0xff });
    expect(view.ram).toBe(printed.trim());
    // "O" in MicroPython's 8×8 font: a blank column, the ring over rows 1 to 6, a blank column.
    expect(view.ram.slice(0, 16)).toBe('003e7f41417f3e00');
    // The pixel at (127, 63): column 127 of page 7, its top bit.
    expect(view.ram.slice(-2)).toBe('80');
  });

  it('sends poweroff, invert and contrast to the panel', async () => {
    const code = `from machine import SoftI2C, Pin
import ssd1306
oled = ssd1306.SSD1306_I2C(128, 64, SoftI2C(scl=Pin(5), sda=Pin(4)))
oled.invert(1)
oled.contrast(0x20)
oled.poweroff()
`;
    const { finalViews } = await simulate(code, { diagram: oledOn('GP4', 'GP5') });
    expect(oledOf(finalViews)).toMatchObject({ on: false, inverted: true, contrast: 0x20 });
  });

  it('names the driver’s file in a traceback when the OLED is not there', async () => {
    const code =
      'from machine import I2C, Pin\nimport ssd1306\n\noled = ssd1306.SSD1306_I2C(128, 64, I2C(0))\n';
    const { result } = await simulate(code, { diagram: oledOn('GP14', 'GP15') });
    const lines = result.error?.traceback.trimEnd().split('\n') ?? [];
    expect(lines[1]).toBe('  File "main.py", line 4, in <module>');
    expect(lines.slice(2, -1).every((line) => line.startsWith('  File "ssd1306.py", line '))).toBe(true);
    expect(lines.at(-1)).toBe('OSError: [Errno 5] EIO');
    expect(result.error?.line).toBe(4);
  });
});

describe('neopixel.NeoPixel', () => {
  it('sends the pixels in order, in GRB on the wire, only on write()', async () => {
    const diagram = mpyCircuit(
      [part('wokwi-neopixel', 'px1'), part('wokwi-neopixel', 'px2')],
      [
        ['pico:GP7', 'px1:DIN'],
        ['px1:DOUT', 'px2:DIN'],
        ['px1:VDD', 'pico:VSYS'],
        ['px1:VSS', 'pico:GND.1'],
        ['px2:VDD', 'pico:VSYS'],
        ['px2:VSS', 'pico:GND.1'],
      ],
    );
    const code = `from machine import Pin
import neopixel
np = neopixel.NeoPixel(Pin(7), 2)
np.fill((0, 0, 40))
np[0] = (255, 128, 0)
print(len(np), np[0], np[1], np.buf.hex())
np.write()
`;
    const { printed, drives } = await simulate(code, { diagram });
    expect(printed).toBe('2 (255, 128, 0) (0, 0, 40) 80ff00000028\n');
    expect(drives.map(({ drive }) => drive.GP7)).toEqual([
      { mode: 'output', value: false },
      {
        mode: 'neopixel',
        pixels: [
          [255, 128, 0],
          [0, 0, 40],
        ],
      },
    ]);
    const last = drives.at(-1)?.drive ?? {};
    expect(computeOutputs(buildNetlist(diagram), last, {}).neopixels).toEqual({
      px1: [255, 128, 0],
      px2: [0, 0, 40],
    });
  });
});
