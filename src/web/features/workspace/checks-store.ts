import { create } from 'zustand';
import type { CircuitWarning } from '../../../domain/circuit/checks.ts';
import type { BoardDrive } from '../../../domain/circuit/simulation.ts';

/** The circuit checks' findings for the open project, and the pins the running program drives. */
interface ChecksState {
  warnings: readonly CircuitWarning[];
  /** While running: pins in output, PWM or NeoPixel mode, sorted; empty otherwise. */
  drivenPins: readonly string[];
}

export const useChecksStore = create<ChecksState>()(() => ({ warnings: [], drivenPins: [] }));

export const setWarnings = (warnings: readonly CircuitWarning[]) => useChecksStore.setState({ warnings });

/** Follows the program's pins; the checks run again only when the set of driven pins changes. */
export const setDrivenPins = (drive: BoardDrive) => {
  const pins = Object.entries(drive)
    .filter(([, d]) => d.mode !== 'input')
    .map(([pin]) => pin)
    .sort();
  const current = useChecksStore.getState().drivenPins;
  if (pins.length !== current.length || pins.some((pin, i) => pin !== current[i])) {
    useChecksStore.setState({ drivenPins: pins });
  }
};

export const clearDrivenPins = () => setDrivenPins({});
