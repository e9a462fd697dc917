import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { controlKey } from '../../domain/devices/registry.ts';
import { hasDeviceView } from './device-views.ts';
import { type LiveState, useLiveStore } from './live.ts';
import { hasSensorControls } from './sensor-types.ts';

type LiveProps = Readonly<Record<string, unknown>>;

const NONE: LiveProps = Object.freeze({});

const scale = (rgb: readonly number[] | undefined, max: number) => ({
  r: (rgb?.[0] ?? 0) / max,
  g: (rgb?.[1] ?? 0) / max,
  b: (rgb?.[2] ?? 0) / max,
});

/**
 * The element properties a running program sets on a part, in @wokwi/elements' names: an LED's
 * `value` and `brightness`, a servo's `angle`, a NeoPixel's `r`/`g`/`b` (0–1)… Flat and shallow
 * compared, so a part re-renders only when what it shows changes.
 */
/** What output parts show when no program runs: dark, silent, at rest. */
const AT_REST: Readonly<Record<string, LiveProps>> = {
  'wokwi-led': { value: false, brightness: 0 },
  'wokwi-rgb-led': { ledRed: 0, ledGreen: 0, ledBlue: 0 },
  'wokwi-servo': { angle: 0 },
  'wokwi-buzzer': { hasSignal: false },
  'wokwi-neopixel': { r: 0, g: 0, b: 0 },
};

/** The element properties a part shows with no program running (a dark LED, a still servo). */
export const restingPropsOf = (type: string): LiveProps => AT_REST[type] ?? NONE;

/** Whether a running program changes how this part looks or reads it: such parts are drawn live then. */
export const isLiveType = (type: string): boolean =>
  Object.hasOwn(AT_REST, type) ||
  isInteractiveType(type) ||
  hasDeviceView(type) ||
  type === 'wokwi-led-ring' ||
  hasSensorControls(type);

const livePropsOf = (state: LiveState, partId: string, type: string): LiveProps => {
  if (!state.isRunning) return restingPropsOf(type);
  const { outputs } = state;
  switch (type) {
    case 'wokwi-led': {
      const brightness = outputs.leds[partId] ?? 0;
      return { value: brightness > 0, brightness: brightness > 0 ? Math.max(brightness, 0.05) : 0 };
    }
    case 'wokwi-rgb-led': {
      const [ledRed = 0, ledGreen = 0, ledBlue = 0] = outputs.rgbLeds[partId] ?? [];
      return { ledRed, ledGreen, ledBlue };
    }
    case 'wokwi-servo':
      return { angle: outputs.servos[partId] ?? 0 };
    case 'wokwi-buzzer':
      return { hasSignal: (outputs.buzzers[partId] ?? null) !== null };
    case 'wokwi-neopixel':
      return scale(outputs.neopixels[partId], 255);
    default:
      return NONE;
  }
};

export const useLiveProps = (partId: string | undefined, type: string): LiveProps =>
  useLiveStore(useShallow((state) => (partId === undefined ? NONE : livePropsOf(state, partId, type))));

const valueOfTarget = (event: Event) => (event.currentTarget as { value?: unknown } | null)?.value;

/** The DOM events by which a user operates an input part, and the value each one reports. */
const INPUT_EVENTS: Readonly<Record<string, readonly [string, (event: Event) => number][]>> = {
  'wokwi-pushbutton': [
    ['button-press', () => 1],
    ['button-release', () => 0],
  ],
  'wokwi-pushbutton-6mm': [
    ['button-press', () => 1],
    ['button-release', () => 0],
  ],
  // The element's own value, not the event's detail: its inner range input's native `input`
  // event crosses the shadow boundary too, with no detail.
  'wokwi-slide-switch': [['input', (event) => Number(valueOfTarget(event)) || 0]],
  // The knob reports 0–1023; the circuit takes the fraction of its travel.
  'wokwi-potentiometer': [['input', (event) => Number(valueOfTarget(event)) / 1023]],
};

/**
 * Device parts report through their controls (`<part id>.<control>`), and some keep a running
 * value between events: the keys held on a keypad, the detents an encoder has turned.
 */
type ControlReport = (event: Event, held: Map<string, number>) => readonly (readonly [string, number])[];

const detailOf = (event: Event) => (event as CustomEvent<{ row?: number; column?: number }>).detail;
const numberOf = (element: EventTarget | null, property: string) =>
  Number((element as Record<string, unknown> | null)?.[property]) || 0;
const step = (held: Map<string, number>, control: string, by: number) => {
  const value = (held.get(control) ?? 0) + by;
  held.set(control, value);
  return [[control, value]] as const;
};

