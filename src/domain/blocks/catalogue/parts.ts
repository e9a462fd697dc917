import type { CatalogueBlock, Family } from '../catalogue.ts';
import {
  dropdown,
  numberField,
  numberShadow,
  pinField,
  statementBlock,
  valueBlock,
  valueInput,
} from './define.ts';

/** The parts the simulator drives, one drawer each: LED, RGB LED, buzzer, servo, NeoPixel and the sensors. */

const COLOUR = {
  led: '#c0392b',
  rgbLed: '#8e44ad',
  buzzer: '#d35400',
  servo: '#16a085',
  neopixel: '#c2185b',
  button: '#2980b9',
  potentiometer: '#6d7b8d',
  photoresistor: '#b7950b',
  hcsr04: '#27ae60',
  dht: '#e67e22',
} as const;

const colourBlock = (red: number, green: number, blue: number) => ({
  block: {
    type: 'chispa_color',
    inputs: {
      RED: { shadow: numberShadow(red) },
      GREEN: { shadow: numberShadow(green) },
      BLUE: { shadow: numberShadow(blue) },
    },
  },
});

const COLOUR_BLOCK: CatalogueBlock = {
  definition: valueBlock('chispa_color', COLOUR.neopixel, 'Colour', [
    valueInput('RED', 'Number'),
    valueInput('GREEN', 'Number'),
    valueInput('BLUE', 'Number'),
  ]),
  form: { python: '(__RED__, __GREEN__, __BLUE__)' },
  shadows: { RED: numberShadow(255), GREEN: numberShadow(0), BLUE: numberShadow(0) },
};

