/** The CircuitPython simulator: a session on the page, MicroPython with our shims in a worker. */
export { type RunState, type SimulatorEvents, SimulatorSession } from './session.ts';
export type { ProgramError } from '../../../domain/simulator/traceback.ts';
