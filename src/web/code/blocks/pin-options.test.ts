import { beforeAll, describe, expect, it } from 'vitest';
import { BITDOGLAB_TYPE } from '../../../domain/circuit/bitdoglab.ts';
import {
  led,
  ledCircuit,
  makeDiagram,
  part,
  picoWith,
  resistor,
  wire,
} from '../../../domain/circuit/test-builders.ts';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { showWholeLocale, translatorIn } from '../../i18n/i18n.ts';
import { pinLabel } from './pin-labels.ts';
import { pinOptions, startingPin } from './pin-options.ts';

beforeAll(() => {
  showWholeLocale('en', en);
  showWholeLocale('es', es);
});

const labels = (options: ReturnType<typeof pinOptions>, lang: 'es' | 'en' = 'es') =>
  options.map((option) => pinLabel(translatorIn(lang), option));

describe('the pins a pin field offers', () => {
  it('names a pin by the part its wires reach, through the resistor, and puts wired pins first', () => {
    const options = pinOptions(ledCircuit(), 'digital');
    expect(labels(options).slice(0, 2)).toEqual(['LED rojo 1 (GP15)', 'GP0']);
    expect(labels(options, 'en')[0]).toBe('Red LED 1 (GP15)');
    // A resistor is the way to a part, never a part a pin is named by.
    expect(options.flatMap((option) => option.parts)).toHaveLength(1);
    expect(options.at(-1)?.pin).toBe('LED');
    expect(labels(options).at(-1)).toBe('LED de la placa (LED)');
  });

  it('lists every part on a pin, and a part behind a resistor the same as one wired straight', () => {
    const diagram = picoWith(
      [led(), led({ id: 'led2', attrs: { color: 'green' } }), resistor()],
      [wire('pico:GP14', 'r1:1'), wire('r1:2', 'led1:A'), wire('pico:GP14', 'led2:A')],
    );
    expect(labels(pinOptions(diagram, 'digital'))[0]).toBe('LED rojo 1, LED verde 2 (GP14)');
  });

  it('offers only the ADC pins for an analog block, and no board LED', () => {
    expect(pinOptions(ledCircuit(), 'analog').map((option) => option.pin)).toEqual(['GP26', 'GP27', 'GP28']);
    expect(pinOptions(ledCircuit(), 'pwm').map((option) => option.pin)).not.toContain('LED');
  });

  it('keeps a pin the board no longer has, saying so, and starts a new block on the usual pin', () => {
    const options = pinOptions(ledCircuit(), 'digital', 'GP40');
    expect(labels(options).at(-1)).toBe('GP40 (no está en la placa)');
    expect(
      pinOptions(ledCircuit(), 'digital', 'GP15').filter((option) => option.pin === 'GP15'),
    ).toHaveLength(1);
    expect(startingPin(pinOptions(ledCircuit(), 'digital'), 'GP15')).toBe('GP15');
    expect(startingPin(pinOptions(ledCircuit(), 'analog'), 'GP15')).toBe('GP26');
  });

  it('follows the board on the canvas: a BitDogLab offers its header and its own parts by name', () => {
    const diagram = makeDiagram({ parts: [part(BITDOGLAB_TYPE, 'bdl1', { attrs: { version: 'v7' } })] });
    const options = pinOptions(diagram, 'digital');
    const text = labels(options);
    expect(text).toContain('Botón A (GP5)');
    expect(text.find((label) => label.endsWith('(GP13)'))).toBe('LED RGB (GP13)');
    expect(text).toContain('GP4');
    expect(options.map((option) => option.pin)).not.toContain('GP15');
    expect(labels(pinOptions(diagram, 'analog'))).toEqual([
      'Joystick (GP26)',
      'Joystick (GP27)',
      'Micrófono (GP28)',
    ]);
  });

  it('offers the Pico’s pins when no board is on the canvas', () => {
    const options = pinOptions(makeDiagram(), 'digital');
    expect(options.map((option) => option.pin)).toContain('GP15');
    expect(options.every((option) => option.parts.length === 0)).toBe(true);
  });
});
