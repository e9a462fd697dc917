import { ledCircuit, step, translation } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/** Blocks 1: «repetir siempre», «cambiar LED GP15», «esperar 0.5 segundos». */

/** What the blocks make, exactly (guides-blocks.test.ts): the generator's code.py, its group comments in the guide's language. */
const code = {
  es: `import board
import digitalio
import time

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

while True:
    led_gp15.value = not led_gp15.value
    time.sleep(0.5)
`,
  pt: `import board
import digitalio
import time

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

while True:
    led_gp15.value = not led_gp15.value
    time.sleep(0.5)
`,
  en: `import board
import digitalio
import time

# LEDs
led_gp15 = digitalio.DigitalInOut(board.GP15)
led_gp15.direction = digitalio.Direction.OUTPUT

while True:
    led_gp15.value = not led_gp15.value
    time.sleep(0.5)
`,
};

export const blocksBlink: SeedGuide = {
  id: 'practical_bloques_parpadeo',
  language: 'es',
  view: 'blocks',
  name: 'Bloques: un LED que parpadea',
  description: 'Tu primer programa con bloques: un LED que se enciende y se apaga cada medio segundo.',
  category: 'robotics',
  difficulty: 'beginner',
  estimatedTime: 15,
  isPublished: true,
  titleIntroduction: 'Tu primer programa con bloques',
  introduction: [
    'Los bloques encajan como piezas de un puzle, y cada uno es una orden para la placa.',
    'Con tres bloques vas a hacer parpadear un LED, como el de un aparato que está encendido.',
  ],
  tags: ['bloques', 'led', 'primeros pasos'],
  diagram: ledCircuit('GP15'),
  code: code.es,
  steps: [
    step(
      'Mira el circuito',
      'El LED rojo está conectado al pin GP15 de la Pico, con una resistencia que lo protege.',
      [
        'La pata larga del LED va hacia GP15; la corta, hacia la resistencia y GND.',
        'Prueba: sigue con el dedo el cable verde desde GP15 hasta el LED.',
      ],
      'Sin la resistencia pasaría demasiada corriente y, en una placa de verdad, el LED se podría quemar.',
    ),
    step(
      'Arrastra «repetir siempre»',
      'Abre la categoría Bucles y arrastra el bloque «repetir siempre» hasta que encaje debajo de «al iniciar».',
      [
        'Todo lo que pongas dentro de «repetir siempre» se hace una y otra vez, sin parar.',
        'Prueba: mira el código de Python y busca la línea `while True:` que apareció.',
      ],
      'Una placa no termina su trabajo: lo repite mientras tenga energía. Por eso casi todos sus programas tienen un bucle que no acaba.',
    ),
    step(
      'Cambia el LED y espera',
      'De la categoría LED, arrastra «cambiar LED GP15» dentro de «repetir siempre». Debajo, de la categoría Tiempo, encaja «esperar 0.5 segundos».',
      [
        '«cambiar LED» enciende el LED si estaba apagado y lo apaga si estaba encendido.',
        'Prueba: pulsa Ejecutar y mira cómo parpadea el LED del circuito; el bloque que está trabajando se ilumina.',
      ],
      'Sin la espera, el LED cambiaría miles de veces por segundo y lo verías siempre medio encendido.',
    ),
    step(
      'Cambia el ritmo',
      'Haz clic en el 0.5 del bloque «esperar» y escribe otro número.',
      ['Prueba: con 0.1 el LED parpadea muy rápido; con 2, muy despacio.'],
      'El tiempo va en segundos: 0.5 es medio segundo. Medio segundo encendido y medio apagado dan un parpadeo por segundo.',
    ),
  ],
};

