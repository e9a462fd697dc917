import { describe, expect, it } from 'vitest';
import { applyTextChanges } from '../code/text-changes.ts';
import { type CircuitWarning, checkCircuit } from './checks.ts';
import { renamePinChanges } from './code-pins.ts';
import { button, led, makeDiagram, pico, resistor, wire } from './test-builders.ts';

/** A Pico that boots MicroPython, with an LED and its resistor on GP15, as in a first lesson. */
const MICROPYTHON_PICO = pico({ attrs: { env: 'micropython-20241129-v1.24.1' } });
const ledOn15 = (withResistor = true) =>
  makeDiagram({
    parts: [MICROPYTHON_PICO, led(), ...(withResistor ? [resistor()] : [])],
    wires: withResistor
      ? [wire('pico:GP15', 'led1:A'), wire('led1:C', 'r1:1'), wire('r1:2', 'pico:GND.1')]
      : [wire('pico:GP15', 'led1:A'), wire('led1:C', 'pico:GND.1')],
  });
const blinkOn = (pin: string) =>
  `from machine import Pin\nimport time\n\nled = Pin(${pin}, Pin.OUT)\nwhile True:\n    led.toggle()\n    time.sleep(0.5)\n`;

const fixed = (code: string, warning: CircuitWarning | undefined) => {
  const fix = warning?.codeFix;
  if (!fix) throw new Error('no fix');
  return applyTextChanges(code, renamePinChanges(code, fix.from, fix.to, 'micropython'));
};

describe('circuit checks on a MicroPython program', () => {
  it('name the LED on GP15 while the code blinks Pin(14), quoting Pin(…), with the fix', () => {
    expect(checkCircuit({ diagram: ledOn15(), code: blinkOn('14') })).toEqual([
      {
        kind: 'pinUnused',
        partIds: ['led1'],
        pins: ['GP15'],
        params: {
          pin: 'GP15',
          pins: 'GP15',
          name: 'GP14',
          line: 4,
          naming: 'Pin(…)',
          pinCode: 'Pin(15)',
          code: 'Pin(14)',
        },
        codeFix: { from: 'GP14', to: 'GP15', fromCode: 'Pin(14)', toCode: 'Pin(15)' },
      },
    ]);
  });

  it('are quiet once the one-click fix rewrites Pin(14) as Pin(15)', () => {
    const code = blinkOn('14');
    const [warning] = checkCircuit({ diagram: ledOn15(), code });
    const after = fixed(code, warning);
    expect(after).toBe(blinkOn('15'));
    expect(checkCircuit({ diagram: ledOn15(), code: after })).toEqual([]);
  });

  it('take Pin("LED") for the Pico\'s own LED and rewrite it to the LED\'s pin', () => {
    const code = blinkOn('"LED"');
    const [warning] = checkCircuit({ diagram: ledOn15(), code });
    expect(warning?.params).toMatchObject({ name: 'LED', code: 'Pin("LED")', pinCode: 'Pin(15)' });
    expect(fixed(code, warning)).toBe(blinkOn('15'));
  });

  it('warn of a pin the code uses that is not wired, quoting it', () => {
    const code = `${blinkOn('15')}button = Pin(16, Pin.IN, Pin.PULL_UP)\n`;
    expect(checkCircuit({ diagram: ledOn15(), code })).toEqual([
      {
        kind: 'pinUnwired',
        partIds: ['pico'],
        pins: ['GP16'],
        params: { pin: 'GP16', name: 'GP16', line: 8, code: 'Pin(16)' },
      },
    ]);
  });

  it('see the LED without a resistor on the pin the program drives', () => {
    expect(checkCircuit({ diagram: ledOn15(false), code: blinkOn('15') }).map((w) => w.kind)).toEqual([
      'ledWithoutResistor',
    ]);
  });

  it('name a pin set by a constant but leave its rewrite to the student', () => {
    const code = 'from machine import Pin\nLED_PIN = 14\nled = Pin(LED_PIN, Pin.OUT)\n';
    const [warning] = checkCircuit({ diagram: ledOn15(), code });
    expect(warning?.params).toMatchObject({ code: 'Pin(LED_PIN)', pinCode: 'Pin(15)', line: 3 });
    expect(warning?.codeFix).toBeUndefined();
  });

  it('stay quiet when the code computes its pins', () => {
    const code = 'from machine import Pin\nfor n in (13, 14):\n    Pin(n, Pin.OUT).on()\n';
    expect(checkCircuit({ diagram: ledOn15(), code }).map((w) => w.kind)).toEqual([]);
  });

  it('say how MicroPython makes a pin an input when a button joins an output to GND', () => {
    const diagram = makeDiagram({
      parts: [MICROPYTHON_PICO, button()],
      wires: [wire('pico:GP14', 'btn1:1.l'), wire('btn1:2.l', 'pico:GND.1')],
    });
    const warnings = checkCircuit({ diagram, code: blinkOn('14') });
    expect(warnings.find((w) => w.kind === 'outputToSupply')?.params).toEqual({
      pin: 'GP14',
      supply: 'GND',
      input: 'Pin.IN, Pin.PULL_UP',
    });
  });
});
