import { bitdoglab, diagram, step, translation } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/**
 * BitDogLab 4: a face on the 5×5 matrix, drawn from a grid through `indice(linha, coluna)`, the
 * snake the board's LEDs are chained in (guides-bitdoglab.test.ts runs it against matrixLedIndex).
 */

const codePt = `from machine import Pin
import neopixel
import time

# 25 LEDs coloridos (WS2812) ligados em fila no GP7
np = neopixel.NeoPixel(Pin(7), 25)


def indice(linha, coluna):
    # A fila de LEDs começa embaixo à direita e sobe em zigue-zague:
    # a linha de baixo vai da direita para a esquerda, a de cima dela ao contrário
    de_baixo = 4 - linha
    if de_baixo % 2 == 0:
        return de_baixo * 5 + (4 - coluna)
    return de_baixo * 5 + coluna


# Os desenhos: 1 = aceso, 0 = apagado (a linha 0 é a de cima)
FELIZ = [
    [0, 1, 0, 1, 0],
    [0, 1, 0, 1, 0],
    [0, 0, 0, 0, 0],
    [1, 0, 0, 0, 1],
    [0, 1, 1, 1, 0],
]
PISCANDO = [
    [0, 1, 0, 0, 0],
    [0, 1, 0, 1, 0],
    [0, 0, 0, 0, 0],
    [1, 0, 0, 0, 1],
    [0, 1, 1, 1, 0],
]

AMARELO = (40, 30, 0)  # brilho baixo: esses LEDs são muito fortes
APAGADO = (0, 0, 0)


def desenhar(desenho, cor):
    for linha in range(5):
        for coluna in range(5):
            if desenho[linha][coluna] == 1:
                np[indice(linha, coluna)] = cor
            else:
                np[indice(linha, coluna)] = APAGADO
    np.write()  # só agora as cores vão para os LEDs


print("Olá! Desenhando um rosto na matriz.")
while True:
    desenhar(FELIZ, AMARELO)
    time.sleep_ms(2000)
    desenhar(PISCANDO, AMARELO)  # uma piscadinha
    time.sleep_ms(300)
`;

const codeEs = `from machine import Pin
import neopixel
import time

# 25 LED de colores (WS2812) conectados en fila a GP7
np = neopixel.NeoPixel(Pin(7), 25)


def indice(fila, columna):
    # La cadena de LED empieza abajo a la derecha y sube en zigzag:
    # la fila de abajo va de derecha a izquierda, la de encima al revés
    desde_abajo = 4 - fila
    if desde_abajo % 2 == 0:
        return desde_abajo * 5 + (4 - columna)
    return desde_abajo * 5 + columna


# Los dibujos: 1 = encendido, 0 = apagado (la fila 0 es la de arriba)
FELIZ = [
    [0, 1, 0, 1, 0],
    [0, 1, 0, 1, 0],
    [0, 0, 0, 0, 0],
    [1, 0, 0, 0, 1],
    [0, 1, 1, 1, 0],
]
GUINO = [
    [0, 1, 0, 0, 0],
    [0, 1, 0, 1, 0],
    [0, 0, 0, 0, 0],
    [1, 0, 0, 0, 1],
    [0, 1, 1, 1, 0],
]

AMARILLO = (40, 30, 0)  # brillo bajo: estos LED son muy potentes
APAGADO = (0, 0, 0)


def dibujar(dibujo, color):
    for fila in range(5):
        for columna in range(5):
            if dibujo[fila][columna] == 1:
                np[indice(fila, columna)] = color
            else:
                np[indice(fila, columna)] = APAGADO
    np.write()  # recién ahora los colores llegan a los LED


print("¡Hola! Dibujando una cara en la matriz.")
while True:
    dibujar(FELIZ, AMARILLO)
    time.sleep_ms(2000)
    dibujar(GUINO, AMARILLO)  # un guiño
    time.sleep_ms(300)
`;

