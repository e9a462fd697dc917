import { button, dimmer, nightLight } from './course-basics-inputs.ts';
import { activity, courseModule, diagram, ledCircuit, part, pico, step } from './helpers.ts';
import type { SeedCourse } from './types.ts';

const blink = activity({
  id: 'activity_led_parpadeo',
  name: 'Tu primer LED parpadeante',
  introductionText:
    'Un LED es un diodo que emite luz cuando la corriente lo atraviesa del ánodo (A) al cátodo (C). Con la Raspberry Pi Pico lo encenderemos y apagaremos desde CircuitPython.',
  InitialProjectDescription:
    'Conecta un LED rojo al pin GP15 con una resistencia de 220 Ω y haz que parpadee cada medio segundo.',
  componentsDiagram: ledCircuit('GP15'),
  code: `import time
import board
import digitalio

led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT

while True:
    led.value = True
    time.sleep(0.5)
    led.value = False
    time.sleep(0.5)
`,
  steps: [
    step(
      'Arma el circuito',
      'Coloca la Pico, el LED y la resistencia en el lienzo.',
      [
        'Une GP15 con el ánodo (A, la pata larga) del LED.',
        'Une el cátodo (C) con la resistencia de 220 Ω.',
        'Cierra el circuito llevando la resistencia a GND.',
      ],
      'La resistencia limita la corriente: sin ella el LED y el pin podrían dañarse.',
    ),
    step(
      'Configura el pin como salida',
      'Crea un objeto DigitalInOut para GP15 y cambia su dirección a OUTPUT.',
      ['Importa board y digitalio.', 'Escribe led.direction = digitalio.Direction.OUTPUT.'],
      'Un pin empieza como entrada; hay que decirle que vamos a escribir en él.',
    ),
    step(
      'Haz el bucle de parpadeo',
      'Alterna led.value entre True y False con pausas de 0,5 s.',
      ['Usa while True para repetir sin fin.', 'time.sleep(0.5) espera medio segundo.'],
      'Cambiando los tiempos cambias el ritmo: prueba 0.1 s para un parpadeo rápido.',
    ),
  ],
});

const trafficLight = activity({
  id: 'activity_semaforo',
  name: 'Semáforo de tres luces',
  introductionText:
    'Un semáforo es una secuencia de estados que se repite. Programarlo es una buena forma de practicar varias salidas digitales a la vez.',
  InitialProjectDescription:
    'Usa tres LED (rojo en GP13, amarillo en GP14, verde en GP15) para simular un semáforo.',
  componentsDiagram: diagram(
    [
      pico(),
      part('rojo', 'wokwi-led', 140, 0, { color: 'red' }),
      part('amarillo', 'wokwi-led', 180, 0, { color: 'yellow' }),
      part('verde', 'wokwi-led', 220, 0, { color: 'green' }),
    ],
    [
      ['pico:GP13', 'rojo:A'],
      ['pico:GP14', 'amarillo:A'],
      ['pico:GP15', 'verde:A'],
      ['rojo:C', 'pico:GND.4'],
      ['amarillo:C', 'pico:GND.4'],
      ['verde:C', 'pico:GND.4'],
    ],
  ),
  code: `import time
import board
import digitalio

def salida(pin):
    led = digitalio.DigitalInOut(pin)
    led.direction = digitalio.Direction.OUTPUT
    return led

rojo = salida(board.GP13)
amarillo = salida(board.GP14)
verde = salida(board.GP15)

while True:
    rojo.value, amarillo.value, verde.value = True, False, False
    time.sleep(3)
    rojo.value, amarillo.value, verde.value = False, False, True
    time.sleep(3)
    rojo.value, amarillo.value, verde.value = False, True, False
    time.sleep(1)
`,
  steps: [
    step(
      'Conecta los tres LED',
      'Cada LED va a su propio pin y todos los cátodos comparten GND.',
      [
        'Rojo en GP13, amarillo en GP14 y verde en GP15.',
        'En un montaje real añade una resistencia por LED.',
      ],
      'Compartir la tierra es normal: todas las corrientes vuelven por el mismo camino.',
    ),
    step(
      'Escribe una función auxiliar',
      'La función salida(pin) evita repetir tres veces la misma configuración.',
      ['Devuelve el objeto DigitalInOut ya configurado.'],
      'Si una tarea se repite, conviene darle un nombre.',
    ),
    step(
      'Programa la secuencia',
      'Rojo 3 s, verde 3 s, amarillo 1 s, y vuelta a empezar.',
      ['Asigna los tres valores en una sola línea para que cambien juntos.'],
      'Así nunca quedan dos luces encendidas por error entre un estado y otro.',
    ),
  ],
});

const sos = activity({
  id: 'activity_sos_morse',
  name: 'Mensaje SOS en código Morse',
  introductionText:
    'El código Morse representa letras con pulsos cortos y largos. SOS es tres cortos, tres largos y tres cortos.',
  InitialProjectDescription:
    'Reutiliza el circuito del LED en GP15 para emitir SOS en Morse de forma continua.',
  componentsDiagram: ledCircuit('GP15'),
  code: `import time
import board
import digitalio

led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT

PUNTO = 0.2

def pulso(unidades):
    led.value = True
    time.sleep(PUNTO * unidades)
    led.value = False
    time.sleep(PUNTO)

while True:
    for duracion in (1, 1, 1, 3, 3, 3, 1, 1, 1):
        pulso(duracion)
    time.sleep(PUNTO * 7)
`,
  steps: [
    step(
      'Define la unidad de tiempo',
      'En Morse una raya dura tres puntos y entre palabras hay siete.',
      ['Guarda la duración del punto en la constante PUNTO.'],
      'Con una sola constante puedes acelerar o frenar todo el mensaje.',
    ),
    step(
      'Recorre el mensaje',
      'Una tupla con las duraciones describe S-O-S; un for la recorre.',
      ['(1, 1, 1) es la S y (3, 3, 3) es la O.'],
      'Separar los datos (el mensaje) del código (cómo se emite) facilita cambiar la palabra.',
    ),
  ],
});

export const basicsCourse: SeedCourse = {
  id: 'curso-electronica-basica',
  name: 'Electrónica básica con Raspberry Pi Pico',
  description:
    'Da tus primeros pasos en electrónica: LED, pulsadores, potenciómetros y sensores de luz programados en CircuitPython.',
  modality: 'free',
  isPublished: true,
  backgroundColor: '#667eea',
  modules: [
    courseModule(
      1,
      'Luz y salidas digitales',
      'Enciende, apaga y secuencia LED desde tu código.',
      [blink, trafficLight],
      [sos],
    ),
    courseModule(
      2,
      'Entradas: botones y sensores',
      'Haz que tu circuito reaccione al mundo.',
      [button, dimmer],
      [nightLight],
    ),
  ],
};
