import { useCallback, useEffect, useRef } from 'react';
import { simulatedDiagram } from '../../../domain/circuit/board-inside.ts';
import { checkCircuit } from '../../../domain/circuit/checks.ts';
import type { Diagram } from '../../../domain/circuit/diagram.ts';
import { buildNetlist, computeOutputs, type Netlist } from '../../../domain/circuit/netlist.ts';
import type { BoardDrive, PartInputs } from '../../../domain/circuit/simulation.ts';
import { languageOf } from '../../../domain/code/language.ts';
import { controlKey, deviceDefinitionOf } from '../../../domain/devices/registry.ts';
import { BuzzerSound } from '../../code/buzzer-sound.ts';
import { hintForTraceback, STOPPED_HINT } from '../../code/error-vocabulary.ts';
import type { SimulatorSession } from '../../code/simulator/index.ts';
import {
  endLive,
  getDiagram,
  showLive,
  showLiveViews,
  startLive,
  subscribeToDiagramChanges,
} from '../../editor/index.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { clearDrivenPins, setDrivenPins } from './checks-store.ts';
import { appendSimulatorOutput, isActive, outcomeOf, simulatorPlot, useRunStore } from './run-store.ts';

export interface RunOptions {
  /** Lines that start a simple statement (the Blocks view's generator lists them). */
  traceLines?: readonly number[];
}

/** What the page drives: run code.py against the canvas, stop it, send a typed line to input(). */
export interface Simulator {
  /** `traceLines`: the lines whose reaching the run reports as the store's `runningLine` (issue 30). */
  run: (code: string, options?: RunOptions) => void;
  stop: () => void;
  sendLine: (line: string) => void;
}

interface Run {
  netlist: Netlist;
  /** Stops following the properties panel (a photoresistor's light level) when the run ends. */
  unsubscribe: () => void;
  drive: BoardDrive;
  inputs: Record<string, number>;
  volumes: Record<string, number>;
  /** The run was asked to report the line it reaches (`traceLines`): the store's `runningLine` follows it. */
  isTraced: boolean;
}

const PHOTORESISTOR = 'wokwi-photoresistor-sensor';

const isBoardLedOn = (drive: BoardDrive) => {
  const led = drive.GP25;
  return (led?.mode === 'output' && led.value) || (led?.mode === 'pwm' && led.duty > 0);
};

/**
 * Runs code.py in the simulator against the circuit on the canvas: the netlist is taken from the
 * diagram at Run, the program's pin changes light the parts, the user's presses reach the program.
 * One session (one worker) per workspace page, ended when the page goes.
 */
