import { bitDogLabWiring, DEFAULT_BITDOGLAB_VERSION } from './circuit/bitdoglab.ts';
import type { Locale } from './constants.ts';

/**
 * The program a BitDogLab project starts with (issue 29): MicroPython, the language the board's
 * lessons use, blinking its RGB LED red, green and blue with `machine.Pin`, nothing to wire. The
 * comments are in the creator's language, the code the same in all three.
 */

interface BlinkComments {
  title: string;
  run: string;
  machine: string;
  time: string;
  leds: string;
  output: string;
  loop: string;
  on: string;
  wait: string;
  off: string;
}

const COMMENTS: Record<Locale, BlinkComments> = {
  es: {
    title: 'Parpadeo: el LED RGB de la BitDogLab se enciende en rojo, verde y azul.',
    run: 'Pulsa Ejecutar para verlo en el simulador.',
    machine: 'los pines de la placa',
    time: 'para esperar',
    leds: 'Los tres colores del LED RGB: rojo en GP13, verde en GP11, azul en GP12.',
    output: 'salidas: la placa los enciende y los apaga',
    loop: 'Para siempre: cada color se enciende medio segundo y se apaga.',
    on: 'encender',
    wait: 'esperar medio segundo',
    off: 'apagar',
  },
  pt: {
    title: 'Pisca-pisca: o LED RGB da BitDogLab acende em vermelho, verde e azul.',
    run: 'Clique em Executar para ver no simulador.',
    machine: 'os pinos da placa',
    time: 'para esperar',
    leds: 'As três cores do LED RGB: vermelho no GP13, verde no GP11, azul no GP12.',
    output: 'saídas: a placa acende e apaga cada uma',
    loop: 'Para sempre: cada cor acende por meio segundo e apaga.',
    on: 'acender',
    wait: 'esperar meio segundo',
    off: 'apagar',
  },
  en: {
    title: "Blink: the BitDogLab's RGB LED lights up red, green and blue.",
    run: 'Press Run to see it in the simulator.',
    machine: "the board's pins",
    time: 'to wait',
    leds: "The RGB LED's three colours: red on GP13, green on GP11, blue on GP12.",
    output: 'outputs: the board turns each on and off',
    loop: 'Forever: each colour lights for half a second, then goes off.',
    on: 'turn on',
    wait: 'wait half a second',
    off: 'turn off',
  },
};

const gpio = (pin: string) => Number(pin.replace('GP', ''));

export const bitDogLabBlinkFor = (lang: Locale): string => {
  const c = COMMENTS[lang];
  const { R, G, B } = bitDogLabWiring(DEFAULT_BITDOGLAB_VERSION).rgb;
  return [
    `# ${c.title}`,
    `# ${c.run}`,
    `from machine import Pin  # ${c.machine}`,
    `import time  # ${c.time}`,
    '',
    `# ${c.leds}`,
    `leds = [Pin(${gpio(R)}, Pin.OUT), Pin(${gpio(G)}, Pin.OUT), Pin(${gpio(B)}, Pin.OUT)]  # ${c.output}`,
    '',
    `# ${c.loop}`,
    'while True:',
    '    for led in leds:',
    `        led.value(1)  # ${c.on}`,
    `        time.sleep(0.5)  # ${c.wait}`,
    `        led.value(0)  # ${c.off}`,
    '',
  ].join('\n');
};
