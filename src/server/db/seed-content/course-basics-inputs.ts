import { activity, diagram, ledCircuit, part, step } from './helpers.ts';

/** Module 2 of the free course: inputs. */
export const button = activity({
  id: 'activity_pulsador_led',
  name: 'Enciende un LED con un pulsador',
  introductionText:
    'Un pulsador cierra el circuito mientras lo presionas. Con la resistencia pull-up interna de la Pico, el pin lee False al pulsar.',
  InitialProjectDescription:
    'Lee un pulsador en GP14 y enciende el LED de GP15 solo mientras esté presionado.',
  componentsDiagram: diagram(
    [...ledCircuit('GP15').parts, part('btn1', 'wokwi-pushbutton', 200, 120, { color: 'green' })],
    [
      ['pico:GP15', 'led1:A'],
      ['led1:C', 'r1:1'],
      ['r1:2', 'pico:GND.8'],
      ['btn1:1.l', 'pico:GP14', 'blue'],
      ['btn1:2.l', 'pico:GND.5'],
    ],
  ),
  code: `import board
import digitalio

led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT

boton = digitalio.DigitalInOut(board.GP14)
boton.switch_to_input(pull=digitalio.Pull.UP)

while True:
    led.value = not boton.value
`,
  steps: [
    step(
      'Conecta el pulsador',
      'Un lado del pulsador a GP14 y el otro a GND.',
      ['Las patas con el mismo número están unidas por dentro.'],
      'No hace falta resistencia externa: usaremos la pull-up interna.',
    ),
    step(
      'Activa la resistencia pull-up',
      'switch_to_input(pull=digitalio.Pull.UP) deja el pin en True cuando nadie pulsa.',
      ['Al pulsar, el pin se une a GND y lee False.'],
      'Sin pull-up el pin "flotaría" y leería valores al azar.',
    ),
    step(
      'Invierte la lectura',
      'Como pulsar da False, el LED debe valer not boton.value.',
      [],
      'Esta lógica invertida es muy común en electrónica; conviene reconocerla.',
    ),
  ],
});

export const dimmer = activity({
  id: 'activity_potenciometro_brillo',
  name: 'Regula el brillo con un potenciómetro',
  introductionText:
    'Un potenciómetro es una resistencia variable: su pata central entrega una tensión entre 0 y 3,3 V. La Pico la mide con su conversor analógico-digital.',
  InitialProjectDescription:
    'Lee un potenciómetro en GP26 (A0) y usa PWM para ajustar el brillo del LED de GP15.',
  componentsDiagram: diagram(
    [...ledCircuit('GP15').parts, part('pot1', 'wokwi-potentiometer', 200, 160)],
    [
      ['pico:GP15', 'led1:A'],
      ['led1:C', 'r1:1'],
      ['r1:2', 'pico:GND.8'],
      ['pot1:SIG', 'pico:GP26'],
      ['pot1:VCC', 'pico:3V3', 'red'],
      ['pot1:GND', 'pico:GND.7'],
    ],
  ),
  code: `import board
import analogio
import pwmio

potenciometro = analogio.AnalogIn(board.A0)
led = pwmio.PWMOut(board.GP15, frequency=1000, duty_cycle=0)

while True:
    led.duty_cycle = potenciometro.value
`,
  steps: [
    step(
      'Lee el valor analógico',
      'AnalogIn(board.A0) devuelve un número entre 0 y 65535.',
      ['Gira el potenciómetro y observa cómo cambia el valor.'],
      'El ADC convierte una tensión en un número que el programa puede usar.',
    ),
    step(
      'Controla el brillo con PWM',
      'PWMOut enciende y apaga el LED muy rápido; duty_cycle fija qué fracción del tiempo está encendido.',
      ['duty_cycle también va de 0 a 65535, así que podemos copiar el valor directamente.'],
      'El ojo promedia el parpadeo y lo percibe como un brillo intermedio.',
    ),
  ],
});

export const nightLight = activity({
  id: 'activity_luz_nocturna',
  name: 'Luz nocturna automática',
  introductionText:
    'Una fotorresistencia cambia su resistencia con la luz. Con ella la Pico puede saber si es de día o de noche.',
  InitialProjectDescription:
    'Enciende el LED de GP15 cuando el sensor de luz en GP27 (A1) detecte oscuridad.',
  componentsDiagram: diagram(
    [...ledCircuit('GP15').parts, part('ldr1', 'wokwi-photoresistor-sensor', 220, 160)],
    [
      ['pico:GP15', 'led1:A'],
      ['led1:C', 'r1:1'],
      ['r1:2', 'pico:GND.8'],
      ['ldr1:AO', 'pico:GP27'],
      ['ldr1:VCC', 'pico:3V3', 'red'],
      ['ldr1:GND', 'pico:GND.7'],
    ],
  ),
  code: `import time
import board
import analogio
import digitalio

sensor = analogio.AnalogIn(board.A1)
led = digitalio.DigitalInOut(board.GP15)
led.direction = digitalio.Direction.OUTPUT

UMBRAL = 20000

while True:
    luz = sensor.value
    # Cuanta menos luz, más alta la lectura: por encima de UMBRAL está oscuro.
    led.value = luz > UMBRAL
    print("luz:", luz)
    time.sleep(0.2)
`,
  steps: [
    step(
      'Observa las lecturas',
      'Imprime sensor.value en la consola mientras cambias la luz del sensor.',
      ['Anota el valor con luz y el valor a oscuras.'],
      'Medir antes de decidir: el umbral depende de tu sensor y de tu sala.',
    ),
    step(
      'Elige un umbral',
      'La lectura sube cuando hay menos luz: si pasa de UMBRAL, está oscuro y el LED se enciende.',
      ['Ajusta UMBRAL con los valores que anotaste.'],
      'Un umbral convierte una magnitud continua en una decisión sí/no.',
    ),
  ],
});
