import { diagram, part, pico, step, translation } from './helpers.ts';
import type { SeedGuide } from './types.ts';

/** Blocks 3: an HC-SR04 and a buzzer, «si distancia < 20» → «tocar tono 880 Hz». */

/** What the blocks make, exactly (guides-blocks.test.ts): the generator's code.py, its group comments in the guide's language. */
const code = {
  es: `import adafruit_hcsr04
import board
import simpleio
import time

# Sensores de distancia HC-SR04
sonar_gp2 = adafruit_hcsr04.HCSR04(trigger_pin=board.GP2, echo_pin=board.GP3)

while True:
    if sonar_gp2.distance < 20:
        simpleio.tone(board.GP18, 880, duration=0.2)
    time.sleep(0.1)
`,
  pt: `import adafruit_hcsr04
import board
import simpleio
import time

# Sensores de distância HC-SR04
sonar_gp2 = adafruit_hcsr04.HCSR04(trigger_pin=board.GP2, echo_pin=board.GP3)

while True:
    if sonar_gp2.distance < 20:
        simpleio.tone(board.GP18, 880, duration=0.2)
    time.sleep(0.1)
`,
  en: `import adafruit_hcsr04
import board
import simpleio
import time

# HC-SR04 distance sensors
sonar_gp2 = adafruit_hcsr04.HCSR04(trigger_pin=board.GP2, echo_pin=board.GP3)

while True:
    if sonar_gp2.distance < 20:
        simpleio.tone(board.GP18, 880, duration=0.2)
    time.sleep(0.1)
`,
};

export const blocksAlarm: SeedGuide = {
  id: 'practical_bloques_alarma_distancia',
  language: 'es',
  view: 'blocks',
  name: 'Bloques: alarma de distancia',
  description:
    'Con bloques, un sensor de ultrasonido y un zumbador que pita cuando algo se acerca a menos de 20 cm.',
  category: 'sensors',
  difficulty: 'beginner',
  estimatedTime: 25,
  isPublished: true,
  titleIntroduction: 'Una alarma que ve sin ojos',
  introduction: [
    'El HC-SR04 mide distancias como un murciélago: envía un sonido que no oímos y escucha el eco.',
    'Con unos pocos bloques vas a construir la alarma de aparcamiento de un coche.',
  ],
  tags: ['bloques', 'ultrasonido', 'zumbador', 'distancia'],
  diagram: diagram(
    [
      pico(),
      part('sonar1', 'wokwi-hc-sr04', 160, 0, { distance: '100' }),
      part('bz1', 'wokwi-buzzer', 160, 140),
    ],
    [
      ['sonar1:TRIG', 'pico:GP2'],
      ['sonar1:ECHO', 'pico:GP3', 'blue'],
      ['sonar1:VCC', 'pico:VBUS', 'red'],
      ['sonar1:GND', 'pico:GND.1'],
      ['bz1:2', 'pico:GP18'],
      ['bz1:1', 'pico:GND.5'],
    ],
  ),
  code: code.es,
  steps: [
    step(
      'Mira el circuito',
      'El sensor HC-SR04 tiene TRIG en GP2 y ECHO en GP3, y se alimenta con 5 V (VBUS). El zumbador está entre GP18 y GND.',
      ['Prueba: pulsa Ejecutar, haz clic en el sensor y mueve su control de distancia.'],
      'El sensor envía un sonido muy agudo y mide cuánto tarda el eco en volver: cuanto más tarda, más lejos está el objeto.',
    ),
    step(
      'Compara la distancia',
      'Dentro de «repetir siempre», pon un bloque «si» de Lógica. En su hueco, una comparación «… < …»: a la izquierda «distancia en cm trig GP2 echo GP3», de la categoría Distancia, y a la derecha el número 20.',
      ['Prueba: con «imprimir» de la categoría Consola y «distancia en cm», mira las medidas en la consola.'],
      'La comparación «<» responde verdadero o falso: ¿está el objeto a menos de 20 cm?',
    ),
    step(
      'Haz sonar el zumbador',
      'Dentro del «si», pon «zumbador GP18 tono 880 Hz durante 0.2 s», de la categoría Zumbador. Debajo del «si», todavía dentro de «repetir siempre», encaja «esperar 0.1 segundos».',
      ['Prueba: pulsa Ejecutar y lleva la distancia del sensor por debajo de 20 cm: el zumbador pita.'],
      'Sensor, decisión y actuador: así funcionan los sensores de aparcamiento de los coches.',
    ),
    step(
      'Ajusta tu alarma',
      'Cambia el 20 por otra distancia y el 880 por otro tono.',
      ['Prueba: con 50 la alarma salta antes; con 440 Hz el pitido es más grave.'],
      'Los números de los bloques son la configuración de tu alarma: cambiarlos no cambia el circuito.',
    ),
  ],
};

