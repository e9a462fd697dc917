/**
 * Just enough reading of a Python source to explain a SyntaxError to a beginner: which bracket
 * is still open, whether a line's quotes close, a block header without its colon. MicroPython
 * says "invalid syntax" for all of these, at the line where it gave up.
 */

const CLOSING: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };

export const closingOf = (bracket: string): string => CLOSING[bracket] ?? bracket;

/** The keywords that open a block and so end their line with `:`. */
export const BLOCK_KEYWORDS = [
  'if',
  'elif',
  'else',
  'while',
  'for',
  'def',
  'class',
  'try',
  'except',
  'finally',
  'with',
] as const;

export interface OpenBracket {
  bracket: string;
  /** 1-based line where it was opened. */
  line: number;
}

export interface SourceState {
  /** Brackets still open at the start of each line (index 0 = line 1). */
  openAtLineStart: OpenBracket[][];
  /** Lines whose single-quoted text does not close before the line ends. */
  unclosedStringLines: number[];
}

/** Walks the source once, tracking brackets and strings (comments and string contents ignored). */
export const scanSource = (source: string): SourceState => {
  const lines = source.split('\n');
  const stack: OpenBracket[] = [];
  const openAtLineStart: OpenBracket[][] = [];
  const unclosedStringLines: number[] = [];
  let tripleQuote: string | undefined;
  lines.forEach((text, index) => {
    const line = index + 1;
    openAtLineStart.push([...stack]);
    let quote: string | undefined;
    for (let i = 0; i < text.length; i++) {
      const char = text[i] ?? '';
      if (tripleQuote) {
        if (text.startsWith(tripleQuote, i)) {
          i += 2;
          tripleQuote = undefined;
        }
      } else if (quote) {
        if (char === '\\') i++;
        else if (char === quote) quote = undefined;
      } else if (char === '#') {
        break;
      } else if (char === '"' || char === "'") {
        if (text.startsWith(char.repeat(3), i)) {
          tripleQuote = char.repeat(3);
          i += 2;
        } else {
          quote = char;
        }
      } else if (char in CLOSING) {
        stack.push({ bracket: char, line });
      } else if (Object.values(CLOSING).includes(char)) {
        stack.pop();
      }
    }
    if (quote) unclosedStringLines.push(line);
  });
  return { openAtLineStart, unclosedStringLines };
};

/** The line without its comment and trailing spaces (a `#` inside quotes is kept). */
export const codeOf = (line: string): string => {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#') {
      return line.slice(0, i).trimEnd();
    }
  }
  return line.trimEnd();
};

export const indentOf = (line: string): number => line.length - line.trimStart().length;

/** `while True` → `while`: the block keyword a line starts with, if any. */
export const blockKeywordOf = (line: string): string | undefined => {
  const word = /^\s*([a-z]+)\b/.exec(line)?.[1];
  return BLOCK_KEYWORDS.find((keyword) => keyword === word);
};

/** The nearest line above `line` (1-based) that has code, with its number. */
export const previousCodeLine = (lines: readonly string[], line: number) => {
  for (let n = line - 1; n >= 1; n--) {
    const text = lines[n - 1] ?? '';
    if (codeOf(text).trim()) return { line: n, text };
  }
  return undefined;
};

/**
 * The first line whose indentation steps back to a level no enclosing block has (what
 * "unindent doesn't match any outer indent level" is about), or undefined.
 */
export const firstBadDedent = (lines: readonly string[]): number | undefined => {
  const levels = [0];
  for (const [index, text] of lines.entries()) {
    if (!codeOf(text).trim()) continue;
    const indent = indentOf(text);
    const top = levels.at(-1) ?? 0;
    if (indent > top) levels.push(indent);
    else if (indent < top) {
      while ((levels.at(-1) ?? 0) > indent) levels.pop();
      if ((levels.at(-1) ?? 0) !== indent) return index + 1;
    }
  }
  return undefined;
};

/** Python's own names, for "did you mean" after a NameError. */
export const PYTHON_BUILTINS = (
  'True False None print input range len int float str bool list dict tuple set abs min max round ' +
  'sum sorted enumerate zip type isinstance ord chr hex bin divmod pow map filter any all open ' +
  'Exception RuntimeError ValueError KeyboardInterrupt'
).split(' ');

const NAME = String.raw`[A-Za-z_]\w*`;

/** Names code.py gives a value to: assignments, imports, `def`, `class`, `for`, `as`, parameters. */
export const definedNames = (source: string): string[] => {
  const names = new Set<string>();
  const add = (list: string) => {
    for (const name of list.split(',')) {
      const clean =
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1)
          ?.trim() ?? '';
      if (new RegExp(`^${NAME}(?:\\.${NAME})*$`).test(clean)) names.add(clean.split('.')[0] ?? clean);
    }
  };
  for (const raw of source.split('\n')) {
    const line = codeOf(raw).trim();
    const assigned = new RegExp(`^(${NAME}(?:\\s*,\\s*${NAME})*)\\s*[-+*/]?=(?!=)`).exec(line);
    if (assigned?.[1]) add(assigned[1]);
    const imported = /^import\s+(.+)$/.exec(line) ?? /^from\s+\S+\s+import\s+\(?([^)]+)\)?$/.exec(line);
    if (imported?.[1]) add(imported[1]);
    const defined = new RegExp(`^(?:def|class)\\s+(${NAME})(?:\\(([^)]*)\\))?`).exec(line);
    if (defined?.[1]) add(defined[1]);
    if (defined?.[2] && line.startsWith('def')) add(defined[2].replace(/=[^,]*/g, ''));
    const loop = /^for\s+(.+?)\s+in\b/.exec(line);
    if (loop?.[1]) add(loop[1].replace(/[()]/g, ''));
    for (const alias of line.matchAll(new RegExp(`\\bas\\s+(${NAME})`, 'g'))) if (alias[1]) add(alias[1]);
  }
  return [...names];
};