export const useSimulator = (): Simulator => {
  const { t } = useTranslation();
  const sessionRef = useRef<SimulatorSession>(undefined);
  const runRef = useRef<Run>(undefined);
  const soundRef = useRef<BuzzerSound>(undefined);
  /** The user's presses and turns, kept across runs as the session keeps them (a switch stays put). */
  const inputsRef = useRef<Record<string, number>>({});
  /** The code of the run, for the hint: a traceback points at its lines. */
  const codeRef = useRef('');
  /** The page went while the simulator's code was on its way: no session may start after it. */
  const isDisposedRef = useRef(false);
  /** The latest Run waiting for the simulator's code; Stop or a newer Run makes older ones moot. */
  const runRequestRef = useRef(0);

  const show = useCallback(() => {
    const run = runRef.current;
    if (!run) return;
    const outputs = computeOutputs(run.netlist, run.drive, run.inputs as PartInputs);
    showLive(outputs, isBoardLedOn(run.drive));
    soundRef.current?.update(outputs.buzzers, run.volumes);
  }, []);

  /** Warnings never stop a run, but Run says there are some, and why nothing happens without a board. */
  const announceChecks = useCallback(
    (diagram: Diagram, code: string) => {
      const warnings = checkCircuit({ diagram, code });
      if (warnings.some((w) => w.kind === 'noBoard')) appendSimulatorOutput(`${t('checks.noBoardRun')}\n`);
      else if (warnings.length > 0)
        appendSimulatorOutput(`${t('checks.runLine', { count: warnings.length })}\n`);
    },
    [t],
  );

  const finish = useCallback(() => {
    if (runRef.current?.isTraced) useRunStore.setState({ runningLine: null });
    runRef.current?.unsubscribe();
    runRef.current = undefined;
    soundRef.current?.stop();
    endLive();
    clearDrivenPins();
  }, []);

  const session = useCallback(async (): Promise<SimulatorSession> => {
    if (sessionRef.current) return sessionRef.current;
    // The simulator's code comes with the first Run, not with the page.
    const { SimulatorSession } = await import('../../code/simulator/index.ts');
    if (isDisposedRef.current) throw new Error('The workspace closed before the simulator loaded');
    sessionRef.current ??= new SimulatorSession({
      onState: (state) => {
        useRunStore.setState((current) => ({
          state,
          inputPrompt: state === 'waiting-input' ? current.inputPrompt : undefined,
          outcome: outcomeOf(state) ?? current.outcome,
          // Stop is the simulator's Ctrl-C: the board would print KeyboardInterrupt.
          ...(state === 'stopped' ? { hint: STOPPED_HINT } : {}),
        }));
        if (!isActive(state)) finish();
      },
      onOutput: appendSimulatorOutput,
      onViews: (views) => {
        if (runRef.current) showLiveViews(views);
      },
      onDrive: (drive) => {
        if (!runRef.current) return;
        runRef.current.drive = drive;
        setDrivenPins(drive);
        show();
      },
      onError: (error) =>
        useRunStore.setState({
          errorLine: error.line,
          hint: hintForTraceback(error.traceback, codeRef.current, languageOf(getDiagram())),
        }),
      onInputRequest: (prompt) => useRunStore.setState({ inputPrompt: prompt }),
      onLine: (line) => {
        if (runRef.current?.isTraced) useRunStore.setState({ runningLine: line });
      },
    });
    return sessionRef.current;
  }, [finish, show]);

  useEffect(() => {
    isDisposedRef.current = false;
    return () => {
      isDisposedRef.current = true;
      sessionRef.current?.dispose();
      sessionRef.current = undefined;
      finish();
      simulatorPlot.clear();
      useRunStore.setState({
        state: 'idle',
        console: '',
        outcome: undefined,
        hint: undefined,
        errorLine: undefined,
        runningLine: null,
        inputPrompt: undefined,
      });
    };
  }, [finish]);

  const startRun = useCallback(
    (current: SimulatorSession, code: string, traceLines: readonly number[]) => {
      const diagram = getDiagram();
      // What runs: a BitDogLab's peripherals are parts of their own (`bdl1/buzzer1`, `bdl1/buttonA`).
      const simulated = simulatedDiagram(diagram);
      const volumes = Object.fromEntries(
        simulated.parts
          .filter((part) => part.type === 'wokwi-buzzer')
          .map((part) => [part.id, Number(part.attrs.volume ?? 0.1)]),
      );
      const setInput = (partId: string, value: number) => {
        const active = runRef.current;
        if (!active) return;
        active.inputs[partId] = value;
        current.setPartInput(partId, value);
        show();
      };
      runRef.current?.unsubscribe();
      // A knob or switch stays where the user left it, run after run; a button is let go.
      for (const part of simulated.parts) {
        if (part.type.startsWith('wokwi-pushbutton')) delete inputsRef.current[part.id];
      }
      runRef.current = {
        netlist: buildNetlist(simulated),
        // The wiring is the one at Run; a photoresistor's light level set in the properties
        // panel reaches the running program, as a knob turned on the canvas does.
        unsubscribe: subscribeToDiagramChanges((changed) => {
          for (const part of changed.parts) {
            const lux = Number(part.attrs.lux);
            if (
              part.type === PHOTORESISTOR &&
              Number.isFinite(lux) &&
              runRef.current?.inputs[part.id] !== lux
            ) {
              setInput(part.id, lux);
            }
            // A sensor's distance, temperature… set on the running part is its attr, saved with
            // the circuit; the program reads it at once.
            for (const control of deviceDefinitionOf(part.type)?.controls ?? []) {
              const key = controlKey(part.id, control.name);
              const value = Number.parseFloat(part.attrs[control.attr] ?? '');
              if (Number.isFinite(value) && runRef.current?.inputs[key] !== value) setInput(key, value);
            }
          }
        }),
        drive: {},
        inputs: inputsRef.current,
        volumes,
        isTraced: traceLines.length > 0,
      };
      soundRef.current ??= new BuzzerSound();
      soundRef.current.start();
      codeRef.current = code;
      simulatorPlot.clear();
      useRunStore.setState({
        console: '',
        outcome: undefined,
        hint: undefined,
        errorLine: undefined,
        runningLine: null,
        inputPrompt: undefined,
      });
      announceChecks(diagram, code);
      startLive(setInput);
      show();
      current.start(code, diagram, { traceLines });
      for (const [partId, value] of Object.entries(inputsRef.current)) current.setPartInput(partId, value);
    },
    [show, announceChecks],
  );

  const run = useCallback(
    (code: string, options: RunOptions = {}) => {
      const traceLines = options.traceLines ?? [];
      if (sessionRef.current) return startRun(sessionRef.current, code, traceLines);
      const request = ++runRequestRef.current;
      useRunStore.setState({ state: 'starting' });
      session().then(
        (current) => request === runRequestRef.current && startRun(current, code, traceLines),
        () => {
          if (isDisposedRef.current || request !== runRequestRef.current) return;
          useRunStore.setState({ state: 'idle' });
          appendSimulatorOutput(`${t('run.loadFailed')}\n`);
        },
      );
    },
    [session, startRun, t],
  );

  const stop = useCallback(() => {
    if (sessionRef.current) return sessionRef.current.stop();
    // Stopped while the simulator's code was still on its way: that run never starts.
    runRequestRef.current += 1;
    useRunStore.setState({ state: 'idle' });
  }, []);

  // input() echoes the line into the output itself, as the board's terminal does.
  const sendLine = useCallback((line: string) => {
    useRunStore.setState({ inputPrompt: undefined });
    sessionRef.current?.sendLine(line);
  }, []);

  return { run, stop, sendLine };
};
