import { describe, expect, it } from 'vitest';
import { part } from '../circuit/test-builders.ts';
import { createAnalogJoystick } from './analog-joystick.ts';
import { createNtcTemperatureSensor, ntcFraction } from './ntc-temperature-sensor.ts';
import { deviceDefinitionOf } from './registry.ts';
import { createSlidePotentiometer } from './slide-potentiometer.ts';
import { testHost } from './test-host.ts';

/** Wokwi's formula: a 10-bit reading back to degrees (wokwi-ntc-temperature-sensor docs). */
const wokwiCelsius = (reading: number, beta = 3950) =>
  1 / (Math.log(1 / (1023 / reading - 1)) / beta + 1 / 298.15) - 273.15;

describe('NTC temperature module', () => {
  it('puts on OUT the volts that Wokwi’s formula turns back into the temperature set', () => {
    for (const celsius of [-20, 0, 24, 37.5, 80]) {
      const ntc = createNtcTemperatureSensor(
        part('wokwi-ntc-temperature-sensor', 'ntc1'),
        testHost({ controls: { temperature: celsius } }),
      );
      const volts = ntc.volts?.('OUT', 0) ?? Number.NaN;
      expect(wokwiCelsius((volts / 3.3) * 1023)).toBeCloseTo(celsius, 6);
    }
    expect(ntcFraction(25, 3950)).toBeCloseTo(0.5, 10);
  });

  it('uses its beta attr, scales with the supply and floats with VCC or GND unwired', () => {
    const ntc = (attrs: Record<string, string>, supplies?: Record<string, number>) =>
      createNtcTemperatureSensor(
        part('wokwi-ntc-temperature-sensor', 'ntc1', { attrs }),
        testHost({ supplies, controls: { temperature: 40 } }),
      );
    const volts = ntc({ beta: '3435' }).volts?.('OUT', 0) ?? Number.NaN;
    expect(wokwiCelsius((volts / 3.3) * 1023, 3435)).toBeCloseTo(40, 6);
    expect(ntc({}, { VCC: 5, GND: 0 }).volts?.('OUT', 0)).toBeCloseTo(5 * ntcFraction(40, 3950), 10);
    expect(ntc({}, { VCC: 3.3 }).volts?.('OUT', 0)).toBeUndefined();
    expect(ntc({}, { GND: 0 }).volts?.('OUT', 0)).toBeUndefined();
  });
});

describe('analog joystick', () => {
  const joystick = (controls: Record<string, number>, supplies?: Record<string, number>) =>
    createAnalogJoystick(testHost({ supplies, controls }));

  it('rests both axes at half the supply, SEL floating', () => {
    const stick = joystick({ x: 0, y: 0, press: 0 });
    expect(stick.volts?.('VERT', 0)).toBeCloseTo(1.65, 10);
    expect(stick.volts?.('HORZ', 0)).toBeCloseTo(1.65, 10);
    expect(stick.output?.('SEL', 0)).toBeUndefined();
    expect(joystick({}, { VCC: 5, GND: 0 }).volts?.('VERT', 0)).toBeCloseTo(2.5, 10);
  });

  it('moves as Wokwi’s: VERT up to VCC at the top, HORZ up to VCC at the left', () => {
    expect(joystick({ x: 0, y: 1 }).volts?.('VERT', 0)).toBeCloseTo(3.3, 10);
    expect(joystick({ x: 0, y: -1 }).volts?.('VERT', 0)).toBeCloseTo(0, 10);
    expect(joystick({ x: -1, y: 0 }).volts?.('HORZ', 0)).toBeCloseTo(3.3, 10);
    expect(joystick({ x: 1, y: 0 }).volts?.('HORZ', 0)).toBeCloseTo(0, 10);
  });

  it('joins SEL to its GND while pressed; unwired pins float', () => {
    expect(joystick({ press: 1 }).output?.('SEL', 0)).toBe(false);
    expect(joystick({ press: 1 }, { VCC: 3.3 }).output?.('SEL', 0)).toBeUndefined();
    expect(joystick({ y: 1 }, { GND: 0 }).volts?.('VERT', 0)).toBeUndefined();
  });
});

describe('slide potentiometer', () => {
  it('puts value / 1023 of the supply on SIG, nothing with an end unwired', () => {
    expect(createSlidePotentiometer(testHost({ controls: { value: 1023 } })).volts?.('SIG', 0)).toBeCloseTo(
      3.3,
      10,
    );
    expect(createSlidePotentiometer(testHost({ controls: { value: 341 } })).volts?.('SIG', 0)).toBeCloseTo(
      1.1,
      10,
    );
    expect(
      createSlidePotentiometer(testHost({ supplies: { GND: 0 }, controls: { value: 500 } })).volts?.(
        'SIG',
        0,
      ),
    ).toBeUndefined();
  });

  it('is registered with Wokwi’s value attr, 0 unless set', () => {
    const control = deviceDefinitionOf('wokwi-slide-potentiometer')?.controls[0];
    expect(control).toMatchObject({ name: 'value', attr: 'value', min: 0, max: 1023, fallback: 0 });
    expect(deviceDefinitionOf('wokwi-analog-joystick')?.controls.map((c) => c.name)).toEqual([
      'x',
      'y',
      'press',
    ]);
    expect(deviceDefinitionOf('wokwi-ntc-temperature-sensor')?.controls[0]).toMatchObject({
      name: 'temperature',
      fallback: 24,
    });
  });
});
