import { bitdoglab, diagram, step, translation } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/** BitDogLab 2: buttons A and B with their pull-ups, a level read and an edge counted. */

const codePt = `from machine import Pin
import time

# Os botões ligam o pino ao GND quando apertados.
# PULL_UP deixa o pino em 1 enquanto ninguém aperta.
botao_a = Pin(5, Pin.IN, Pin.PULL_UP)
botao_b = Pin(6, Pin.IN, Pin.PULL_UP)

# Usamos o LED RGB como lâmpadas simples: só liga e desliga
led_verde = Pin(11, Pin.OUT)
led_azul = Pin(12, Pin.OUT)

contador = 0
azul_aceso = False
b_antes = 1  # como o botão B estava na volta anterior do laço

print("Segure A para acender o verde. Aperte B para contar.")

while True:
    # Botão A: enquanto estiver apertado (valor 0), o verde fica aceso
    if botao_a.value() == 0:
        led_verde.value(1)
    else:
        led_verde.value(0)

    # Botão B: conta cada aperto uma vez só (quando passa de 1 para 0)
    b_agora = botao_b.value()
    if b_antes == 1 and b_agora == 0:
        contador = contador + 1
        azul_aceso = not azul_aceso
        led_azul.value(azul_aceso)
        print("Botão B apertado", contador, "vez(es)")
    b_antes = b_agora

    # Esperar 20 ms também ignora a trepidação (bounce) do botão
    time.sleep_ms(20)
`;

const codeEs = `from machine import Pin
import time

# Los botones unen el pin a GND cuando se presionan.
# PULL_UP deja el pin en 1 mientras nadie presiona.
boton_a = Pin(5, Pin.IN, Pin.PULL_UP)
boton_b = Pin(6, Pin.IN, Pin.PULL_UP)

# Usamos el LED RGB como lámparas simples: solo enciende y apaga
led_verde = Pin(11, Pin.OUT)
led_azul = Pin(12, Pin.OUT)

contador = 0
azul_encendido = False
b_antes = 1  # cómo estaba el botón B en la vuelta anterior del bucle

print("Mantén A para encender el verde. Presiona B para contar.")

while True:
    # Botón A: mientras esté presionado (valor 0), el verde queda encendido
    if boton_a.value() == 0:
        led_verde.value(1)
    else:
        led_verde.value(0)

    # Botón B: cuenta cada pulsación una sola vez (cuando pasa de 1 a 0)
    b_ahora = boton_b.value()
    if b_antes == 1 and b_ahora == 0:
        contador = contador + 1
        azul_encendido = not azul_encendido
        led_azul.value(azul_encendido)
        print("Botón B presionado", contador, "vez/veces")
    b_antes = b_ahora

    # Esperar 20 ms también ignora el "rebote" del botón
    time.sleep_ms(20)
`;

const codeEn = `from machine import Pin
import time

# The buttons join the pin to GND when pressed.
# PULL_UP keeps the pin at 1 while nobody presses.
button_a = Pin(5, Pin.IN, Pin.PULL_UP)
button_b = Pin(6, Pin.IN, Pin.PULL_UP)

# We use the RGB LED as plain lamps: just on and off
green_led = Pin(11, Pin.OUT)
blue_led = Pin(12, Pin.OUT)

count = 0
blue_on = False
b_before = 1  # how button B was on the previous turn of the loop

print("Hold A to light the green. Press B to count.")

while True:
    # Button A: while it is pressed (value 0), the green stays on
    if button_a.value() == 0:
        green_led.value(1)
    else:
        green_led.value(0)

    # Button B: counts each press only once (when it goes from 1 to 0)
    b_now = button_b.value()
    if b_before == 1 and b_now == 0:
        count = count + 1
        blue_on = not blue_on
        blue_led.value(blue_on)
        print("Button B pressed", count, "time(s)")
    b_before = b_now

    # Waiting 20 ms also ignores the button's "bounce"
    time.sleep_ms(20)
`;

