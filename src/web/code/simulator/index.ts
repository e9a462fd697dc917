/** The CircuitPython simulator: a session on the page, MicroPython with our shims in a worker. */

export type { ProgramError } from '../../../domain/simulator/traceback.ts';
export { type RunState, type SimulatorEvents, SimulatorSession, type StartOptions } from './session.ts';
