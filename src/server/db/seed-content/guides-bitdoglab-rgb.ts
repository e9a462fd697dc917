import { bitdoglab, diagram, step, translation } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/**
 * BitDogLab 1: the RGB LED mixed by PWM. Written in Portuguese, as the board's schools teach it;
 * the Spanish and English versions keep the program and translate its comments and messages.
 */

const codePt = `from machine import Pin, PWM
import time

# O LED RGB da BitDogLab junta três LEDs em um só: vermelho, verde e azul
vermelho = PWM(Pin(13))
verde = PWM(Pin(11))
azul = PWM(Pin(12))

# 1000 vezes por segundo: rápido demais para o olho ver o LED piscar
vermelho.freq(1000)
verde.freq(1000)
azul.freq(1000)


def cor(r, g, b):
    # r, g e b vão de 0 (apagado) a 255 (brilho máximo)
    # duty_u16 vai de 0 a 65535, e 255 * 257 = 65535
    vermelho.duty_u16(r * 257)
    verde.duty_u16(g * 257)
    azul.duty_u16(b * 257)


# Cada cor: (nome, vermelho, verde, azul)
cores = [
    ("vermelho", 255, 0, 0),
    ("verde", 0, 255, 0),
    ("azul", 0, 0, 255),
    ("amarelo", 255, 255, 0),
    ("ciano", 0, 255, 255),
    ("magenta", 255, 0, 255),
    ("branco", 255, 255, 255),
]

while True:
    for nome, r, g, b in cores:
        print("Cor:", nome)
        cor(r, g, b)
        time.sleep_ms(700)

    # O azul "respira": o brilho sobe e desce aos poucos
    print("Respirando...")
    for brilho in range(0, 256, 5):
        cor(0, 0, brilho)
        time.sleep_ms(15)
    for brilho in range(255, -1, -5):
        cor(0, 0, brilho)
        time.sleep_ms(15)
`;

const codeEs = `from machine import Pin, PWM
import time

# El LED RGB de la BitDogLab junta tres LED en uno solo: rojo, verde y azul
rojo = PWM(Pin(13))
verde = PWM(Pin(11))
azul = PWM(Pin(12))

# 1000 veces por segundo: demasiado rápido para que el ojo vea parpadear el LED
rojo.freq(1000)
verde.freq(1000)
azul.freq(1000)


def color(r, g, b):
    # r, g y b van de 0 (apagado) a 255 (brillo máximo)
    # duty_u16 va de 0 a 65535, y 255 * 257 = 65535
    rojo.duty_u16(r * 257)
    verde.duty_u16(g * 257)
    azul.duty_u16(b * 257)


# Cada color: (nombre, rojo, verde, azul)
colores = [
    ("rojo", 255, 0, 0),
    ("verde", 0, 255, 0),
    ("azul", 0, 0, 255),
    ("amarillo", 255, 255, 0),
    ("cian", 0, 255, 255),
    ("magenta", 255, 0, 255),
    ("blanco", 255, 255, 255),
]

while True:
    for nombre, r, g, b in colores:
        print("Color:", nombre)
        color(r, g, b)
        time.sleep_ms(700)

    # El azul "respira": el brillo sube y baja poco a poco
    print("Respirando...")
    for brillo in range(0, 256, 5):
        color(0, 0, brillo)
        time.sleep_ms(15)
    for brillo in range(255, -1, -5):
        color(0, 0, brillo)
        time.sleep_ms(15)
`;

const codeEn = `from machine import Pin, PWM
import time

# The BitDogLab's RGB LED is three LEDs in one: red, green and blue
red = PWM(Pin(13))
green = PWM(Pin(11))
blue = PWM(Pin(12))

# 1000 times a second: too fast for the eye to see the LED blink
red.freq(1000)
green.freq(1000)
blue.freq(1000)


def colour(r, g, b):
    # r, g and b go from 0 (off) to 255 (full brightness)
    # duty_u16 goes from 0 to 65535, and 255 * 257 = 65535
    red.duty_u16(r * 257)
    green.duty_u16(g * 257)
    blue.duty_u16(b * 257)


# Each colour: (name, red, green, blue)
colours = [
    ("red", 255, 0, 0),
    ("green", 0, 255, 0),
    ("blue", 0, 0, 255),
    ("yellow", 255, 255, 0),
    ("cyan", 0, 255, 255),
    ("magenta", 255, 0, 255),
    ("white", 255, 255, 255),
]

while True:
    for name, r, g, b in colours:
        print("Colour:", name)
        colour(r, g, b)
        time.sleep_ms(700)

    # The blue "breathes": its brightness rises and falls little by little
    print("Breathing...")
    for brightness in range(0, 256, 5):
        colour(0, 0, brightness)
        time.sleep_ms(15)
    for brightness in range(255, -1, -5):
        colour(0, 0, brightness)
        time.sleep_ms(15)
`;

