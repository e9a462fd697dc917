import { describe, expect, it } from 'vitest';
import { part } from '../circuit/test-builders.ts';
import { createPirMotionSensor } from './pir-motion-sensor.ts';
import { deviceDefinitionOf } from './registry.ts';
import { testHost } from './test-host.ts';

const S = 1e6;

const pir = (attrs: Record<string, string> = {}, supplies?: Record<string, number>) => {
  const host = testHost({ supplies, controls: { motion: 0 } });
  return { host, model: createPirMotionSensor(part('wokwi-pir-motion-sensor', 'pir1', { attrs }), host) };
};

describe('PIR motion sensor', () => {
  it('raises OUT when the motion count grows, for delayTime seconds (5 by default)', () => {
    const { host, model } = pir();
    expect(model.output?.('OUT', 0)).toBe(false);
    host.controls.motion = 1;
    expect(model.output?.('OUT', 1 * S)).toBe(true);
    expect(model.output?.('OUT', 5.9 * S)).toBe(true);
    expect(model.output?.('OUT', 6 * S)).toBe(false);
    expect(model.edges?.('OUT', 0, 10 * S)).toEqual([
      { atUs: 1 * S, level: true },
      { atUs: 6 * S, level: false },
    ]);
    expect(model.view?.(2 * S)).toEqual({ kind: 'signal', on: true });
    expect(model.view?.(7 * S)).toEqual({ kind: 'signal', on: false });
  });

  it('restarts the delay on motion while high, unless retrigger is "0"', () => {
    const { host, model } = pir({ delayTime: '2' });
    host.controls.motion = 1;
    model.output?.('OUT', 0);
    host.controls.motion = 2;
    model.output?.('OUT', 1.5 * S);
    expect(model.output?.('OUT', 3 * S)).toBe(true);
    expect(model.output?.('OUT', 3.5 * S)).toBe(false);

    const single = pir({ delayTime: '2', retrigger: '0' });
    single.host.controls.motion = 1;
    single.model.output?.('OUT', 0);
    single.host.controls.motion = 2;
    single.model.output?.('OUT', 1.5 * S);
    expect(single.model.output?.('OUT', 2 * S)).toBe(false);
  });

  it('ignores motion for inhibitTime seconds after OUT falls', () => {
    const { host, model } = pir({ delayTime: '1', inhibitTime: '1.2' });
    host.controls.motion = 1;
    model.output?.('OUT', 0);
    host.controls.motion = 2;
    expect(model.output?.('OUT', 2 * S)).toBe(false); // 1 s into the 1.2 s
    host.controls.motion = 3;
    expect(model.output?.('OUT', 2.3 * S)).toBe(true);
  });

  it('counts only motion after it started, and senses nothing unpowered', () => {
    const host = testHost({ controls: { motion: 7 } });
    const model = createPirMotionSensor(part('wokwi-pir-motion-sensor', 'pir1'), host);
    expect(model.output?.('OUT', 0)).toBe(false);
    host.controls.motion = 1; // the page's counter started again: still a press
    expect(model.output?.('OUT', 1)).toBe(true);
    const unpowered = pir({}, { VCC: 5 });
    unpowered.host.controls.motion = 1;
    expect(unpowered.model.output?.('OUT', 0)).toBeUndefined();
    expect(unpowered.model.view?.(0)).toEqual({ kind: 'signal', on: false });
  });

  it('is wokwi-pir-motion-sensor driving OUT, with a motion counter', () => {
    const definition = deviceDefinitionOf('wokwi-pir-motion-sensor');
    expect(definition?.controls.map((control) => control.name)).toEqual(['motion']);
    expect(definition?.create(part('wokwi-pir-motion-sensor', 'pir1'), testHost()).drivenPins).toEqual([
      'OUT',
    ]);
  });
});
