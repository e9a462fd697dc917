import { diagram, part, pico, step } from './helpers.ts';
import type { SeedGuide } from './types.ts';

export const servoDoor: SeedGuide = {
  id: 'practical_puerta_automatica',
  name: 'Puerta automática con servo',
  description: 'Abre una pequeña puerta con un servomotor cada vez que pulses un botón.',
  category: 'robotics',
  difficulty: 'beginner',
  estimatedTime: 30,
  isPublished: true,
  titleIntroduction: 'Tu primer mecanismo',
  introduction: [
    'Un servomotor gira a un ángulo exacto entre 0° y 180°.',
    'Con un pulsador decidiremos cuándo se abre y se cierra la puerta.',
  ],
  tags: ['servo', 'pulsador', 'pwm'],
  diagram: diagram(
    [
      pico(),
      part('servo1', 'wokwi-servo', 160, 40),
      part('btn1', 'wokwi-pushbutton', 160, 160, { color: 'blue' }),
    ],
    [
      ['servo1:PWM', 'pico:GP16', 'orange'],
      ['servo1:V+', 'pico:VBUS', 'red'],
      ['servo1:GND', 'pico:GND.5'],
      ['btn1:1.l', 'pico:GP14', 'blue'],
      ['btn1:2.l', 'pico:GND.5'],
    ],
  ),
  code: `import time
import board
import digitalio
import pwmio
from adafruit_motor import servo

boton = digitalio.DigitalInOut(board.GP14)
boton.switch_to_input(pull=digitalio.Pull.UP)
puerta = servo.Servo(pwmio.PWMOut(board.GP16, duty_cycle=0, frequency=50))
abierta = False
puerta.angle = 0

while True:
    if not boton.value:
        abierta = not abierta
        puerta.angle = 90 if abierta else 0
        while not boton.value:
            time.sleep(0.01)
    time.sleep(0.01)
`,
  steps: [
    step(
      'Monta el circuito',
      'Servo en GP16 alimentado desde VBUS y pulsador entre GP14 y GND.',
      ['El cable naranja es la señal.'],
      'El servo necesita 5 V; la señal puede ser de 3,3 V.',
    ),
    step(
      'Guarda el estado',
      'La variable abierta recuerda si la puerta está abierta.',
      ['Cada pulsación invierte su valor.'],
      'Un botón que alterna entre dos estados se llama "toggle".',
    ),
    step(
      'Espera a soltar el botón',
      'El bucle interno evita que una pulsación larga abra y cierre muchas veces.',
      [],
      'Detectar el flanco, no el nivel, es clave con los botones.',
    ),
  ],
};

const sunflower: SeedGuide = {
  id: 'practical_girasol_robotico',
  name: 'Girasol robótico',
  description: 'Un servo orienta un panel hacia la luz comparando dos fotorresistencias.',
  category: 'robotics',
  difficulty: 'intermediate',
  estimatedTime: 60,
  isPublished: true,
  titleIntroduction: 'Robots que buscan la luz',
  introduction: [
    'Los seguidores solares aprovechan más energía girando hacia el sol.',
    'Compararemos la luz de dos sensores y moveremos el servo hacia el lado más iluminado.',
  ],
  tags: ['servo', 'fotorresistencia', 'control'],
  diagram: diagram(
    [
      pico(),
      part('servo1', 'wokwi-servo', 160, 40),
      part('ldrIzq', 'wokwi-photoresistor-sensor', 140, 180),
      part('ldrDer', 'wokwi-photoresistor-sensor', 260, 180),
    ],
    [
      ['servo1:PWM', 'pico:GP16', 'orange'],
      ['servo1:V+', 'pico:VBUS', 'red'],
      ['servo1:GND', 'pico:GND.5'],
      ['ldrIzq:AO', 'pico:GP26'],
      ['ldrDer:AO', 'pico:GP27'],
      ['ldrIzq:VCC', 'pico:3V3', 'red'],
      ['ldrDer:VCC', 'pico:3V3', 'red'],
      ['ldrIzq:GND', 'pico:GND.7'],
      ['ldrDer:GND', 'pico:GND.7'],
    ],
  ),
  code: `import time
import board
import analogio
import pwmio
from adafruit_motor import servo

izquierda = analogio.AnalogIn(board.A0)
derecha = analogio.AnalogIn(board.A1)
motor = servo.Servo(pwmio.PWMOut(board.GP16, duty_cycle=0, frequency=50))
angulo = 90
MARGEN = 2000

while True:
    diferencia = izquierda.value - derecha.value
    if diferencia > MARGEN and angulo < 180:
        angulo += 1
    elif diferencia < -MARGEN and angulo > 0:
        angulo -= 1
    motor.angle = angulo
    time.sleep(0.02)
`,
  steps: [
    step(
      'Coloca los sensores',
      'Dos fotorresistencias separadas, una a cada lado del panel.',
      ['A0 es el lado izquierdo y A1 el derecho.'],
      'Medir la diferencia cancela los cambios de luz general.',
    ),
    step(
      'Añade una zona muerta',
      'MARGEN evita que el servo tiemble cuando ambos lados reciben casi la misma luz.',
      [],
      'Una zona muerta es un recurso clásico de control.',
    ),
    step(
      'Muévete poco a poco',
      'Suma o resta 1° por vuelta del bucle.',
      ['Prueba con 2° para seguir la luz más rápido.'],
      'Pasos pequeños dan un movimiento suave y estable.',
    ),
  ],
};

