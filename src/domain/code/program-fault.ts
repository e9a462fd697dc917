/** The last line of a traceback (`ValueError: GP15 in use`) and the innermost program line. */
export interface ProgramFault {
  type: string;
  message: string;
  line?: number;
}

/** A frame of the program: CircuitPython's code.py or MicroPython's main.py (language.ts). */
const TRACEBACK_LINE = /^ {2}File "(?:code|main)\.py", line (\d+)/;
const LAST_LINE = /^([A-Za-z_][\w.]*)(?:: ?(.*))?$/;

/** Reads the error out of a traceback as CircuitPython prints it; undefined when it has none. */
export const parseFault = (traceback: string): ProgramFault | undefined => {
  const lines = traceback.trimEnd().split('\n');
  const last = LAST_LINE.exec(lines.at(-1) ?? '');
  if (!last?.[1]) return undefined;
  const codeLine = lines
    .map((text) => TRACEBACK_LINE.exec(text)?.[1])
    .filter(Boolean)
    .at(-1);
  const fault: ProgramFault = { type: last[1], message: last[2] ?? '' };
  return codeLine ? { ...fault, line: Number(codeLine) } : fault;
};
