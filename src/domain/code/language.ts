import { BITDOGLAB_TYPE } from '../circuit/bitdoglab.ts';
import type { Diagram, DiagramPart } from '../circuit/diagram.ts';
import { PICO_TYPE } from '../circuit/parts.ts';
import { type CodeLanguage, DEFAULT_CODE_LANGUAGE } from './firmware.ts';

/**
 * The language a project's program is written in (issue 29). CircuitPython stays the default;
 * MicroPython is the BitDogLab's. It is the board's `env` attr, as Wokwi has it (its Pico boots
 * the firmware `env` names: `circuitpython-8.0.2`, `micropython-20241129-v1.24.1`), so it is
 * saved with the circuit, copied with it into activities and submissions, and kept through
 * diagram.json both ways. A project without a board runs CircuitPython.
 */

export { CODE_LANGUAGES, type CodeLanguage, DEFAULT_CODE_LANGUAGE, LANGUAGE_ENV } from './firmware.ts';

/** The file the board runs at start: CircuitPython's `code.py`, MicroPython's `main.py`. */
export const PROGRAM_FILE: Readonly<Record<CodeLanguage, string>> = {
  circuitpython: 'code.py',
  micropython: 'main.py',
};

export const languageOfEnv = (env: string | undefined): CodeLanguage =>
  env?.toLowerCase().startsWith('micropython') ? 'micropython' : 'circuitpython';

/** The boards whose `env` says the language: the Pico and the BitDogLab. */
export const isProgrammableBoard = (part: DiagramPart): boolean =>
  part.type === PICO_TYPE || part.type === BITDOGLAB_TYPE;

/** The board whose `env` says the language (the first one), if the circuit has one. */
export const languageBoardOf = (diagram: Pick<Diagram, 'parts'>): DiagramPart | undefined =>
  diagram.parts.find(isProgrammableBoard);

/** The language of the first board of the diagram; CircuitPython without one. */
export const languageOf = (diagram: Pick<Diagram, 'parts'>): CodeLanguage => {
  const board = languageBoardOf(diagram);
  return board ? languageOfEnv(board.attrs.env) : DEFAULT_CODE_LANGUAGE;
};
