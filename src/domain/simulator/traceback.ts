import { type CodeLanguage, PROGRAM_FILE } from '../code/language.ts';
import { LANGUAGE_SHIMS } from './languages.ts';

/**
 * Turns the WASM interpreter's traceback into what the board prints (circuitpython-pico.md §9):
 * frames of modules that are C on the board (our `/native` or `/mpy` shims) and of the runner
 * go, library frames read `File "neopixel.py"`, and a few messages get the board's wording —
 * CircuitPython's errno texts, and `'module' object has no attribute`, which the rp2 build of
 * MicroPython (normal error reporting) prints too.
 */

export interface ProgramError {
  traceback: string;
  /** The innermost line of the program (`code.py`, `main.py`), to highlight in the editor. */
  line?: number;
}

const FRAME = /^ {2}File "([^"]*)"(.*)$/;
const programLine = (language: CodeLanguage) =>
  new RegExp(`^ {2}File "${PROGRAM_FILE[language].replace('.', '\\.')}", line (\\d+)`);

/** CircuitPython's errno texts for the errors a code.py can meet. */
const ERRNO_TEXT: Readonly<Record<string, string>> = {
  '2': 'No such file/directory',
  '5': 'Input/output error',
  '13': 'Permission denied',
  '17': 'File exists',
  '19': 'No such device',
  '21': 'Is a directory',
  '22': 'Invalid argument',
  '28': 'No space left on device',
  '30': 'Read-only filesystem',
};

const rewordMessage = (line: string, language: CodeLanguage): string => {
  const attribute = /^AttributeError: module '[^']*' has no attribute '([^']*)'$/.exec(line);
  if (attribute) return `AttributeError: 'module' object has no attribute '${attribute[1]}'`;
  // MicroPython names the errno itself (`[Errno 5] EIO`), as the WASM build does.
  if (language === 'micropython') return line;
  const errno = /^OSError: (?:\[Errno )?(\d+)(?:\] \S+)?$/.exec(line);
  const text = errno && ERRNO_TEXT[errno[1] ?? ''];
  if (errno && text) return `OSError: [Errno ${errno[1]}] ${text}`;
  return line;
};

const frameLine = (line: string, language: CodeLanguage): string | null => {
  const frame = FRAME.exec(line);
  if (!frame) return line;
  const [, file = '', rest] = frame;
  const { nativeDir, libDir } = LANGUAGE_SHIMS[language];
  if (file === '<stdin>' || file.startsWith(`${nativeDir}/`)) return null;
  if (file.startsWith(`${libDir}/`)) return `  File "${file.slice(libDir.length + 1)}"${rest}`;
  return line;
};

export const formatTraceback = (raw: string, language: CodeLanguage = 'circuitpython'): ProgramError => {
  const lines = raw.replace(/\n$/, '').split('\n');
  const kept = lines.flatMap((line, i) => {
    if (i === lines.length - 1) return [rewordMessage(line, language)];
    const shown = frameLine(line, language);
    return shown === null ? [] : [shown];
  });
  const codeLine = programLine(language);
  const codeLines = kept.map((line) => codeLine.exec(line)?.[1]).filter((n) => n !== undefined);
  const innermost = codeLines.at(-1);
  const traceback = `${kept.join('\n')}\n`;
  return innermost === undefined ? { traceback } : { traceback, line: Number(innermost) };
};
