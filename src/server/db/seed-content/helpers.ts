import { BITDOGLAB_TYPE, type BitDogLabVersion } from '../../../domain/circuit/bitdoglab.ts';
import type { Rotation } from '../../../domain/circuit/diagram.ts';
import { LANGUAGE_ENV } from '../../../domain/code/language.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { Activity, Diagram, DiagramPart, DiagramWire, Module, Step } from '../schema/json.ts';
import type { SeedGuide } from './types.ts';

/** Small builders so the seed content reads as content, not as JSON plumbing. */

export const step = (
  stepName: string,
  description: string,
  details: string[],
  explanation: string,
): Step => ({
  stepName,
  description,
  details,
  explanation,
});

export const part = (
  id: string,
  type: string,
  x: number,
  y: number,
  attrs: Record<string, string> = {},
  rotate: Rotation = 0,
): DiagramPart => ({ id, type, x, y, rotate, flip: false, attrs });

export const pico = (): DiagramPart => part('pico', 'wokwi-pi-pico', 0, 0);

/**
 * A BitDogLab where `pico()` puts a Pico: its peripherals are inside, so a lesson on them needs no
 * other part and no wire. Its `env` makes the project MicroPython, the language its schools use.
 */
export const bitdoglab = (version: BitDogLabVersion = 'v7'): DiagramPart =>
  part('bitdoglab', BITDOGLAB_TYPE, 0, 0, { env: LANGUAGE_ENV.micropython, version });

const pinRef = (endpoint: string) => {
  const colon = endpoint.indexOf(':');
  return { part: endpoint.slice(0, colon), pin: endpoint.slice(colon + 1) };
};

/** `wire('w1', 'pico:GP15', 'led1:A')`; GND wires default to black, as Wokwi colours them. */
export const wire = (id: string, from: string, to: string, color?: string): DiagramWire => ({
  id,
  from: pinRef(from),
  to: pinRef(to),
  color: color ?? (/GND/.test(`${from}${to}`) ? 'black' : 'green'),
  bends: [],
});

/** Wires from `[from, to, color?]` triples, numbered w1, w2, … */
export const diagram = (parts: DiagramPart[], wires: [string, string, string?][]): Diagram => ({
  parts,
  wires: wires.map(([from, to, color], i) => wire(`w${i + 1}`, from, to, color)),
});

/** Pico + LED on `gpio` through a 220 Ω resistor to GND: the circuit of most first lessons. */
export const ledCircuit = (gpio = 'GP15', color = 'red'): Diagram =>
  diagram(
    [
      pico(),
      part('led1', 'wokwi-led', 140, 40, { color }),
      part('r1', 'wokwi-resistor', 130, 120, { value: '220' }, 90),
    ],
    [
      [`pico:${gpio}`, 'led1:A'],
      ['led1:C', 'r1:1'],
      ['r1:2', 'pico:GND.8'],
    ],
  );

export interface ActivityInput {
  id: string;
  name: string;
  introductionText: string;
  InitialProjectDescription: string;
  code: string;
  steps: Step[];
  componentsDiagram?: Diagram;
}

/** Activity ids start with `activity_`: the workspace never saves over such a template. */
export const activity = (a: ActivityInput): Activity => ({
  ...a,
  idStart: `${a.id}Start`,
  descriptions: [a.InitialProjectDescription],
});

export const courseModule = (
  number: number,
  name: string,
  description: string,
  classActivities: Activity[],
  homeActivities: Activity[],
): Module => ({
  number: String(number),
  name,
  alias: name,
  description,
  lessons: [{ classActivities, homeActivities }],
});

/** What a translation of a guide rewrites: its texts, and its code for the comments and messages. */
export type GuideTexts = Pick<
  SeedGuide,
  'name' | 'description' | 'titleIntroduction' | 'introduction' | 'tags' | 'code' | 'steps'
>;

/** `base` in `language`: same circuit, category and level, id `<base id>_<language>`, linked to it. */
export const translation = (base: SeedGuide, language: Locale, texts: GuideTexts): SeedGuide => ({
  ...base,
  ...texts,
  id: `${base.id}_${language}`,
  language,
  translationOf: base.id,
});
