import { withCommentIcon } from './comment-icon.ts';
import { block as make } from './from-python-expressions.ts';
import type { BlockJson, FieldValue, WorkspaceJson } from './json.ts';

/**
 * Test data: a small workspace per block (and per way of using it), each with its expected code.py
 * in golden/<name>.py. Written as the parser writes blocks (literal values in the toolbox's shadows).
 */

type Input = BlockJson | BlockJson[] | undefined;

const linked = (blocks: BlockJson[]): BlockJson | undefined => {
  for (let at = blocks.length - 1; at > 0; at -= 1) {
    (blocks[at - 1] as BlockJson).next = { block: blocks[at] as BlockJson };
  }
  return blocks[0];
};

/** A block; an input given as a list is a statement input (the blocks stacked). */
export const b = (
  type: string,
  fields: Record<string, FieldValue> = {},
  inputs: Record<string, Input> = {},
  extraState?: Record<string, unknown>,
) =>
  make(
    type,
    fields,
    Object.fromEntries(
      Object.entries(inputs).map(([name, input]) => [name, Array.isArray(input) ? undefined : input]),
    ),
    extraState,
    Object.fromEntries(
      Object.entries(inputs).flatMap(([name, input]) =>
        Array.isArray(input) ? [[name, linked(input)]] : [],
      ),
    ),
  );

export const num = (value: number) => b('math_number', { NUM: value });
export const str = (value: string) => b('text', { TEXT: value });
export const bool = (value: boolean) => b('logic_boolean', { BOOL: value ? 'TRUE' : 'FALSE' });
export const v = (name: string) => ({ id: `var_${name}` });
export const get = (name: string) => b('variables_get', { VAR: v(name) });
export const set = (name: string, value: BlockJson) => b('variables_set', { VAR: v(name) }, { VALUE: value });
export const forever = (...body: BlockJson[]) => b('chispa_forever', {}, { DO: body });
export const sleep = (seconds: number) => b('chispa_sleep', {}, { SECONDS: num(seconds) });
export const print = (value?: BlockJson) => b('text_print', {}, { TEXT: value });
export const join = (...items: BlockJson[]) =>
  b('text_join', {}, Object.fromEntries(items.map((item, at) => [`ADD${at}`, item])), {
    itemCount: items.length,
  });
export const list = (...items: BlockJson[]) =>
  b('lists_create_with', {}, Object.fromEntries(items.map((item, at) => [`ADD${at}`, item])), {
    itemCount: items.length,
  });
export const compare = (op: string, a: BlockJson, c: BlockJson) =>
  b('logic_compare', { OP: op }, { A: a, B: c });
export const arithmetic = (op: string, a: BlockJson, c: BlockJson) =>
  b('math_arithmetic', { OP: op }, { A: a, B: c });
export const ifThen = (test: BlockJson, then: BlockJson[], otherwise?: BlockJson[]) =>
  b(
    'controls_if',
    {},
    { IF0: test, DO0: then, ...(otherwise && { ELSE: otherwise }) },
    otherwise ? { hasElse: true } : undefined,
  );
export const color = (red: number, green: number, blue: number) =>
  b('chispa_color', {}, { RED: num(red), GREEN: num(green), BLUE: num(blue) });
export const ledSet = (pin: string, on: boolean) =>
  b('chispa_led_set', { PIN: pin, STATE: on ? 'ON' : 'OFF' });

/** The workspace of a program: the blocks under `chispa_program`, and the variables they name. */
export const program = (...body: BlockJson[]): WorkspaceJson => {
  const root: BlockJson = { type: 'chispa_program', x: 20, y: 20 };
  const first = linked(body);
  if (first) root.next = { block: first };
  const names = new Set<string>();
  JSON.stringify(root, (key, value) => {
    if (key === 'VAR' && value && typeof value.id === 'string') names.add(value.id.replace(/^var_/, ''));
    return value;
  });
  const variables = [...names].map((name) => ({ name, id: `var_${name}` }));
  return { blocks: { languageVersion: 0, blocks: [root] }, ...(variables.length > 0 && { variables }) };
};