const codeEn = `from machine import Pin
import neopixel
import time

# 25 colour LEDs (WS2812) chained on GP7
np = neopixel.NeoPixel(Pin(7), 25)


def led_index(row, column):
    # The chain of LEDs starts at the bottom right and snakes upwards:
    # the bottom row runs right to left, the one above it the other way
    from_bottom = 4 - row
    if from_bottom % 2 == 0:
        return from_bottom * 5 + (4 - column)
    return from_bottom * 5 + column


# The drawings: 1 = on, 0 = off (row 0 is the top one)
HAPPY = [
    [0, 1, 0, 1, 0],
    [0, 1, 0, 1, 0],
    [0, 0, 0, 0, 0],
    [1, 0, 0, 0, 1],
    [0, 1, 1, 1, 0],
]
WINK = [
    [0, 1, 0, 0, 0],
    [0, 1, 0, 1, 0],
    [0, 0, 0, 0, 0],
    [1, 0, 0, 0, 1],
    [0, 1, 1, 1, 0],
]

YELLOW = (40, 30, 0)  # low brightness: these LEDs are very bright
OFF = (0, 0, 0)


def draw(drawing, colour):
    for row in range(5):
        for column in range(5):
            if drawing[row][column] == 1:
                np[led_index(row, column)] = colour
            else:
                np[led_index(row, column)] = OFF
    np.write()  # only now do the colours reach the LEDs


print("Hello! Drawing a face on the matrix.")
while True:
    draw(HAPPY, YELLOW)
    time.sleep_ms(2000)
    draw(WINK, YELLOW)  # a wink
    time.sleep_ms(300)
`;

const MAP_PT =
  '```\nlinha 0:  24 23 22 21 20\nlinha 1:  15 16 17 18 19\nlinha 2:  14 13 12 11 10\nlinha 3:   5  6  7  8  9\nlinha 4:   4  3  2  1  0\n```';
const MAP_ES =
  '```\nfila 0:  24 23 22 21 20\nfila 1:  15 16 17 18 19\nfila 2:  14 13 12 11 10\nfila 3:   5  6  7  8  9\nfila 4:   4  3  2  1  0\n```';
const MAP_EN =
  '```\nrow 0:  24 23 22 21 20\nrow 1:  15 16 17 18 19\nrow 2:  14 13 12 11 10\nrow 3:   5  6  7  8  9\nrow 4:   4  3  2  1  0\n```';

export const bitDogLabMatrix: SeedGuide = {
  id: 'practical_bitdoglab_matriz_rosto',
  language: 'pt',
  name: 'BitDogLab: um rosto na matriz de LEDs',
  description:
    'Desenhe um rosto sorridente que pisca na matriz 5×5 da BitDogLab, escrevendo o desenho como uma grade de 0 e 1.',
  category: 'bitdoglab',
  difficulty: 'beginner',
  estimatedTime: 40,
  isPublished: true,
  titleIntroduction: 'Desenhe com 25 LEDs',
  introduction: [
    'No meio da BitDogLab há uma matriz de 5 linhas por 5 colunas: são 25 LEDs coloridos, todos comandados por um único pino, o GP7.',
    'Vamos desenhar um rosto feliz que dá uma piscadinha. O desenho fica no código como uma grade de 0 e 1, fácil de mudar.',
  ],
  tags: ['bitdoglab', 'micropython', 'matriz de leds', 'neopixel'],
  diagram: diagram([bitdoglab()], []),
  code: codePt,
  steps: [
    step(
      'Conheça a matriz',
      '`neopixel.NeoPixel(Pin(7), 25)` cria uma lista de 25 cores, uma por LED. `np[3] = (40, 0, 0)` muda a cor do LED 3 na memória, e `np.write()` envia todas as cores de uma vez pelo GP7.',
      [
        'Cada cor é (vermelho, verde, azul), de 0 a 255.',
        'Experimente: antes do `while`, escreva `np[0] = (0, 0, 40)`, `np.write()` e `time.sleep_ms(3000)`. Onde acende o LED 0?',
      ],
      'Os LEDs WS2812 estão ligados em fila: cada um pega a sua cor e passa o resto adiante. Por isso um pino só basta para os 25.',
    ),
    step(
      'A função indice',
      `A fila de LEDs começa no canto de baixo à direita (LED 0) e sobe em zigue-zague, como uma cobrinha:\n\n${MAP_PT}\n\n\`indice(linha, coluna)\` faz a conta para nós: conta as linhas a partir de baixo; nas linhas pares (de baixo) a fila anda da direita para a esquerda, nas ímpares da esquerda para a direita.`,
      [
        'Confira: `indice(0, 0)` dá 24 (canto de cima à esquerda) e `indice(4, 4)` dá 0.',
        'Experimente: `print(indice(2, 2))` mostra qual é o LED do meio.',
      ],
      'O fabricante liga os LEDs em zigue-zague para o caminho do fio ser curto. Com a função, pensamos em linhas e colunas e esquecemos a ordem da fila.',
    ),
    step(
      'O desenho é uma grade',
      '`FELIZ` é uma lista de 5 linhas, cada uma com 5 números. `desenhar` passa por todas as casas: onde há 1 acende com a cor, onde há 0 apaga.',
      [
        'A linha 0 da lista é a de cima da matriz, igual ao que você vê no código.',
        'Experimente: crie um rosto `TRISTE` virando a boca para baixo e desenhe-o no lugar do `PISCANDO`.',
      ],
      'Guardar o desenho como dados deixa criar figuras novas sem mudar a função que desenha.',
    ),
    step(
      'Cor e brilho',
      '`AMARELO = (40, 30, 0)` usa valores baixos de propósito. Com 255 os LEDs ofuscam a vista e a placa gasta muito mais energia.',
      ['Experimente: troque a cor para `(0, 20, 40)` ou desenhe a boca de uma cor e os olhos de outra.'],
      'Cada LED aceso no branco máximo puxa cerca de 60 mA; 25 deles passariam de 1,5 A, mais do que a porta USB costuma dar.',
    ),
    step(
      'Anime o rosto',
      'O laço mostra o `FELIZ` por 2 segundos e o `PISCANDO` por 300 ms. Dois desenhos alternados já viram uma animação.',
      ['Experimente: acrescente um terceiro desenho, com a boca aberta, e faça o rosto "falar".'],
      'Desenhos animados funcionam do mesmo jeito: quadros parados trocados rápido o bastante para o olho ver movimento.',
    ),
  ],
};

