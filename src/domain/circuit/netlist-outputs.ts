import { findReached, isHigh, isLow, levelsOf, rootOfIn, voltsIn } from './netlist-levels.ts';
import {
  type BuzzerModel,
  clamp,
  DUTY_MAX,
  type Levels,
  LOGIC_VOLTS,
  type NeopixelModel,
  type Netlist,
  type RgbLedModel,
  type ServoModel,
} from './netlist-model.ts';
import type { BoardDrive, CircuitOutputs, PartInputs } from './simulation.ts';

/** What the output parts show, from the solved levels (netlist-levels.ts). */

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * An LED glows with (V anode − V cathode) / 3.3 V, clamped to 0–1: 1 on a steady 3.3 V, the duty
 * fraction on PWM (its average), 0 reversed or when either side floats (no path to ground).
 * Volts are solved with all LEDs taken out, so a path never runs through another LED.
 */
const glowOf = (levels: Levels, anode: number, cathode: number): number => {
  const [a, c] = [voltsIn(levels, anode), voltsIn(levels, cathode)];
  return a === undefined || c === undefined ? 0 : round3(clamp((a - c) / LOGIC_VOLTS, 0, 1));
};

const rgbGlowOf = (levels: Levels, rgb: RgbLedModel): readonly [number, number, number] => {
  const [r, g, b] = rgb.channels.map((channel) =>
    rgb.isCommonAnode ? glowOf(levels, rgb.common, channel) : glowOf(levels, channel, rgb.common),
  );
  return [r ?? 0, g ?? 0, b ?? 0];
};

const pwmReaching = (levels: Levels, net: number) => findReached(levels, net, (n) => levels.fixed[n]?.pwm);

/** adafruit_motor.servo's defaults: a 750 µs pulse is 0°, 2250 µs is 180°. */
const SERVO_PULSE_US = { min: 750, max: 2250 } as const;

/** Needs V+ high and GND low, like a real servo; null while it gets no pulses. */
const servoAngleOf = (levels: Levels, servo: ServoModel): number | null => {
  if (!isHigh(voltsIn(levels, servo.power)) || !isLow(voltsIn(levels, servo.gnd))) return null;
  const pwm = pwmReaching(levels, servo.signal);
  if (!pwm || pwm.duty === 0 || pwm.frequency <= 0) return null;
  const pulseUs = (pwm.duty / DUTY_MAX) * (1e6 / pwm.frequency);
  const { min, max } = SERVO_PULSE_US;
  return clamp(((pulseUs - min) / (max - min)) * 180, 0, 180);
};

/** A passive buzzer needs a toggling signal: PWM (0 < duty < 65535) on one pin, low on the other. */
const toneBetween = (levels: Levels, signal: number, other: number): number | null => {
  if (rootOfIn(levels, signal) === rootOfIn(levels, other)) return null;
  const pwm = pwmReaching(levels, signal);
  const isToggling = pwm !== undefined && pwm.duty > 0 && pwm.duty < DUTY_MAX;
  return isToggling && isLow(voltsIn(levels, other)) ? pwm.frequency : null;
};

/** A piezo has no polarity here: pin 2 (+) on PWM and pin 1 (−) to ground, or the other way. */
const buzzerFrequencyOf = (levels: Levels, buzzer: BuzzerModel): number | null =>
  toneBetween(levels, buzzer.plus, buzzer.minus) ?? toneBetween(levels, buzzer.minus, buzzer.plus);

/**
 * Powered NeoPixels (VDD high, VSS low) form chains: one whose DIN reaches a board pin in
 * NeoPixel mode shows pixel 0, one whose DIN reaches that one's DOUT pixel 1, and so on. A ring
 * of N takes N pixels of the chain: the part after it starts N further on.
 */
const neopixelChainOf = (netlist: Netlist, levels: Levels) => {
  if (levels.chain) return levels.chain;
  const chain = new Map<string, { pin: string; index: number }>();
  const powered = netlist.neopixels.filter(
    (p) => isHigh(voltsIn(levels, p.vdd)) && isLow(voltsIn(levels, p.vss)),
  );
  const queue: NeopixelModel[] = [];
  for (const pixel of powered) {
    const pin = findReached(levels, pixel.din, (n) => levels.fixed[n]?.neopixelPin);
    if (pin === undefined) continue;
    chain.set(pixel.id, { pin, index: 0 });
    queue.push(pixel);
  }
  for (let i = 0; i < queue.length; i++) {
    const previous = queue[i];
    const link = previous && chain.get(previous.id);
    if (!previous || !link) continue;
    const dout = rootOfIn(levels, previous.dout);
    for (const pixel of powered) {
      if (chain.has(pixel.id) || !findReached(levels, pixel.din, (n) => n === dout || undefined)) continue;
      chain.set(pixel.id, { pin: link.pin, index: link.index + previous.count });
      queue.push(pixel);
    }
  }
  levels.chain = chain;
  return chain;
};

const DARK: readonly [number, number, number] = [0, 0, 0];

/** The colour the program last sent to this place in the chain (`offset` pixels on); dark when none. */
const pixelColourOf = (drive: BoardDrive, link: { pin: string; index: number } | undefined, offset = 0) => {
  const source = link && drive[link.pin];
  return (link && source?.mode === 'neopixel' && source.pixels[link.index + offset]) || DARK;
};

/** What every output part shows. */
export const computeOutputs = (netlist: Netlist, drive: BoardDrive, inputs: PartInputs): CircuitOutputs => {
  const levels = levelsOf(netlist, drive, inputs);
  const outputs: CircuitOutputs = {
    leds: {},
    rgbLeds: {},
    servos: {},
    buzzers: {},
    neopixels: {},
    rings: {},
  };
  for (const led of netlist.leds) outputs.leds[led.id] = glowOf(levels, led.anode, led.cathode);
  for (const rgb of netlist.rgbLeds) outputs.rgbLeds[rgb.id] = rgbGlowOf(levels, rgb);
  for (const servo of netlist.servos) outputs.servos[servo.id] = servoAngleOf(levels, servo);
  for (const buzzer of netlist.buzzers) outputs.buzzers[buzzer.id] = buzzerFrequencyOf(levels, buzzer);
  const chain = neopixelChainOf(netlist, levels);
  for (const pixel of netlist.neopixels) {
    const link = chain.get(pixel.id);
    if (pixel.isRing) {
      outputs.rings[pixel.id] = Array.from({ length: pixel.count }, (_, i) => pixelColourOf(drive, link, i));
    } else {
      outputs.neopixels[pixel.id] = pixelColourOf(drive, link);
    }
  }
  return outputs;
};
