import { closestName } from './closest-name.ts';
import type { CodeLanguage } from './firmware.ts';
import type { ProgramFault } from './program-fault.ts';
import {
  blockKeywordOf,
  closingOf,
  codeOf,
  definedNames,
  firstBadDedent,
  indentOf,
  PYTHON_BUILTINS,
  previousCodeLine,
  scanSource,
} from './python-source.ts';

/**
 * A hint in the student's language under CircuitPython's own traceback: one table of rules,
 * read top to bottom, the first that matches the error (and the line it points at) wins.
 * The hint is an i18n key (`run.hints.<key>`) and its parameters; the traceback stays verbatim.
 */

/** What the simulator can import and what each module, class and object has, for suggestions. */
export interface HintVocabulary {
  /** The project's language: some hints are about code written for the other one. */
  language: CodeLanguage;
  /** Modules the program can import in the simulator. */
  simulatedModules: readonly string[];
  /** Modules a real board has (with the usual libraries), simulated or not. */
  boardModules: readonly string[];
  /** Attributes by owner name: a module (`digitalio`), a class (`Direction`), an object's type (`DigitalInOut`). */
  members: Readonly<Record<string, readonly string[]>>;
}

export type HintKey =
  | 'stopped'
  | 'unclosedBracket'
  | 'unclosedString'
  | 'missingColon'
  | 'compareWithEquals'
  | 'expectedIndent'
  | 'unexpectedIndent'
  | 'unindent'
  | 'invalidSyntax'
  | 'nameMissingImport'
  | 'nameSuggest'
  | 'nameUndefined'
  | 'noSuchPin'
  | 'attributeSuggest'
  | 'boardPinUnknown'
  | 'attributeUnknown'
  | 'importNameSuggest'
  | 'micropythonModule'
  | 'circuitpythonModule'
  | 'micropythonTime'
  | 'invalidPin'
  | 'moduleNotSimulated'
  | 'moduleSuggest'
  | 'moduleUnknown'
  | 'pinInUse'
  | 'sleepType'
  | 'sleepNegative'
  | 'zeroDivision';

export type HintParams = Record<string, string | number>;

export interface ErrorHint {
  key: HintKey;
  params: HintParams;
}

interface Situation {
  fault: ProgramFault;
  /** code.py, one entry a line. */
  lines: string[];
  /** The line the traceback points at ('' when none). */
  lineText: string;
  line: number;
  code: string;
  vocabulary: HintVocabulary;
}

interface HintRule {
  key: HintKey;
  match: (situation: Situation) => HintParams | undefined;
}

/** MicroPython modules a MicroPython tutorial imports and CircuitPython does not have. */
const MICROPYTHON_ONLY = ['machine', 'utime', 'uos', 'utimeit', 'network', 'rp2', 'pyb'];

/** CircuitPython modules a CircuitPython tutorial imports and MicroPython does not have. */
const CIRCUITPYTHON_ONLY = [
  'board',
  'digitalio',
  'analogio',
  'pwmio',
  'busio',
  'microcontroller',
  'supervisor',
  'rainbowio',
  'simpleio',
  'displayio',
  'terminalio',
  'keypad',
  'usb_hid',
  'audiopwmio',
];
const isCircuitPythonModule = (module: string) =>
  CIRCUITPYTHON_ONLY.includes(module.split('.')[0] ?? '') || module.startsWith('adafruit_');

/** MicroPython's `time` functions, met in CircuitPython code copied from a MicroPython lesson. */
const MICROPYTHON_TIME = ['sleep_ms', 'sleep_us', 'ticks_ms', 'ticks_us', 'ticks_diff', 'ticks_add'];

const isSyntax = (s: Situation) => s.fault.type === 'SyntaxError' && s.fault.message === 'invalid syntax';
const messageOf = (s: Situation, type: string, pattern: RegExp) =>
  s.fault.type === type ? pattern.exec(s.fault.message) : null;
const quoted = (s: Situation, type: string, prefix: string) =>
  messageOf(s, type, new RegExp(`^${prefix} '([^']+)'`))?.[1];

const missingName = (s: Situation) => quoted(s, 'NameError', 'name');
const missingModule = (s: Situation) => quoted(s, 'ImportError', 'no module named');

