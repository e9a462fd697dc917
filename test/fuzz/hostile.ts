import fc from 'fast-check';

/**
 * What attackers and broken clients send, by kind. The arbitraries draw from these next to
 * values shaped by the document, so every field meets them sooner or later.
 */

/** C0 controls, DEL, C1 and the Unicode separators and marks that break naive text handling. */
export const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\u2028',
  '\u2029',
  '\u202e',
  '\ufeff',
  '\ufffd',
  '\ud800',
  '\udfff',
];

/** Timestamps at and past the edges of what PostgreSQL and JavaScript dates hold. */
export const HOSTILE_DATES = [
  '0000-01-01T00:00:00.000000Z',
  '-000001-01-01T00:00:00.000000Z',
  '2026-02-30T25:61:00.000000Z',
  '+275760-09-13T00:00:00.000000Z',
  '9999-12-31T23:59:59.999999Z',
  '1970-01-01T00:00:00Z',
];

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(16),
  '\r\nSet-Cookie: chispa.session_token=x',
  '\ud83e\udd84'.repeat(40),
  'Z\u0337\u0322a\u0335l\u0336g\u0337o\u0335',
  'ñandú',
  'Ｆｕｌｌｗｉｄｔｈ',
  '日本語のテキスト',
  'مرحبا بالعالم',
  '\u202egnp.exe',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/',
  '/',
  '//evil.example/x',
  'https://evil.example/',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' or '1'='1' --",
  '"; drop table users; --',
  '\\',
  '%',
  '%00',
  '%s%s%s%n',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template injection is the point
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '[]',
  '{}',
  '0',
  '-1',
  '1e309',
  '99999999999999999999999999',
  '0x7fffffff',
  ...HOSTILE_DATES,
  '-infinity',
  'epoch',
  'a'.repeat(201),
  'ab'.repeat(2600),
];

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1.0000001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** A JSON value of any type: the wrong type for nearly every field. */
export const WRONG_TYPED = [null, true, false, 0, -1, 1.5, 'text', '', [], {}, [null], { a: 1 }, [[[[[]]]]]];

/** Object keys that reach prototypes or confuse naive merges; built by JSON.parse so they are own keys. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  'a.b',
  '$where',
  '\u0000',
  'ñ',
];

/** Sets `key` as an own enumerable property, even `__proto__`, so JSON.stringify sends it. */
export const withOwnKey = (target: object, key: string, value: unknown): object => {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
};

/**
 * Long text, past every field's maximum. Values nest (a diagram holds many strings), so these
 * stay under the body limit; a body past it is generated whole (bodies.ts).
 */
export const hugeString = (): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(5_000, 120_000), fc.constantFrom('a', '\u0000', 'ñ', '\ud83e\udd84', ' '))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Base64url of JSON or bytes: how opaque tokens (cursors, states) look, with hostile contents. */
export const opaqueToken = (): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc
        .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_STRINGS, 'x'))
        .map((pair) => JSON.stringify(pair)),
      fc.constantFrom(...HOSTILE_STRINGS).map((value) => JSON.stringify([value])),
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    )
    .map((text) => Buffer.from(text, 'latin1').toString('base64url'));

const decodeToken = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Real opaque tokens (a paging cursor from the fixtures) decoded, one part swapped for something
 * hostile, and encoded again: what a client tampering with a token sends. Null when none is known.
 */
export const tamperedTokens = (known: readonly string[]): fc.Arbitrary<string> | null => {
  const tokens = known.map(decodeToken).filter((value) => value !== null);
  if (tokens.length === 0) return null;
  return fc.tuple(fc.constantFrom(...tokens), fc.nat(), fc.nat()).map(([token, index, pick]) => {
    const copy = (Array.isArray(token) ? [...token] : { ...token }) as Record<string, unknown>;
    const key = Object.keys(copy)[index % Object.keys(copy).length] ?? '0';
    const swaps = replacementsFor(copy[key]);
    copy[key] = swaps[pick % swaps.length];
    return Buffer.from(JSON.stringify(copy)).toString('base64url');
  });
};

/** Something of the same kind that breaks it: a date at the edges, a hostile string or number. */
const replacementsFor = (value: unknown): unknown[] => {
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return HOSTILE_DATES;
  if (typeof value === 'number') return HOSTILE_NUMBERS;
  return [...HOSTILE_STRINGS, null, 0, []];
};

/** Text whose characters are mostly ordinary, sometimes control, separator or astral characters. */
export const mixedCharacter = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom(...'abcxyzABCXYZ0189 -_.@') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTROL_CHARACTERS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  );
