/**
 * Reporting the line a program reaches (issue 30, the Blocks view's highlight). The WASM
 * MicroPython has no `sys.settrace`, so the source given to exec has `_chispa_at(n); ` put before
 * each listed line's text, after its indentation and on the same line: every line number, and so
 * every traceback, stays the same. `_chispa_at` is a name in the program's globals
 * (`_chispa_common.run_program`) that tells the page.
 *
 * The list comes from the page: a line that does not start a simple statement (a compound header,
 * a decorator, a continuation, the inside of a string, a comment) is left alone, never broken.
 */

/** The name the instrumented source calls; `run_program` puts it in the program's globals. */
export const AT_LINE = '_chispa_at';

/** `if x:`, `else:`, `def f():`…: a statement before them would not parse. */
const COMPOUND_HEADER = /^(if|elif|else|for|while|def|class|try|except|finally|with|async)\b/;
/** `from __future__` must come first in its file. */
const FUTURE_IMPORT = /^from\s+__future__\b/;

interface ScanState {
  /** Open brackets: the next line continues this statement. */
  depth: number;
  /** The quote that opened a string still open at the end of the line (`'''`, `"`…), or ''. */
  quote: string;
  /** The line ended with a backslash outside a comment. */
  isContinued: boolean;
}

/** Moves `state` past one physical line (without its newline), as Python's tokenizer would. */
const scanLine = (line: string, state: ScanState): void => {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  state.isContinued = false;
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (state.quote) {
      if (char === '\\') {
        if (at === text.length - 1) state.isContinued = true;
        at += 2;
      } else if (text.startsWith(state.quote, at)) {
        at += state.quote.length;
        state.quote = '';
      } else at += 1;
      continue;
    }
    if (char === '#') break;
    if (char === '"' || char === "'") {
      const triple = char.repeat(3);
      state.quote = text.startsWith(triple, at) ? triple : char;
      at += state.quote.length;
      continue;
    }
    if (char === '(' || char === '[' || char === '{') state.depth += 1;
    else if (char === ')' || char === ']' || char === '}') state.depth = Math.max(0, state.depth - 1);
    else if (char === '\\' && at === text.length - 1) state.isContinued = true;
    at += 1;
  }
  // A one-quote string cannot run past its line unless a backslash carries it on.
  if (state.quote.length === 1 && !state.isContinued) state.quote = '';
};

/** Whether `text` (a line without its indentation) is a simple statement that may follow `x; `. */
const isSimpleStatement = (text: string): boolean => {
  const trimmed = text.trim();
  return (
    trimmed !== '' &&
    !trimmed.startsWith('#') &&
    !trimmed.startsWith('@') &&
    !COMPOUND_HEADER.test(trimmed) &&
    !FUTURE_IMPORT.test(trimmed)
  );
};

/**
 * `code` with `_chispa_at(n); ` before each line `n` of `lines` (1-based) that starts a simple
 * statement; other numbers (out of range, not integers, a header, a continuation) are ignored.
 */
export const traceSource = (code: string, lines: readonly number[]): string => {
  const wanted = new Set(lines.filter((n) => Number.isInteger(n) && n > 0));
  if (wanted.size === 0) return code;
  const physical = code.split('\n');
  const state: ScanState = { depth: 0, quote: '', isContinued: false };
  const traced = physical.map((line, index) => {
    const startsStatement = state.depth === 0 && state.quote === '' && !state.isContinued;
    scanLine(line, state);
    if (!startsStatement || !wanted.has(index + 1)) return line;
    const indent = line.match(/^[ \t]*/)?.[0] ?? '';
    const text = line.slice(indent.length);
    return isSimpleStatement(text) ? `${indent}${AT_LINE}(${index + 1}); ${text}` : line;
  });
  return traced.join('\n');
};
