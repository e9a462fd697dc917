import { diagram, part, pico, step } from './helpers.ts';
import type { SeedGuide } from './types.ts';

export const cpuTemperature: SeedGuide = {
  id: 'practical_monitor_temperatura_cpu',
  name: 'Monitor de temperatura del procesador',
  description: 'Lee el sensor de temperatura interno del RP2040 y envía los datos por la consola serie.',
  category: 'iot',
  difficulty: 'beginner',
  estimatedTime: 20,
  isPublished: true,
  titleIntroduction: 'Datos sin cables',
  introduction: [
    'El chip de la Pico incluye su propio sensor de temperatura.',
    'Enviaremos las lecturas por la consola, el primer paso para compartir datos.',
  ],
  tags: ['consola', 'temperatura', 'datos'],
  diagram: diagram([pico()], []),
  code: `import time
import microcontroller

while True:
    temperatura = microcontroller.cpu.temperature
    print("CPU: {:.1f} °C".format(temperatura))
    time.sleep(1)
`,
  steps: [
    step(
      'Importa microcontroller',
      'microcontroller.cpu.temperature devuelve los grados como número decimal.',
      [],
      'No hace falta ningún componente externo.',
    ),
    step(
      'Da formato al dato',
      '"{:.1f}".format(valor) deja un solo decimal.',
      ['Abre la consola para ver una lectura por segundo.'],
      'Un dato legible es tan importante como un dato correcto.',
    ),
  ],
};

const uptimeClock: SeedGuide = {
  id: 'practical_cronometro_oled',
  name: 'Cronómetro en pantalla OLED',
  description: 'Muestra en una SSD1306 el tiempo transcurrido desde que se encendió la placa.',
  category: 'iot',
  difficulty: 'intermediate',
  estimatedTime: 45,
  isPublished: true,
  titleIntroduction: 'Pantallas I2C',
  introduction: [
    'Las pantallas OLED se ven bien con poca luz y consumen poco.',
    'Aprenderás a dibujar texto y a medir el tiempo.',
  ],
  tags: ['oled', 'i2c', 'tiempo'],
  diagram: diagram(
    [pico(), part('oled1', 'wokwi-ssd1306', 160, 20)],
    [
      ['oled1:DATA', 'pico:GP4', 'blue'],
      ['oled1:CLK', 'pico:GP5', 'purple'],
      ['oled1:3V3', 'pico:3V3', 'red'],
      ['oled1:GND', 'pico:GND.2'],
    ],
  ),
  code: `import time
import board
import busio
import adafruit_ssd1306

pantalla = adafruit_ssd1306.SSD1306_I2C(128, 64, busio.I2C(board.GP5, board.GP4))
inicio = time.monotonic()

while True:
    total = int(time.monotonic() - inicio)
    minutos, segundos = divmod(total, 60)
    pantalla.fill(0)
    pantalla.text("Tiempo encendida", 0, 0, 1)
    pantalla.text("{:02d}:{:02d}".format(minutos, segundos), 40, 30, 1)
    pantalla.show()
    time.sleep(0.5)
`,
  steps: [
    step(
      'Conecta el bus I2C',
      'SDA a GP4 y SCL a GP5, más alimentación a 3V3.',
      [],
      'Son los pines I2C por defecto de la Pico en CircuitPython.',
    ),
    step(
      'Calcula minutos y segundos',
      'divmod(total, 60) devuelve el cociente y el resto a la vez.',
      [],
      '{:02d} rellena con ceros: 5 se ve como 05.',
    ),
  ],
};

const keypadLock: SeedGuide = {
  id: 'practical_cerradura_teclado',
  name: 'Cerradura con teclado matricial',
  description: 'Pide una clave de cuatro dígitos en un teclado 4×4 y abre una cerradura simulada con un LED.',
  category: 'iot',
  difficulty: 'advanced',
  estimatedTime: 75,
  isPublished: false,
  titleIntroduction: 'Seguridad con teclado',
  introduction: [
    'Un teclado matricial lee 16 teclas con solo 8 pines.',
    'Compararemos lo tecleado con una clave guardada.',
  ],
  tags: ['teclado', 'seguridad', 'estado'],
  diagram: diagram(
    [
      pico(),
      part('teclado', 'wokwi-membrane-keypad', 180, 0),
      part('led1', 'wokwi-led', 140, 240, { color: 'green' }),
      part('r1', 'wokwi-resistor', 130, 320, { value: '220' }, 90),
    ],
    [
      ['teclado:R1', 'pico:GP9'],
      ['teclado:R2', 'pico:GP8'],
      ['teclado:R3', 'pico:GP7'],
      ['teclado:R4', 'pico:GP6'],
      ['teclado:C1', 'pico:GP5', 'blue'],
      ['teclado:C2', 'pico:GP4', 'blue'],
      ['teclado:C3', 'pico:GP3', 'blue'],
      ['teclado:C4', 'pico:GP2', 'blue'],
      ['pico:GP15', 'led1:A'],
      ['led1:C', 'r1:1'],
      ['r1:2', 'pico:GND.8'],
    ],
  ),
  code: `import time
import board
import digitalio
import adafruit_matrixkeypad

filas = [digitalio.DigitalInOut(p) for p in (board.GP9, board.GP8, board.GP7, board.GP6)]
columnas = [digitalio.DigitalInOut(p) for p in (board.GP5, board.GP4, board.GP3, board.GP2)]
teclas = ((1, 2, 3, "A"), (4, 5, 6, "B"), (7, 8, 9, "C"), ("*", 0, "#", "D"))
teclado = adafruit_matrixkeypad.Matrix_Keypad(filas, columnas, teclas)

cerradura = digitalio.DigitalInOut(board.GP15)
cerradura.direction = digitalio.Direction.OUTPUT
CLAVE = [2, 0, 2, 6]
entrada = []

while True:
    pulsadas = teclado.pressed_keys
    if pulsadas:
        entrada.append(pulsadas[0])
        print("*" * len(entrada))
        if len(entrada) == len(CLAVE):
            cerradura.value = entrada == CLAVE
            print("Abierta" if cerradura.value else "Clave incorrecta")
            entrada = []
            time.sleep(2)
            cerradura.value = False
        while teclado.pressed_keys:
            time.sleep(0.01)
    time.sleep(0.05)
`,
  steps: [
    step(
      'Conecta filas y columnas',
      'Cuatro filas en GP9–GP6 y cuatro columnas en GP5–GP2.',
      [],
      'Cada tecla une una fila con una columna.',
    ),
    step(
      'Acumula las teclas',
      'Guarda cada tecla en la lista entrada y muestra asteriscos.',
      ['Nunca imprimas la clave en claro.'],
      'Ocultar lo tecleado es una buena práctica de seguridad.',
    ),
    step(
      'Compara y reinicia',
      'Con cuatro teclas, compara con CLAVE y vacía la entrada.',
      [],
      'Vaciar siempre la entrada evita que un intento fallido contamine el siguiente.',
    ),
  ],
};

export const iotGuides: SeedGuide[] = [cpuTemperature, uptimeClock, keypadLock];
