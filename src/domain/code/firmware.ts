/**
 * The languages a board can run (issue 29) and the firmware `env` that names each, as Wokwi's Pico
 * has it. Here without imports, so that the parts table can use it (language.ts reads a diagram).
 */

export const CODE_LANGUAGES = ['circuitpython', 'micropython'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
export const DEFAULT_CODE_LANGUAGE: CodeLanguage = 'circuitpython';

/** The `env` a board gets when its language is chosen. */
export const LANGUAGE_ENV: Readonly<Record<CodeLanguage, string>> = {
  circuitpython: 'circuitpython-8.0.2',
  micropython: 'micropython-20241129-v1.24.1',
};
