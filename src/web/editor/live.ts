import { create } from 'zustand';
import type { CircuitOutputs } from '../../domain/circuit/simulation.ts';
import type { DeviceView } from '../../domain/devices/device.ts';

/**
 * What a running program shows on the canvas, and how the canvas talks back to it. The editor
 * knows nothing of the simulator: whoever runs the code writes here (`showLive`), and the parts
 * read their share and report the user's presses and turns through `onPartInput`.
 */
export interface LiveState {
  isRunning: boolean;
  outputs: CircuitOutputs;
  /** The board's own LED (the Pico's GP25). */
  isBoardLedOn: boolean;
  /** What the devices show (a display's memory, a segment's glow), by part id. */
  views: Readonly<Record<string, DeviceView>>;
  /**
   * Where an input's new value goes while running: by part id (button 1/0, potentiometer 0–1…)
   * or by a device control's key (`keypad1.keys`, `enc1.turns`).
   */
  onPartInput?: (key: string, value: number) => void;
}

const NO_VIEWS: Readonly<Record<string, DeviceView>> = Object.freeze({});

export const NO_OUTPUTS: CircuitOutputs = Object.freeze({
  leds: {},
  rgbLeds: {},
  servos: {},
  buzzers: {},
  neopixels: {},
  rings: {},
}) as CircuitOutputs;

export const useLiveStore = create<LiveState>()(() => ({
  isRunning: false,
  outputs: NO_OUTPUTS,
  isBoardLedOn: false,
  views: NO_VIEWS,
}));

export const startLive = (onPartInput: (key: string, value: number) => void) =>
  useLiveStore.setState({
    isRunning: true,
    onPartInput,
    outputs: NO_OUTPUTS,
    isBoardLedOn: false,
    views: NO_VIEWS,
  });

export const showLive = (outputs: CircuitOutputs, isBoardLedOn: boolean) =>
  useLiveStore.setState({ outputs, isBoardLedOn });

export const showLiveViews = (views: Readonly<Record<string, DeviceView>>) =>
  useLiveStore.setState({ views });

/** Back to drawing: parts go dark and stop reporting input. */
export const endLive = () =>
  useLiveStore.setState({
    isRunning: false,
    onPartInput: undefined,
    outputs: NO_OUTPUTS,
    isBoardLedOn: false,
    views: NO_VIEWS,
  });