export const bitDogLabButtons: SeedGuide = {
  id: 'practical_bitdoglab_botoes',
  language: 'pt',
  name: 'BitDogLab: botões A e B',
  description:
    'Leia os botões A e B da BitDogLab: um acende o LED enquanto está apertado, o outro conta cada aperto e liga e desliga o azul.',
  category: 'bitdoglab',
  difficulty: 'beginner',
  estimatedTime: 30,
  isPublished: true,
  titleIntroduction: 'Seu programa escuta você',
  introduction: [
    'A BitDogLab tem dois botões na frente: o A, ligado ao GP5, e o B, ligado ao GP6.',
    'Vamos ler os dois de jeitos diferentes: o A como um interruptor de campainha (aceso só enquanto aperta) e o B como um contador de apertos.',
  ],
  tags: ['bitdoglab', 'micropython', 'botão', 'pull-up'],
  diagram: diagram([bitdoglab()], []),
  code: codePt,
  steps: [
    step(
      'Entenda o pull-up',
      '`Pin(5, Pin.IN, Pin.PULL_UP)` prepara o GP5 para ler e liga por dentro um resistor ao 3,3 V. Solto, o botão deixa o pino em **1**; apertado, ele liga o pino ao GND e a leitura vira **0**.',
      [
        'Por isso o teste é `botao_a.value() == 0`: zero quer dizer "apertado".',
        'Experimente: acrescente `print(botao_a.value())` dentro do laço, abra o console e aperte o botão A.',
      ],
      'Sem o pull-up, um pino solto fica "flutuando" e lê 0 ou 1 ao acaso, conforme a eletricidade em volta.',
    ),
    step(
      'Botão A: acende enquanto aperta',
      'A cada volta do laço o programa olha o botão A e liga ou desliga o LED verde (`GP11`). Como o laço repete 50 vezes por segundo, a resposta parece imediata.',
      [
        '`Pin(11, Pin.OUT)` usa o verde do LED RGB como uma lâmpada que só liga e desliga.',
        'Experimente: troque o 11 por 13 para o botão A acender o vermelho.',
      ],
      'Ler o nível do botão (apertado ou solto) serve para coisas que duram enquanto você segura, como uma buzina.',
    ),
    step(
      'Botão B: conte cada aperto',
      'Para contar, não basta ver que o botão está apertado: um aperto dura muitas voltas do laço. Guardamos em `b_antes` como ele estava e só contamos quando passa de 1 para 0.',
      [
        'Essa passagem de 1 para 0 se chama **borda de descida**.',
        'Experimente: conte quando `b_antes == 0 and b_agora == 1` e veja que agora conta ao soltar o botão.',
      ],
      'Detectar a borda, e não o nível, é o que transforma um botão em um contador ou em um liga-desliga.',
    ),
    step(
      'Evite a trepidação',
      'Dentro do botão há uma lâmina de metal que trepida ao encostar e gera vários 0 e 1 em poucos milissegundos (o *bounce*). Esperar 20 ms entre uma leitura e outra deixa essa trepidação passar.',
      ['Experimente: faça o botão A também contar seus apertos, com um `a_antes` e um segundo contador.'],
      'Esse cuidado se chama *debounce*. Sem ele, um único aperto pode contar 2 ou 3 vezes numa placa de verdade.',
    ),
  ],
};