export const PART_FAMILIES: readonly Family[] = [
  {
    category: 'led',
    colour: COLOUR.led,
    blocks: [
      {
        definition: statementBlock('chispa_led_set', COLOUR.led, [
          pinField('PIN', 'digital', 'GP15'),
          dropdown('STATE', [
            ['CHISPA_ON', 'ON'],
            ['CHISPA_OFF', 'OFF'],
          ]),
        ]),
        form: {
          python: '__dev__.value = __STATE__',
          device: { kinds: { out: {} }, role: 'led' },
          fields: { STATE: { ON: 'True', OFF: 'False' } },
        },
      },
      {
        definition: statementBlock('chispa_led_toggle', COLOUR.led, [pinField('PIN', 'digital', 'GP15')]),
        form: { python: '__dev__.value = not __dev__.value', device: { kinds: { out: {} }, role: 'led' } },
      },
    ],
  },
  {
    category: 'rgbLed',
    colour: COLOUR.rgbLed,
    blocks: [
      {
        definition: statementBlock('chispa_rgb_setup', COLOUR.rgbLed, [
          pinField('RED', 'pwm', 'GP13'),
          pinField('GREEN', 'pwm', 'GP11'),
          pinField('BLUE', 'pwm', 'GP12'),
        ]),
        form: { python: '', setup: true, device: { kinds: { rgb: {} }, role: 'rgb' } },
      },
      {
        definition: statementBlock('chispa_rgb_color', COLOUR.rgbLed, [
          valueInput('RED', 'Number'),
          valueInput('GREEN', 'Number'),
          valueInput('BLUE', 'Number'),
        ]),
        form: {
          python: 'rgb_color(__RED__, __GREEN__, __BLUE__)',
          device: { kinds: { rgb: {} }, role: 'rgb' },
        },
        shadows: { RED: numberShadow(255), GREEN: numberShadow(0), BLUE: numberShadow(0) },
      },
    ],
  },
  {
    category: 'buzzer',
    colour: COLOUR.buzzer,
    blocks: [
      {
        definition: statementBlock('chispa_buzzer_tone', COLOUR.buzzer, [
          pinField('PIN', 'pwm', 'GP18'),
          valueInput('FREQUENCY', 'Number'),
          valueInput('SECONDS', 'Number'),
        ]),
        form: {
          python: 'simpleio.tone(board.__PIN__, __FREQUENCY__, duration=__SECONDS__)',
          imports: ['import board', 'import simpleio'],
        },
        shadows: { FREQUENCY: numberShadow(440), SECONDS: numberShadow(0.5) },
      },
    ],
  },
  {
    category: 'servo',
    colour: COLOUR.servo,
    blocks: [
      {
        definition: statementBlock('chispa_servo_angle', COLOUR.servo, [
          pinField('PIN', 'pwm', 'GP16'),
          valueInput('ANGLE', 'Number'),
        ]),
        form: { python: '__dev__.angle = __ANGLE__', device: { kinds: { servo: {} }, role: 'servo' } },
        shadows: { ANGLE: numberShadow(90) },
      },
    ],
  },
  {
    category: 'neopixel',
    colour: COLOUR.neopixel,
    blocks: [
      {
        definition: statementBlock('chispa_neopixel_setup', COLOUR.neopixel, [
          pinField('PIN', 'digital', 'GP6'),
          numberField('COUNT', 8, 1, 1000),
          numberField('BRIGHTNESS', 0.3, 0, 1),
        ]),
        form: { python: '', setup: true, device: { kinds: { neopixel: {} }, role: 'neopixel' } },
      },
      {
        definition: statementBlock('chispa_neopixel_fill', COLOUR.neopixel, [
          pinField('PIN', 'digital', 'GP6'),
          valueInput('COLOUR'),
        ]),
        form: { python: '__dev__.fill(__COLOUR__)', device: { kinds: { neopixel: {} }, role: 'neopixel' } },
        toolboxInputs: { COLOUR: colourBlock(255, 0, 0) },
      },
      {
        definition: statementBlock('chispa_neopixel_set', COLOUR.neopixel, [
          pinField('PIN', 'digital', 'GP6'),
          valueInput('INDEX', 'Number'),
          valueInput('COLOUR'),
        ]),
        form: {
          python: '__dev__[__INDEX__] = __COLOUR__',
          device: { kinds: { neopixel: {} }, role: 'neopixel' },
        },
        shadows: { INDEX: numberShadow(0) },
        toolboxInputs: { COLOUR: colourBlock(0, 0, 255) },
      },
      {
        definition: valueBlock('chispa_neopixel_count', COLOUR.neopixel, 'Number', [
          pinField('PIN', 'digital', 'GP6'),
        ]),
        form: { python: 'len(__dev__)', device: { kinds: { neopixel: {} }, role: 'neopixel' } },
      },
      COLOUR_BLOCK,
    ],
  },
  {
    category: 'button',
    colour: COLOUR.button,
    blocks: [
      {
        definition: valueBlock('chispa_button_pressed', COLOUR.button, 'Boolean', [
          pinField('PIN', 'digital', 'GP14'),
        ]),
        form: { python: 'not __dev__.value', device: { kinds: { in_up: {} }, role: 'button' } },
      },
    ],
  },
  {
    category: 'potentiometer',
    colour: COLOUR.potentiometer,
    blocks: [
      {
        definition: valueBlock('chispa_pot_percent', COLOUR.potentiometer, 'Number', [
          pinField('PIN', 'analog', 'GP26'),
        ]),
        form: {
          python: 'round(__dev__.value * 100 / 65535)',
          device: { kinds: { analog: {} }, role: 'potentiometer' },
        },
      },
    ],
  },
  {
    category: 'photoresistor',
    colour: COLOUR.photoresistor,
    blocks: [
      {
        definition: valueBlock('chispa_light_level', COLOUR.photoresistor, 'Number', [
          pinField('PIN', 'analog', 'GP26'),
        ]),
        form: {
          python: 'round(100 - __dev__.value * 100 / 65535)',
          device: { kinds: { analog: {} }, role: 'photoresistor' },
        },
      },
    ],
  },
  {
    category: 'hcsr04',
    colour: COLOUR.hcsr04,
    blocks: [
      {
        definition: valueBlock('chispa_distance', COLOUR.hcsr04, 'Number', [
          pinField('TRIGGER', 'digital', 'GP2'),
          pinField('ECHO', 'digital', 'GP3'),
        ]),
        form: { python: '__dev__.distance', device: { kinds: { sonar: {} }, role: 'sonar' } },
      },
    ],
  },
  {
    category: 'dht',
    colour: COLOUR.dht,
    blocks: [
      {
        definition: valueBlock('chispa_dht_read', COLOUR.dht, 'Number', [
          dropdown('MEASURE', [
            ['CHISPA_TEMPERATURE', 'TEMPERATURE'],
            ['CHISPA_HUMIDITY', 'HUMIDITY'],
          ]),
          pinField('PIN', 'digital', 'GP15'),
        ]),
        form: {
          python: '__dev__.__MEASURE__',
          device: { kinds: { dht: {} }, role: 'dht' },
          fields: { MEASURE: { TEMPERATURE: 'temperature', HUMIDITY: 'humidity' } },
        },
      },
    ],
  },
];
