import type { WokwiTag } from './wokwi-jsx.ts';

/**
 * How each Wokwi part type is loaded and shown. One import per element (never the package root,
 * ~80 KB gz); each is its own lazy chunk, so a diagram only downloads the parts it holds.
 */
const LOADERS: Record<WokwiTag, () => Promise<unknown>> = {
  'wokwi-7segment': () => import('@wokwi/elements/dist/esm/7segment-element.js'),
  'wokwi-analog-joystick': () => import('@wokwi/elements/dist/esm/analog-joystick-element.js'),
  'wokwi-buzzer': () => import('@wokwi/elements/dist/esm/buzzer-element.js'),
  'wokwi-dht22': () => import('@wokwi/elements/dist/esm/dht22-element.js'),
  'wokwi-hc-sr04': () => import('@wokwi/elements/dist/esm/hc-sr04-element.js'),
  'wokwi-ir-receiver': () => import('@wokwi/elements/dist/esm/ir-receiver-element.js'),
  'wokwi-ky-040': () => import('@wokwi/elements/dist/esm/ky-040-element.js'),
  'wokwi-lcd1602': () => import('@wokwi/elements/dist/esm/lcd1602-element.js'),
  'wokwi-lcd2004': () => import('@wokwi/elements/dist/esm/lcd2004-element.js'),
  'wokwi-led': () => import('@wokwi/elements/dist/esm/led-element.js'),
  'wokwi-led-bar-graph': () => import('@wokwi/elements/dist/esm/led-bar-graph-element.js'),
  'wokwi-led-ring': () => import('@wokwi/elements/dist/esm/led-ring-element.js'),
  'wokwi-membrane-keypad': () => import('@wokwi/elements/dist/esm/membrane-keypad-element.js'),
  'wokwi-mpu6050': () => import('@wokwi/elements/dist/esm/mpu6050-element.js'),
  'wokwi-neopixel': () => import('@wokwi/elements/dist/esm/neopixel-element.js'),
  'wokwi-neopixel-matrix': () => import('@wokwi/elements/dist/esm/neopixel-matrix-element.js'),
  'wokwi-ntc-temperature-sensor': () => import('@wokwi/elements/dist/esm/ntc-temperature-sensor-element.js'),
  'wokwi-photoresistor-sensor': () => import('@wokwi/elements/dist/esm/photoresistor-sensor-element.js'),
  'wokwi-pir-motion-sensor': () => import('@wokwi/elements/dist/esm/pir-motion-sensor-element.js'),
  'wokwi-potentiometer': () => import('@wokwi/elements/dist/esm/potentiometer-element.js'),
  'wokwi-pushbutton': () => import('@wokwi/elements/dist/esm/pushbutton-element.js'),
  'wokwi-pushbutton-6mm': () => import('@wokwi/elements/dist/esm/pushbutton-6mm-element.js'),
  'wokwi-resistor': () => import('@wokwi/elements/dist/esm/resistor-element.js'),
  'wokwi-rgb-led': () => import('@wokwi/elements/dist/esm/rgb-led-element.js'),
  'wokwi-servo': () => import('@wokwi/elements/dist/esm/servo-element.js'),
  'wokwi-slide-potentiometer': () => import('@wokwi/elements/dist/esm/slide-potentiometer-element.js'),
  'wokwi-slide-switch': () => import('@wokwi/elements/dist/esm/slide-switch-element.js'),
  'wokwi-ssd1306': () => import('@wokwi/elements/dist/esm/ssd1306-element.js'),
  'wokwi-tilt-switch': () => import('@wokwi/elements/dist/esm/tilt-switch-element.js'),
};

export const isWokwiTag = (type: string): type is WokwiTag => Object.hasOwn(LOADERS, type);

/** Resolves once the element is defined, so React sets its props as properties. */
export const loadWokwiElement = async (tag: WokwiTag): Promise<void> => {
  await LOADERS[tag]();
  await customElements.whenDefined(tag);
};

type Attrs = Readonly<Record<string, string>>;

const text = (attrs: Attrs, key: string) => (attrs[key] !== undefined ? { [key]: attrs[key] } : {});
const num = (attrs: Attrs, key: string) => {
  const value = Number(attrs[key]);
  return attrs[key] !== undefined && Number.isFinite(value) ? { [key]: value } : {};
};

/** Diagram attrs (all strings, Wokwi's names) → the element's properties, for what it draws. */
const PROPS: Partial<Record<WokwiTag, (attrs: Attrs) => Record<string, unknown>>> = {
  'wokwi-led': (a) => ({ ...text(a, 'color'), ...text(a, 'label') }),
  'wokwi-resistor': (a) => text(a, 'value'),
  'wokwi-pushbutton': (a) => ({ ...text(a, 'color'), ...text(a, 'label') }),
  'wokwi-pushbutton-6mm': (a) => ({ ...text(a, 'color'), ...text(a, 'label') }),
  'wokwi-servo': (a) => ({ ...text(a, 'horn'), ...text(a, 'hornColor') }),
  'wokwi-potentiometer': (a) => num(a, 'value'),
  // Wokwi's value runs 0–1023 as the rotary one's; the element's own range is 0–100 unless told.
  'wokwi-slide-potentiometer': (a) => ({ min: 0, max: 1023, ...num(a, 'value'), ...num(a, 'travelLength') }),
  'wokwi-7segment': (a) => ({ ...text(a, 'color'), ...num(a, 'digits'), ...text(a, 'pins') }),
  'wokwi-membrane-keypad': (a) => text(a, 'columns'),
  'wokwi-led-bar-graph': (a) => text(a, 'color'),
  'wokwi-led-ring': (a) => num(a, 'pixels'),
  'wokwi-neopixel-matrix': (a) => ({ ...num(a, 'rows'), ...num(a, 'cols') }),
};

export const wokwiPropsFor = (tag: WokwiTag, attrs: Attrs): Record<string, unknown> =>
  PROPS[tag]?.(attrs) ?? {};
