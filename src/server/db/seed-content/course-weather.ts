import { activity, courseModule, diagram, part, pico, step } from './helpers.ts';
import type { SeedCourse } from './types.ts';

const dhtWiring = diagram(
  [pico(), part('dht1', 'wokwi-dht22', 160, 20)],
  [
    ['dht1:SDA', 'pico:GP15'],
    ['dht1:VCC', 'pico:3V3', 'red'],
    ['dht1:GND', 'pico:GND.8'],
  ],
);

/** The DHT22 as above, and an SSD1306 on the Pico's I2C pins (GP4 data, GP5 clock). */
const dhtOledWiring = diagram(
  [pico(), part('dht1', 'wokwi-dht22', 160, 20), part('oled1', 'wokwi-ssd1306', 160, 160)],
  [
    ['dht1:SDA', 'pico:GP15'],
    ['dht1:VCC', 'pico:3V3', 'red'],
    ['dht1:GND', 'pico:GND.8'],
    ['oled1:DATA', 'pico:GP4', 'blue'],
    ['oled1:CLK', 'pico:GP5', 'purple'],
    ['oled1:3V3', 'pico:3V3', 'red'],
    ['oled1:GND', 'pico:GND.2'],
  ],
);

const readDht = activity({
  id: 'activity_dht22_lectura',
  name: 'Temperatura y humedad con DHT22',
  introductionText:
    'El DHT22 mide temperatura (−40 a 80 °C) y humedad relativa (0 a 100 %) y envía ambos datos por un único pin digital.',
  InitialProjectDescription:
    'Conecta un DHT22 a GP15 e imprime la temperatura y la humedad cada dos segundos.',
  componentsDiagram: dhtWiring,
  code: `import time
import board
import adafruit_dht

sensor = adafruit_dht.DHT22(board.GP15)

while True:
    try:
        print("Temperatura:", sensor.temperature, "°C")
        print("Humedad:", sensor.humidity, "%")
    except RuntimeError as error:
        print("Lectura fallida:", error)
    time.sleep(2)
`,
  steps: [
    step(
      'Conecta el sensor',
      'VCC a 3V3, GND a GND y la línea de datos (SDA) a GP15.',
      ['El pin NC no se conecta.'],
      'El DHT22 usa un protocolo propio de un solo cable, no I2C, aunque el pin se llame SDA.',
    ),
    step(
      'Respeta el ritmo del sensor',
      'El DHT22 no puede leerse más de una vez cada 2 segundos.',
      ['Las lecturas fallidas lanzan RuntimeError: captúralas y sigue.'],
      'Cada sensor tiene sus tiempos; la hoja de datos los indica.',
    ),
  ],
});

const oled = activity({
  id: 'activity_pantalla_oled',
  name: 'Muestra los datos en una pantalla OLED',
  introductionText:
    'La SSD1306 es una pantalla OLED de 128×64 píxeles que se controla por I2C con solo dos cables de datos.',
  InitialProjectDescription:
    'Muestra la temperatura del DHT22 en una SSD1306 conectada a GP4 (SDA) y GP5 (SCL).',
  componentsDiagram: dhtOledWiring,
  code: `import time
import board
import busio
import adafruit_dht
import adafruit_ssd1306

i2c = busio.I2C(board.GP5, board.GP4)
pantalla = adafruit_ssd1306.SSD1306_I2C(128, 64, i2c)
sensor = adafruit_dht.DHT22(board.GP15)

while True:
    try:
        texto = "{:.1f} C  {:.0f} %".format(sensor.temperature, sensor.humidity)
    except RuntimeError:
        texto = "Leyendo..."
    pantalla.fill(0)
    pantalla.text("Estacion Chispa", 0, 0, 1)
    pantalla.text(texto, 0, 24, 1)
    pantalla.show()
    time.sleep(2)
`,
  steps: [
    step(
      'Abre el bus I2C',
      'busio.I2C(SCL, SDA) con GP5 y GP4.',
      ['Varias pantallas y sensores I2C pueden compartir los mismos dos cables.'],
      'Cada dispositivo I2C tiene una dirección; la SSD1306 suele usar 0x3C.',
    ),
    step(
      'Dibuja el texto',
      'fill(0) borra, text() escribe y show() envía la imagen a la pantalla.',
      ['Las coordenadas se cuentan en píxeles desde la esquina superior izquierda.'],
      'Dibujar primero en memoria y enviar después evita parpadeos.',
    ),
  ],
});

const logger = activity({
  id: 'activity_registro_temperatura',
  name: 'Registro de temperatura',
  introductionText:
    'Registrar datos con marca de tiempo permite estudiar cómo cambia el clima de tu aula a lo largo del día.',
  InitialProjectDescription:
    'Cada minuto, imprime una línea CSV con los segundos transcurridos, la temperatura y la humedad.',
  componentsDiagram: dhtWiring,
  code: `import time
import board
import adafruit_dht

sensor = adafruit_dht.DHT22(board.GP15)
inicio = time.monotonic()

print("segundos,temperatura,humedad")
while True:
    try:
        segundos = int(time.monotonic() - inicio)
        print("{},{:.1f},{:.1f}".format(segundos, sensor.temperature, sensor.humidity))
    except RuntimeError:
        pass
    time.sleep(60)
`,
  steps: [
    step(
      'Usa time.monotonic()',
      'Devuelve los segundos desde el arranque y nunca retrocede.',
      ['Resta el instante de inicio para contar desde cero.'],
      'Es el reloj adecuado para medir intervalos.',
    ),
    step(
      'Escribe en formato CSV',
      'Valores separados por comas, con una cabecera en la primera línea.',
      ['Copia la salida de la consola a una hoja de cálculo para graficarla.'],
      'CSV es el formato más sencillo para compartir datos.',
    ),
  ],
});

