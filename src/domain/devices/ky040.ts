import type { DeviceHost, DeviceModel, Drive, Edge } from './device.ts';
import { Waveform } from './device.ts';
import type { DeviceDefinition } from './registry.ts';

/**
 * The KY-040 rotary encoder module (`wokwi-ky-040`, pins CLK, DT, SW, VCC, GND). The page turns
 * it a detent at a time (control `turns`, a signed count it moves by ±1) and presses its shaft
 * (`press`, 1 while held).
 *
 * CLK and DT are two contacts to GND that close and open in quadrature: each detent is one full
 * cycle, a quarter step every millisecond. Clockwise CLK falls first (so DT is still high when
 * CLK falls, as Wokwi's element reads it), counter-clockwise DT does. The module's 10 kΩ pull-ups
 * to VCC hold an open contact high; unpowered, an open contact floats and the board's pull decides.
 * SW closes to GND while pressed and floats otherwise (the module leaves its pull-up to the board).
 *
 * Turns are noticed when the board next looks at a pin (a read, the edges since a time): the
 * device is told the time, it never reads a clock. Detents noticed after a long quiet spell (the
 * program slept) are played in that spell, just before now, as a hand turned them while nobody
 * looked: rotaryio, which counts in the background on the board, finds them all at its next read.
 * Noticed by a program that polls the pins, they are played from now on, one quarter step a
 * millisecond, so that a 1 ms polling loop sees every step.
 */

/** One quarter of a detent's cycle. */
const QUARTER_US = 1000;
const DETENT_US = 4 * QUARTER_US;
/** Detents played per change noticed; a larger jump (a page that skipped) plays the last ones. */
const MAX_DETENTS = 64;

type Contact = 'CLK' | 'DT';

/** The contact edges (false = closed to GND) of `count` detents from `startUs`, in time order. */
export const detentEdges = (count: number, isClockwise: boolean, startUs: number) => {
  const [first, second]: readonly [Contact, Contact] = isClockwise ? ['CLK', 'DT'] : ['DT', 'CLK'];
  const edges: Record<Contact, Edge[]> = { CLK: [], DT: [] };
  for (let i = 0; i < count; i++) {
    const at = startUs + i * DETENT_US;
    edges[first].push({ atUs: at, level: false }, { atUs: at + 2 * QUARTER_US, level: true });
    edges[second].push({ atUs: at + QUARTER_US, level: false }, { atUs: at + 3 * QUARTER_US, level: true });
  }
  return edges;
};

export const createKy040 = (host: DeviceHost): DeviceModel => {
  const contacts: Record<Contact, Waveform> = { CLK: new Waveform(true), DT: new Waveform(true) };
  let played = Math.round(host.control('turns')) || 0;
  let busyUntilUs = 0;
  /** The last time the board looked: edges after it were never seen. */
  let lookedAtUs = 0;

  /** Plays the detents the page has turned since the last look. */
  const catchUp = (atUs: number) => {
    const turns = Math.round(host.control('turns'));
    if (!Number.isFinite(turns) || turns === played) return;
    const count = Math.min(Math.abs(turns - played), MAX_DETENTS);
    const durationUs = count * DETENT_US;
    const isQuiet = atUs - Math.max(lookedAtUs, busyUntilUs) > durationUs + QUARTER_US;
    const startUs = isQuiet ? atUs - durationUs - QUARTER_US : Math.max(atUs, busyUntilUs);
    const edges = detentEdges(count, turns > played, startUs);
    contacts.CLK.play(edges.CLK);
    contacts.DT.play(edges.DT);
    busyUntilUs = startUs + durationUs;
    played = turns;
  };
  const look = (atUs: number) => {
    catchUp(atUs);
    lookedAtUs = Math.max(lookedAtUs, atUs);
  };

  const isGrounded = () => host.supplyVolts?.('GND') === 0;
  /** What a contact puts on its pin: low when closed to a wired GND, else high through the pull-up. */
  const levelOf = (isClosed: boolean): Drive => {
    if (isClosed && isGrounded()) return false;
    return (host.supplyVolts?.('VCC') ?? 0) > 0 ? true : undefined;
  };

  return {
    drivenPins: ['CLK', 'DT', 'SW'],
    output(pin, atUs) {
      if (pin === 'SW') return host.control('press') >= 1 && isGrounded() ? false : undefined;
      if (pin !== 'CLK' && pin !== 'DT') return undefined;
      look(atUs);
      return levelOf(contacts[pin].levelAt(atUs) === false);
    },
    edges(pin, fromUs, toUs) {
      if ((pin !== 'CLK' && pin !== 'DT') || !isGrounded()) return [];
      look(toUs);
      return contacts[pin].edgesIn(fromUs, toUs);
    },
  };
};

export const ky040Definition: DeviceDefinition = {
  type: 'wokwi-ky-040',
  controls: [
    { name: 'turns', attr: 'turns', min: -1_000_000, max: 1_000_000, step: 1, fallback: 0, unit: '' },
    { name: 'press', attr: 'press', min: 0, max: 1, step: 1, fallback: 0, unit: '' },
  ],
  modules: ['rotaryio', 'digitalio', 'keypad'],
  create: (_part, host) => createKy040(host),
};
