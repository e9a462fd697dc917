import { type ApiEntry, constant, fn, method, prop } from './circuitpython-api.ts';

/**
 * What MicroPython (v1.24, rp2 port) offers a Pico or BitDogLab program, for completion when the
 * project's language is MicroPython (issue 29): `machine`, `time`/`utime`, `neopixel`, the common
 * `ssd1306` driver and `framebuf`, as docs.micropython.org documents them. Kinds are CodeMirror's.
 */

const deinit = method('deinit', '()');

const i2cMethods = [
  method('scan', '() list of addresses'),
  method('writeto', '(addr, buf, stop=True)'),
  method('readfrom', '(addr, nbytes, stop=True)'),
  method('readfrom_into', '(addr, buf, stop=True)'),
  method('writeto_mem', '(addr, memaddr, buf, *, addrsize=8)'),
  method('readfrom_mem', '(addr, memaddr, nbytes, *, addrsize=8)'),
  method('readfrom_mem_into', '(addr, memaddr, buf, *, addrsize=8)'),
];

const pin: ApiEntry = {
  label: 'Pin',
  type: 'class',
  detail: '(id, mode=-1, pull=-1, *, value=None)',
  members: [
    constant('IN', 'input'),
    constant('OUT', 'output'),
    constant('OPEN_DRAIN', 'open-drain output'),
    constant('PULL_UP', 'pull-up resistor'),
    constant('PULL_DOWN', 'pull-down resistor'),
    constant('IRQ_RISING', 'interrupt on a rising edge'),
    constant('IRQ_FALLING', 'interrupt on a falling edge'),
  ],
  instance: [
    method('value', '([x]) reads 0/1, or sets it'),
    method('on', '() sets 1'),
    method('off', '() sets 0'),
    method('toggle', '()'),
    method('high', '()'),
    method('low', '()'),
    method('irq', '(handler=None, trigger=Pin.IRQ_FALLING | Pin.IRQ_RISING)'),
    method('init', '(mode=-1, pull=-1, *, value=None)'),
  ],
};

const machine: ApiEntry = {
  label: 'machine',
  type: 'namespace',
  members: [
    pin,
    {
      label: 'PWM',
      type: 'class',
      detail: '(pin, *, freq, duty_u16)',
      instance: [
        method('freq', '([value]) Hz'),
        method('duty_u16', '([value]) 0–65535'),
        method('duty_ns', '([value]) ns'),
        deinit,
      ],
    },
    {
      label: 'ADC',
      type: 'class',
      detail: '(pin) GP26–GP28, or 4 for the temperature sensor',
      members: [constant('CORE_TEMP', 'the RP2040 temperature sensor')],
      instance: [method('read_u16', '() 0–65535')],
    },
    { label: 'I2C', type: 'class', detail: '(id, *, scl, sda, freq=400000)', instance: i2cMethods },
    {
      label: 'SoftI2C',
      type: 'class',
      detail: '(scl, sda, *, freq=400000, timeout=50000)',
      instance: [
        ...i2cMethods,
        method('start', '()'),
        method('stop', '()'),
        method('readinto', '(buf, nack=True)'),
        method('write', '(buf)'),
      ],
    },
    {
      label: 'SPI',
      type: 'class',
      detail: '(id, baudrate=1000000, *, sck, mosi, miso)',
      instance: [
        method('read', '(nbytes, write=0x00)'),
        method('readinto', '(buf, write=0x00)'),
        method('write', '(buf)'),
        method('write_readinto', '(write_buf, read_buf)'),
        deinit,
      ],
    },
    {
      label: 'UART',
      type: 'class',
      detail: '(id, baudrate=9600, *, tx, rx)',
      instance: [
        method('read', '([nbytes])'),
        method('readline', '()'),
        method('write', '(buf)'),
        method('any', '() bytes waiting'),
        deinit,
      ],
    },
    {
      label: 'Timer',
      type: 'class',
      detail: '(*, mode=Timer.PERIODIC, period=-1, freq=-1, callback=None)',
      members: [constant('ONE_SHOT', 'runs once'), constant('PERIODIC', 'runs again and again')],
      instance: [method('init', '(*, mode, period, freq, callback)'), deinit],
    },
    fn('freq', '([hz]) CPU frequency'),
    fn('reset', '()'),
    fn('soft_reset', '()'),
    fn('unique_id', '() bytes'),
    fn('idle', '()'),
    fn('lightsleep', '([ms])'),
    fn('deepsleep', '([ms])'),
    fn('time_pulse_us', '(pin, pulse_level, timeout_us=1000000)'),
  ],
};