const CONTROL_EVENTS: Readonly<Record<string, readonly [string, ControlReport][]>> = {
  // A bit per key (row × 4 + column), so that two keys can be held at once.
  'wokwi-membrane-keypad': [
    [
      'button-press',
      (event, held) => {
        const { row = 0, column = 0 } = detailOf(event) ?? {};
        const keys = (held.get('keys') ?? 0) | (1 << (row * 4 + column));
        held.set('keys', keys);
        return [['keys', keys]];
      },
    ],
    [
      'button-release',
      (event, held) => {
        const { row = 0, column = 0 } = detailOf(event) ?? {};
        const keys = (held.get('keys') ?? 0) & ~(1 << (row * 4 + column));
        held.set('keys', keys);
        return [['keys', keys]];
      },
    ],
  ],
  'wokwi-ky-040': [
    ['rotate-cw', (_event, held) => step(held, 'turns', 1)],
    ['rotate-ccw', (_event, held) => step(held, 'turns', -1)],
    ['button-press', () => [['press', 1]]],
    ['button-release', () => [['press', 0]]],
  ],
  // The stick reports −1…1 on each axis; one event moves both. The element counts left as
  // positive (its ArrowLeft sets xValue 1); the device model counts right, as a person reads a
  // stick, so x turns round here.
  'wokwi-analog-joystick': [
    [
      'input',
      (event) => [
        ['x', -numberOf(event.currentTarget, 'xValue')],
        ['y', numberOf(event.currentTarget, 'yValue')],
      ],
    ],
    ['button-press', () => [['press', 1]]],
    ['button-release', () => [['press', 0]]],
  ],
  'wokwi-slide-potentiometer': [['input', (event) => [['value', numberOf(event.currentTarget, 'value')]]]],
};

const JOYSTICK = 'wokwi-analog-joystick';

/**
 * The joystick's shaft follows a drag, as a thumb moves it: anywhere on the knob but its centre
 * (which presses), to any point of the circle, and back to the middle when let go. Wokwi's element
 * only offers its four arrows and the keys; the drag sets the same `xValue`/`yValue` and sends the
 * same `input` event, so the knob is drawn where the pointer holds it.
 */
const followDrags = (element: HTMLElement) => {
  const stick = element as HTMLElement & { xValue: number; yValue: number };
  const moveTo = (x: number, y: number) => {
    stick.xValue = x;
    stick.yValue = y;
    stick.dispatchEvent(new InputEvent('input'));
  };
  let knob: DOMRect | null = null;
  const follow = (event: PointerEvent) => {
    if (!knob) return;
    const radius = knob.width / 2 || 1;
    let dx = (event.clientX - (knob.left + radius)) / radius;
    let dy = (event.clientY - (knob.top + knob.height / 2)) / radius;
    const length = Math.hypot(dx, dy);
    if (length > 1) {
      dx /= length;
      dy /= length;
    }
    // The element's sense: left and up positive.
    moveTo(Math.round(-dx * 100) / 100 || 0, Math.round(-dy * 100) / 100 || 0);
  };
  const grab = (event: PointerEvent) => {
    const root = element.shadowRoot;
    const button = root?.querySelector('g.controls circle');
    if (!root || (button && event.composedPath().includes(button))) return;
    knob = root.querySelector('#knob')?.getBoundingClientRect() ?? null;
    if (!knob) return;
    element.setPointerCapture(event.pointerId);
    follow(event);
  };
  const letGo = () => {
    if (!knob) return;
    knob = null;
    moveTo(0, 0);
  };
  const listening = new AbortController();
  const { signal } = listening;
  element.addEventListener('pointerdown', grab, { signal });
  element.addEventListener('pointermove', follow, { signal });
  element.addEventListener('pointerup', letGo, { signal });
  element.addEventListener('pointercancel', letGo, { signal });
  return () => listening.abort();
};

export const isInteractiveType = (type: string): boolean =>
  Object.hasOwn(INPUT_EVENTS, type) || Object.hasOwn(CONTROL_EVENTS, type);

/** While a program runs, reports the user's presses and turns of this part's element to it. */
export const useLiveInput = (partId: string | undefined, type: string, element: HTMLElement | null) => {
  const onPartInput = useLiveStore((state) => state.onPartInput);
  useEffect(() => {
    const controls = CONTROL_EVENTS[type];
    if (!partId || !element || !onPartInput || !controls) return;
    const held = new Map<string, number>();
    const listeners = controls.map(([eventName, report]) => {
      const listener = (event: Event) => {
        for (const [control, value] of report(event, held)) onPartInput(controlKey(partId, control), value);
      };
      element.addEventListener(eventName, listener);
      return [eventName, listener] as const;
    });
    return () => {
      for (const [eventName, listener] of listeners) element.removeEventListener(eventName, listener);
    };
  }, [partId, type, element, onPartInput]);
  useEffect(() => {
    if (type !== JOYSTICK || !element || !onPartInput) return;
    return followDrags(element);
  }, [type, element, onPartInput]);
  useEffect(() => {
    const events = INPUT_EVENTS[type];
    if (!partId || !element || !onPartInput || !events) return;
    const listeners = events.map(([eventName, readValue]) => {
      const listener = (event: Event) => onPartInput(partId, readValue(event));
      element.addEventListener(eventName, listener);
      return [eventName, listener] as const;
    });
    return () => {
      for (const [eventName, listener] of listeners) element.removeEventListener(eventName, listener);
    };
  }, [partId, type, element, onPartInput]);
};

export const useIsRunning = (): boolean => useLiveStore((state) => state.isRunning);
export const useIsBoardLedOn = (): boolean => useLiveStore((state) => state.isRunning && state.isBoardLedOn);