/** `'module' object has no attribute 'X'` and its kin: the owner's name and the missing attribute. */
const missingAttribute = (s: Situation) => {
  const found = messageOf(
    s,
    'AttributeError',
    /^(?:type object )?'([^']+)'(?: object)? has no attribute '([^']+)'$/,
  );
  if (!found?.[1] || !found[2]) return undefined;
  const name = found[2];
  // A module's name is not in the message: it is the word before `.name` on the line.
  const owner =
    found[1] === 'module' ? new RegExp(`(\\w+)\\s*\\.\\s*${name}\\b`).exec(s.lineText)?.[1] : found[1];
  return { owner: owner ?? '', name };
};

/** `build(value)` when there is a value, else no match. */
const given = <T>(value: T | undefined, build: (value: T) => HintParams | undefined) =>
  value ? build(value) : undefined;

const isIn = (s: Situation, language: CodeLanguage) => s.vocabulary.language === language;

const allModules = (s: Situation) => [...s.vocabulary.simulatedModules, ...s.vocabulary.boardModules];
const moduleList = (s: Situation) => s.vocabulary.simulatedModules.join(', ');

/** How the hints name a language: a product's name, the same in every locale. */
const LANGUAGE_NAMES: Readonly<Record<CodeLanguage, string>> = {
  circuitpython: 'CircuitPython',
  micropython: 'MicroPython',
};