export const bitDogLabRgb: SeedGuide = {
  id: 'practical_bitdoglab_led_rgb',
  language: 'pt',
  name: 'BitDogLab: cores com o LED RGB',
  description:
    'Misture vermelho, verde e azul com PWM para criar qualquer cor no LED RGB da BitDogLab, e faça o azul "respirar".',
  category: 'bitdoglab',
  difficulty: 'beginner',
  estimatedTime: 30,
  isPublished: true,
  titleIntroduction: 'Três LEDs, milhões de cores',
  introduction: [
    'O LED RGB da BitDogLab tem três LEDs pequenininhos dentro: um vermelho (GP13), um verde (GP11) e um azul (GP12).',
    'Acendendo cada um com mais ou menos brilho, a mistura vira amarelo, ciano, magenta, branco... É assim que as telas do celular formam as cores.',
    'O programa está em MicroPython, a linguagem que a BitDogLab usa nas escolas.',
  ],
  tags: ['bitdoglab', 'micropython', 'led rgb', 'pwm'],
  diagram: diagram([bitdoglab()], []),
  code: codePt,
  steps: [
    step(
      'Conheça o LED RGB',
      'Na BitDogLab o LED RGB já vem ligado aos pinos **GP13** (vermelho), **GP11** (verde) e **GP12** (azul). Não precisa montar nada: é só programar.',
      [
        '`Pin(13)` escolhe o pino; `PWM(...)` diz que ele vai controlar o brilho, e não só ligar e desligar.',
        'Experimente: deixe na lista `cores` só o `("vermelho", 255, 0, 0)` e veja o LED ficar vermelho o tempo todo.',
      ],
      'Cada pino do microcontrolador só sabe dar 0 V ou 3,3 V. Para ter brilho "pela metade" usamos um truque: o PWM.',
    ),
    step(
      'Entenda o PWM',
      'PWM liga e desliga o pino muito rápido. `freq(1000)` faz isso 1000 vezes por segundo e `duty_u16` diz quanto de cada ciclo o LED fica ligado: 0 é sempre apagado, 65535 é sempre aceso.',
      [
        'A função `cor` multiplica por 257 para transformar 0–255 em 0–65535.',
        'Experimente: mude `freq(1000)` para `freq(10)` no LED vermelho e veja o pisca-pisca aparecer.',
      ],
      'Nosso olho não percebe mudanças tão rápidas e enxerga a média: ligado metade do tempo parece meio brilho.',
    ),
    step(
      'Misture as cores',
      'A lista `cores` guarda o nome e a quantidade de vermelho, verde e azul de cada cor. O laço `for` passa por todas, uma a cada 700 ms.',
      [
        'Vermelho + verde = amarelo; verde + azul = ciano; vermelho + azul = magenta; os três = branco.',
        'Experimente: acrescente `("laranja", 255, 80, 0)` e `("roxo", 120, 0, 255)` à lista.',
      ],
      'Misturar luz é diferente de misturar tinta: com luz, quanto mais cor se soma, mais perto do branco.',
    ),
    step(
      'Faça o azul respirar',
      'Os dois últimos laços sobem o brilho do azul de 0 a 255 e descem de novo, de 5 em 5, esperando 15 ms a cada passo.',
      [
        '`range(255, -1, -5)` conta para trás até chegar a 0.',
        'Experimente: troque 15 por 5 para respirar mais rápido, ou use `cor(brilho, 0, 0)` para respirar em vermelho.',
      ],
      'Mudar o brilho aos poucos é o que dá a sensação de movimento suave: é o mesmo efeito de um LED de "espera" em aparelhos eletrônicos.',
    ),
  ],
};

