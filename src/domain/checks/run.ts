import { simulatedDiagram } from '../circuit/board-inside.ts';
import type { Diagram } from '../circuit/diagram.ts';
import { buildNetlist, type Netlist, readDigital } from '../circuit/netlist.ts';
import { isHigh, levelsOf, rootOfIn, voltsIn } from '../circuit/netlist-levels.ts';
import type { BoardDrive, PartInputs } from '../circuit/simulation.ts';
import { type CodeLanguage, languageOf } from '../code/language.ts';
import type { DeviceView } from '../devices/device.ts';
import { type Clock, createVirtualClock } from '../simulator/clock.ts';
import { createHardware, type HardwareBridge } from '../simulator/hardware.ts';
import { LANGUAGE_SHIMS } from '../simulator/languages.ts';
import { createRuntime, type LoadMicroPython } from '../simulator/runtime.ts';
import type { ProgramError } from '../simulator/traceback.ts';
import { type ControlTarget, controlTargetOf } from './controls.ts';
import type { Level, Scenario, ScenarioStep } from './scenario.ts';

/**
 * Runs a behaviour check (issue 25): a code.py on its circuit, in the same MicroPython runtime,
 * board bridge and netlist as the browser's simulator, on a virtual clock, with the scenario's
 * steps played against it. The program runs until it sleeps; a sleep moves the clock, and the
 * scenario's steps due by then are decided from what was recorded — every change of the board's
 * drive and of the controls, with its simulated time — so "within 100 ms" is decided exactly and
 * the same program gives the same verdict every run. Nothing here reads the wall clock.
 *
 * Budgets: simulated time (`budgetMs`); each call into the board costs `callCostUs` of simulated
 * time, as the interpreter's own time would on a Pico, so a loop that polls without sleeping
 * still reaches the budget. A loop that never calls the board at all (`while True: pass`) can only
 * be ended from outside: the host runs this in a worker it terminates after its CPU budget.
 */

export const DEFAULT_BUDGET_MS = 30_000;
export const DEFAULT_CALL_COST_US = 50;
/** The trace kept with a result: the first board pin changes, enough to see what happened. */
export const TRACE_LIMIT = 200;
/** The serial output kept with a result (its start). */
export const OUTPUT_LIMIT = 4000;
/** Serial output searched by `wait-serial`; older text is dropped past this. */
const SERIAL_WINDOW = 256 * 1024;

export type StepStatus = 'passed' | 'failed' | 'done' | 'not-reached';

/** Why a step failed, for the page to word in the student's language. */
export type FailReason =
  | 'pin' // expect-pin read the other level
  | 'pin-timeout' // wait-pin: the level did not come within the timeout
  | 'serial' // wait-serial: the text never came (the budget ran out or the program ended)
  | 'no-part' // the step names a part the circuit does not have
  | 'no-control' // set-control names a control the part does not have
  | 'budget'; // the simulated time ran out before the step could be decided

export interface StepResult {
  /** From 0, as in the scenario. */
  index: number;
  type: ScenarioStep['type'];
  name?: string;
  status: StepStatus;
  /** Simulated ms at which the step was decided. */
  at?: number;
  /** What the step is worth when it checks something (its `points`, else 1); 0 for actions. */
  possible: number;
  awarded: number;
  reason?: FailReason;
  /** expect-pin / wait-pin: the level read when it failed. */
  got?: Level;
}

export interface PinChange {
  /** Simulated ms. */
  t: number;
  /** The board's pin (`GP15`). */
  pin: string;
  level: Level;
}

export interface CheckResult {
  /** passed: every checking step passed and every action was done. */
  status: 'passed' | 'failed';
  steps: StepResult[];
  awarded: number;
  possible: number;
  /** Simulated ms when the run ended. */
  endedAt: number;
  /** How code.py ended: still running when the scenario was over, finished, or an error. */
  program: 'running' | 'finished' | 'error';
  error?: ProgramError;
  trace: PinChange[];
  /** The start of what the program printed. */
  output: string;
}