export const bitDogLabButtonsTranslations: SeedGuide[] = [
  translation(bitDogLabButtons, 'es', {
    name: 'BitDogLab: botones A y B',
    description:
      'Lee los botones A y B de la BitDogLab: uno enciende el LED mientras está presionado, el otro cuenta cada pulsación y enciende y apaga el azul.',
    titleIntroduction: 'Tu programa te escucha',
    introduction: [
      'La BitDogLab tiene dos botones al frente: el A, conectado a GP5, y el B, conectado a GP6.',
      'Vamos a leerlos de dos maneras: el A como el botón de un timbre (encendido solo mientras lo presionas) y el B como un contador de pulsaciones.',
    ],
    tags: ['bitdoglab', 'micropython', 'botón', 'pull-up'],
    code: codeEs,
    steps: [
      step(
        'Entiende el pull-up',
        '`Pin(5, Pin.IN, Pin.PULL_UP)` prepara GP5 para leer y conecta por dentro una resistencia a 3,3 V. Suelto, el botón deja el pin en **1**; presionado, lo une a GND y la lectura pasa a **0**.',
        [
          'Por eso la prueba es `boton_a.value() == 0`: cero quiere decir "presionado".',
          'Prueba: agrega `print(boton_a.value())` dentro del bucle, abre la consola y presiona el botón A.',
        ],
        'Sin el pull-up, un pin suelto queda "flotando" y lee 0 o 1 al azar, según la electricidad de alrededor.',
      ),
      step(
        'Botón A: enciende mientras presionas',
        'En cada vuelta del bucle el programa mira el botón A y enciende o apaga el LED verde (`GP11`). Como el bucle se repite 50 veces por segundo, la respuesta parece inmediata.',
        [
          '`Pin(11, Pin.OUT)` usa el verde del LED RGB como una lámpara que solo enciende y apaga.',
          'Prueba: cambia el 11 por 13 para que el botón A encienda el rojo.',
        ],
        'Leer el nivel del botón (presionado o suelto) sirve para lo que dura mientras lo mantienes, como una bocina.',
      ),
      step(
        'Botón B: cuenta cada pulsación',
        'Para contar no basta con ver que el botón está presionado: una pulsación dura muchas vueltas del bucle. Guardamos en `b_antes` cómo estaba y solo contamos cuando pasa de 1 a 0.',
        [
          'Ese paso de 1 a 0 se llama **flanco de bajada**.',
          'Prueba: cuenta cuando `b_antes == 0 and b_ahora == 1` y verás que ahora cuenta al soltar el botón.',
        ],
        'Detectar el flanco, y no el nivel, es lo que convierte un botón en un contador o en un interruptor.',
      ),
      step(
        'Evita el rebote',
        'Dentro del botón hay una lámina de metal que rebota al tocar y produce varios 0 y 1 en pocos milisegundos. Esperar 20 ms entre una lectura y otra deja pasar ese rebote.',
        [
          'Prueba: haz que el botón A también cuente sus pulsaciones, con un `a_antes` y un segundo contador.',
        ],
        'Este cuidado se llama *debounce*. Sin él, una sola pulsación puede contar 2 o 3 veces en una placa real.',
      ),
    ],
  }),
  translation(bitDogLabButtons, 'en', {
    name: 'BitDogLab: buttons A and B',
    description:
      "Read the BitDogLab's buttons A and B: one lights the LED while it is held, the other counts each press and switches the blue on and off.",
    titleIntroduction: 'Your program listens to you',
    introduction: [
      'The BitDogLab has two buttons on its front: A, connected to GP5, and B, connected to GP6.',
      'We will read them in two ways: A like a doorbell button (on only while you hold it) and B as a press counter.',
    ],
    tags: ['bitdoglab', 'micropython', 'button', 'pull-up'],
    code: codeEn,
    steps: [
      step(
        'Understand the pull-up',
        '`Pin(5, Pin.IN, Pin.PULL_UP)` gets GP5 ready to read and connects a resistor to 3.3 V inside the chip. Released, the button leaves the pin at **1**; pressed, it joins the pin to GND and the reading becomes **0**.',
        [
          'That is why the test is `button_a.value() == 0`: zero means "pressed".',
          'Try it: add `print(button_a.value())` inside the loop, open the console and press button A.',
        ],
        'Without the pull-up, a loose pin "floats" and reads 0 or 1 at random, depending on the electricity around it.',
      ),
      step(
        'Button A: on while you hold it',
        'On each turn of the loop the program looks at button A and switches the green LED (`GP11`) on or off. As the loop repeats 50 times a second, the answer looks immediate.',
        [
          '`Pin(11, Pin.OUT)` uses the green of the RGB LED as a lamp that only switches on and off.',
          'Try it: change 11 to 13 so that button A lights the red.',
        ],
        'Reading the level of a button (pressed or released) suits things that last while you hold it, like a horn.',
      ),
      step(
        'Button B: count each press',
        'To count, seeing that the button is pressed is not enough: one press lasts many turns of the loop. We keep in `b_before` how it was and count only when it goes from 1 to 0.',
        [
          'That change from 1 to 0 is called a **falling edge**.',
          'Try it: count when `b_before == 0 and b_now == 1` and see that it now counts when you release the button.',
        ],
        'Detecting the edge rather than the level is what turns a button into a counter or an on/off switch.',
      ),
      step(
        'Avoid the bounce',
        'Inside the button a metal blade bounces as it touches and makes several 0s and 1s within a few milliseconds. Waiting 20 ms between readings lets that bounce pass.',
        ['Try it: make button A count its presses too, with an `a_before` and a second counter.'],
        'This care is called *debouncing*. Without it, one press can count 2 or 3 times on a real board.',
      ),
    ],
  }),
];
