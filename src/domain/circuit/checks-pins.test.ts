import { describe, expect, it } from 'vitest';
import { applyTextChanges } from '../code/text-changes.ts';
import { blinkCodeFor } from '../project-starter.ts';
import { type CircuitWarning, checkCircuit } from './checks.ts';
import { renamePinChanges } from './code-pins.ts';
import { button, led, ledCircuit, part, picoWith, resistor, wire } from './test-builders.ts';

const agreement = (warnings: CircuitWarning[]) =>
  warnings.filter((w) => w.kind === 'pinUnused' || w.kind === 'pinUnwired');
const checkPins = (diagram = ledCircuit(), code = '') => agreement(checkCircuit({ diagram, code }));
/** The code once a warning's fix is made, as the editor makes it. */
const fixed = (code: string, warning: CircuitWarning | undefined) => {
  const fix = warning?.codeFix;
  if (!fix) throw new Error('no fix');
  return applyTextChanges(code, renamePinChanges(code, fix.from, fix.to));
};

const STARTER = blinkCodeFor('es');
const blinkOn = (name: string) =>
  `import board\nimport digitalio\n\nled = digitalio.DigitalInOut(board.${name})\nled.direction = digitalio.Direction.OUTPUT\n`;
const buttonOn = (name: string) =>
  `boton = digitalio.DigitalInOut(board.${name})\nboton.switch_to_input(pull=digitalio.Pull.UP)\n`;

describe('a part on a pin the code never uses', () => {
  it('names the LED on GP15 and board.LED of the starter program, with the fix', () => {
    expect(checkPins(ledCircuit(), STARTER)).toEqual([
      {
        kind: 'pinUnused',
        partIds: ['led1'],
        pins: ['GP15'],
        params: { pin: 'GP15', pins: 'GP15', name: 'LED', line: 8 },
        codeFix: { from: 'LED', to: 'GP15' },
      },
    ]);
  });

  it('is gone once the fix is made, comments still naming board.LED', () => {
    const [warning] = checkPins(ledCircuit(), STARTER);
    const code = fixed(STARTER, warning);
    expect(code).toContain('led = digitalio.DigitalInOut(board.GP15)');
    expect(code).toContain('(board.LED)');
    expect(checkCircuit({ diagram: ledCircuit(), code })).toEqual([]);
  });

  it('finds the LED behind its resistor, and in a breadboard column', () => {
    const behind = [wire('pico:GP15', 'r1:1'), wire('r1:2', 'led1:A'), wire('led1:C', 'pico:GND.1')];
    expect(checkPins(picoWith([led(), resistor()], behind), STARTER)[0]?.codeFix).toEqual({
      from: 'LED',
      to: 'GP15',
    });
    const bb = part('wokwi-breadboard-half', 'bb1');
    const column = [
      wire('pico:GP15', 'bb1:10t.a'),
      wire('led1:A', 'bb1:10t.c'),
      wire('led1:C', 'pico:GND.2'),
    ];
    expect(checkPins(picoWith([bb, led()], column), STARTER).map((w) => w.partIds)).toEqual([['led1']]);
  });

  it('pairs a pin the code uses that reaches nothing with the part waiting elsewhere, once', () => {
    const code = blinkOn('GP16');
    const warnings = checkPins(ledCircuit(), code);
    expect(warnings).toEqual([
      {
        kind: 'pinUnused',
        partIds: ['led1'],
        pins: ['GP15'],
        params: { pin: 'GP15', pins: 'GP15', name: 'GP16', line: 4 },
        codeFix: { from: 'GP16', to: 'GP15' },
      },
    ]);
    expect(checkPins(ledCircuit(), fixed(code, warnings[0]))).toEqual([]);
  });

  it('pairs inputs with inputs and analog reads with analog pins', () => {
    const wires = [wire('pico:GP14', 'btn1:1.l'), wire('btn1:2.l', 'pico:GND.3')];
    expect(checkPins(picoWith([button()], wires), buttonOn('GP16'))[0]?.codeFix).toEqual({
      from: 'GP16',
      to: 'GP14',
    });
    const pot = part('wokwi-potentiometer', 'pot1');
    const knob = 'knob = analogio.AnalogIn(board.A0)';
    const onGp27 = [
      wire('pico:GP27', 'pot1:SIG'),
      wire('pot1:VCC', 'pico:3V3'),
      wire('pot1:GND', 'pico:GND.6'),
    ];
    expect(checkPins(picoWith([pot], onGp27), knob)[0]?.codeFix).toEqual({ from: 'A0', to: 'GP27' });
    // GP15 has no ADC: no rewrite makes AnalogIn read there.
    const onGp15 = [wire('pico:GP15', 'pot1:SIG')];
    expect(checkPins(picoWith([pot], onGp15), knob)[0]?.codeFix).toBeUndefined();
  });
});

