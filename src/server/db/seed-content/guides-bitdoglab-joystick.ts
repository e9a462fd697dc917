import { bitdoglab, diagram, step, translation } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/** BitDogLab 5: the joystick's two ADC readings move a dot over the 5×5 matrix. */

const codePt = `from machine import Pin, ADC
import neopixel
import time

np = neopixel.NeoPixel(Pin(7), 25)

# O joystick são dois potenciômetros, um para cada eixo
eixo_x = ADC(Pin(27))  # esquerda e direita
eixo_y = ADC(Pin(26))  # baixo e cima
botao_joystick = Pin(22, Pin.IN, Pin.PULL_UP)  # apertar o joystick


def indice(linha, coluna):
    # A fila de LEDs começa embaixo à direita e sobe em zigue-zague
    de_baixo = 4 - linha
    if de_baixo % 2 == 0:
        return de_baixo * 5 + (4 - coluna)
    return de_baixo * 5 + coluna


def para_casa(leitura):
    # read_u16 vai de 0 a 65535: dividimos essa faixa em 5 casas (0 a 4)
    return leitura * 5 // 65536


AZUL = (0, 0, 40)
VERMELHO = (40, 0, 0)
antes = None

print("Mexa o joystick para mover o ponto.")
while True:
    coluna = para_casa(eixo_x.read_u16())
    # Para cima o Y aumenta, mas a linha 0 é a de cima: por isso 4 - ...
    linha = 4 - para_casa(eixo_y.read_u16())

    # Com o joystick apertado, o ponto fica vermelho
    if botao_joystick.value() == 0:
        cor = VERMELHO
    else:
        cor = AZUL

    # Apaga tudo e acende só o ponto
    for i in range(25):
        np[i] = (0, 0, 0)
    np[indice(linha, coluna)] = cor
    np.write()

    if (linha, coluna) != antes:
        print("Linha", linha, "coluna", coluna)
        antes = (linha, coluna)
    time.sleep_ms(50)
`;

const codeEs = `from machine import Pin, ADC
import neopixel
import time

np = neopixel.NeoPixel(Pin(7), 25)

# El joystick son dos potenciómetros, uno para cada eje
eje_x = ADC(Pin(27))  # izquierda y derecha
eje_y = ADC(Pin(26))  # abajo y arriba
boton_joystick = Pin(22, Pin.IN, Pin.PULL_UP)  # presionar el joystick


def indice(fila, columna):
    # La cadena de LED empieza abajo a la derecha y sube en zigzag
    desde_abajo = 4 - fila
    if desde_abajo % 2 == 0:
        return desde_abajo * 5 + (4 - columna)
    return desde_abajo * 5 + columna


def a_casilla(lectura):
    # read_u16 va de 0 a 65535: dividimos ese rango en 5 casillas (0 a 4)
    return lectura * 5 // 65536


AZUL = (0, 0, 40)
ROJO = (40, 0, 0)
antes = None

print("Mueve el joystick para mover el punto.")
while True:
    columna = a_casilla(eje_x.read_u16())
    # Hacia arriba Y aumenta, pero la fila 0 es la de arriba: por eso 4 - ...
    fila = 4 - a_casilla(eje_y.read_u16())

    # Con el joystick presionado, el punto se pone rojo
    if boton_joystick.value() == 0:
        color = ROJO
    else:
        color = AZUL

    # Apaga todo y enciende solo el punto
    for i in range(25):
        np[i] = (0, 0, 0)
    np[indice(fila, columna)] = color
    np.write()

    if (fila, columna) != antes:
        print("Fila", fila, "columna", columna)
        antes = (fila, columna)
    time.sleep_ms(50)
`;