const arm: SeedGuide = {
  id: 'practical_brazo_dos_ejes',
  name: 'Brazo robótico de dos ejes',
  description: 'Controla la base y el hombro de un brazo con dos potenciómetros y movimiento suavizado.',
  category: 'robotics',
  difficulty: 'advanced',
  estimatedTime: 90,
  isPublished: true,
  titleIntroduction: 'Movimiento coordinado',
  introduction: [
    'Un brazo robótico combina varias articulaciones, cada una con su servo.',
    'Filtraremos las lecturas para que el brazo no dé saltos bruscos.',
  ],
  tags: ['servo', 'potenciómetro', 'filtro'],
  diagram: diagram(
    [
      pico(),
      part('base', 'wokwi-servo', 160, 0),
      part('hombro', 'wokwi-servo', 160, 100),
      part('potBase', 'wokwi-potentiometer', 140, 220),
      part('potHombro', 'wokwi-potentiometer', 240, 220),
    ],
    [
      ['base:PWM', 'pico:GP16', 'orange'],
      ['hombro:PWM', 'pico:GP18', 'orange'],
      ['base:V+', 'pico:VBUS', 'red'],
      ['hombro:V+', 'pico:VBUS', 'red'],
      ['base:GND', 'pico:GND.5'],
      ['hombro:GND', 'pico:GND.6'],
      ['potBase:SIG', 'pico:GP26'],
      ['potHombro:SIG', 'pico:GP27'],
      ['potBase:VCC', 'pico:3V3', 'red'],
      ['potHombro:VCC', 'pico:3V3', 'red'],
      ['potBase:GND', 'pico:GND.7'],
      ['potHombro:GND', 'pico:GND.7'],
    ],
  ),
  code: `import time
import board
import analogio
import pwmio
from adafruit_motor import servo
from simpleio import map_range

articulaciones = [
    (analogio.AnalogIn(board.A0), servo.Servo(pwmio.PWMOut(board.GP16, duty_cycle=0, frequency=50))),
    (analogio.AnalogIn(board.A1), servo.Servo(pwmio.PWMOut(board.GP18, duty_cycle=0, frequency=50))),
]
suavizado = [90.0, 90.0]
ALFA = 0.15

while True:
    for i, (perilla, motor) in enumerate(articulaciones):
        objetivo = map_range(perilla.value, 0, 65535, 0, 180)
        suavizado[i] += ALFA * (objetivo - suavizado[i])
        motor.angle = suavizado[i]
    time.sleep(0.02)
`,
  steps: [
    step(
      'Elige pines en slices distintos',
      'GP16 y GP18 pertenecen a slices PWM diferentes, así cada servo tiene el suyo.',
      [],
      'Dos pines del mismo slice comparten frecuencia.',
    ),
    step(
      'Agrupa cada articulación',
      'Una lista de pares (potenciómetro, servo) permite añadir ejes sin repetir código.',
      [],
      'Los datos bien organizados simplifican el bucle.',
    ),
    step(
      'Suaviza el movimiento',
      'Un filtro exponencial acerca el ángulo al objetivo un 15 % en cada vuelta.',
      ['Un ALFA mayor responde más rápido pero tiembla más.'],
      'Es el mismo filtro que usan muchos drones y estabilizadores.',
    ),
  ],
};

export const roboticsGuides: SeedGuide[] = [servoDoor, sunflower, arm];