export interface CheckRunOptions {
  loadMicroPython: LoadMicroPython;
  wasmUrl?: string;
  code: string;
  diagram: Diagram;
  /** The program's language; by default the diagram's (its board's `env`). */
  language?: CodeLanguage;
  scenario: Scenario;
  budgetMs?: number;
  callCostUs?: number;
}

/** Thrown from the board's calls to end the program: the scenario is over or the budget spent. */
class StopProgram extends Error {}

const CHECKING: ReadonlySet<ScenarioStep['type']> = new Set(['expect-pin', 'wait-pin', 'wait-serial']);

const possibleOf = (step: ScenarioStep): number =>
  CHECKING.has(step.type) ? ('points' in step && step.points !== undefined ? step.points : 1) : 0;

/** The level a part's pin reads (`led1:A`, or a board pin when the part is the board). */
const partPinLevel = (
  netlist: Netlist,
  drive: BoardDrive,
  inputs: PartInputs,
  partId: string,
  pin: string,
): Level | undefined => {
  if (partId === netlist.board) return readDigital(netlist, drive, inputs, pin) ? 1 : 0;
  const net = netlist.pinNets.get(`${partId}:${pin}`);
  if (net === undefined) return undefined;
  const levels = levelsOf(netlist, drive, inputs);
  const volts = voltsIn(levels, net) ?? levels.pulled[rootOfIn(levels, net)];
  return isHigh(volts) ? 1 : 0;
};

/** A board pin's digital level under a drive: what the trace records. */
const driveLevel = (drive: BoardDrive[string] | undefined): Level | undefined => {
  if (drive === undefined) return undefined;
  if (drive.mode === 'output') return drive.value ? 1 : 0;
  if (drive.mode === 'pwm') return drive.duty > 0 ? 1 : 0;
  return undefined;
};

interface State {
  t: number;
  drive: BoardDrive;
  inputs: PartInputs;
}

