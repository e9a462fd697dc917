import { diagram, part, pico, step } from './helpers.ts';
import type { SeedGuide } from './types.ts';

export const lightTheremin: SeedGuide = {
  id: 'practical_theremin_luz',
  name: 'Theremin de luz',
  description: 'Un instrumento musical que cambia de nota según la luz que recibe una fotorresistencia.',
  category: 'sensors',
  difficulty: 'beginner',
  estimatedTime: 30,
  isPublished: true,
  titleIntroduction: 'Música con sensores',
  introduction: [
    'El theremin original se toca sin tocarlo, moviendo las manos cerca de dos antenas.',
    'El nuestro usa la sombra de tu mano sobre un sensor de luz.',
  ],
  tags: ['sonido', 'fotorresistencia', 'analógico'],
  diagram: diagram(
    [pico(), part('ldr1', 'wokwi-photoresistor-sensor', 160, 20), part('bz1', 'wokwi-buzzer', 160, 140)],
    [
      ['ldr1:AO', 'pico:GP26'],
      ['ldr1:VCC', 'pico:3V3', 'red'],
      ['ldr1:GND', 'pico:GND.7'],
      ['bz1:2', 'pico:GP18'],
      ['bz1:1', 'pico:GND.5'],
    ],
  ),
  code: `import board
import analogio
import simpleio

luz = analogio.AnalogIn(board.A0)

while True:
    frecuencia = simpleio.map_range(luz.value, 0, 65535, 220, 1760)
    simpleio.tone(board.GP18, frecuencia, duration=0.08)
`,
  steps: [
    step(
      'Conecta sensor y zumbador',
      'La fotorresistencia a A0 y el zumbador entre GP18 y GND.',
      [],
      'El zumbador pasivo necesita una señal que oscile para sonar.',
    ),
    step(
      'Convierte luz en notas',
      'map_range lleva la lectura a frecuencias entre 220 Hz (La3) y 1760 Hz (La6).',
      ['Tapa el sensor con la mano para bajar la nota.'],
      'Tres octavas dan margen suficiente para tocar melodías sencillas.',
    ),
  ],
};

const lightBar: SeedGuide = {
  id: 'practical_medidor_luz_neopixel',
  name: 'Medidor de luz con barra NeoPixel',
  description: 'Representa el nivel de luz ambiente en una tira de 8 NeoPixel, del azul al amarillo.',
  category: 'sensors',
  difficulty: 'intermediate',
  estimatedTime: 45,
  isPublished: true,
  titleIntroduction: 'Visualizar una medida',
  introduction: [
    'Ver un dato como barra de colores es más rápido que leer un número.',
    'Usaremos rainbowio.colorwheel para elegir los colores.',
  ],
  tags: ['neopixel', 'fotorresistencia', 'color'],
  diagram: diagram(
    [pico(), part('ldr1', 'wokwi-photoresistor-sensor', 160, 20), part('tira', 'wokwi-neopixel', 160, 140)],
    [
      ['ldr1:AO', 'pico:GP26'],
      ['ldr1:VCC', 'pico:3V3', 'red'],
      ['ldr1:GND', 'pico:GND.7'],
      ['tira:DIN', 'pico:GP6'],
      ['tira:VDD', 'pico:VBUS', 'red'],
      ['tira:VSS', 'pico:GND.2'],
    ],
  ),
  code: `import time
import board
import analogio
import neopixel
from rainbowio import colorwheel

luz = analogio.AnalogIn(board.A0)
tira = neopixel.NeoPixel(board.GP6, 8, brightness=0.2, auto_write=False)

while True:
    nivel = luz.value * 8 // 65536
    for i in range(8):
        tira[i] = colorwheel(170 - i * 15) if i <= nivel else 0
    tira.show()
    time.sleep(0.1)
`,
  steps: [
    step(
      'Calcula el nivel',
      'luz.value * 8 // 65536 da un número de 0 a 7.',
      [],
      'La división entera reparte el rango en 8 tramos iguales.',
    ),
    step(
      'Colorea cada píxel',
      'colorwheel(170) es azul; al bajar el número el color se acerca al amarillo.',
      ['auto_write=False y show() pintan toda la barra de una vez.'],
      'Un degradado ayuda a leer el nivel de un vistazo.',
    ),
  ],
};

const motionAlarm: SeedGuide = {
  id: 'practical_detector_movimiento',
  name: 'Detector de movimiento',
  description: 'Avisa con un LED y un pitido cuando un sensor PIR detecta a alguien.',
  category: 'sensors',
  difficulty: 'beginner',
  estimatedTime: 25,
  isPublished: false,
  titleIntroduction: 'Sensores infrarrojos',
  introduction: [
    'Un sensor PIR detecta el calor que emiten las personas al moverse.',
    'Su salida es digital: True cuando hay movimiento.',
  ],
  tags: ['pir', 'alarma', 'digital'],
  diagram: diagram(
    [
      pico(),
      part('pir1', 'wokwi-pir-motion-sensor', 160, 20),
      part('led1', 'wokwi-led', 140, 140, { color: 'red' }),
      part('r1', 'wokwi-resistor', 130, 220, { value: '220' }, 90),
      part('bz1', 'wokwi-buzzer', 220, 140),
    ],
    [
      ['pir1:OUT', 'pico:GP22'],
      ['pir1:VCC', 'pico:VBUS', 'red'],
      ['pir1:GND', 'pico:GND.6'],
      ['pico:GP15', 'led1:A'],
      ['led1:C', 'r1:1'],
      ['r1:2', 'pico:GND.8'],
      ['bz1:2', 'pico:GP18'],
      ['bz1:1', 'pico:GND.5'],
    ],
  ),
  code: `import time
import board
import digitalio
import simpleio

pir = digitalio.DigitalInOut(board.GP22)
pir.direction = digitalio.Direction.INPUT
led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT

while True:
    led.value = pir.value
    if pir.value:
        print("¡Movimiento detectado!")
        simpleio.tone(board.GP18, 1000, duration=0.1)
    time.sleep(0.1)
`,
  steps: [
    step(
      'Lee el sensor',
      'La salida OUT del PIR va a GP22 como entrada digital.',
      [],
      'El propio sensor decide si hubo movimiento; la Pico solo lee True o False.',
    ),
    step(
      'Avisa',
      'Copia el valor al LED y suena un pitido corto en GP18.',
      ['El zumbador va entre GP18 y GND.'],
      'Un aviso visual y otro sonoro hacen la alarma más accesible.',
    ),
  ],
};

export const sensorGuides: SeedGuide[] = [lightTheremin, lightBar, motionAlarm];
