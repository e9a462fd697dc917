import { activity, courseModule, diagram, part, pico, step } from './helpers.ts';
import type { SeedCourse } from './types.ts';

const servoWiring = diagram(
  [pico(), part('servo1', 'wokwi-servo', 160, 40)],
  [
    ['servo1:PWM', 'pico:GP16', 'orange'],
    ['servo1:V+', 'pico:VBUS', 'red'],
    ['servo1:GND', 'pico:GND.5'],
  ],
);

const SONAR = part('sonar', 'wokwi-hc-sr04', 160, 0);
const SONAR_WIRES: Parameters<typeof diagram>[1] = [
  ['sonar:TRIG', 'pico:GP2'],
  ['sonar:ECHO', 'pico:GP3', 'blue'],
  ['sonar:VCC', 'pico:VBUS', 'red'],
  ['sonar:GND', 'pico:GND.1'],
];

/** The HC-SR04 alone: measuring distances needs nothing else on the board. */
const sonarWiring = diagram([pico(), SONAR], SONAR_WIRES);

/** The HC-SR04 and a buzzer on GP18, for the proximity alarm. */
const sonarAlarmWiring = diagram(
  [pico(), SONAR, part('bz1', 'wokwi-buzzer', 160, 140)],
  [...SONAR_WIRES, ['bz1:2', 'pico:GP18'], ['bz1:1', 'pico:GND.5']],
);

const sweep = activity({
  id: 'activity_servo_barrido',
  name: 'Barrido con un servomotor',
  introductionText:
    'Un servomotor gira hasta el ángulo que le indica un pulso PWM de 50 Hz. La librería adafruit_motor traduce ángulos en pulsos por ti.',
  InitialProjectDescription: 'Conecta un servo a GP16 y haz que barra de 0° a 180° y vuelva, grado a grado.',
  componentsDiagram: servoWiring,
  code: `import time
import board
import pwmio
from adafruit_motor import servo

pwm = pwmio.PWMOut(board.GP16, duty_cycle=0, frequency=50)
motor = servo.Servo(pwm)

while True:
    for angulo in range(0, 181, 5):
        motor.angle = angulo
        time.sleep(0.05)
    for angulo in range(180, -1, -5):
        motor.angle = angulo
        time.sleep(0.05)
`,
  steps: [
    step(
      'Alimenta el servo',
      'El cable rojo va a VBUS (5 V), el marrón a GND y el naranja de señal a GP16.',
      ['Un servo consume más de lo que da un pin: nunca lo alimentes desde un GPIO.'],
      'La señal solo indica el ángulo; la energía llega por V+.',
    ),
    step(
      'Crea el PWM a 50 Hz',
      'Los servos esperan un pulso cada 20 ms: frequency=50.',
      ['Con la frecuencia por defecto (500 Hz) los ángulos altos darían error.'],
      'La anchura del pulso (0,75 a 2,25 ms) codifica el ángulo.',
    ),
    step(
      'Recorre los ángulos',
      'Dos bucles for: uno de ida y otro de vuelta, en pasos de 5°.',
      ['Reduce el time.sleep para un movimiento más rápido.'],
      'Mover el servo poco a poco evita tirones y picos de corriente.',
    ),
  ],
});

const knobServo = activity({
  id: 'activity_servo_potenciometro',
  name: 'Servo controlado con un potenciómetro',
  introductionText:
    'Combinar una entrada analógica con un actuador es la base de muchos robots: el potenciómetro decide, el servo obedece.',
  InitialProjectDescription:
    'Lee un potenciómetro en A0 y convierte su valor en un ángulo de 0° a 180° para el servo de GP16.',
  code: `import time
import board
import analogio
import pwmio
from adafruit_motor import servo
from simpleio import map_range

perilla = analogio.AnalogIn(board.A0)
motor = servo.Servo(pwmio.PWMOut(board.GP16, duty_cycle=0, frequency=50))

while True:
    motor.angle = map_range(perilla.value, 0, 65535, 0, 180)
    time.sleep(0.02)
`,
  steps: [
    step(
      'Escala el valor',
      'map_range convierte 0–65535 en 0–180.',
      ['map_range recorta el resultado al rango de salida, así nunca pasa de 180.'],
      'Escalar entre rangos es una operación que usarás en casi todos los proyectos.',
    ),
    step(
      'Actualiza el ángulo',
      'Asigna el resultado a motor.angle dentro del bucle.',
      ['Una pausa de 20 ms coincide con el periodo del servo.'],
      'Actualizar más rápido que el servo no aporta nada.',
    ),
  ],
});

const barrier = activity({
  id: 'activity_barrera_parking',
  name: 'Barrera de parking',
  introductionText: 'Una barrera se levanta al pulsar un botón, espera a que pase el coche y vuelve a bajar.',
  InitialProjectDescription:
    'Con un pulsador en GP14 y el servo en GP16, levanta la barrera 90° durante 3 segundos.',
  code: `import time
import board
import digitalio
import pwmio
from adafruit_motor import servo

boton = digitalio.DigitalInOut(board.GP14)
boton.switch_to_input(pull=digitalio.Pull.UP)
barrera = servo.Servo(pwmio.PWMOut(board.GP16, duty_cycle=0, frequency=50))
barrera.angle = 0

while True:
    if not boton.value:
        barrera.angle = 90
        time.sleep(3)
        barrera.angle = 0
    time.sleep(0.01)
`,
  steps: [
    step(
      'Define la posición de reposo',
      'Al arrancar, la barrera debe quedar bajada (0°).',
      [],
      'Un sistema siempre debe empezar en un estado seguro y conocido.',
    ),
    step(
      'Reacciona al botón',
      'Cuando el botón lea False, sube a 90°, espera 3 s y baja.',
      ['Prueba qué pasa si mantienes el botón pulsado.'],
      'Este es un pequeño autómata: reposo → abierta → reposo.',
    ),
  ],
});