describe('no fix when it is not plain which pin is meant', () => {
  it('two LEDs waiting: both named with board.LED, neither fixed', () => {
    const leds = [led(), led({ id: 'led2' })];
    const wires = [wire('pico:GP14', 'led2:A'), wire('pico:GP15', 'led1:A')];
    const warnings = checkPins(picoWith(leds, wires), STARTER);
    expect(warnings.map((w) => [w.partIds[0], w.params.name, w.codeFix])).toEqual([
      ['led2', 'LED', undefined],
      ['led1', 'LED', undefined],
    ]);
  });

  it('two pins used that reach nothing: the LED is named alone, each pin still said unwired', () => {
    const code = `${blinkOn('GP16')}other = digitalio.DigitalInOut(board.GP17)\nother.switch_to_output()\n`;
    const warnings = checkPins(ledCircuit(), code);
    expect(warnings.map((w) => [w.kind, w.pins, w.params.name, w.codeFix])).toEqual([
      ['pinUnused', ['GP15'], undefined, undefined],
      ['pinUnwired', ['GP16'], 'GP16', undefined],
      ['pinUnwired', ['GP17'], 'GP17', undefined],
    ]);
  });

  it('a button while the code drives board.LED: the button is named, no rewrite to an output', () => {
    const wires = [wire('pico:GP14', 'btn1:1.l'), wire('btn1:2.l', 'pico:GND.3')];
    const [warning, ...others] = checkPins(picoWith([button()], wires), STARTER);
    expect(others).toEqual([]);
    expect(warning?.params).toEqual({ pin: 'GP14', pins: 'GP14' });
    expect(warning?.codeFix).toBeUndefined();
  });

  it('a part on several unused pins lists them in order, without a fix', () => {
    const sonar = part('wokwi-hc-sr04', 'sonar');
    const wires = [wire('pico:GP3', 'sonar:ECHO'), wire('pico:GP2', 'sonar:TRIG')];
    const warnings = checkPins(picoWith([sonar], wires), STARTER);
    expect(warnings.map((w) => [w.pins, w.params.pins, w.codeFix])).toEqual([
      [['GP2', 'GP3'], 'GP2, GP3', undefined],
    ]);
  });
});

describe('no false warnings', () => {
  it('a first lesson wired right, and board.LED with nothing wired', () => {
    expect(checkPins(ledCircuit(), blinkOn('GP15'))).toEqual([]);
    expect(checkPins(picoWith([], []), STARTER)).toEqual([]);
  });

  it('parts between the supplies only, and a pull-up beside a used button', () => {
    const powered = [wire('pico:3V3', 'r1:1'), wire('r1:2', 'led1:A'), wire('led1:C', 'pico:GND.1')];
    expect(checkPins(picoWith([led(), resistor()], powered), STARTER)).toEqual([]);
    const pulled = [wire('pico:GP14', 'btn1:1.l'), wire('btn1:2.l', 'pico:GND.3'), wire('pico:GP14', 'r1:1')];
    const withPullUp = [...pulled, wire('r1:2', 'pico:3V3')];
    expect(checkPins(picoWith([button(), resistor()], withPullUp), buttonOn('GP14'))).toEqual([]);
  });

  it('an I2C display on the pins of busio.I2C or of board.STEMMA_I2C', () => {
    const oled = part('wokwi-ssd1306', 'oled1');
    const wires = [
      wire('pico:GP4', 'oled1:SDA'),
      wire('pico:GP5', 'oled1:SCL'),
      wire('oled1:VCC', 'pico:3V3'),
      wire('oled1:GND', 'pico:GND.2'),
    ];
    const diagram = picoWith([oled], wires);
    expect(checkPins(diagram, 'i2c = busio.I2C(board.GP5, board.GP4)')).toEqual([]);
    expect(checkPins(diagram, 'i2c = board.STEMMA_I2C()')).toEqual([]);
  });

  it('an LED on two pins, one of them used', () => {
    const wires = [wire('pico:GP14', 'led1:A'), wire('pico:GP15', 'led1:A'), wire('led1:C', 'pico:GND.1')];
    expect(checkPins(picoWith([led()], wires), blinkOn('GP15'))).toEqual([]);
  });

  it('no pin in the code yet, or pins the reading cannot follow', () => {
    expect(checkPins(ledCircuit(), '# Escribe tu código aquí')).toEqual([]);
    expect(checkPins(ledCircuit(), 'import board\nled = getattr(board, "GP15")')).toEqual([]);
  });

  it('pins named only in comments do not count as used, nor as reaching nothing', () => {
    const code = `# antes: board.GP16\n${STARTER}`;
    const [warning] = checkPins(ledCircuit(), code);
    expect(warning?.codeFix).toEqual({ from: 'LED', to: 'GP15' });
    expect(checkPins(ledCircuit(), `${blinkOn('GP15')}# board.GP16 queda libre\n`)).toEqual([]);
  });
});
