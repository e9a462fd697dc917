import type { Family } from '../catalogue.ts';
import {
  endRow,
  numberShadow,
  pinField,
  statementBlock,
  textShadow,
  valueBlock,
  valueInput,
} from './define.ts';

/**
 * The parts with many pins or a bus: OLED, LCD, 7-segment display and keypad. One of each per
 * program; its setup block (optional while the default pins are right) says where it is wired.
 */

const COLOUR = { oled: '#34495e', lcd: '#1e8449', sevenSegment: '#a93226', keypad: '#6c5ce7' } as const;

const oled = { kinds: { oled: {} }, role: 'oled' } as const;
const lcd = { kinds: { lcd: {} }, role: 'lcd' } as const;

export const DISPLAY_FAMILIES: readonly Family[] = [
  {
    category: 'oled',
    colour: COLOUR.oled,
    blocks: [
      {
        definition: statementBlock('chispa_oled_setup', COLOUR.oled, [
          pinField('SDA', 'digital', 'GP4'),
          pinField('SCL', 'digital', 'GP5'),
        ]),
        form: { python: '', setup: true, device: oled },
      },
      {
        definition: statementBlock('chispa_oled_text', COLOUR.oled, [
          valueInput('TEXT'),
          valueInput('X', 'Number'),
          valueInput('Y', 'Number'),
        ]),
        form: { python: '__dev__.text(__TEXT__, __X__, __Y__, 1)', device: oled, textHoles: ['TEXT'] },
        shadows: { TEXT: textShadow('Chispa'), X: numberShadow(0), Y: numberShadow(0) },
      },
      {
        definition: statementBlock('chispa_oled_pixel', COLOUR.oled, [
          valueInput('X', 'Number'),
          valueInput('Y', 'Number'),
        ]),
        form: { python: '__dev__.pixel(__X__, __Y__, 1)', device: oled },
        shadows: { X: numberShadow(64), Y: numberShadow(32) },
      },
      {
        definition: statementBlock('chispa_oled_clear', COLOUR.oled),
        form: { python: '__dev__.fill(0)', device: oled },
      },
      {
        definition: statementBlock('chispa_oled_show', COLOUR.oled),
        form: { python: '__dev__.show()', device: oled },
      },
    ],
  },
  {
    category: 'lcd',
    colour: COLOUR.lcd,
    blocks: [
      {
        definition: statementBlock('chispa_lcd_setup', COLOUR.lcd, [
          pinField('SDA', 'digital', 'GP4'),
          pinField('SCL', 'digital', 'GP5'),
        ]),
        form: { python: '', setup: true, device: lcd },
      },
      {
        definition: statementBlock('chispa_lcd_message', COLOUR.lcd, [valueInput('TEXT')]),
        form: { python: '__dev__.message = __TEXT__', device: lcd, textHoles: ['TEXT'] },
        shadows: { TEXT: textShadow('Chispa') },
      },
      {
        definition: statementBlock('chispa_lcd_clear', COLOUR.lcd),
        form: { python: '__dev__.clear()', device: lcd },
      },
    ],
  },
  {
    category: 'sevenSegment',
    colour: COLOUR.sevenSegment,
    blocks: [
      {
        definition: statementBlock('chispa_segments_setup', COLOUR.sevenSegment, [
          pinField('A', 'digital', 'GP0'),
          pinField('B', 'digital', 'GP1'),
          pinField('C', 'digital', 'GP2'),
          pinField('D', 'digital', 'GP3'),
          endRow(),
          pinField('E', 'digital', 'GP4'),
          pinField('F', 'digital', 'GP5'),
          pinField('G', 'digital', 'GP6'),
        ]),
        form: { python: '', setup: true, device: { kinds: { segments: {} }, role: 'segments' } },
      },
      {
        definition: statementBlock('chispa_segments_digit', COLOUR.sevenSegment, [
          valueInput('DIGIT', 'Number'),
        ]),
        form: { python: 'show_digit(__DIGIT__)', device: { kinds: { segments: {} }, role: 'segments' } },
        shadows: { DIGIT: numberShadow(0) },
      },
    ],
  },
  {
    category: 'keypad',
    colour: COLOUR.keypad,
    blocks: [
      {
        definition: statementBlock('chispa_keypad_setup', COLOUR.keypad, [
          pinField('R1', 'digital', 'GP9'),
          pinField('R2', 'digital', 'GP8'),
          pinField('R3', 'digital', 'GP7'),
          pinField('R4', 'digital', 'GP6'),
          endRow(),
          pinField('C1', 'digital', 'GP5'),
          pinField('C2', 'digital', 'GP4'),
          pinField('C3', 'digital', 'GP3'),
          pinField('C4', 'digital', 'GP2'),
        ]),
        form: { python: '', setup: true, device: { kinds: { keypad: {} }, role: 'keypad' } },
      },
      {
        definition: valueBlock('chispa_keypad_key', COLOUR.keypad, null),
        form: { python: 'pressed_key()', device: { kinds: { keypad: {} }, role: 'keypad' } },
      },
      {
        definition: valueBlock('chispa_keypad_keys', COLOUR.keypad, 'Array'),
        form: { python: '__dev__.pressed_keys', device: { kinds: { keypad: {} }, role: 'keypad' } },
      },
    ],
  },
];