export interface GoldenCase {
  name: string;
  workspace: WorkspaceJson;
  /** Only Python → the file: its blocks do not come back as they are (loose stacks, disabled blocks). */
  oneWay?: boolean;
}

const pin = (
  type: string,
  pinName: string,
  fields: Record<string, FieldValue> = {},
  inputs: Record<string, Input> = {},
) => b(type, { PIN: pinName, ...fields }, inputs);

const fade = () => {
  const duty = pin('chispa_pwm_write', 'GP15', {}, { DUTY: get('brillo') });
  duty.next = { block: sleep(0.05) };
  return duty;
};

export const GOLDEN_CASES: GoldenCase[] = [
  { name: 'empty', workspace: program() },
  {
    name: 'led-blink',
    workspace: program(forever(ledSet('GP15', true), sleep(0.5), ledSet('GP15', false), sleep(0.5))),
  },
  { name: 'led-toggle', workspace: program(forever(pin('chispa_led_toggle', 'GP15'), sleep(0.5))) },
  {
    name: 'digital-write',
    workspace: program(
      set('encendido', bool(true)),
      forever(
        pin('chispa_digital_write', 'GP16', {}, { VALUE: get('encendido') }),
        set('encendido', b('logic_negate', {}, { BOOL: get('encendido') })),
        sleep(1),
      ),
    ),
  },
  {
    name: 'digital-read',
    workspace: program(
      forever(
        ifThen(pin('chispa_digital_read', 'GP14', { PULL: 'DOWN' }), [print(str('alto'))]),
        ifThen(pin('chispa_digital_read', 'GP13', { PULL: 'NONE' }), [print(str('sensor'))]),
        sleep(0.1),
      ),
    ),
  },
  {
    name: 'pwm-fade',
    workspace: program(
      forever(
        b('controls_for', { VAR: v('brillo') }, { FROM: num(0), TO: num(100), BY: num(10), DO: [fade()] }),
        b('controls_for', { VAR: v('brillo') }, { FROM: num(100), TO: num(0), BY: num(10), DO: [fade()] }),
      ),
    ),
  },
  {
    name: 'analog-read',
    workspace: program(forever(print(pin('chispa_analog_read', 'GP27')), sleep(0.2))),
  },
  {
    name: 'time-monotonic',
    workspace: program(
      set('inicio', b('chispa_monotonic')),
      forever(
        print(
          join(
            str('Segundos: '),
            b('chispa_int', {}, { VALUE: arithmetic('MINUS', b('chispa_monotonic'), get('inicio')) }),
          ),
        ),
        sleep(1),
      ),
    ),
  },
  {
    name: 'console-input',
    workspace: program(
      set('nombre', b('chispa_input', {}, { PROMPT: str('¿Cómo te llamas? ') })),
      set('edad', b('chispa_input_number', {}, { PROMPT: str('¿Cuántos años tienes? ') })),
      print(
        join(
          str('Hola, '),
          get('nombre'),
          str('. El año que viene tendrás '),
          arithmetic('ADD', get('edad'), num(1)),
        ),
      ),
      print(),
    ),
  },
  {
    name: 'comment-and-python',
    workspace: program(
      b('chispa_comment', { TEXT: 'Un programa con Python propio' }),
      b('chispa_python', { CODE: 'def doble(x):\n    return 2 * x' }),
      print(b('chispa_python_value', { CODE: 'doble(21)' })),
      forever(b('chispa_comment', { TEXT: 'nada que hacer' })),
    ),
  },
  {
    name: 'logic',
    workspace: program(
      set('x', b('math_random_int', {}, { FROM: num(1), TO: num(10) })),
      b(
        'controls_if',
        {},
        {
          IF0: b(
            'logic_operation',
            { OP: 'AND' },
            { A: compare('GT', get('x'), num(3)), B: compare('LTE', get('x'), num(7)) },
          ),
          DO0: [print(str('medio'))],
          IF1: b(
            'logic_operation',
            { OP: 'OR' },
            {
              A: compare('EQ', get('x'), num(1)),
              B: b('logic_negate', {}, { BOOL: compare('NEQ', get('x'), num(10)) }),
            },
          ),
          DO1: [print(str('borde'))],
          ELSE: [
            print(
              b(
                'logic_ternary',
                {},
                { IF: compare('LT', get('x'), num(5)), THEN: str('bajo'), ELSE: str('alto') },
              ),
            ),
          ],
        },
        { elseIfCount: 1, hasElse: true },
      ),
      set('nada', b('logic_null')),
      set('hecho', bool(false)),
    ),
  },
  {
    name: 'loops',
    workspace: program(
      b('controls_repeat_ext', {}, { TIMES: num(3), DO: [print(str('hola'))] }),
      set('n', num(0)),
      b(
        'controls_whileUntil',
        { MODE: 'WHILE' },
        { BOOL: compare('LT', get('n'), num(5)), DO: [b('math_change', { VAR: v('n') }, { DELTA: num(1) })] },
      ),
      b(
        'controls_whileUntil',
        { MODE: 'UNTIL' },
        {
          BOOL: compare('EQ', get('n'), num(0)),
          DO: [b('math_change', { VAR: v('n') }, { DELTA: num(-1) })],
        },
      ),
      b(
        'controls_forEach',
        { VAR: v('nota') },
        {
          LIST: list(num(1), num(2), num(3)),
          DO: [
            ifThen(compare('EQ', get('nota'), num(2)), [b('controls_flow_statements', { FLOW: 'CONTINUE' })]),
            ifThen(compare('EQ', get('nota'), num(3)), [b('controls_flow_statements', { FLOW: 'BREAK' })]),
            print(get('nota')),
          ],
        },
      ),
      b('controls_for', { VAR: v('i') }, { FROM: num(1), TO: num(10), BY: num(1), DO: [print(get('i'))] }),
      b(
        'controls_for',
        { VAR: v('i') },
        { FROM: num(0), TO: arithmetic('MINUS', get('n'), num(1)), BY: num(1), DO: [] },
      ),
    ),
  },
  {
    name: 'math',
    workspace: program(
      set('a', arithmetic('MULTIPLY', arithmetic('ADD', num(1), num(2)), num(3))),
      set('b', arithmetic('MINUS', get('a'), arithmetic('MINUS', num(4), num(-2)))),
      set('c', arithmetic('POWER', num(2), arithmetic('DIVIDE', get('b'), num(2)))),
      set('d', b('math_modulo', {}, { DIVIDEND: get('a'), DIVISOR: num(7) })),
      set('e', b('math_single', { OP: 'NEG' }, { NUM: get('d') })),
      set('f', b('math_single', { OP: 'ABS' }, { NUM: get('e') })),
      set('g', b('math_single', { OP: 'ROOT' }, { NUM: num(16) })),
      set('h', b('math_round', { OP: 'ROUND' }, { NUM: num(2.5) })),
      set('i', b('math_round', { OP: 'ROUNDUP' }, { NUM: get('g') })),
      set('j', b('math_round', { OP: 'ROUNDDOWN' }, { NUM: num(3.7) })),
      set(
        'k',
        b(
          'chispa_map_range',
          {},
          { VALUE: get('f'), FROM_LOW: num(0), FROM_HIGH: num(100), TO_LOW: num(0), TO_HIGH: num(1) },
        ),
      ),
    ),
  },
  {
    name: 'lists',
    workspace: program(
      set('notas', list(num(60), num(64), num(67))),
      b('chispa_list_append', {}, { LIST: get('notas'), ITEM: num(72) }),
      print(b('lists_length', {}, { VALUE: get('notas') })),
      print(b('chispa_list_item', {}, { LIST: get('notas'), INDEX: num(0) })),
      set('vacia', list()),
    ),
  },
  {
    name: 'rgb-led',
    workspace: program(
      b('chispa_rgb_setup', { RED: 'GP2', GREEN: 'GP3', BLUE: 'GP4' }),
      forever(
        b('chispa_rgb_color', {}, { RED: num(255), GREEN: num(0), BLUE: num(0) }),
        sleep(1),
        b('chispa_rgb_color', {}, { RED: num(0), GREEN: num(0), BLUE: num(255) }),
        sleep(1),
      ),
    ),
  },
  {
    name: 'rgb-led-default-pins',
    workspace: program(b('chispa_rgb_color', {}, { RED: num(0), GREEN: num(255), BLUE: num(0) })),
  },
  {
    name: 'buzzer',
    workspace: program(
      b(
        'controls_forEach',
        { VAR: v('nota') },
        {
          LIST: list(num(262), num(294), num(330)),
          DO: [pin('chispa_buzzer_tone', 'GP18', {}, { FREQUENCY: get('nota'), SECONDS: num(0.25) })],
        },
      ),
    ),
  },
  {
    name: 'servo',
    workspace: program(
      forever(
        pin('chispa_servo_angle', 'GP16', {}, { ANGLE: num(0) }),
        sleep(1),
        pin('chispa_servo_angle', 'GP16', {}, { ANGLE: num(180) }),
        sleep(1),
      ),
    ),
  },
  {
    name: 'neopixel',
    workspace: program(
      b('chispa_neopixel_setup', { PIN: 'GP6', COUNT: 8, BRIGHTNESS: 0.3 }),
      pin('chispa_neopixel_fill', 'GP6', {}, { COLOUR: color(0, 0, 0) }),
      forever(
        b(
          'controls_for',
          { VAR: v('i') },
          {
            FROM: num(0),
            TO: arithmetic('MINUS', pin('chispa_neopixel_count', 'GP6'), num(1)),
            BY: num(1),
            DO: [
              pin('chispa_neopixel_set', 'GP6', {}, { INDEX: get('i'), COLOUR: color(0, 80, 255) }),
              sleep(0.1),
            ],
          },
        ),
        pin('chispa_neopixel_fill', 'GP6', {}, { COLOUR: color(0, 0, 0) }),
      ),
    ),
  },
  {
    name: 'button-led',
    workspace: program(
      forever(
        ifThen(pin('chispa_button_pressed', 'GP14'), [ledSet('GP15', true)], [ledSet('GP15', false)]),
        sleep(0.01),
      ),
    ),
  },
  {
    name: 'potentiometer-servo',
    workspace: program(
      forever(
        pin(
          'chispa_servo_angle',
          'GP16',
          {},
          {
            ANGLE: b(
              'chispa_map_range',
              {},
              {
                VALUE: pin('chispa_pot_percent', 'GP26'),
                FROM_LOW: num(0),
                FROM_HIGH: num(100),
                TO_LOW: num(0),
                TO_HIGH: num(180),
              },
            ),
          },
        ),
        pin('chispa_pwm_write', 'GP15', {}, { DUTY: pin('chispa_pot_percent', 'GP26') }),
        sleep(0.02),
      ),
    ),
  },
  {
    name: 'night-light',
    workspace: program(
      forever(
        ifThen(
          compare('LT', pin('chispa_light_level', 'GP27'), num(30)),
          [ledSet('GP15', true)],
          [ledSet('GP15', false)],
        ),
        sleep(0.2),
      ),
    ),
  },
  {
    name: 'distance-alarm',
    workspace: program(
      forever(
        set('distancia', b('chispa_distance', { TRIGGER: 'GP2', ECHO: 'GP3' })),
        print(join(str('Distancia: '), get('distancia'), str(' cm'))),
        ifThen(compare('LT', get('distancia'), num(20)), [
          pin('chispa_buzzer_tone', 'GP18', {}, { FREQUENCY: num(880), SECONDS: num(0.2) }),
        ]),
        sleep(0.1),
      ),
    ),
  },
  {
    name: 'dht',
    workspace: program(
      forever(
        print(join(str('Temperatura: '), b('chispa_dht_read', { MEASURE: 'TEMPERATURE', PIN: 'GP15' }))),
        print(join(str('Humedad: '), b('chispa_dht_read', { MEASURE: 'HUMIDITY', PIN: 'GP15' }))),
        sleep(2),
      ),
    ),
  },
  {
    name: 'oled',
    workspace: program(
      set('cuenta', num(0)),
      forever(
        b('chispa_oled_clear'),
        b('chispa_oled_text', {}, { TEXT: str('Hola'), X: num(0), Y: num(0) }),
        b('chispa_oled_text', {}, { TEXT: get('cuenta'), X: num(0), Y: num(16) }),
        b('chispa_oled_pixel', {}, { X: num(64), Y: num(32) }),
        b('chispa_oled_show'),
        b('math_change', { VAR: v('cuenta') }, { DELTA: num(1) }),
        sleep(1),
      ),
    ),
  },
  {
    name: 'oled-setup',
    workspace: program(
      b('chispa_oled_setup', { SDA: 'GP0', SCL: 'GP1' }),
      b('chispa_oled_text', {}, { TEXT: str('Chispa'), X: num(0), Y: num(0) }),
      b('chispa_oled_show'),
    ),
  },
  {
    name: 'lcd',
    workspace: program(
      b('chispa_lcd_clear'),
      b('chispa_lcd_message', {}, { TEXT: str('Hola\nChispa') }),
      sleep(2),
      b('chispa_lcd_message', {}, { TEXT: num(42) }),
    ),
  },
  {
    name: 'lcd-setup',
    workspace: program(
      b('chispa_lcd_setup', { SDA: 'GP6', SCL: 'GP7' }),
      b('chispa_lcd_message', {}, { TEXT: str('Hola') }),
    ),
  },
  {
    name: 'seven-segment',
    workspace: program(
      b('chispa_segments_setup', {
        A: 'GP10',
        B: 'GP11',
        C: 'GP12',
        D: 'GP13',
        E: 'GP14',
        F: 'GP15',
        G: 'GP16',
      }),
      forever(
        b(
          'controls_for',
          { VAR: v('cifra') },
          {
            FROM: num(0),
            TO: num(9),
            BY: num(1),
            DO: [b('chispa_segments_digit', {}, { DIGIT: get('cifra') }), sleep(1)],
          },
        ),
      ),
    ),
  },
  {
    name: 'seven-segment-default-pins',
    workspace: program(b('chispa_segments_digit', {}, { DIGIT: num(7) })),
  },
  {
    name: 'keypad',
    workspace: program(
      b('chispa_keypad_setup', {
        R1: 'GP10',
        R2: 'GP11',
        R3: 'GP12',
        R4: 'GP13',
        C1: 'GP18',
        C2: 'GP19',
        C3: 'GP20',
        C4: 'GP21',
      }),
      forever(
        set('tecla', b('chispa_keypad_key')),
        ifThen(compare('NEQ', get('tecla'), b('logic_null')), [print(get('tecla'))]),
        print(b('lists_length', {}, { VALUE: b('chispa_keypad_keys') })),
        sleep(0.1),
      ),
    ),
  },
  {
    name: 'two-roles-one-pin',
    workspace: program(ledSet('GP15', true), print(pin('chispa_button_pressed', 'GP15'))),
  },
  {
    name: 'loose-and-disabled',
    oneWay: true,
    workspace: (() => {
      const workspace = program(
        ledSet('GP15', true),
        { ...sleep(1), disabledReasons: ['MANUALLY_DISABLED'] },
        ledSet('GP15', false),
      );
      workspace.blocks?.blocks.push({ ...ledSet('GP14', true), x: 300, y: 20 });
      return workspace;
    })(),
  },
  {
    name: 'board-led',
    workspace: program(forever(ledSet('LED', true), sleep(0.5), pin('chispa_led_toggle', 'LED'), sleep(0.5))),
  },
  {
    name: 'block-comments',
    workspace: program(
      withCommentIcon(b('chispa_neopixel_setup', { PIN: 'GP6', COUNT: 8, BRIGHTNESS: 0.3 }), 'la tira'),
      withCommentIcon(set('vueltas', num(0)), 'cuántas van'),
      b('chispa_comment', { TEXT: 'un comentario de línea' }),
      withCommentIcon(
        forever(
          withCommentIcon(ledSet('GP15', true), 'encender'),
          withCommentIcon(
            ifThen(compare('GT', get('vueltas'), num(3)), [
              withCommentIcon(pin('chispa_neopixel_fill', 'GP6', {}, { COLOUR: color(0, 0, 0) }), 'apagar'),
            ]),
            'después de tres',
          ),
          withCommentIcon(b('math_change', { VAR: v('vueltas') }, { DELTA: num(1) }), 'una más'),
          withCommentIcon(sleep(0.5), 'medio segundo # con almohadilla'),
        ),
        'para siempre',
      ),
    ),
  },
];