export const runCheck = async (options: CheckRunOptions): Promise<CheckResult> => {
  const { scenario } = options;
  // A BitDogLab runs as a Pico with its insides: `set-control` reaches `bdl1/joystick`, `bdl1/buttonA`.
  const diagram = simulatedDiagram(options.diagram);
  const budget = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const callCost = (options.callCostUs ?? DEFAULT_CALL_COST_US) / 1000;
  const netlist = buildNetlist(diagram);
  const clock = createVirtualClock();
  const partIds = new Set(diagram.parts.map((part) => part.id));

  // What happened, with its simulated time: the states (drive and controls), the serial output.
  let inputs: PartInputs = {};
  let drive: BoardDrive = {};
  const history: State[] = [{ t: 0, drive, inputs }];
  const record = () => {
    const last = history[history.length - 1] as State;
    if (last.t === clock.now()) history[history.length - 1] = { t: last.t, drive, inputs };
    else history.push({ t: clock.now(), drive, inputs });
  };
  /** The index of the last state at or before `t` (history is in time order): a binary search, as a busy loop records many. */
  const indexAt = (t: number): number => {
    let low = 0;
    let high = history.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((history[middle] as State).t <= t) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const stateAt = (t: number): State => history[indexAt(t)] as State;
  const trace: PinChange[] = [];
  let serial = '';
  let serialDropped = 0;
  const serialEnds: { t: number; end: number }[] = [];
  let output = '';
  let headerSkipped = false;
  const lines: string[] = [];

  // The scenario's progress.
  const steps = scenario.steps;
  const results: StepResult[] = steps.map((step, index) => ({
    index,
    type: step.type,
    ...(step.name === undefined ? {} : { name: step.name }),
    status: 'not-reached',
    possible: possibleOf(step),
    awarded: 0,
  }));
  let current = 0;
  let stepStart = 0;
  let serialFrom = 0;

  const finish = (status: StepStatus, at: number, extra: Partial<StepResult> = {}) => {
    const result = results[current] as StepResult;
    Object.assign(result, { status, at, ...extra });
    if (status === 'passed') result.awarded = result.possible;
    current++;
    stepStart = at;
  };

  const levelAt = (partId: string, pin: string, t: number) => {
    const state = stateAt(t);
    return partPinLevel(netlist, state.drive, state.inputs, partId, pin);
  };

  /** When `text` is in the serial output after `serialFrom`, the time its last character came. */
  const serialMatch = (text: string): { t: number; next: number } | undefined => {
    const at = serial.indexOf(text, serialFrom - serialDropped);
    if (at < 0) return undefined;
    const end = serialDropped + at + text.length;
    const chunk = serialEnds.find((entry) => entry.end >= end);
    return { t: chunk?.t ?? clock.now(), next: end };
  };

  const applyControl = (target: ControlTarget, value: number) => {
    inputs = { ...inputs, [target.key]: Math.min(target.max, Math.max(target.min, value)) };
  };

  /**
   * Plays the scenario up to simulated time `until`: the program is not running meanwhile (it
   * sleeps, or it has ended). `programDone` decides waits that can no longer be met.
   */
  const advance = (until: number, programDone = false) => {
    while (current < steps.length) {
      const step = steps[current] as ScenarioStep;
      switch (step.type) {
        case 'delay': {
          const end = stepStart + step.duration.ms;
          if (end > until) return;
          finish('done', end);
          break;
        }
        case 'set-control': {
          const target = partIds.has(step.partId)
            ? controlTargetOf(diagram, step.partId, step.control)
            : undefined;
          if (!partIds.has(step.partId)) finish('failed', stepStart, { reason: 'no-part' });
          else if (target === undefined) finish('failed', stepStart, { reason: 'no-control' });
          else {
            // The control moves at the step's time, which may lie before the program's present.
            const at = stepStart;
            applyControl(target, step.value);
            const value = inputs[target.key] as number;
            history.push({ ...stateAt(at), t: at });
            history.sort((a, b) => a.t - b.t);
            for (const state of history)
              if (state.t >= at) state.inputs = { ...state.inputs, [target.key]: value };
            finish('done', at);
          }
          break;
        }
        case 'write-serial': {
          const data = typeof step.data === 'string' ? step.data : String.fromCharCode(...step.data);
          lines.push(...data.split(/\r?\n/).filter((line, i, all) => line !== '' || i < all.length - 1));
          finish('done', stepStart);
          break;
        }
        case 'expect-pin': {
          const got = levelAt(step.partId, step.pin, stepStart);
          if (got === undefined) finish('failed', stepStart, { reason: 'no-part' });
          else if (got === step.value) finish('passed', stepStart);
          else finish('failed', stepStart, { reason: 'pin', got });
          break;
        }
        case 'wait-pin': {
          const deadline = stepStart + step.timeout.ms;
          const limit = Math.min(until, deadline);
          const first = levelAt(step.partId, step.pin, stepStart);
          if (first === undefined) {
            finish('failed', stepStart, { reason: 'no-part' });
            break;
          }
          // The step's start, then each recorded change up to the limit, first match wins.
          let hit: number | undefined;
          for (let i = indexAt(stepStart); i < history.length; i++) {
            const t = Math.max(stepStart, (history[i] as State).t);
            if (t > limit) break;
            if (levelAt(step.partId, step.pin, t) === step.value) {
              hit = t;
              break;
            }
          }
          if (hit !== undefined) finish('passed', hit);
          else if (deadline <= until) {
            finish('failed', deadline, {
              reason: 'pin-timeout',
              got: levelAt(step.partId, step.pin, deadline),
            });
          } else return;
          break;
        }
        case 'wait-serial': {
          const match = serialMatch(step.text);
          if (match !== undefined) {
            serialFrom = match.next;
            finish('passed', Math.max(stepStart, match.t));
          } else if (programDone || until >= budget) {
            finish('failed', Math.min(budget, programDone ? Math.max(stepStart, clock.now()) : budget), {
              reason: 'serial',
            });
          } else return;
          break;
        }
      }
    }
  };

  const over = () => current >= steps.length;
  let stopped = false;
  const stop = (): never => {
    stopped = true;
    throw new StopProgram();
  };

  const guardedClock: Clock = {
    now: clock.now,
    sleep: (ms) => {
      if (stopped) stop();
      const target = clock.now() + Math.max(0, ms);
      advance(Math.min(target, budget));
      if (over()) {
        clock.advance(Math.max(0, Math.min(target, stepStart) - clock.now()));
        stop();
      }
      if (target > budget) {
        clock.advance(budget - clock.now());
        stop();
      }
      clock.sleep(ms);
    },
  };

  const hardware = createHardware({
    netlist,
    diagram,
    inputs: () => inputs,
    clock: guardedClock,
    onDrive: (next) => {
      for (const pin of new Set([...Object.keys(drive), ...Object.keys(next)])) {
        const level = driveLevel(next[pin]);
        if (level !== undefined && level !== driveLevel(drive[pin]) && trace.length < TRACE_LIMIT) {
          trace.push({ t: clock.now(), pin, level });
        }
      }
      drive = next;
      record();
    },
    onViews: (_views: Record<string, DeviceView>) => {},
  });

  const bridge = Object.fromEntries(
    Object.entries(hardware.bridge).map(([name, call]) => [
      name,
      (...args: unknown[]) => {
        if (stopped) stop();
        if (name !== 'sleep') {
          clock.advance(callCost);
          if (clock.now() >= budget) stop();
          advance(clock.now());
          if (over()) stop();
        }
        return (call as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as HardwareBridge;

  const language = options.language ?? languageOf(options.diagram);
  const runtime = await createRuntime({
    loadMicroPython: options.loadMicroPython,
    wasmUrl: options.wasmUrl,
    language,
    hardware: bridge,
    write: (text) => {
      // What the board prints once the check stopped it (the stop's traceback) is not the program's.
      if (stopped) return;
      if (!headerSkipped) {
        headerSkipped = true;
        if (text.startsWith(LANGUAGE_SHIMS[language].start)) return;
      }
      if (output.length < OUTPUT_LIMIT) output += text.slice(0, OUTPUT_LIMIT - output.length);
      serial += text;
      serialEnds.push({ t: clock.now(), end: serialDropped + serial.length });
      if (serial.length > SERIAL_WINDOW) {
        const cut = serial.length - SERIAL_WINDOW / 2;
        serial = serial.slice(cut);
        serialDropped += cut;
        // The ends of dropped text go too: `serialMatch` only looks for text still held.
        const kept = serialEnds.findIndex((entry) => entry.end > serialDropped);
        serialEnds.splice(0, kept === -1 ? serialEnds.length : kept);
        serialFrom = Math.max(serialFrom, serialDropped);
      }
    },
    readLine: () => {
      // input() waits while the scenario goes on; the program resumes at the next write-serial.
      advance(clock.now());
      while (lines.length === 0) {
        if (stopped || over()) stop();
        const step = steps[current] as ScenarioStep;
        const due =
          step.type === 'delay'
            ? stepStart + step.duration.ms
            : step.type === 'wait-pin'
              ? stepStart + step.timeout.ms
              : budget;
        clock.advance(Math.max(0, Math.min(due, budget) - clock.now()));
        advance(clock.now());
        if (lines.length === 0 && clock.now() >= budget) stop();
      }
      return lines.shift() ?? '';
    },
  });

  const ran = runtime.run(options.code);
  const stoppedByUs = stopped;
  const program: CheckResult['program'] = stoppedByUs
    ? 'running'
    : ran.status === 'error'
      ? 'error'
      : 'finished';
  if (!over()) {
    // The program ended (or was stopped at the budget): the rest is decided on what it left.
    advance(budget, true);
  }
  const awarded = results.reduce((sum, step) => sum + step.awarded, 0);
  const possible = results.reduce((sum, step) => sum + step.possible, 0);
  return {
    status: results.every((step) => step.status === 'passed' || step.status === 'done') ? 'passed' : 'failed',
    steps: results,
    awarded,
    possible,
    endedAt: Math.min(clock.now(), budget),
    program,
    ...(program === 'error' && ran.error ? { error: ran.error } : {}),
    trace,
    output,
  };
};
