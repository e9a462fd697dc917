import { describe, expect, it } from 'vitest';
import { type CircuitWarning, checkCircuit } from '../../../domain/circuit/checks.ts';
import {
  button,
  led,
  ledCircuit,
  makeDiagram,
  pico,
  resistor,
  wire,
} from '../../../domain/circuit/test-builders.ts';
import { blinkCodeFor } from '../../../domain/project-starter.ts';
import { tIn } from '../../i18n/resources.ts';
import { checkTexts, markerTexts, partNamerOf } from './check-texts.ts';

const i18n = {
  t: tIn('es'),
  changeLanguage: async (lng: 'es' | 'pt' | 'en') => {
    i18n.t = tIn(lng);
  },
};

const CODE =
  'c = DigitalInOut(board.GP10)\nc.switch_to_output()\na = DigitalInOut(board.GP14)\na.switch_to_output()\nb = pwmio.PWMOut(board.GP13)\nprint(board.GP20)';

const FAULTY = makeDiagram({
  parts: [pico(), led(), resistor({ attrs: { value: '10' } }), button()],
  wires: [
    wire('pico:GP14', 'r1:1'),
    wire('r1:2', 'led1:A'),
    wire('led1:C', 'pico:GND.2'),
    wire('pico:GP13', 'pico:GP14'),
    wire('pico:3V3', 'btn1:1.l'),
    wire('btn1:2.l', 'pico:GND.1'),
    wire('pico:VBUS', 'pico:GND.8'),
    wire('pico:GP10', 'pico:VSYS'),
  ],
});

/** One circuit with every fault, and an empty one. */
const faultyWarnings = (): CircuitWarning[] => [
  ...checkCircuit({ diagram: makeDiagram(), code: '' }),
  ...checkCircuit({ diagram: FAULTY, code: CODE }),
];

/** Each kind of warning, as the checks make them; then the LED on GP15 while the code uses none, or another. */
const warnings = (): CircuitWarning[] => [
  ...faultyWarnings(),
  ...checkCircuit({ diagram: ledCircuit(), code: 'print(board.GP20)' }),
  ...checkCircuit({ diagram: ledCircuit(), code: blinkCodeFor('es') }),
  ...checkCircuit({ diagram: ledCircuit(), code: 'x = DigitalInOut(board.GP13)\nx.switch_to_output()' }),
];

const variantOf = ({ kind, params }: CircuitWarning) => {
  const uses = params.name === 'LED' ? '+boardLed' : '+uses';
  return `${kind}${params.button ? '+button' : ''}${params.ohms ? '+ohms' : ''}${kind === 'pinUnused' && params.name ? uses : ''}`;
};

describe('circuit warnings in words', () => {
  it('has every kind and variant in the test circuit', () => {
    expect(new Set(warnings().map(variantOf))).toEqual(
      new Set([
        'noBoard',
        'ledWithoutResistor+ohms',
        'outputsClash',
        'pinUnwired',
        'supplyShort',
        'supplyShort+button',
        'outputToSupply',
        'pinUnused',
        'pinUnused+boardLed',
        'pinUnused+uses',
      ]),
    );
  });

  it.each(['es', 'pt', 'en'] as const)('words each one fully in %s, with its part and pins', async (lng) => {
    await i18n.changeLanguage(lng);
    for (const warning of warnings()) {
      const texts = checkTexts(i18n.t, warning, partNamerOf(i18n.t, FAULTY));
      for (const value of Object.values(texts)) {
        expect(value).not.toMatch(/\{\{|checks\./);
        expect(value.length).toBeGreaterThan(10);
      }
      for (const pin of warning.pins)
        if (pin !== 'GND') expect(Object.values(texts).join(' ')).toContain(pin);
    }
  });

  it('gives each part the titles of the warnings at it', async () => {
    await i18n.changeLanguage('en');
    const byPart = markerTexts(i18n.t, faultyWarnings(), partNamerOf(i18n.t, FAULTY));
    expect(byPart.led1).toEqual(['The resistor of Red LED 1 is too small (10 Ω)']);
    expect(byPart.btn1).toEqual(['Pressing Pushbutton 1 joins 3V3 to GND']);
    expect(byPart.pico).toHaveLength(5);
  });

  it('names the part and both pins when the code uses another', async () => {
    await i18n.changeLanguage('es');
    const [starter] = checkCircuit({ diagram: ledCircuit(), code: blinkCodeFor('es') });
    if (!starter) throw new Error('no warning');
    expect(checkTexts(i18n.t, starter, partNamerOf(i18n.t, ledCircuit())).title).toBe(
      'LED rojo 1 está en GP15, pero tu código usa board.LED',
    );
  });
});