export const bitDogLabMatrixTranslations: SeedGuide[] = [
  translation(bitDogLabMatrix, 'es', {
    name: 'BitDogLab: una cara en la matriz de LED',
    description:
      'Dibuja una cara sonriente que guiña el ojo en la matriz 5×5 de la BitDogLab, escribiendo el dibujo como una cuadrícula de 0 y 1.',
    titleIntroduction: 'Dibuja con 25 LED',
    introduction: [
      'En el centro de la BitDogLab hay una matriz de 5 filas por 5 columnas: 25 LED de colores, todos manejados por un único pin, GP7.',
      'Vamos a dibujar una cara feliz que guiña un ojo. El dibujo queda en el código como una cuadrícula de 0 y 1, fácil de cambiar.',
    ],
    tags: ['bitdoglab', 'micropython', 'matriz de led', 'neopixel'],
    code: codeEs,
    steps: [
      step(
        'Conoce la matriz',
        '`neopixel.NeoPixel(Pin(7), 25)` crea una lista de 25 colores, uno por LED. `np[3] = (40, 0, 0)` cambia el color del LED 3 en la memoria, y `np.write()` envía todos los colores de una vez por GP7.',
        [
          'Cada color es (rojo, verde, azul), de 0 a 255.',
          'Prueba: antes del `while`, escribe `np[0] = (0, 0, 40)`, `np.write()` y `time.sleep_ms(3000)`. ¿Dónde se enciende el LED 0?',
        ],
        'Los LED WS2812 están conectados en cadena: cada uno toma su color y pasa el resto al siguiente. Por eso basta un solo pin para los 25.',
      ),
      step(
        'La función indice',
        `La cadena de LED empieza en la esquina de abajo a la derecha (LED 0) y sube en zigzag, como una serpiente:\n\n${MAP_ES}\n\n\`indice(fila, columna)\` hace la cuenta por nosotros: cuenta las filas desde abajo; en las filas pares (desde abajo) la cadena va de derecha a izquierda, en las impares de izquierda a derecha.`,
        [
          'Comprueba: `indice(0, 0)` da 24 (esquina de arriba a la izquierda) e `indice(4, 4)` da 0.',
          'Prueba: `print(indice(2, 2))` muestra cuál es el LED del centro.',
        ],
        'El fabricante conecta los LED en zigzag para que el cable recorra el camino más corto. Con la función pensamos en filas y columnas y olvidamos el orden de la cadena.',
      ),
      step(
        'El dibujo es una cuadrícula',
        '`FELIZ` es una lista de 5 filas, cada una con 5 números. `dibujar` recorre todas las casillas: donde hay 1 enciende con el color, donde hay 0 apaga.',
        [
          'La fila 0 de la lista es la de arriba de la matriz, igual que la ves en el código.',
          'Prueba: crea una cara `TRISTE` con la boca hacia abajo y dibújala en lugar de `GUINO`.',
        ],
        'Guardar el dibujo como datos permite crear figuras nuevas sin cambiar la función que dibuja.',
      ),
      step(
        'Color y brillo',
        '`AMARILLO = (40, 30, 0)` usa valores bajos a propósito. Con 255 los LED encandilan y la placa gasta mucha más energía.',
        ['Prueba: cambia el color a `(0, 20, 40)` o dibuja la boca de un color y los ojos de otro.'],
        'Cada LED encendido en blanco máximo toma unos 60 mA; 25 pasarían de 1,5 A, más de lo que suele dar un puerto USB.',
      ),
      step(
        'Anima la cara',
        'El bucle muestra `FELIZ` durante 2 segundos y `GUINO` durante 300 ms. Dos dibujos alternados ya son una animación.',
        ['Prueba: agrega un tercer dibujo, con la boca abierta, y haz que la cara "hable".'],
        'Los dibujos animados funcionan igual: cuadros quietos que cambian lo bastante rápido para que el ojo vea movimiento.',
      ),
    ],
  }),
  translation(bitDogLabMatrix, 'en', {
    name: 'BitDogLab: a face on the LED matrix',
    description:
      "Draw a smiling face that winks on the BitDogLab's 5×5 matrix, writing the drawing as a grid of 0s and 1s.",
    titleIntroduction: 'Draw with 25 LEDs',
    introduction: [
      'In the middle of the BitDogLab there is a matrix of 5 rows by 5 columns: 25 colour LEDs, all driven by a single pin, GP7.',
      'We will draw a happy face that winks. The drawing lives in the code as a grid of 0s and 1s, easy to change.',
    ],
    tags: ['bitdoglab', 'micropython', 'led matrix', 'neopixel'],
    code: codeEn,
    steps: [
      step(
        'Meet the matrix',
        '`neopixel.NeoPixel(Pin(7), 25)` makes a list of 25 colours, one per LED. `np[3] = (40, 0, 0)` changes the colour of LED 3 in memory, and `np.write()` sends all the colours at once through GP7.',
        [
          'Each colour is (red, green, blue), from 0 to 255.',
          'Try it: before the `while`, write `np[0] = (0, 0, 40)`, `np.write()` and `time.sleep_ms(3000)`. Where does LED 0 light up?',
        ],
        'The WS2812 LEDs are chained: each one takes its colour and passes the rest on. That is why one pin is enough for all 25.',
      ),
      step(
        'The led_index function',
        `The chain of LEDs starts at the bottom-right corner (LED 0) and snakes upwards:\n\n${MAP_EN}\n\n\`led_index(row, column)\` does the sum for us: it counts rows from the bottom; on even rows (from the bottom) the chain runs right to left, on odd rows left to right.`,
        [
          'Check: `led_index(0, 0)` gives 24 (top-left corner) and `led_index(4, 4)` gives 0.',
          'Try it: `print(led_index(2, 2))` shows which LED is in the middle.',
        ],
        'The maker chains the LEDs in a zigzag to keep the wire short. With the function we think in rows and columns and forget the order of the chain.',
      ),
      step(
        'The drawing is a grid',
        '`HAPPY` is a list of 5 rows, each with 5 numbers. `draw` goes through every cell: where there is a 1 it lights the colour, where there is a 0 it switches off.',
        [
          'Row 0 of the list is the top row of the matrix, just as you see it in the code.',
          'Try it: make a `SAD` face with the mouth turned down and draw it instead of `WINK`.',
        ],
        'Keeping the drawing as data lets you make new pictures without changing the function that draws.',
      ),
      step(
        'Colour and brightness',
        '`YELLOW = (40, 30, 0)` uses low values on purpose. At 255 the LEDs dazzle and the board uses far more power.',
        [
          'Try it: change the colour to `(0, 20, 40)`, or draw the mouth in one colour and the eyes in another.',
        ],
        'Each LED at full white draws about 60 mA; 25 of them would pass 1.5 A, more than a USB port usually gives.',
      ),
      step(
        'Animate the face',
        'The loop shows `HAPPY` for 2 seconds and `WINK` for 300 ms. Two drawings taking turns are already an animation.',
        ['Try it: add a third drawing with an open mouth and make the face "talk".'],
        'Cartoons work the same way: still frames changed fast enough for the eye to see movement.',
      ),
    ],
  }),
];
