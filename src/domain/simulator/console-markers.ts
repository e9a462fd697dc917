/**
 * What the board's serial port shows around a program's output, by language — apart from the
 * shims (languages.ts), so the page's console reads them without downloading every shim's source.
 */

/** What CircuitPython prints when code.py ends, after its output or traceback (circuitpython-pico.md §9). */
export const CODE_DONE = '\nCode done running.\n';

/**
 * What a Pico W with MicroPython v1.24.1 (the `env` LANGUAGE_ENV gives the board) prints once
 * main.py ends, with or without a traceback: the REPL's banner and prompt, with no blank line
 * before it (pyexec's friendly REPL starts at once).
 */
export const MICROPYTHON_REPL =
  'MicroPython v1.24.1 on 2024-11-29; Raspberry Pi Pico W with RP2040\nType "help()" for more information.\n>>> ';

/** The closing block of every language, for the page to set apart from the output. */
export const PROGRAM_ENDS: readonly string[] = [CODE_DONE, MICROPYTHON_REPL];