const heatAlert = activity({
  id: 'activity_alerta_calor',
  name: 'Alerta de calor con LED RGB',
  introductionText:
    'Un LED RGB combina tres LED en uno. Mezclando rojo, verde y azul indicaremos si hace frío, templado o calor.',
  InitialProjectDescription:
    'Colorea un LED RGB (R en GP10, G en GP11, B en GP12) según la temperatura del DHT22.',
  code: `import time
import board
import digitalio
import adafruit_dht

sensor = adafruit_dht.DHT22(board.GP15)
canales = []
for pin in (board.GP10, board.GP11, board.GP12):
    canal = digitalio.DigitalInOut(pin)
    canal.direction = digitalio.Direction.OUTPUT
    canales.append(canal)

def color(rojo, verde, azul):
    for canal, valor in zip(canales, (rojo, verde, azul)):
        canal.value = valor

while True:
    try:
        t = sensor.temperature
        if t < 18:
            color(False, False, True)
        elif t < 27:
            color(False, True, False)
        else:
            color(True, False, False)
    except RuntimeError:
        pass
    time.sleep(2)
`,
  steps: [
    step(
      'Controla los tres canales',
      'Cada color es una salida digital; el pin común va a GND (cátodo común).',
      [],
      'Con los tres canales puedes formar hasta 8 colores encendiéndolos o apagándolos.',
    ),
    step(
      'Decide por rangos',
      'Azul por debajo de 18 °C, verde hasta 27 °C y rojo por encima.',
      ['if / elif / else recorre los rangos en orden.'],
      'Dividir una magnitud en rangos es una forma simple de clasificarla.',
    ),
  ],
});

const sevenSegment = activity({
  id: 'activity_panel_siete_segmentos',
  name: 'Panel de un dígito con display de 7 segmentos',
  introductionText:
    'Un display de 7 segmentos forma cada cifra encendiendo una combinación de sus segmentos a–g.',
  InitialProjectDescription:
    'Muestra en un display de 7 segmentos (a–g en GP0–GP6) la cifra de las unidades de la temperatura.',
  code: `import time
import board
import digitalio
import adafruit_dht

CIFRAS = ("abcdef", "bc", "abdeg", "abcdg", "bcfg", "acdfg", "acdefg", "abc", "abcdefg", "abcdfg")
PINES = (board.GP0, board.GP1, board.GP2, board.GP3, board.GP4, board.GP5, board.GP6)

segmentos = {}
for letra, pin in zip("abcdefg", PINES):
    salida = digitalio.DigitalInOut(pin)
    salida.direction = digitalio.Direction.OUTPUT
    segmentos[letra] = salida

def mostrar(cifra):
    for letra, salida in segmentos.items():
        salida.value = letra in CIFRAS[cifra]

sensor = adafruit_dht.DHT22(board.GP15)
while True:
    try:
        mostrar(int(sensor.temperature) % 10)
    except RuntimeError:
        pass
    time.sleep(2)
`,
  steps: [
    step(
      'Describe las cifras como datos',
      'Cada cifra es el texto con los segmentos que se encienden: el 1 es "bc".',
      [],
      'Una tabla de datos es más fácil de revisar que diez bloques if.',
    ),
    step(
      'Enciende los segmentos',
      'Para cada segmento, su salida vale True si su letra está en la cifra.',
      ['Este código es para un display de cátodo común.'],
      'En ánodo común la lógica se invierte.',
    ),
  ],
});

const pixelThermometer = activity({
  id: 'activity_termometro_neopixel',
  name: 'Termómetro con NeoPixel',
  introductionText:
    'Una tira de NeoPixel puede funcionar como la columna de un termómetro: más píxeles, más temperatura.',
  InitialProjectDescription: 'Enciende en la tira de 8 NeoPixel de GP6 un píxel por cada 5 °C medidos.',
  code: `import time
import board
import neopixel
import adafruit_dht

sensor = adafruit_dht.DHT22(board.GP15)
tira = neopixel.NeoPixel(board.GP6, 8, brightness=0.2)

while True:
    try:
        nivel = max(0, min(8, int(sensor.temperature // 5)))
        tira.fill(0)
        for i in range(nivel):
            tira[i] = (255, 80, 0)
    except RuntimeError:
        pass
    time.sleep(2)
`,
  steps: [
    step(
      'Calcula el nivel',
      'Divide la temperatura entre 5 con división entera: 23 °C son 4 píxeles.',
      [],
      'Así 8 píxeles cubren de 0 a 40 °C.',
    ),
    step(
      'Pinta la columna',
      'fill(0) apaga todo y el bucle enciende los primeros píxeles en naranja.',
      [],
      'Con auto_write activado cada asignación se ve al instante.',
    ),
  ],
});

export const weatherCourse: SeedCourse = {
  id: 'curso-estacion-meteorologica',
  name: 'Estación meteorológica IoT',
  description:
    'Mide temperatura y humedad, muestra los datos en pantallas y crea alertas visuales para tu aula.',
  modality: 'free',
  isPublished: false,
  backgroundColor: '#0ca678',
  modules: [
    courseModule(1, 'Medir el ambiente', 'Sensores y pantallas.', [readDht, oled], [logger]),
    courseModule(
      2,
      'Alertas y paneles',
      'Convierte datos en señales visibles.',
      [heatAlert, sevenSegment],
      [pixelThermometer],
    ),
  ],
};
