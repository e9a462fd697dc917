import { create } from 'zustand';
import type { ErrorHint } from '../../../domain/code/error-hints.ts';
import { appendConsole } from '../../code/console-text.ts';
import { PlotBuffer } from '../../code/plotter/plot-buffer.ts';
import type { RunState } from '../../code/simulator/index.ts';

/** The program in the simulator and the board on the desk, as the workspace shows them. */
export interface RunStoreState {
  state: RunState;
  /** Simulator console: what the program printed, its traceback, our run markers. */
  console: string;
  /** How the run the console shows ended; its hints go with the console, not with the status chip. */
  outcome?: 'finished' | 'error' | 'stopped';
  /** The hint under the traceback (or after Stop), in the student's language. */
  hint?: ErrorHint;
  /** The line of code.py the last traceback points at. */
  errorLine?: number;
  /**
   * The line of code.py the running program reached last, when the run was asked to report lines
   * (`run(code, { traceLines })`, the Blocks view's runs); null otherwise and once the run ends.
   */
  runningLine?: number | null;
  /** Set while the program waits in `input()`. */
  inputPrompt?: string;
  board: 'disconnected' | 'connecting' | 'connected';
  boardConsole: string;
  /** A program on its way to a MicroPython board: bytes of it sent so far. */
  upload?: { sent: number; total: number };
  /** The console tab shown: an upload brings the board's forward. */
  consoleTab: ConsoleTab;
}

export type ConsoleTab = 'simulator' | 'board' | 'plotter' | 'checks';

export const useRunStore = create<RunStoreState>()(() => ({
  state: 'idle',
  console: '',
  board: 'disconnected',
  boardConsole: '',
  consoleTab: 'simulator',
}));

const { setState } = useRunStore;

/** The numbers the simulated program prints as tuples, for the plotter (outside React: it fills fast). */
export const simulatorPlot = new PlotBuffer();

export const appendSimulatorOutput = (text: string) => {
  simulatorPlot.write(text);
  setState((state) => ({ console: appendConsole(state.console, text) }));
};

export const appendBoardOutput = (text: string) =>
  setState((state) => ({ boardConsole: appendConsole(state.boardConsole, text) }));

export const clearSimulatorConsole = () => setState({ console: '', outcome: undefined, hint: undefined });
export const clearBoardConsole = () => setState({ boardConsole: '' });

export const isActive = (state: RunState): boolean =>
  state === 'starting' || state === 'running' || state === 'waiting-input';

/** How a state ends a run, or undefined while it has not ended. */
export const outcomeOf = (state: RunState): RunStoreState['outcome'] =>
  state === 'finished' || state === 'error' || state === 'stopped' ? state : undefined;

/** The code changed: an ended run's status (Error, Finished, Stopped) no longer describes it. */
export const resetEndedStatus = () =>
  setState((current) =>
    isActive(current.state) || current.state === 'idle' ? current : { state: 'idle', errorLine: undefined },
  );
