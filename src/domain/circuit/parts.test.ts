import { describe, expect, it } from 'vitest';
import {
  autoWireColor,
  BREADBOARD_TYPE,
  defaultAttrsFor,
  getPartDefinition,
  isPicoPin,
  PART_DEFINITIONS,
  PICO_PINS,
  PICO_SIZE,
  PIN_PITCH_PX,
  pinRole,
} from './parts.ts';

const REQUIRED_TYPES = [
  'wokwi-led',
  'wokwi-rgb-led',
  'wokwi-resistor',
  'wokwi-pushbutton',
  'wokwi-slide-switch',
  'wokwi-potentiometer',
  'wokwi-photoresistor-sensor',
  'wokwi-buzzer',
  'wokwi-servo',
  'wokwi-neopixel',
  'wokwi-7segment',
  'wokwi-ssd1306',
  'wokwi-hc-sr04',
  'wokwi-dht22',
  'wokwi-membrane-keypad',
  'wokwi-pi-pico',
  'wokwi-breadboard-half',
];

describe('part catalogue', () => {
  it('offers every required part', () => {
    for (const type of REQUIRED_TYPES) expect(getPartDefinition(type), type).toBeDefined();
    expect(BREADBOARD_TYPE).toBe('wokwi-breadboard-half');
  });

  it('has one definition per type and one prefix per type', () => {
    const types = PART_DEFINITIONS.map((d) => d.type);
    const prefixes = PART_DEFINITIONS.map((d) => d.idPrefix);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[a-z]+$/);
  });

  it('draws the Pico and the breadboard itself, the rest with @wokwi/elements', () => {
    expect(getPartDefinition('wokwi-pi-pico')?.drawnBy).toBe('chispa');
    expect(getPartDefinition(BREADBOARD_TYPE)?.drawnBy).toBe('chispa');
    expect(getPartDefinition('wokwi-led')?.drawnBy).toBe('wokwi-element');
  });

  it('gives defaults that match their own select options', () => {
    for (const def of PART_DEFINITIONS) {
      for (const prop of def.properties) {
        const value = def.defaultAttrs[prop.attr];
        if (value !== undefined && (prop.kind === 'select' || prop.kind === 'color')) {
          expect(prop.options, `${def.type}.${prop.attr}`).toContain(value);
        }
      }
    }
  });

  it('returns a fresh copy of default attrs', () => {
    const attrs = defaultAttrsFor('wokwi-led');
    attrs.color = 'blue';
    expect(defaultAttrsFor('wokwi-led')).toEqual({ color: 'red' });
    expect(defaultAttrsFor('wokwi-unknown')).toEqual({});
  });
});

describe('PICO_PINS', () => {
  const byName = new Map(PICO_PINS.map((p) => [p.name, p]));

  it('lists the 40 header pins with unique Wokwi names', () => {
    expect(PICO_PINS).toHaveLength(40);
    expect(byName.size).toBe(40);
    const expected = [
      ...Array.from({ length: 23 }, (_, i) => `GP${i}`),
      'GP26',
      'GP27',
      'GP28',
      ...Array.from({ length: 8 }, (_, i) => `GND.${i + 1}`),
      '3V3',
      'VSYS',
      'VBUS',
      '3V3_EN',
      'RUN',
      'ADC_VREF',
    ];
    expect([...byName.keys()].sort()).toEqual(expected.sort());
  });

  it('places pins by physical number: 1–20 down the left, 21–40 up the right', () => {
    expect(byName.get('GP0')).toMatchObject({ number: 1, x: 6.4, y: 4.8 });
    expect(byName.get('GP15')).toMatchObject({ number: 20, x: 6.4, y: 187.2 });
    expect(byName.get('GP16')).toMatchObject({ number: 21, x: 73.6, y: 187.2 });
    expect(byName.get('VBUS')).toMatchObject({ number: 40, x: 73.6, y: 4.8 });
    expect(byName.get('GND.1')?.number).toBe(3);
    expect(byName.get('GND.7')?.number).toBe(33);
    expect(byName.get('GND.8')?.number).toBe(38);
    expect(byName.get('GP26')?.number).toBe(31);
  });

  it('spaces pins 2.54 mm (9.6 px) apart, rows 7 pitches apart, inside the board', () => {
    expect(PIN_PITCH_PX).toBe(9.6);
    const left = PICO_PINS.filter((p) => p.x === 6.4).map((p) => p.y);
    expect(left).toHaveLength(20);
    left.slice(1).forEach((y, i) => {
      expect(y - (left[i] ?? 0)).toBeCloseTo(9.6, 5);
    });
    for (const pin of PICO_PINS) {
      expect(pin.x).toBeGreaterThan(0);
      expect(pin.x).toBeLessThan(PICO_SIZE.width);
      expect(pin.y).toBeLessThan(PICO_SIZE.height);
    }
  });

  it('knows the Pico pin names, virtual test points included', () => {
    expect(isPicoPin('GP28')).toBe(true);
    expect(isPicoPin('TP5')).toBe(true);
    expect(isPicoPin('GP23')).toBe(false);
    expect(isPicoPin('GND')).toBe(false);
  });

  it('marks power, ground and ADC signals', () => {
    expect(byName.get('GND.4')?.signals).toEqual([{ type: 'power', signal: 'GND' }]);
    expect(byName.get('3V3')?.signals).toEqual([{ type: 'power', signal: 'VCC', voltage: 3.3 }]);
    expect(byName.get('GP27')?.signals).toContainEqual({ type: 'analog', channel: 1 });
    expect(byName.get('RUN')?.signals).toEqual([]);
  });
});

describe('automatic wire colour', () => {
  it('classifies pins', () => {
    expect(pinRole('GND.2')).toBe('ground');
    expect(pinRole('VSS')).toBe('ground');
    expect(pinRole('VCC')).toBe('power');
    expect(pinRole('V+')).toBe('power');
    expect(pinRole('3V3_EN')).toBe('signal');
    expect(pinRole('GP5')).toBe('signal');
  });

  it('prefers black over red over green', () => {
    expect(autoWireColor('GND.1', 'VCC')).toBe('black');
    expect(autoWireColor('A', 'GND')).toBe('black');
    expect(autoWireColor('VSYS', 'VCC')).toBe('red');
    expect(autoWireColor('5V', 'SIG')).toBe('red');
    expect(autoWireColor('GP15', 'A')).toBe('green');
  });
});
