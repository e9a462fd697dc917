import type { LocalizedNames } from '../schema/json.ts';

export interface SeedComponent {
  wokwiType: string;
  names: LocalizedNames;
  defaultAttrs?: Record<string, string>;
}

/** The parts palette, in the order the canvas lists them. A super admin may add pictures later. */
export const CATALOGUE: SeedComponent[] = [
  {
    wokwiType: 'wokwi-pi-pico',
    names: { es: 'Raspberry Pi Pico', pt: 'Raspberry Pi Pico', en: 'Raspberry Pi Pico' },
  },
  // Issue 29; a database seeded before it gets the row from migration 0015.
  { wokwiType: 'chispa-bitdoglab', names: { es: 'BitDogLab', pt: 'BitDogLab', en: 'BitDogLab' } },
  {
    wokwiType: 'wokwi-breadboard-half',
    names: { es: 'Protoboard (media)', pt: 'Protoboard (meia)', en: 'Half breadboard' },
  },
  { wokwiType: 'wokwi-led', names: { es: 'LED', pt: 'LED', en: 'LED' }, defaultAttrs: { color: 'red' } },
  {
    wokwiType: 'wokwi-rgb-led',
    names: { es: 'LED RGB', pt: 'LED RGB', en: 'RGB LED' },
    defaultAttrs: { common: 'cathode' },
  },
  {
    wokwiType: 'wokwi-resistor',
    names: { es: 'Resistencia', pt: 'Resistor', en: 'Resistor' },
    defaultAttrs: { value: '220' },
  },
  {
    wokwiType: 'wokwi-pushbutton',
    names: { es: 'Pulsador', pt: 'Botão de pressão', en: 'Pushbutton' },
    defaultAttrs: { color: 'green' },
  },
  {
    wokwiType: 'wokwi-slide-switch',
    names: { es: 'Interruptor deslizante', pt: 'Chave deslizante', en: 'Slide switch' },
  },
  {
    wokwiType: 'wokwi-potentiometer',
    names: { es: 'Potenciómetro', pt: 'Potenciômetro', en: 'Potentiometer' },
  },
  {
    wokwiType: 'wokwi-slide-potentiometer',
    names: { es: 'Potenciómetro deslizante', pt: 'Potenciômetro deslizante', en: 'Slide potentiometer' },
  },
  {
    wokwiType: 'wokwi-photoresistor-sensor',
    names: { es: 'Fotorresistencia (LDR)', pt: 'Fotoresistor (LDR)', en: 'Photoresistor (LDR)' },
  },
  { wokwiType: 'wokwi-buzzer', names: { es: 'Zumbador', pt: 'Buzzer', en: 'Buzzer' } },
  { wokwiType: 'wokwi-servo', names: { es: 'Servomotor', pt: 'Servo motor', en: 'Servo motor' } },
  { wokwiType: 'wokwi-neopixel', names: { es: 'NeoPixel', pt: 'NeoPixel', en: 'NeoPixel' } },
  {
    wokwiType: 'wokwi-led-ring',
    names: { es: 'Anillo de NeoPixel', pt: 'Anel de NeoPixel', en: 'NeoPixel ring' },
    defaultAttrs: { pixels: '16' },
  },
  {
    wokwiType: 'wokwi-7segment',
    names: { es: 'Display de 7 segmentos', pt: 'Display de 7 segmentos', en: '7-segment display' },
    defaultAttrs: { common: 'cathode' },
  },
  {
    wokwiType: 'wokwi-ssd1306',
    names: { es: 'Pantalla OLED SSD1306', pt: 'Tela OLED SSD1306', en: 'SSD1306 OLED display' },
  },
  { wokwiType: 'wokwi-lcd1602', names: { es: 'Pantalla LCD 16×2', pt: 'Display LCD 16×2', en: 'LCD 16×2' } },
  {
    wokwiType: 'wokwi-hc-sr04',
    names: {
      es: 'Sensor ultrasónico HC-SR04',
      pt: 'Sensor ultrassônico HC-SR04',
      en: 'HC-SR04 ultrasonic sensor',
    },
  },
  {
    wokwiType: 'wokwi-dht22',
    names: {
      es: 'Sensor de temperatura y humedad DHT22',
      pt: 'Sensor de temperatura e umidade DHT22',
      en: 'DHT22 temperature and humidity sensor',
    },
  },
  {
    wokwiType: 'wokwi-pir-motion-sensor',
    names: { es: 'Sensor de movimiento PIR', pt: 'Sensor de movimento PIR', en: 'PIR motion sensor' },
  },
  {
    wokwiType: 'wokwi-membrane-keypad',
    names: { es: 'Teclado matricial 4×4', pt: 'Teclado matricial 4×4', en: '4×4 membrane keypad' },
  },
  {
    wokwiType: 'wokwi-analog-joystick',
    names: { es: 'Joystick analógico', pt: 'Joystick analógico', en: 'Analog joystick' },
  },
  {
    wokwiType: 'wokwi-ky-040',
    names: { es: 'Codificador rotativo KY-040', pt: 'Encoder rotativo KY-040', en: 'KY-040 rotary encoder' },
  },
  {
    wokwiType: 'wokwi-ntc-temperature-sensor',
    names: { es: 'Sensor de temperatura NTC', pt: 'Sensor de temperatura NTC', en: 'NTC temperature sensor' },
  },
];
