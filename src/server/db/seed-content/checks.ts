import type { StoredCheck } from '../schema/index.ts';

/**
 * The demo's behaviour checks (issue 25), by activity: each passes on its activity's template and
 * fails on a mistake students make (checks.test.ts runs both). Written as a tutor would in the
 * check editor, in Wokwi's scenario format with our `wait-pin` and `points`.
 */

const BLINK: StoredCheck = {
  id: 'seed-blink-1hz',
  hidden: false,
  yaml: `name: Parpadea a 1 Hz
version: 1
steps:
  - delay: 250ms
  - expect-pin: { part-id: led1, pin: A, value: 1, points: 2 }
  - delay: 500ms
  - expect-pin: { part-id: led1, pin: A, value: 0, points: 2 }
  - delay: 500ms
  - expect-pin: { part-id: led1, pin: A, value: 1, points: 2 }
  - delay: 500ms
  - expect-pin: { part-id: led1, pin: A, value: 0, points: 2 }
`,
};

const BUTTON: StoredCheck = {
  id: 'seed-button-100ms',
  hidden: false,
  yaml: `name: El pulsador enciende el LED en menos de 100 ms
version: 1
steps:
  - delay: 50ms
  - expect-pin: { part-id: led1, pin: A, value: 0, points: 2 }
  - set-control: { part-id: btn1, control: pressed, value: 1 }
  - wait-pin: { part-id: led1, pin: A, value: 1, timeout: 100ms, points: 4 }
  - set-control: { part-id: btn1, control: pressed, value: 0 }
  - wait-pin: { part-id: led1, pin: A, value: 0, timeout: 100ms, points: 4 }
`,
};

const ALARM_VISIBLE: StoredCheck = {
  id: 'seed-alarm-near',
  hidden: false,
  yaml: `name: Suena cuando algo está a menos de 20 cm
version: 1
steps:
  - set-control: { part-id: sonar, control: distance, value: 100 }
  - delay: 400ms
  - expect-pin: { part-id: pico, pin: GP18, value: 0, points: 2 }
  - set-control: { part-id: sonar, control: distance, value: 10 }
  - wait-pin: { part-id: pico, pin: GP18, value: 1, timeout: 400ms, points: 4 }
`,
};

/** Hidden: whether the alarm stops once the way is clear again. */
const ALARM_HIDDEN: StoredCheck = {
  id: 'seed-alarm-clear',
  hidden: true,
  yaml: `name: Se calla cuando el camino queda libre
version: 1
steps:
  - set-control: { part-id: sonar, control: distance, value: 10 }
  - delay: 500ms
  - set-control: { part-id: sonar, control: distance, value: 150 }
  - delay: 600ms
  - expect-pin: { part-id: pico, pin: GP18, value: 0, points: 4 }
  - delay: 300ms
  - expect-pin: { part-id: pico, pin: GP18, value: 0 }
`,
};

export const SEED_CHECKS: Readonly<Record<string, readonly StoredCheck[]>> = {
  activity_led_parpadeo: [BLINK],
  activity_pulsador_led: [BUTTON],
  activity_alarma_proximidad: [ALARM_VISIBLE, ALARM_HIDDEN],
};