export const HINT_RULES: readonly HintRule[] = [
  { key: 'stopped', match: (s) => (s.fault.type === 'KeyboardInterrupt' ? {} : undefined) },
  {
    key: 'unclosedBracket',
    match: (s) => {
      if (!isSyntax(s)) return undefined;
      const open = scanSource(s.code).openAtLineStart[s.line - 1]?.at(-1);
      return open && { line: open.line, bracket: open.bracket, closing: closingOf(open.bracket) };
    },
  },
  {
    key: 'unclosedString',
    match: (s) =>
      isSyntax(s) && scanSource(s.code).unclosedStringLines.includes(s.line) ? { line: s.line } : undefined,
  },
  {
    key: 'missingColon',
    match: (s) => {
      const keyword = blockKeywordOf(s.lineText);
      return isSyntax(s) && keyword && !codeOf(s.lineText).endsWith(':')
        ? { line: s.line, keyword }
        : undefined;
    },
  },
  {
    key: 'compareWithEquals',
    match: (s) =>
      isSyntax(s) && /^\s*(?:if|elif|while)\b[^=]*[^=!<>]=[^=]/.test(codeOf(s.lineText))
        ? { line: s.line }
        : undefined,
  },
  {
    key: 'expectedIndent',
    match: (s) => {
      const isExpected =
        isSyntax(s) ||
        (s.fault.type === 'IndentationError' && /expected an indented block/.test(s.fault.message));
      const before = previousCodeLine(s.lines, s.line);
      return isExpected &&
        before &&
        codeOf(before.text).endsWith(':') &&
        indentOf(s.lineText) <= indentOf(before.text)
        ? { line: before.line }
        : undefined;
    },
  },
  {
    key: 'unexpectedIndent',
    match: (s) => (messageOf(s, 'IndentationError', /^unexpected indent/) ? { line: s.line } : undefined),
  },
  {
    key: 'unindent',
    match: (s) =>
      messageOf(s, 'IndentationError', /^unindent/) ? { line: firstBadDedent(s.lines) ?? s.line } : undefined,
  },
  { key: 'invalidSyntax', match: (s) => (s.fault.type === 'SyntaxError' ? { line: s.line } : undefined) },
  {
    key: 'nameMissingImport',
    match: (s) => {
      const name = missingName(s);
      return name && allModules(s).includes(name) ? { name } : undefined;
    },
  },
  {
    key: 'nameSuggest',
    match: (s) => {
      const name = missingName(s);
      const suggestion = name && closestName(name, [...definedNames(s.code), ...PYTHON_BUILTINS]);
      return name && suggestion ? { name, suggestion } : undefined;
    },
  },
  { key: 'nameUndefined', match: (s) => given(missingName(s), (name) => ({ name })) },
  {
    key: 'noSuchPin',
    match: (s) => {
      const attribute = missingAttribute(s);
      const number = Number(/^GP(\d+)$/.exec(attribute?.name ?? '')?.[1] ?? Number.NaN);
      return attribute && number > 28 ? { pin: attribute.name } : undefined;
    },
  },
  {
    key: 'micropythonTime',
    match: (s) =>
      given(missingAttribute(s), ({ owner, name }) =>
        isIn(s, 'circuitpython') && owner === 'time' && MICROPYTHON_TIME.includes(name)
          ? { name }
          : undefined,
      ),
  },
  {
    key: 'attributeSuggest',
    match: (s) => {
      const attribute = missingAttribute(s);
      const members = s.vocabulary.members[attribute?.owner ?? ''];
      const suggestion = attribute && members && closestName(attribute.name, members);
      return attribute && suggestion ? { ...attribute, suggestion } : undefined;
    },
  },
  {
    key: 'boardPinUnknown',
    match: (s) => given(missingAttribute(s), ({ owner, name }) => (owner === 'board' ? { name } : undefined)),
  },
  {
    key: 'attributeUnknown',
    match: (s) => given(missingAttribute(s), (attribute) => (attribute.owner ? attribute : undefined)),
  },
  {
    key: 'importNameSuggest',
    match: (s) => {
      const name = messageOf(s, 'ImportError', /^can't import name (\w+)/)?.[1];
      const module = /^\s*from\s+([\w.]+)\s+import\b/.exec(s.lineText)?.[1] ?? '';
      const suggestion = name && closestName(name, s.vocabulary.members[module] ?? []);
      return name && suggestion ? { module, name, suggestion } : undefined;
    },
  },
  {
    key: 'micropythonModule',
    match: (s) =>
      given(missingModule(s), (module) =>
        isIn(s, 'circuitpython') && MICROPYTHON_ONLY.includes(module) ? { module } : undefined,
      ),
  },
  {
    key: 'circuitpythonModule',
    match: (s) =>
      given(missingModule(s), (module) =>
        isIn(s, 'micropython') && isCircuitPythonModule(module) ? { module } : undefined,
      ),
  },
  {
    key: 'moduleNotSimulated',
    match: (s) => {
      const module = missingModule(s);
      const root = module?.split('.')[0] ?? '';
      return module && s.vocabulary.boardModules.includes(root)
        ? { module, modules: moduleList(s) }
        : undefined;
    },
  },
  {
    key: 'moduleSuggest',
    match: (s) => {
      const module = missingModule(s);
      const suggestion = module && closestName(module, allModules(s));
      return module && suggestion ? { module, suggestion } : undefined;
    },
  },
  {
    key: 'moduleUnknown',
    match: (s) =>
      given(missingModule(s), (module) => ({
        module,
        modules: moduleList(s),
        language: LANGUAGE_NAMES[s.vocabulary.language],
      })),
  },
  {
    key: 'invalidPin',
    match: (s) => (messageOf(s, 'ValueError', /^invalid pin/) ? {} : undefined),
  },
  {
    key: 'pinInUse',
    match: (s) => given(messageOf(s, 'ValueError', /^(\w+) in use$/)?.[1], (pin) => ({ pin })),
  },
  {
    key: 'sleepType',
    match: (s) => (s.fault.type === 'TypeError' && /\bsleep\s*\(/.test(s.lineText) ? {} : undefined),
  },
  {
    key: 'sleepNegative',
    match: (s) => (messageOf(s, 'ValueError', /^seconds must be >= 0/) ? {} : undefined),
  },
  {
    key: 'zeroDivision',
    match: (s) => (s.fault.type === 'ZeroDivisionError' ? { line: s.line } : undefined),
  },
];

/** The hint for an error of the program (code.py or main.py), or undefined when no rule knows it. */
export const hintForFault = (
  fault: ProgramFault,
  code: string,
  vocabulary: HintVocabulary,
): ErrorHint | undefined => {
  const lines = code.split('\n');
  const line = fault.line ?? 0;
  const situation: Situation = { fault, lines, line, lineText: lines[line - 1] ?? '', code, vocabulary };
  for (const rule of HINT_RULES) {
    const params = rule.match(situation);
    if (params) return { key: rule.key, params };
  }
  return undefined;
};
