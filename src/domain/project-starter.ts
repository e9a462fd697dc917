import { bitDogLabBlinkFor } from './bitdoglab-starter.ts';
import { BITDOGLAB_TYPE } from './circuit/bitdoglab.ts';
import { applyCommand } from './circuit/commands.ts';
import { type Diagram, EMPTY_DIAGRAM } from './circuit/diagram.ts';
import { PICO_TYPE } from './circuit/parts.ts';
import { DEFAULTS, type Locale } from './constants.ts';

/**
 * How a new project starts (issue 10): a Pico with a blink program, a BitDogLab with a MicroPython
 * blink of its RGB LED (issue 29), or an empty canvas.
 */
export const PROJECT_STARTERS = ['pico', 'bitdoglab', 'empty'] as const;
export type ProjectStarter = (typeof PROJECT_STARTERS)[number];
export const DEFAULT_PROJECT_STARTER: ProjectStarter = 'pico';

/** The one comment line of an empty project; Spanish is spec §9's, word for word. */
const DEFAULT_CODE: Record<Locale, string> = {
  es: DEFAULTS.savedCode,
  pt: '# Escreva o código aqui',
  en: '# Write your code here',
};

export const defaultCodeFor = (lang: Locale): string => DEFAULT_CODE[lang];

interface BlinkComments {
  title: string;
  run: string;
  board: string;
  digitalio: string;
  time: string;
  led: string;
  output: string;
  loop: string;
  on: string;
  wait: string;
  off: string;
}

const BLINK_COMMENTS: Record<Locale, BlinkComments> = {
  es: {
    title: 'Parpadeo: el LED de la Pico se enciende y se apaga cada medio segundo.',
    run: 'Pulsa Ejecutar para verlo en el simulador.',
    board: 'los pines de la placa',
    digitalio: 'pines que se encienden o se apagan',
    time: 'para esperar',
    led: 'El LED verde de la propia Pico (board.LED) será una salida.',
    output: 'salida: la Pico lo enciende y lo apaga',
    loop: 'Para siempre: encender, esperar, apagar, esperar.',
    on: 'encender',
    wait: 'esperar medio segundo',
    off: 'apagar',
  },
  pt: {
    title: 'Pisca-pisca: o LED da Pico acende e apaga a cada meio segundo.',
    run: 'Clique em Executar para ver no simulador.',
    board: 'os pinos da placa',
    digitalio: 'pinos que ligam ou desligam',
    time: 'para esperar',
    led: 'O LED verde da própria Pico (board.LED) será uma saída.',
    output: 'saída: a Pico acende e apaga o LED',
    loop: 'Para sempre: acender, esperar, apagar, esperar.',
    on: 'acender',
    wait: 'esperar meio segundo',
    off: 'apagar',
  },
  en: {
    title: "Blink: the Pico's LED turns on and off every half second.",
    run: 'Press Run to see it in the simulator.',
    board: "the board's pins",
    digitalio: 'pins that turn on or off',
    time: 'to wait',
    led: "The Pico's own green LED (board.LED) will be an output.",
    output: 'output: the Pico turns it on and off',
    loop: 'Forever: on, wait, off, wait.',
    on: 'turn on',
    wait: 'wait half a second',
    off: 'turn off',
  },
};

/** What the blink's first comments say (what it does, and to press Run): the Blocks starter says it too. */
export const blinkIntroFor = (lang: Locale): [string, string] => [
  BLINK_COMMENTS[lang].title,
  BLINK_COMMENTS[lang].run,
];

/** A commented blink of `board.LED`, the LED every Pico carries: it runs with nothing wired. */
export const blinkCodeFor = (lang: Locale): string => {
  const c = BLINK_COMMENTS[lang];
  return [
    `# ${c.title}`,
    `# ${c.run}`,
    `import board  # ${c.board}`,
    `import digitalio  # ${c.digitalio}`,
    `import time  # ${c.time}`,
    '',
    `# ${c.led}`,
    'led = digitalio.DigitalInOut(board.LED)',
    `led.direction = digitalio.Direction.OUTPUT  # ${c.output}`,
    '',
    `# ${c.loop}`,
    'while True:',
    `    led.value = True  # ${c.on}`,
    `    time.sleep(0.5)  # ${c.wait}`,
    `    led.value = False  # ${c.off}`,
    `    time.sleep(0.5)  # ${c.wait}`,
    '',
  ].join('\n');
};

/** Where the starter board sits: on the pin grid; the board fits the view when it opens. */
const BOARD_AT = { x: 96, y: 96 } as const;

/** The diagram a starter opens with; ids and attrs as if the board were added from the palette. */
export const starterDiagramFor = (starter: ProjectStarter): Diagram => {
  if (starter === 'empty') return { parts: [], wires: [] };
  const partType = starter === 'bitdoglab' ? BITDOGLAB_TYPE : PICO_TYPE;
  return applyCommand(EMPTY_DIAGRAM, { type: 'addPart', partType, ...BOARD_AT });
};

const STARTER_CODE: Record<ProjectStarter, (lang: Locale) => string> = {
  pico: blinkCodeFor,
  bitdoglab: bitDogLabBlinkFor,
  empty: defaultCodeFor,
};

/** What the server stores for a new project of this starter, in the creator's language. */
export const starterProjectFor = (
  starter: ProjectStarter,
  lang: Locale,
): { diagram: Diagram; code: string } => ({
  diagram: starterDiagramFor(starter),
  code: STARTER_CODE[starter](lang),
});