export const blocksAlarmTranslations: SeedGuide[] = [
  translation(blocksAlarm, 'pt', {
    name: 'Blocos: alarme de distância',
    description:
      'Com blocos, um sensor de ultrassom e um buzzer que apita quando algo chega a menos de 20 cm.',
    titleIntroduction: 'Um alarme que vê sem olhos',
    introduction: [
      'O HC-SR04 mede distâncias como um morcego: envia um som que não ouvimos e escuta o eco.',
      'Com poucos blocos você vai construir o sensor de estacionamento de um carro.',
    ],
    tags: ['blocos', 'ultrassom', 'buzzer', 'distância'],
    code: code.pt,
    steps: [
      step(
        'Olhe o circuito',
        'O sensor HC-SR04 tem o TRIG no GP2 e o ECHO no GP3, e é alimentado com 5 V (VBUS). O buzzer está entre o GP18 e o GND.',
        ['Experimente: clique em Executar, clique no sensor e mova o controle de distância.'],
        'O sensor envia um som bem agudo e mede quanto tempo o eco leva para voltar: quanto mais demora, mais longe está o objeto.',
      ),
      step(
        'Compare a distância',
        'Dentro de «repetir sempre», coloque um bloco «se» de Lógica. No seu encaixe, uma comparação «… < …»: à esquerda «distância em cm trig GP2 echo GP3», da categoria Distância, e à direita o número 20.',
        ['Experimente: com «imprime» da categoria Console e «distância em cm», veja as medidas no console.'],
        'A comparação «<» responde verdadeiro ou falso: o objeto está a menos de 20 cm?',
      ),
      step(
        'Faça o buzzer tocar',
        'Dentro do «se», coloque «buzzer GP18 tom 880 Hz por 0.2 s», da categoria Buzzer. Embaixo do «se», ainda dentro de «repetir sempre», encaixe «esperar 0.1 segundos».',
        ['Experimente: clique em Executar e leve a distância do sensor para menos de 20 cm: o buzzer apita.'],
        'Sensor, decisão e atuador: é assim que funcionam os sensores de estacionamento dos carros.',
      ),
      step(
        'Ajuste o seu alarme',
        'Troque o 20 por outra distância e o 880 por outro tom.',
        ['Experimente: com 50 o alarme dispara antes; com 440 Hz o apito fica mais grave.'],
        'Os números dos blocos são a configuração do seu alarme: mudá-los não muda o circuito.',
      ),
    ],
  }),
  translation(blocksAlarm, 'en', {
    name: 'Blocks: a distance alarm',
    description:
      'With blocks, an ultrasonic sensor and a buzzer that beeps when something comes closer than 20 cm.',
    titleIntroduction: 'An alarm that sees without eyes',
    introduction: [
      'The HC-SR04 measures distances like a bat: it sends a sound we cannot hear and listens for the echo.',
      "With a few blocks you will build a car's parking sensor.",
    ],
    tags: ['blocks', 'ultrasound', 'buzzer', 'distance'],
    code: code.en,
    steps: [
      step(
        'Look at the circuit',
        'The HC-SR04 sensor has TRIG on GP2 and ECHO on GP3, and is powered with 5 V (VBUS). The buzzer is between GP18 and GND.',
        ['Try it: press Run, click the sensor and move its distance control.'],
        'The sensor sends a very high sound and measures how long the echo takes to come back: the longer it takes, the farther the object is.',
      ),
      step(
        'Compare the distance',
        'Inside «forever», put an «if» block from Logic. Into its gap goes a comparison «… < …»: on the left «distance in cm trig GP2 echo GP3», from the Distance category, and on the right the number 20.',
        [
          'Try it: with «print» from the Console category and «distance in cm», watch the readings in the console.',
        ],
        'The comparison «<» answers true or false: is the object closer than 20 cm?',
      ),
      step(
        'Make the buzzer sound',
        'Inside the «if», put «buzzer GP18 tone 880 Hz for 0.2 s», from the Buzzer category. Under the «if», still inside «forever», snap «wait 0.1 seconds».',
        ['Try it: press Run and bring the sensor’s distance under 20 cm: the buzzer beeps.'],
        'Sensor, decision and actuator: that is how the parking sensors of cars work.',
      ),
      step(
        'Tune your alarm',
        'Change the 20 to another distance and the 880 to another tone.',
        ['Try it: with 50 the alarm goes off sooner; with 440 Hz the beep is lower.'],
        'The numbers in the blocks are your alarm’s settings: changing them does not change the circuit.',
      ),
    ],
  }),
];