const codeEn = `from machine import Pin, ADC
import neopixel
import time

np = neopixel.NeoPixel(Pin(7), 25)

# The joystick is two potentiometers, one for each axis
x_axis = ADC(Pin(27))  # left and right
y_axis = ADC(Pin(26))  # down and up
joystick_button = Pin(22, Pin.IN, Pin.PULL_UP)  # pressing the joystick


def led_index(row, column):
    # The chain of LEDs starts at the bottom right and snakes upwards
    from_bottom = 4 - row
    if from_bottom % 2 == 0:
        return from_bottom * 5 + (4 - column)
    return from_bottom * 5 + column


def to_cell(reading):
    # read_u16 goes from 0 to 65535: we split that range into 5 cells (0 to 4)
    return reading * 5 // 65536


BLUE = (0, 0, 40)
RED = (40, 0, 0)
before = None

print("Move the joystick to move the dot.")
while True:
    column = to_cell(x_axis.read_u16())
    # Up makes Y bigger, but row 0 is the top one: hence 4 - ...
    row = 4 - to_cell(y_axis.read_u16())

    # While the joystick is pressed, the dot turns red
    if joystick_button.value() == 0:
        colour = RED
    else:
        colour = BLUE

    # Switch everything off and light only the dot
    for i in range(25):
        np[i] = (0, 0, 0)
    np[led_index(row, column)] = colour
    np.write()

    if (row, column) != before:
        print("Row", row, "column", column)
        before = (row, column)
    time.sleep_ms(50)
`;

export const bitDogLabJoystick: SeedGuide = {
  id: 'practical_bitdoglab_joystick_matriz',
  language: 'pt',
  name: 'BitDogLab: joystick move um ponto na matriz',
  description:
    'Leia os dois eixos do joystick com o ADC e mova um ponto de luz pela matriz 5×5; apertando o joystick, o ponto muda de cor.',
  category: 'bitdoglab',
  difficulty: 'intermediate',
  estimatedTime: 45,
  isPublished: true,
  titleIntroduction: 'Um controle de videogame',
  introduction: [
    'O joystick da BitDogLab é como o de um controle de videogame: ele diz o quanto você empurra para os lados (GP27) e para cima ou para baixo (GP26), e também pode ser apertado (GP22).',
    'Vamos usar essas leituras para mover um ponto pela matriz de LEDs, o começo de qualquer jogo.',
  ],
  tags: ['bitdoglab', 'micropython', 'joystick', 'adc', 'matriz de leds'],
  diagram: diagram([bitdoglab()], []),
  code: codePt,
  steps: [
    step(
      'Leia o joystick',
      'Cada eixo do joystick é um potenciômetro que dá uma tensão entre 0 V e 3,3 V. `ADC(Pin(27))` transforma essa tensão em um número: `read_u16()` devolve de 0 a 65535. Parado no meio, ele lê perto de 32768.',
      [
        'Só alguns pinos têm ADC: na BitDogLab, o GP26 e o GP27 estão ligados ao joystick e o GP28 ao microfone.',
        'Experimente: acrescente `print(eixo_x.read_u16(), eixo_y.read_u16())` no laço e mexa o joystick.',
      ],
      'ADC quer dizer conversor analógico-digital: ele mede uma grandeza que varia aos poucos e entrega um número para o programa.',
    ),
    step(
      'Da leitura para a casa',
      '`para_casa` divide a faixa de 0 a 65535 em 5 partes iguais. `leitura * 5 // 65536` dá 0, 1, 2, 3 ou 4: a coluna (ou a linha) do ponto.',
      [
        '`//` é a divisão inteira: joga fora a parte depois da vírgula.',
        'Experimente: `print(para_casa(0), para_casa(32768), para_casa(65535))` deve mostrar `0 2 4`.',
      ],
      'Dividimos por 65536, e não por 65535, para a leitura máxima dar 4 e nunca 5, que não existe na matriz.',
    ),
    step(
      'Acerte o sentido do Y',
      'Empurrar para cima aumenta a leitura do Y, mas na matriz a linha 0 é a de cima. `4 - para_casa(...)` vira a conta de ponta-cabeça para o ponto subir quando você empurra para cima.',
      ['Experimente: tire o `4 -` e veja o ponto andar ao contrário.'],
      'Ajustar o sentido dos eixos é um passo de todo jogo e de todo robô controlado à distância.',
    ),
    step(
      'Apague e desenhe o ponto',
      'A cada volta o programa apaga os 25 LEDs e acende só o da posição atual, usando a mesma função `indice` do guia do rosto. O `print` só escreve quando o ponto muda de casa.',
      [
        'Experimente: tire o laço que apaga os LEDs. O ponto agora deixa um rastro: você tem um programa de desenho!',
      ],
      'Redesenhar a tela inteira a cada quadro é o jeito mais simples de animar: nada do quadro anterior fica para trás.',
    ),
    step(
      'Use o botão do joystick',
      'O joystick também é um botão, no GP22, com pull-up: apertado, lê 0. Enquanto ele está apertado, o ponto fica vermelho.',
      ['Experimente: faça o botão A (GP5) trocar a cor do ponto e o botão do joystick apagar tudo.'],
      'Juntar um eixo e um botão já dá para fazer muitos jogos: mover e "atirar", mover e "pular".',
    ),
  ],
};

