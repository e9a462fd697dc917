import { LIB_DIR, NATIVE_DIR } from './python/index.ts';

/**
 * Turns MicroPython's traceback into what CircuitPython prints (circuitpython-pico.md §9):
 * frames of modules that are C on the board (our `/native` shims) and of the runner go,
 * library frames read `File "neopixel.py"`, and a few messages get the board's wording.
 */

export interface ProgramError {
  traceback: string;
  /** The innermost line of the program (`code.py` or `main.py`), to highlight in the editor. */
  line?: number;
}

const FRAME = /^ {2}File "([^"]*)"(.*)$/;
/** The program's frames: code.py, or main.py where the runtime runs MicroPython (issue 29). */
const CODE_LINE = /^ {2}File "(?:code|main)\.py", line (\d+)/;

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

const rewordMessage = (line: string): string => {
  const attribute = /^AttributeError: module '[^']*' has no attribute '([^']*)'$/.exec(line);
  if (attribute) return `AttributeError: 'module' object has no attribute '${attribute[1]}'`;
  const errno = /^OSError: (?:\[Errno )?(\d+)(?:\] \S+)?$/.exec(line);
  const text = errno && ERRNO_TEXT[errno[1] ?? ''];
  if (errno && text) return `OSError: [Errno ${errno[1]}] ${text}`;
  return line;
};

const frameLine = (line: string): string | null => {
  const frame = FRAME.exec(line);
  if (!frame) return line;
  const [, file = '', rest] = frame;
  if (file === '<stdin>' || file.startsWith(`${NATIVE_DIR}/`)) return null;
  if (file.startsWith(`${LIB_DIR}/`)) return `  File "${file.slice(LIB_DIR.length + 1)}"${rest}`;
  return line;
};

export const formatTraceback = (raw: string): ProgramError => {
  const lines = raw.replace(/\n$/, '').split('\n');
  const kept = lines.flatMap((line, i) => {
    if (i === lines.length - 1) return [rewordMessage(line)];
    const shown = frameLine(line);
    return shown === null ? [] : [shown];
  });
  const codeLines = kept.map((line) => CODE_LINE.exec(line)?.[1]).filter((n) => n !== undefined);
  const innermost = codeLines.at(-1);
  const traceback = `${kept.join('\n')}\n`;
  return innermost === undefined ? { traceback } : { traceback, line: Number(innermost) };
};