const timeMembers: readonly ApiEntry[] = [
  fn('sleep', '(seconds)'),
  fn('sleep_ms', '(ms)'),
  fn('sleep_us', '(us)'),
  fn('ticks_ms', '() int ms'),
  fn('ticks_us', '() int µs'),
  fn('ticks_cpu', '()'),
  fn('ticks_diff', '(ticks1, ticks2)'),
  fn('ticks_add', '(ticks, delta)'),
  fn('time', '() int seconds'),
  fn('time_ns', '() int ns'),
  fn('localtime', '([secs]) tuple'),
  fn('gmtime', '([secs]) tuple'),
  fn('mktime', '(tuple)'),
];

const drawing: readonly ApiEntry[] = [
  method('fill', '(c)'),
  method('pixel', '(x, y[, c])'),
  method('hline', '(x, y, w, c)'),
  method('vline', '(x, y, h, c)'),
  method('line', '(x1, y1, x2, y2, c)'),
  method('rect', '(x, y, w, h, c[, f])'),
  method('fill_rect', '(x, y, w, h, c)'),
  method('ellipse', '(x, y, xr, yr, c[, f, m])'),
  method('poly', '(x, y, coords, c[, f])'),
  method('text', '(s, x, y[, c]) 8×8 font'),
  method('scroll', '(xstep, ystep)'),
  method('blit', '(fbuf, x, y[, key, palette])'),
];

const ssd1306Display = [
  ...drawing,
  method('show', '() sends the buffer to the display'),
  method('poweroff', '()'),
  method('poweron', '()'),
  method('contrast', '(contrast) 0–255'),
  method('invert', '(invert)'),
  method('rotate', '(rotate)'),
];

export const MICROPYTHON_MODULES: readonly ApiEntry[] = [
  machine,
  { label: 'time', type: 'namespace', members: timeMembers },
  { label: 'utime', type: 'namespace', members: timeMembers },
  {
    label: 'neopixel',
    type: 'namespace',
    members: [
      {
        label: 'NeoPixel',
        type: 'class',
        detail: '(pin, n, *, bpp=3, timing=1)',
        instance: [
          method('fill', '(pixel) (r, g, b)'),
          method('write', '() sends the colours'),
          prop('n', 'int'),
        ],
      },
    ],
  },
  {
    label: 'ssd1306',
    type: 'namespace',
    members: [
      {
        label: 'SSD1306_I2C',
        type: 'class',
        detail: '(width, height, i2c, addr=0x3C, external_vcc=False)',
        instance: ssd1306Display,
      },
      {
        label: 'SSD1306_SPI',
        type: 'class',
        detail: '(width, height, spi, dc, res, cs, external_vcc=False)',
        instance: ssd1306Display,
      },
    ],
  },
  {
    label: 'framebuf',
    type: 'namespace',
    members: [
      {
        label: 'FrameBuffer',
        type: 'class',
        detail: '(buffer, width, height, format, stride=width)',
        instance: drawing,
      },
      ...['MONO_VLSB', 'MONO_HLSB', 'MONO_HMSB', 'RGB565', 'GS2_HMSB', 'GS4_HMSB', 'GS8'].map((format) =>
        constant(format, 'pixel format'),
      ),
    ],
  },
  {
    label: 'micropython',
    type: 'namespace',
    members: [fn('const', '(expr)'), fn('schedule', '(func, arg)'), fn('mem_info', '([verbose])')],
  },
  {
    label: 'random',
    type: 'namespace',
    members: [
      fn('randint', '(a, b)'),
      fn('random', '()'),
      fn('uniform', '(a, b)'),
      fn('choice', '(seq)'),
      fn('randrange', '(start, stop[, step])'),
      fn('getrandbits', '(n)'),
      fn('seed', '(n)'),
    ],
  },
];