const distance = activity({
  id: 'activity_medir_distancia',
  name: 'Medir distancias con ultrasonido',
  introductionText:
    'El HC-SR04 emite un pulso de ultrasonido y mide cuánto tarda el eco en volver. Como el sonido recorre unos 343 m/s, el tiempo da la distancia.',
  InitialProjectDescription:
    'Conecta el HC-SR04 (TRIG en GP2, ECHO en GP3) y muestra la distancia en centímetros en la consola.',
  componentsDiagram: sonarWiring,
  code: `import time
import board
import adafruit_hcsr04

sonar = adafruit_hcsr04.HCSR04(trigger_pin=board.GP2, echo_pin=board.GP3)

while True:
    try:
        print("Distancia:", round(sonar.distance, 1), "cm")
    except RuntimeError:
        print("Sin eco, reintentando")
    time.sleep(0.5)
`,
  steps: [
    step(
      'Conecta el sensor',
      'TRIG dispara la medición y ECHO devuelve el pulso de respuesta.',
      [
        'VCC a VBUS (5 V) y GND a GND.',
        'En un montaje real, ECHO a 5 V necesita un divisor de tensión para la Pico.',
      ],
      'Los pines de la Pico trabajan a 3,3 V.',
    ),
    step(
      'Gestiona los errores',
      'Si no vuelve el eco, la librería lanza RuntimeError("Timed out").',
      ['Captura el error con try/except para que el programa siga.'],
      'Los sensores reales fallan a veces; un buen programa lo espera.',
    ),
  ],
});

const proximityAlarm = activity({
  id: 'activity_alarma_proximidad',
  name: 'Alarma de proximidad',
  introductionText:
    'Un zumbador pasivo suena a la frecuencia que le indiquemos. Lo haremos sonar cuando algo se acerque demasiado.',
  InitialProjectDescription:
    'Suena un tono de 880 Hz en el zumbador de GP18 cuando el HC-SR04 mida menos de 20 cm.',
  componentsDiagram: sonarAlarmWiring,
  code: `import time
import board
import adafruit_hcsr04
import simpleio

sonar = adafruit_hcsr04.HCSR04(trigger_pin=board.GP2, echo_pin=board.GP3)

while True:
    try:
        if sonar.distance < 20:
            simpleio.tone(board.GP18, 880, duration=0.2)
    except RuntimeError:
        pass
    time.sleep(0.1)
`,
  steps: [
    step(
      'Haz sonar el zumbador',
      'simpleio.tone(pin, frecuencia, duration) genera el tono y espera a que termine.',
      ['880 Hz es la nota La5, aguda y fácil de oír.'],
      'tone bloquea el programa mientras suena: elige duraciones cortas.',
    ),
    step(
      'Combina sensor y actuador',
      'Compara la distancia con 20 cm antes de sonar.',
      ['Prueba distintos umbrales y observa el comportamiento.'],
      'Sensor → decisión → actuador es el ciclo básico de todo robot.',
    ),
  ],
});

const parkingSensor = activity({
  id: 'activity_sensor_estacionamiento',
  name: 'Sensor de estacionamiento con NeoPixel',
  introductionText:
    'Los NeoPixel son LED RGB direccionables. Con ocho de ellos construiremos un indicador de distancia como el de los coches.',
  InitialProjectDescription:
    'Enciende más píxeles, y más rojos, cuanto más cerca esté el obstáculo (tira de 8 NeoPixel en GP6).',
  code: `import time
import board
import adafruit_hcsr04
import neopixel

sonar = adafruit_hcsr04.HCSR04(trigger_pin=board.GP2, echo_pin=board.GP3)
pixeles = neopixel.NeoPixel(board.GP6, 8, brightness=0.3, auto_write=False)

while True:
    try:
        encendidos = max(0, min(8, int((60 - sonar.distance) / 6)))
    except RuntimeError:
        encendidos = 0
    color = (255, 0, 0) if encendidos > 5 else (0, 255, 0)
    pixeles.fill(0)
    for i in range(encendidos):
        pixeles[i] = color
    pixeles.show()
    time.sleep(0.1)
`,
  steps: [
    step(
      'Calcula cuántos píxeles encender',
      'A 60 cm o más no se enciende ninguno; cada 6 cm más cerca se enciende uno más.',
      ['min y max mantienen el número entre 0 y 8.'],
      'Convertir una medida en una barra es una forma clara de mostrar datos.',
    ),
    step(
      'Elige el color',
      'Verde mientras hay margen, rojo cuando se encienden más de 5.',
      ['auto_write=False y show() actualizan toda la tira de una vez.'],
      'Actualizar de golpe evita parpadeos mientras se pinta.',
    ),
  ],
});

export const roboticsCourse: SeedCourse = {
  id: 'curso-robotica-circuitpython',
  name: 'Robótica con CircuitPython',
  description:
    'Servomotores, sensores de distancia y señales luminosas para construir tus primeros robots reactivos.',
  modality: 'premium',
  isPublished: true,
  backgroundColor: '#764ba2',
  modules: [
    courseModule(
      1,
      'Movimiento con servomotores',
      'Controla ángulos con PWM.',
      [sweep, knobServo],
      [barrier],
    ),
    courseModule(
      2,
      'Sensores de distancia',
      'Mide el entorno y reacciona.',
      [distance, proximityAlarm],
      [parkingSensor],
    ),
  ],
};