export const bitDogLabJoystickTranslations: SeedGuide[] = [
  translation(bitDogLabJoystick, 'es', {
    name: 'BitDogLab: el joystick mueve un punto en la matriz',
    description:
      'Lee los dos ejes del joystick con el ADC y mueve un punto de luz por la matriz 5×5; al presionar el joystick, el punto cambia de color.',
    titleIntroduction: 'Un control de videojuegos',
    introduction: [
      'El joystick de la BitDogLab es como el de un control de videojuegos: dice cuánto lo empujas hacia los lados (GP27) y hacia arriba o abajo (GP26), y además se puede presionar (GP22).',
      'Vamos a usar esas lecturas para mover un punto por la matriz de LED, el comienzo de cualquier juego.',
    ],
    tags: ['bitdoglab', 'micropython', 'joystick', 'adc', 'matriz de led'],
    code: codeEs,
    steps: [
      step(
        'Lee el joystick',
        'Cada eje del joystick es un potenciómetro que da una tensión entre 0 V y 3,3 V. `ADC(Pin(27))` convierte esa tensión en un número: `read_u16()` devuelve de 0 a 65535. Quieto en el centro, lee cerca de 32768.',
        [
          'Solo algunos pines tienen ADC: en la BitDogLab, GP26 y GP27 están conectados al joystick y GP28 al micrófono.',
          'Prueba: agrega `print(eje_x.read_u16(), eje_y.read_u16())` en el bucle y mueve el joystick.',
        ],
        'ADC quiere decir conversor analógico-digital: mide una magnitud que cambia poco a poco y le entrega un número al programa.',
      ),
      step(
        'De la lectura a la casilla',
        '`a_casilla` divide el rango de 0 a 65535 en 5 partes iguales. `lectura * 5 // 65536` da 0, 1, 2, 3 o 4: la columna (o la fila) del punto.',
        [
          '`//` es la división entera: descarta la parte decimal.',
          'Prueba: `print(a_casilla(0), a_casilla(32768), a_casilla(65535))` debe mostrar `0 2 4`.',
        ],
        'Dividimos por 65536, y no por 65535, para que la lectura máxima dé 4 y nunca 5, que no existe en la matriz.',
      ),
      step(
        'Ajusta el sentido de Y',
        'Empujar hacia arriba aumenta la lectura de Y, pero en la matriz la fila 0 es la de arriba. `4 - a_casilla(...)` da vuelta la cuenta para que el punto suba cuando empujas hacia arriba.',
        ['Prueba: quita el `4 -` y verás el punto moverse al revés.'],
        'Ajustar el sentido de los ejes es un paso de todo juego y de todo robot a control remoto.',
      ),
      step(
        'Apaga y dibuja el punto',
        'En cada vuelta el programa apaga los 25 LED y enciende solo el de la posición actual, con la misma función `indice` de la guía de la cara. El `print` solo escribe cuando el punto cambia de casilla.',
        [
          'Prueba: quita el bucle que apaga los LED. Ahora el punto deja un rastro: ¡tienes un programa de dibujo!',
        ],
        'Volver a dibujar toda la pantalla en cada cuadro es la forma más simple de animar: nada del cuadro anterior queda atrás.',
      ),
      step(
        'Usa el botón del joystick',
        'El joystick también es un botón, en GP22, con pull-up: presionado, lee 0. Mientras está presionado, el punto se pone rojo.',
        [
          'Prueba: haz que el botón A (GP5) cambie el color del punto y que el botón del joystick apague todo.',
        ],
        'Con un eje y un botón ya se pueden hacer muchos juegos: moverse y "disparar", moverse y "saltar".',
      ),
    ],
  }),
  translation(bitDogLabJoystick, 'en', {
    name: 'BitDogLab: the joystick moves a dot on the matrix',
    description:
      "Read the joystick's two axes with the ADC and move a dot of light over the 5×5 matrix; press the joystick and the dot changes colour.",
    titleIntroduction: 'A game controller',
    introduction: [
      "The BitDogLab's joystick is like a game controller's: it tells how far you push it sideways (GP27) and up or down (GP26), and it can be pressed too (GP22).",
      'We will use those readings to move a dot over the LED matrix, the start of any game.',
    ],
    tags: ['bitdoglab', 'micropython', 'joystick', 'adc', 'led matrix'],
    code: codeEn,
    steps: [
      step(
        'Read the joystick',
        'Each axis of the joystick is a potentiometer giving a voltage between 0 V and 3.3 V. `ADC(Pin(27))` turns that voltage into a number: `read_u16()` returns 0 to 65535. Resting in the middle, it reads about 32768.',
        [
          'Only some pins have an ADC: on the BitDogLab, GP26 and GP27 go to the joystick and GP28 to the microphone.',
          'Try it: add `print(x_axis.read_u16(), y_axis.read_u16())` in the loop and move the joystick.',
        ],
        'ADC stands for analog-to-digital converter: it measures something that changes smoothly and hands the program a number.',
      ),
      step(
        'From reading to cell',
        '`to_cell` splits the range 0 to 65535 into 5 equal parts. `reading * 5 // 65536` gives 0, 1, 2, 3 or 4: the column (or row) of the dot.',
        [
          '`//` is whole-number division: it drops what comes after the decimal point.',
          'Try it: `print(to_cell(0), to_cell(32768), to_cell(65535))` should show `0 2 4`.',
        ],
        'We divide by 65536, not 65535, so that the highest reading gives 4 and never 5, which the matrix does not have.',
      ),
      step(
        'Get the Y direction right',
        'Pushing up makes the Y reading bigger, but on the matrix row 0 is the top one. `4 - to_cell(...)` turns the count upside down so the dot goes up when you push up.',
        ['Try it: remove the `4 -` and watch the dot move the wrong way.'],
        'Setting the direction of the axes is a step of every game and every remote-controlled robot.',
      ),
      step(
        'Clear and draw the dot',
        'On each turn the program switches off all 25 LEDs and lights only the one at the current position, with the same `led_index` function as the face guide. The `print` only writes when the dot changes cell.',
        [
          'Try it: remove the loop that clears the LEDs. The dot now leaves a trail: you have a drawing program!',
        ],
        'Drawing the whole screen again on every frame is the simplest way to animate: nothing of the previous frame is left behind.',
      ),
      step(
        "Use the joystick's button",
        'The joystick is a button too, on GP22, with a pull-up: pressed, it reads 0. While it is pressed, the dot turns red.',
        ["Try it: make button A (GP5) change the dot's colour and the joystick's button clear everything."],
        'An axis and a button are enough for many games: move and "shoot", move and "jump".',
      ),
    ],
  }),
];