export const bitDogLabRgbTranslations: SeedGuide[] = [
  translation(bitDogLabRgb, 'es', {
    name: 'BitDogLab: colores con el LED RGB',
    description:
      'Mezcla rojo, verde y azul con PWM para crear cualquier color en el LED RGB de la BitDogLab, y haz que el azul "respire".',
    titleIntroduction: 'Tres LED, millones de colores',
    introduction: [
      'El LED RGB de la BitDogLab tiene tres LED diminutos dentro: uno rojo (GP13), uno verde (GP11) y uno azul (GP12).',
      'Encendiendo cada uno con más o menos brillo, la mezcla se vuelve amarillo, cian, magenta, blanco... Así forman los colores las pantallas del celular.',
      'El programa está en MicroPython, el lenguaje que usa la BitDogLab en las escuelas.',
    ],
    tags: ['bitdoglab', 'micropython', 'led rgb', 'pwm'],
    code: codeEs,
    steps: [
      step(
        'Conoce el LED RGB',
        'En la BitDogLab el LED RGB ya viene conectado a los pines **GP13** (rojo), **GP11** (verde) y **GP12** (azul). No hay que armar nada: solo programar.',
        [
          '`Pin(13)` elige el pin; `PWM(...)` dice que va a controlar el brillo, y no solo encender y apagar.',
          'Prueba: deja en la lista `colores` solo `("rojo", 255, 0, 0)` y mira cómo el LED queda rojo todo el tiempo.',
        ],
        'Cada pin del microcontrolador solo sabe dar 0 V o 3,3 V. Para tener brillo "a medias" usamos un truco: el PWM.',
      ),
      step(
        'Entiende el PWM',
        'PWM enciende y apaga el pin muy rápido. `freq(1000)` lo hace 1000 veces por segundo y `duty_u16` dice cuánto de cada ciclo el LED queda encendido: 0 es siempre apagado, 65535 siempre encendido.',
        [
          'La función `color` multiplica por 257 para convertir 0–255 en 0–65535.',
          'Prueba: cambia `freq(1000)` por `freq(10)` en el LED rojo y verás aparecer el parpadeo.',
        ],
        'Nuestro ojo no nota cambios tan rápidos y ve el promedio: encendido la mitad del tiempo parece medio brillo.',
      ),
      step(
        'Mezcla los colores',
        'La lista `colores` guarda el nombre y la cantidad de rojo, verde y azul de cada color. El bucle `for` las recorre todas, una cada 700 ms.',
        [
          'Rojo + verde = amarillo; verde + azul = cian; rojo + azul = magenta; los tres = blanco.',
          'Prueba: agrega `("naranja", 255, 80, 0)` y `("violeta", 120, 0, 255)` a la lista.',
        ],
        'Mezclar luz no es como mezclar pintura: con luz, cuanto más color se suma, más cerca del blanco.',
      ),
      step(
        'Haz que el azul respire',
        'Los dos últimos bucles suben el brillo del azul de 0 a 255 y lo bajan de nuevo, de 5 en 5, esperando 15 ms en cada paso.',
        [
          '`range(255, -1, -5)` cuenta hacia atrás hasta llegar a 0.',
          'Prueba: cambia 15 por 5 para respirar más rápido, o usa `color(brillo, 0, 0)` para respirar en rojo.',
        ],
        'Cambiar el brillo poco a poco es lo que da la sensación de movimiento suave: es el mismo efecto del LED de "espera" de muchos aparatos.',
      ),
    ],
  }),
  translation(bitDogLabRgb, 'en', {
    name: 'BitDogLab: colours with the RGB LED',
    description:
      'Mix red, green and blue with PWM to make any colour on the BitDogLab\'s RGB LED, and make the blue "breathe".',
    titleIntroduction: 'Three LEDs, millions of colours',
    introduction: [
      "The BitDogLab's RGB LED has three tiny LEDs inside: a red one (GP13), a green one (GP11) and a blue one (GP12).",
      'Lighting each one more or less brightly, the mix becomes yellow, cyan, magenta, white... This is how phone screens make their colours.',
      'The program is in MicroPython, the language the BitDogLab is taught with in schools.',
    ],
    tags: ['bitdoglab', 'micropython', 'rgb led', 'pwm'],
    code: codeEn,
    steps: [
      step(
        'Meet the RGB LED',
        'On the BitDogLab the RGB LED is already connected to pins **GP13** (red), **GP11** (green) and **GP12** (blue). Nothing to build: just program it.',
        [
          '`Pin(13)` picks the pin; `PWM(...)` says it will control the brightness, not just switch on and off.',
          'Try it: leave only `("red", 255, 0, 0)` in the `colours` list and watch the LED stay red all the time.',
        ],
        'Each pin of the microcontroller can only give 0 V or 3.3 V. To get "half" brightness we use a trick: PWM.',
      ),
      step(
        'Understand PWM',
        'PWM switches the pin on and off very fast. `freq(1000)` does it 1000 times a second and `duty_u16` says how much of each cycle the LED stays on: 0 is always off, 65535 always on.',
        [
          'The `colour` function multiplies by 257 to turn 0–255 into 0–65535.',
          'Try it: change `freq(1000)` to `freq(10)` on the red LED and see the blinking appear.',
        ],
        'Our eyes cannot follow changes that fast and see the average: on half the time looks like half brightness.',
      ),
      step(
        'Mix the colours',
        'The `colours` list keeps the name and the amount of red, green and blue of each colour. The `for` loop goes through them all, one every 700 ms.',
        [
          'Red + green = yellow; green + blue = cyan; red + blue = magenta; all three = white.',
          'Try it: add `("orange", 255, 80, 0)` and `("purple", 120, 0, 255)` to the list.',
        ],
        'Mixing light is not like mixing paint: with light, the more colour you add, the closer you get to white.',
      ),
      step(
        'Make the blue breathe',
        'The last two loops raise the blue from 0 to 255 and lower it again, 5 at a time, waiting 15 ms at each step.',
        [
          '`range(255, -1, -5)` counts backwards down to 0.',
          'Try it: change 15 to 5 to breathe faster, or use `colour(brightness, 0, 0)` to breathe in red.',
        ],
        'Changing the brightness little by little is what feels like smooth movement: the same effect as the "standby" light of many devices.',
      ),
    ],
  }),
];
