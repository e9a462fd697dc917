/**
 * Python's small print: string literals both ways, identifiers a variable's name can be, and how
 * tightly an expression binds (to know when the generator needs parentheses).
 */

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A double-quoted Python string literal for any text. */
export const pythonString = (text: string): string => {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (ESCAPES[char]) out += ESCAPES[char];
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `${out}"`;
};

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  n: '\n',
  r: '\r',
  t: '\t',
  '0': '\0',
};

/** The text of a plain `'…'` or `"…"` literal; null for prefixed, triple-quoted or unusual ones. */
export const stringValue = (literal: string): string | null => {
  const quote = literal[0];
  if ((quote !== '"' && quote !== "'") || literal.length < 2 || literal.at(-1) !== quote) return null;
  if (literal.startsWith(quote.repeat(3))) return null;
  const body = literal.slice(1, -1);
  let out = '';
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at] ?? '';
    if (char === quote || char === '\n') return null;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = body[at + 1] ?? '';
    const hex = /^x([0-9a-fA-F]{2})/.exec(body.slice(at + 1));
    if (SIMPLE_ESCAPES[next] !== undefined) {
      out += SIMPLE_ESCAPES[next];
      at += 1;
    } else if (hex) {
      out += String.fromCharCode(Number.parseInt(hex[1] ?? '0', 16));
      at += 3;
    } else return null;
  }
  return out;
};

/** A decimal literal for a block's number, or null when Python would read it otherwise. */
export const pythonNumber = (value: unknown): string => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? String(number) : '0';
};

/** The value of a plain decimal literal (`3`, `0.5`, `2.`, `.5`, `1e3`); null for hex, complex or `_`. */
export const numberValue = (literal: string): number | null =>
  /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(literal) ? Number(literal) : null;

const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);
/** Names a variable must not take: the modules and built-ins the generated code uses. */
const TAKEN = new Set(
  'board digitalio pwmio analogio time random math simpleio servo neopixel busio adafruit_hcsr04 adafruit_dht adafruit_ssd1306 character_lcd adafruit_matrixkeypad print input range len int float str round abs min max'.split(
    ' ',
  ),
);

/** A name the generated code needs for a module or a built-in: never a variable of the blocks. */
export const isTakenName = (name: string) => TAKEN.has(name) || KEYWORDS.has(name);

/** A Python identifier for a Blockly variable's name ("mi variable" → `mi_variable`). */
export const identifierOf = (name: string): string => {
  let id = name.trim().replace(/[^\p{L}\p{N}_]+/gu, '_');
  if (id === '') id = 'variable';
  if (/^\p{N}/u.test(id)) id = `_${id}`;
  return KEYWORDS.has(id) || TAKEN.has(id) ? `${id}_` : id;
};

export const isIdentifier = (text: string) => /^[\p{L}_][\p{L}\p{N}_]*$/u.test(text) && !KEYWORDS.has(text);

/**
 * How tightly an expression binds, Python's table from loosest to tightest: 0 conditional,
 * 1 or, 2 and, 3 not, 4 comparisons, 6 + -, 7 * / // %, 8 unary -, 9 **, 10 atoms and calls.
 */
export const PRECEDENCE = {
  conditional: 0,
  or: 1,
  and: 2,
  not: 3,
  compare: 4,
  additive: 6,
  multiplicative: 7,
  unary: 8,
  power: 9,
  atom: 10,
} as const;
