import { create } from 'zustand';
import { appendConsole } from '../../code/console-text.ts';
import type { RunState } from '../../code/simulator/index.ts';

/** The program in the simulator and the board on the desk, as the workspace shows them. */
export interface RunStoreState {
  state: RunState;
  /** Simulator console: what the program printed, its traceback, our run markers. */
  console: string;
  /** The line of code.py the last traceback points at. */
  errorLine?: number;
  /** Set while the program waits in `input()`. */
  inputPrompt?: string;
  board: 'disconnected' | 'connecting' | 'connected';
  boardConsole: string;
}

export const useRunStore = create<RunStoreState>()(() => ({
  state: 'idle',
  console: '',
  board: 'disconnected',
  boardConsole: '',
}));

const { setState } = useRunStore;

export const appendSimulatorOutput = (text: string) =>
  setState((state) => ({ console: appendConsole(state.console, text) }));

export const appendBoardOutput = (text: string) =>
  setState((state) => ({ boardConsole: appendConsole(state.boardConsole, text) }));

export const clearSimulatorConsole = () => setState({ console: '' });
export const clearBoardConsole = () => setState({ boardConsole: '' });

export const isActive = (state: RunState): boolean =>
  state === 'starting' || state === 'running' || state === 'waiting-input';
