import type { Locale } from '../locales.ts';
import type { Role } from './devices.ts';

/**
 * The comment over each group of setups in generated code, in the page's language. They are part
 * of code.py, not of the page, so they live here beside the generator; the parser knows them in
 * every language and drops them (the generator writes them again).
 */
export const GROUP_COMMENTS: Record<Locale, Record<Role, string>> = {
  es: {
    led: 'LEDs',
    output: 'Salidas digitales',
    button: 'Botones',
    input: 'Entradas digitales',
    pwm: 'Salidas PWM',
    analog: 'Entradas analógicas',
    potentiometer: 'Potenciómetros',
    photoresistor: 'Fotorresistores',
    servo: 'Servos',
    neopixel: 'Tiras NeoPixel',
    sonar: 'Sensores de distancia HC-SR04',
    dht: 'Sensores de temperatura y humedad DHT22',
    oled: 'Pantalla OLED',
    lcd: 'Pantalla LCD',
    rgb: 'LED RGB',
    segments: 'Display de 7 segmentos',
    keypad: 'Teclado matricial',
  },
  pt: {
    led: 'LEDs',
    output: 'Saídas digitais',
    button: 'Botões',
    input: 'Entradas digitais',
    pwm: 'Saídas PWM',
    analog: 'Entradas analógicas',
    potentiometer: 'Potenciômetros',
    photoresistor: 'Fotorresistores',
    servo: 'Servos',
    neopixel: 'Fitas NeoPixel',
    sonar: 'Sensores de distância HC-SR04',
    dht: 'Sensores de temperatura e umidade DHT22',
    oled: 'Display OLED',
    lcd: 'Display LCD',
    rgb: 'LED RGB',
    segments: 'Display de 7 segmentos',
    keypad: 'Teclado matricial',
  },
  en: {
    led: 'LEDs',
    output: 'Digital outputs',
    button: 'Buttons',
    input: 'Digital inputs',
    pwm: 'PWM outputs',
    analog: 'Analog inputs',
    potentiometer: 'Potentiometers',
    photoresistor: 'Photoresistors',
    servo: 'Servos',
    neopixel: 'NeoPixel strips',
    sonar: 'HC-SR04 distance sensors',
    dht: 'DHT22 temperature and humidity sensors',
    oled: 'OLED display',
    lcd: 'LCD display',
    rgb: 'RGB LED',
    segments: '7-segment display',
    keypad: 'Keypad',
  },
};

/** Every group comment's line (`# LEDs`) in any language: the parser drops these. */
export const GROUP_COMMENT_LINES: ReadonlySet<string> = new Set(
  Object.values(GROUP_COMMENTS).flatMap((labels) => Object.values(labels).map((label) => `# ${label}`)),
);
