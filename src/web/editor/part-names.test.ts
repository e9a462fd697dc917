import { describe, expect, it } from 'vitest';
import { PALETTE_GROUPS } from '../../domain/circuit/part-kinds.ts';
import { PART_NAME_KEYS, partLookupOf } from '../../domain/circuit/part-names.ts';
import { led, makeDiagram, part, pico, resistor, wire } from '../../domain/circuit/test-builders.ts';
import { tIn } from '../i18n/resources.ts';
import { partSummaryText, partText, pinText, pinTitle, wireText } from './part-names.ts';

const tFor = (lng: 'es' | 'pt' | 'en') => tIn(lng);

const diagram = makeDiagram({
  parts: [pico({ id: 'pico1' }), led({ id: 'led1', attrs: { color: 'red' } }), resistor({ id: 'r1' })],
});

describe('part names in the three languages', () => {
  it.each([
    ['es', 'Resistencia 1 · 220 Ω', 'LED rojo 1', 'Cable de GP15 a LED rojo 1'],
    ['pt', 'Resistor 1 · 220 Ω', 'LED vermelho 1', 'Fio de GP15 para LED vermelho 1'],
    ['en', 'Resistor 1 · 220 Ω', 'Red LED 1', 'Wire from GP15 to Red LED 1'],
  ] as const)('%s', (lng, resistorText, ledText, wireName) => {
    const t = tFor(lng);
    expect(partSummaryText(t, resistor({ id: 'r1' }), lng)).toBe(resistorText);
    expect(partText(t, led({ id: 'led1' }))).toBe(ledText);
    expect(wireText(t, wire('pico1:GP15', 'led1:A'), partLookupOf(diagram))).toBe(wireName);
  });

  it('shows a resistance with its unit and the decimal mark of the language', () => {
    const value = resistor({ id: 'r2', attrs: { value: '4700' } });
    expect(partSummaryText(tFor('es'), value, 'es')).toBe('Resistencia 2 · 4,7 kΩ');
    expect(partSummaryText(tFor('en'), value, 'en')).toBe('Resistor 2 · 4.7 kΩ');
  });

  it('shows an id an author chose, and a type with no name, as data', () => {
    expect(partText(tFor('es'), led({ id: 'baliza', attrs: { color: 'orange' } }))).toBe(
      'LED naranja (baliza)',
    );
    expect(partText(tFor('en'), part('wokwi-ir-receiver', 'irreceiver2'))).toBe('ir-receiver part 2');
    expect(partText(tFor('es'), part('x-$t(common.close)', 'p1'))).toBe('Componente x-$t(common.close) (p1)');
  });

  it('has a text in every language for every name and palette heading the domain answers', () => {
    for (const lng of ['es', 'pt', 'en'] as const) {
      const t = tFor(lng);
      for (const key of PART_NAME_KEYS)
        expect(t(`parts.names.${key}` as never), `${lng} ${key}`).not.toContain('parts.');
      for (const group of PALETTE_GROUPS) {
        expect(t(`editor.sidebar.groups.${group}` as never), `${lng} ${group}`).not.toContain('editor.');
      }
    }
  });

  it.each([
    [
      'es',
      'GP15 de Raspberry Pi Pico',
      'A de LED rojo 1',
      'SDA de Pantalla OLED 1',
      'GND de Raspberry Pi Pico',
    ],
    [
      'pt',
      'GP15 do Raspberry Pi Pico',
      'A do LED vermelho 1',
      'SDA da Tela OLED 1',
      'GND do Raspberry Pi Pico',
    ],
    [
      'en',
      'GP15 of Raspberry Pi Pico',
      'A of Red LED 1',
      'SDA of OLED display 1',
      'GND of Raspberry Pi Pico',
    ],
  ] as const)('names a pin with its part for a screen reader in %s', (lng, gp15, anode, sda, ground) => {
    const t = tFor(lng);
    expect(pinText(t, pico({ id: 'pico' }), 'GP15')).toBe(gp15);
    expect(pinText(t, led({ id: 'led1' }), 'A')).toBe(anode);
    // Portuguese names a feminine part's pin with "da".
    expect(pinText(t, part('wokwi-ssd1306', 'oled1'), 'SDA')).toBe(sda);
    // A board's pin by its printed label, as wires name it: GND.3 is one of several GND.
    expect(pinText(t, pico({ id: 'pico' }), 'GND.3')).toBe(ground);
  });
});

describe("a pin's tooltip", () => {
  it.each([
    ['es', 'A · Ánodo', 'C · Cátodo', 'DP · Punto decimal', 'DIG2 · Común del dígito 2'],
    ['pt', 'A · Ânodo', 'C · Cátodo', 'DP · Ponto decimal', 'DIG2 · Comum do dígito 2'],
    ['en', 'A · Anode', 'C · Cathode', 'DP · Decimal point', 'DIG2 · Digit 2 common'],
  ] as const)(
    "is in the page's language (%s), not the drawing's English",
    (lng, anode, cathode, dp, digit) => {
      const t = tFor(lng);
      expect(pinTitle(t, { name: 'A', description: 'Anode' })).toBe(anode);
      expect(pinTitle(t, { name: 'C', description: 'Cathode' })).toBe(cathode);
      expect(pinTitle(t, { name: 'DP', description: 'Decimal Point' })).toBe(dp);
      expect(pinTitle(t, { name: 'DIG2', description: 'Digit 2 Common' })).toBe(digit);
    },
  );

  it('keeps a GPIO number, and leaves out words it has no translation for', () => {
    const t = tFor('es');
    expect(pinTitle(t, { name: 'GP6', description: 'GPIO6' })).toBe('GP6 · GPIO6');
    expect(pinTitle(t, { name: 'A1', description: 'Anode 1' })).toBe('A1 · Ánodo 1');
    expect(pinTitle(t, { name: 'X', description: 'Something new' })).toBe('X');
    expect(pinTitle(t, { name: 'VCC' })).toBe('VCC');
  });
});
