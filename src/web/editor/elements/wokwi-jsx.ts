import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * The @wokwi/elements tags for React 19's JSX. The package's own typings extend the global JSX
 * namespace React 19 removed (wokwi-diagram.md). React 19 sets props as element properties.
 */
export type WokwiElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  [property: string]: unknown;
};

export const WOKWI_TAGS = [
  'wokwi-7segment',
  'wokwi-analog-joystick',
  'wokwi-buzzer',
  'wokwi-dht22',
  'wokwi-hc-sr04',
  'wokwi-ir-receiver',
  'wokwi-ky-040',
  'wokwi-lcd1602',
  'wokwi-lcd2004',
  'wokwi-led',
  'wokwi-led-bar-graph',
  'wokwi-led-ring',
  'wokwi-membrane-keypad',
  'wokwi-mpu6050',
  'wokwi-neopixel',
  'wokwi-neopixel-matrix',
  'wokwi-ntc-temperature-sensor',
  'wokwi-photoresistor-sensor',
  'wokwi-pir-motion-sensor',
  'wokwi-potentiometer',
  'wokwi-pushbutton',
  'wokwi-pushbutton-6mm',
  'wokwi-resistor',
  'wokwi-rgb-led',
  'wokwi-servo',
  'wokwi-slide-potentiometer',
  'wokwi-slide-switch',
  'wokwi-ssd1306',
  'wokwi-tilt-switch',
] as const;

export type WokwiTag = (typeof WOKWI_TAGS)[number];

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends Record<WokwiTag, WokwiElementProps> {}
  }
}
