import { create } from 'zustand';
import type { CircuitOutputs } from '../../domain/circuit/simulation.ts';

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
  /** Where an input part's new value goes while running (button 1/0, potentiometer 0–1…). */
  onPartInput?: (partId: string, value: number) => void;
}

export const NO_OUTPUTS: CircuitOutputs = Object.freeze({
  leds: {},
  rgbLeds: {},
  servos: {},
  buzzers: {},
  neopixels: {},
}) as CircuitOutputs;

export const useLiveStore = create<LiveState>()(() => ({
  isRunning: false,
  outputs: NO_OUTPUTS,
  isBoardLedOn: false,
}));

export const startLive = (onPartInput: (partId: string, value: number) => void) =>
  useLiveStore.setState({ isRunning: true, onPartInput, outputs: NO_OUTPUTS, isBoardLedOn: false });

export const showLive = (outputs: CircuitOutputs, isBoardLedOn: boolean) =>
  useLiveStore.setState({ outputs, isBoardLedOn });

/** Back to drawing: parts go dark and stop reporting input. */
export const endLive = () =>
  useLiveStore.setState({
    isRunning: false,
    onPartInput: undefined,
    outputs: NO_OUTPUTS,
    isBoardLedOn: false,
  });
