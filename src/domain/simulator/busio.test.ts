import { describe, expect, it } from 'vitest';
import { makeDiagram, part, pico, wire } from '../circuit/test-builders.ts';
import { lastLine, simulate } from './test-support.ts';

/** The last line of a run's traceback, or what it printed when it ended cleanly. */
const outcome = async (code: string, diagram = makeDiagram({ parts: [pico()] })) => {
  const { result, printed } = await simulate(code, { diagram });
  return result.error ? lastLine(result.error.traceback) : printed;
};

/** 4.7 kΩ from GP4 (SDA) and GP5 (SCL) to 3V3, as a bus's own pull-ups. */
const pulledUpBus = () =>
  makeDiagram({
    parts: [
      pico(),
      part('wokwi-resistor', 'r1', { attrs: { value: '4700' } }),
      part('wokwi-resistor', 'r2', { attrs: { value: '4700' } }),
    ],
    wires: [
      wire('pico:GP4', 'r1:1'),
      wire('r1:2', 'pico:3V3'),
      wire('pico:GP5', 'r2:1'),
      wire('r2:2', 'pico:3V3'),
    ],
  });

describe('busio.I2C', () => {
  it.each([
    ['busio.I2C(board.GP4, board.GP5)', 'ValueError: Invalid pins'],
    ['busio.I2C(board.GP5, board.GP6)', 'ValueError: Invalid pins'],
    ['busio.I2C(board.GP15, board.GP12)', 'ValueError: Invalid pins'],
    ['busio.I2C(5, board.GP4)', 'TypeError: scl must be of type Pin, not int'],
  ])('refuses pins the RP2040 cannot make a bus of: %s', async (call, error) => {
    expect(await outcome(`import board, busio\n${call}\n`, pulledUpBus())).toBe(error);
  });

  it('refuses a bus with nothing holding its lines up, and leaves the pins free', async () => {
    expect(await outcome('import board, busio\nbusio.I2C(board.GP5, board.GP4)\n')).toBe(
      'RuntimeError: No pull up found on SDA or SCL; check your wiring',
    );
    const code = `import board, busio, digitalio
try:
    busio.I2C(board.GP5, board.GP4)
except RuntimeError:
    pass
pin = digitalio.DigitalInOut(board.GP4)
print("free")
`;
    expect(await outcome(code)).toBe('free\n');
  });

  it('scans an empty bus, refuses calls without the lock and an address nobody answers', async () => {
    const code = `import board, busio
i2c = busio.I2C(board.GP5, board.GP4)
try:
    i2c.scan()
except RuntimeError as error:
    print(error)
while not i2c.try_lock():
    pass
print(i2c.try_lock())
print(i2c.scan())
print(i2c.probe(0x3C))
try:
    i2c.writeto(0x3C, bytes([0, 0xAF]))
except OSError as error:
    print(error.errno)
print(i2c.frequency)
i2c.readfrom_into(0x3C, bytearray(1))
`;
    expect(await outcome(code, pulledUpBus())).toBe('OSError: [Errno 19] No such device');
    const { printed } = await simulate(code, { diagram: pulledUpBus() });
    expect(printed).toMatch(/^Function requires lock\nFalse\n\[\]\nFalse\n19\n100000\nTraceback/);
  });

  it('holds its pins until deinit, and board.STEMMA_I2C() is one bus on GP5 and GP4', async () => {
    const code = `import board, busio, digitalio
i2c = board.STEMMA_I2C()
print(i2c is board.STEMMA_I2C())
try:
    digitalio.DigitalInOut(board.GP4)
except ValueError as error:
    print(error)
i2c.deinit()
digitalio.DigitalInOut(board.GP4)
try:
    i2c.scan()
except ValueError as error:
    print(error)
`;
    expect(await outcome(code, pulledUpBus())).toBe(
      'True\nGP4 in use\nObject has been deinitialized and can no longer be used. Create a new object.\n',
    );
  });

  it('adafruit_bus_device names the address nobody answers', async () => {
    const code = `import board, busio
from adafruit_bus_device.i2c_device import I2CDevice
I2CDevice(busio.I2C(board.GP5, board.GP4), 0x3C)
`;
    expect(await outcome(code, pulledUpBus())).toBe('ValueError: No I2C device at address: 0x3c');
  });

  it('takes the wire’s time: 100 bytes at 100 kHz are about 9 ms', async () => {
    const code = `import board, busio, time
i2c = busio.I2C(board.GP5, board.GP4, frequency=100000)
i2c.try_lock()
start = time.monotonic_ns()
try:
    i2c.writeto(0x3C, bytes(100))
except OSError:
    pass
print((time.monotonic_ns() - start) // 100000)
`;
    expect(await outcome(code, pulledUpBus())).toBe('90\n');
  });
});

describe('busio.SPI and busio.UART', () => {
  it.each([
    ['busio.SPI(board.GP2, MOSI=board.GP3)', 'ok'],
    ['busio.SPI(board.GP10, MOSI=board.GP11, MISO=board.GP12)', 'ok'],
    ['busio.SPI(board.GP3, MOSI=board.GP2)', 'ValueError: Invalid pins'],
    ['busio.SPI(board.GP2, MOSI=board.GP11)', 'ValueError: Invalid pins'],
    ['busio.UART(board.GP0, board.GP1)', 'ok'],
    ['busio.UART(board.GP4, board.GP5, baudrate=115200)', 'ok'],
    ['busio.UART(board.GP1, board.GP0)', 'ValueError: Invalid pins'],
    ['busio.UART(board.GP0, board.GP5)', 'ValueError: Invalid pins'],
  ])('%s', async (call, expected) => {
    const result = await outcome(`import board, busio\n${call}\nprint("ok")\n`);
    expect(result === 'ok\n' ? 'ok' : result).toBe(expected);
  });

  it('SPI needs its lock and writes in the time the clock rate gives', async () => {
    const code = `import board, busio, time
spi = busio.SPI(board.GP2, MOSI=board.GP3, MISO=board.GP4)
try:
    spi.write(b"x")
except RuntimeError as error:
    print(error)
spi.try_lock()
spi.configure(baudrate=1000000)
start = time.monotonic_ns()
spi.write(bytes(1000))
print((time.monotonic_ns() - start) // 1000000)
buf = bytearray(2)
spi.readinto(buf)
print(list(buf))
`;
    expect(await outcome(code)).toBe('Function requires lock\n8\n[0, 0]\n');
  });

  it('a UART whose TX is wired to another’s RX hears it; unwired, read() gives None after the timeout', async () => {
    const diagram = makeDiagram({ parts: [pico()], wires: [wire('pico:GP0', 'pico:GP5')] });
    const code = `import board, busio, time
a = busio.UART(board.GP0, None, baudrate=9600)
b = busio.UART(None, board.GP5, baudrate=9600, timeout=0.5)
a.write(b"hola\\n")
print(b.in_waiting, b.readline())
start = time.monotonic()
print(b.read(4), time.monotonic() - start)
`;
    expect(await outcome(code, diagram)).toBe("5 b'hola\\n'\nNone 0.5\n");
  });
});
