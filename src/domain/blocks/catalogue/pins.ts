import type { Family } from '../catalogue.ts';
import { PRECEDENCE } from '../python-text.ts';
import {
  booleanShadow,
  dropdown,
  numberShadow,
  pinField,
  statementBlock,
  valueBlock,
  valueInput,
} from './define.ts';

/** Pins as a board has them: digital out and in (with its pull), PWM as a percentage, analog in. */

const PINS = '#3d7ea6';

export const PINS_FAMILY: Family = {
  category: 'pins',
  colour: PINS,
  blocks: [
    {
      definition: statementBlock('chispa_digital_write', PINS, [
        pinField('PIN', 'digital', 'GP15'),
        valueInput('VALUE', 'Boolean'),
      ]),
      form: { python: '__dev__.value = __VALUE__', device: { kinds: { out: {} }, role: 'output' } },
      shadows: { VALUE: booleanShadow(true) },
    },
    {
      definition: valueBlock('chispa_digital_read', PINS, 'Boolean', [
        pinField('PIN', 'digital', 'GP14'),
        dropdown('PULL', [
          ['CHISPA_PULL_UP', 'UP'],
          ['CHISPA_PULL_DOWN', 'DOWN'],
          ['CHISPA_PULL_NONE', 'NONE'],
        ]),
      ]),
      form: {
        python: '__dev__.value',
        device: {
          kinds: { in_up: { PULL: 'UP' }, in_down: { PULL: 'DOWN' }, in_none: { PULL: 'NONE' } },
          role: 'input',
        },
      },
    },
    {
      definition: statementBlock('chispa_pwm_write', PINS, [
        pinField('PIN', 'pwm', 'GP15'),
        valueInput('DUTY', 'Number'),
      ]),
      form: {
        python: '__dev__.duty_cycle = int(__DUTY__ * 65535 / 100)',
        device: { kinds: { pwm: {} }, role: 'pwm' },
        holePrecedence: { DUTY: PRECEDENCE.multiplicative },
      },
      shadows: { DUTY: numberShadow(50) },
    },
    {
      definition: valueBlock('chispa_analog_read', PINS, 'Number', [pinField('PIN', 'analog', 'GP26')]),
      form: { python: '__dev__.value', device: { kinds: { analog: {} }, role: 'analog' } },
    },
  ],
};
