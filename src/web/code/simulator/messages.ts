import type { Diagram } from '../../../domain/circuit/diagram.ts';
import type { CodeLanguage } from '../../../domain/code/language.ts';
import type { ProgramError } from '../../../domain/simulator/traceback.ts';

/** Page → worker: run this program once. */
export interface StartMessage {
  type: 'start';
  code: string;
  diagram: Diagram;
  /** The program's language: which shims it runs on and which file it is (code.py, main.py). */
  language: CodeLanguage;
  /** See shared-buffers.ts: slot i holds the input of part `inputSlots[i]`. */
  inputs: SharedArrayBuffer;
  inputSlots: string[];
  stdin: SharedArrayBuffer;
  /** See mailbox.ts: output and drive go through it, not through messages. */
  mailbox: SharedArrayBuffer;
  /** Lines whose reaching the worker writes into the mailbox (the Blocks view's runs). */
  traceLines?: number[];
}

/** Worker → page. Output and drive are in the mailbox: read it before acting on a message. */
export type WorkerMessage =
  | { type: 'state'; state: 'running' }
  | { type: 'input-request'; prompt: string }
  | { type: 'exit'; status: 'finished' | 'error'; error?: ProgramError };
