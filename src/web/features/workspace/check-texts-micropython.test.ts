import { describe, expect, it } from 'vitest';
import { checkCircuit } from '../../../domain/circuit/checks.ts';
import { button, led, makeDiagram, pico, resistor, wire } from '../../../domain/circuit/test-builders.ts';
import { LOCALES } from '../../../domain/constants.ts';
import { tIn } from '../../i18n/resources.ts';
import { checkTexts, fixCodeText, partNamerOf } from './check-texts.ts';

/** A MicroPython Pico: LED on GP15 behind its resistor, a button from GP14 to GND. */
const DIAGRAM = makeDiagram({
  parts: [pico({ attrs: { env: 'micropython-20241129-v1.24.1' } }), led(), resistor(), button()],
  wires: [
    wire('pico:GP15', 'led1:A'),
    wire('led1:C', 'r1:1'),
    wire('r1:2', 'pico:GND.1'),
    wire('pico:GP14', 'btn1:1.l'),
    wire('btn1:2.l', 'pico:GND.2'),
  ],
});
const CODE =
  'from machine import Pin\nled = Pin("LED", Pin.OUT)\nled.on()\nbuzzer = Pin(14, Pin.OUT)\nx = Pin(16, Pin.IN)\n';

describe('circuit warnings on a MicroPython program, in words', () => {
  it('quote Pin(…) as the student wrote it, never board.', () => {
    const warnings = checkCircuit({ diagram: DIAGRAM, code: CODE });
    expect(warnings.map((w) => w.kind).sort()).toEqual(['outputToSupply', 'pinUnused', 'pinUnwired']);
    for (const lng of LOCALES) {
      const t = tIn(lng);
      const texts = warnings.flatMap((w) => Object.values(checkTexts(t, w, partNamerOf(t, DIAGRAM))));
      for (const text of texts) expect(text).not.toMatch(/board\.|switch_to_input|\{\{|checks\./);
      const all = texts.join(' ');
      for (const quoted of ['Pin("LED")', 'Pin(16)', 'Pin.IN, Pin.PULL_UP']) expect(all).toContain(quoted);
    }
  });

  it('name the LED and the Pin the code uses, and the fix says Pin(14) → Pin(15) in Spanish', () => {
    const t = tIn('es');
    const diagram = makeDiagram({ parts: DIAGRAM.parts.slice(0, 3), wires: DIAGRAM.wires.slice(0, 3) });
    const [warning] = checkCircuit({ diagram, code: 'from machine import Pin\nled = Pin(14, Pin.OUT)\n' });
    if (!warning?.codeFix) throw new Error('no fix');
    const texts = checkTexts(t, warning, partNamerOf(t, diagram));
    expect(texts.title).toBe('LED rojo 1 está en GP15, pero tu código usa Pin(14)');
    expect(texts.fix).toContain('Cambia Pin(14) por Pin(15)');
    expect(fixCodeText(t, warning.codeFix)).toBe('Cambiar Pin(14) por Pin(15)');
    expect(fixCodeText(tIn('en'), { from: 'LED', to: 'GP15' })).toBe('Change board.LED to board.GP15');
  });
});