export const blocksBlinkTranslations: SeedGuide[] = [
  translation(blocksBlink, 'pt', {
    name: 'Blocos: um LED que pisca',
    description: 'Seu primeiro programa com blocos: um LED que acende e apaga a cada meio segundo.',
    titleIntroduction: 'Seu primeiro programa com blocos',
    introduction: [
      'Os blocos se encaixam como peças de um quebra-cabeça, e cada um é uma ordem para a placa.',
      'Com três blocos você vai fazer um LED piscar, como o de um aparelho ligado.',
    ],
    tags: ['blocos', 'led', 'primeiros passos'],
    code: code.pt,
    steps: [
      step(
        'Olhe o circuito',
        'O LED vermelho está ligado ao pino GP15 da Pico, com um resistor que o protege.',
        [
          'A perna longa do LED vai para o GP15; a curta, para o resistor e o GND.',
          'Experimente: siga com o dedo o fio verde do GP15 até o LED.',
        ],
        'Sem o resistor passaria corrente demais e, numa placa de verdade, o LED poderia queimar.',
      ),
      step(
        'Arraste «repetir sempre»',
        'Abra a categoria Laços e arraste o bloco «repetir sempre» até ele encaixar embaixo de «ao iniciar».',
        [
          'Tudo o que você colocar dentro de «repetir sempre» é feito de novo e de novo, sem parar.',
          'Experimente: olhe o código em Python e procure a linha `while True:` que apareceu.',
        ],
        'Uma placa não termina o seu trabalho: ela o repete enquanto tiver energia. Por isso quase todos os seus programas têm um laço que não acaba.',
      ),
      step(
        'Alterne o LED e espere',
        'Da categoria LED, arraste «alternar LED GP15» para dentro de «repetir sempre». Embaixo dele, da categoria Tempo, encaixe «esperar 0.5 segundos».',
        [
          '«alternar LED» acende o LED se ele estava apagado e o apaga se estava aceso.',
          'Experimente: clique em Executar e veja o LED do circuito piscar; o bloco que está trabalhando se ilumina.',
        ],
        'Sem a espera, o LED mudaria milhares de vezes por segundo e você o veria sempre meio aceso.',
      ),
      step(
        'Mude o ritmo',
        'Clique no 0.5 do bloco «esperar» e escreva outro número.',
        ['Experimente: com 0.1 o LED pisca bem rápido; com 2, bem devagar.'],
        'O tempo é em segundos: 0.5 é meio segundo. Meio segundo aceso e meio apagado dão uma piscada por segundo.',
      ),
    ],
  }),
  translation(blocksBlink, 'en', {
    name: 'Blocks: a blinking LED',
    description: 'Your first program with blocks: an LED that turns on and off every half second.',
    titleIntroduction: 'Your first program with blocks',
    introduction: [
      'Blocks fit together like puzzle pieces, and each one is an order for the board.',
      'With three blocks you will make an LED blink, like the light of a device that is switched on.',
    ],
    tags: ['blocks', 'led', 'first steps'],
    code: code.en,
    steps: [
      step(
        'Look at the circuit',
        'The red LED is connected to pin GP15 of the Pico, with a resistor that protects it.',
        [
          'The long leg of the LED goes to GP15; the short one, to the resistor and GND.',
          'Try it: follow the green wire with your finger from GP15 to the LED.',
        ],
        'Without the resistor too much current would flow and, on a real board, the LED could burn out.',
      ),
      step(
        'Drag «forever»',
        'Open the Loops category and drag the «forever» block until it snaps under «on start».',
        [
          'Everything you put inside «forever» happens again and again, without stopping.',
          'Try it: look at the Python code and find the `while True:` line that appeared.',
        ],
        'A board never finishes its job: it repeats it as long as it has power. That is why almost all its programs have a loop that never ends.',
      ),
      step(
        'Toggle the LED and wait',
        'From the LED category, drag «toggle LED GP15» inside «forever». Under it, from the Time category, snap «wait 0.5 seconds».',
        [
          '«toggle LED» turns the LED on if it was off, and off if it was on.',
          'Try it: press Run and watch the LED in the circuit blink; the block that is working lights up.',
        ],
        'Without the wait, the LED would change thousands of times a second and you would see it always half on.',
      ),
      step(
        'Change the rhythm',
        'Click the 0.5 in the «wait» block and type another number.',
        ['Try it: with 0.1 the LED blinks very fast; with 2, very slowly.'],
        'Time is in seconds: 0.5 is half a second. Half a second on and half a second off make one blink a second.',
      ),
    ],
  }),
];
