import fc from 'fast-check';
import { HOSTILE_STRINGS, mixedCharacter, tamperedTokens } from './hostile.ts';
import type { JsonSchema } from './openapi.ts';

/** Longest ordinary text generated for a field; longer ones come from the hostile side. */
const TEXT_CAP = 80;

const isStrongPassword = (text: string) =>
  text.length >= 8 &&
  /[A-Z]/.test(text) &&
  /[a-z]/.test(text) &&
  /\d/.test(text) &&
  /[^A-Za-z0-9]/.test(text);

/**
 * What a property's name says it holds when its schema cannot (an e-mail check, a password rule
 * are code, not JSON Schema): real values of that kind from the fixtures, and generated ones.
 */
const NAME_HINTS: [RegExp, (known: readonly string[]) => fc.Arbitrary<string>[]][] = [
  [
    /e-?mail/i,
    (known) => [
      fc
        .tuple(
          fc.stringMatching(/^[a-z0-9][a-z0-9.+-]{0,15}$/),
          fc.constantFrom('example.test', 'escuela.edu.ar'),
        )
        .map(([user, domain]) => `${user}@${domain}`),
      fc.constantFrom('ÑANDÚ@Example.Test', ' spaced@example.test ', 'a@b', 'a@@b.test', '@example.test'),
      ...(known.some((text) => text.includes('@'))
        ? [fc.constantFrom(...known.filter((t) => t.includes('@')))]
        : []),
    ],
  ],
  [
    /password/i,
    (known) => [
      fc.stringMatching(/^[A-Z][a-zñ]{3,10}[0-9]{1,3}[#!@$%&*]$/),
      ...(known.some(isStrongPassword) ? [fc.constantFrom(...known.filter(isStrongPassword))] : []),
    ],
  ],
];

/** Real values of that kind from the fixtures and generated ones, when `name` says what it holds. */
export const textNamed = (name: string, known: readonly string[]): fc.Arbitrary<string> | null => {
  const hint = NAME_HINTS.find(([pattern]) => pattern.test(name));
  return hint ? fc.oneof(...hint[1](known)) : null;
};

/** Text in the shapes APIs parse (e-mails, URLs, dates, UUIDs): the document rarely says which field wants which. */
const plausibleText = () =>
  fc.oneof(
    fc.emailAddress(),
    fc.webUrl(),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.uuid(),
  );

const fitsText = (schema: JsonSchema) => {
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  return (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!pattern || pattern.test(text));
};

/**
 * Up to 200 values of `arbitrary` that `fits` keeps, drawn once: a filter that rarely passes
 * (a strict pattern) would make fast-check loop, so values are checked ahead, not on demand.
 */
const fittingSamples = (arbitrary: fc.Arbitrary<string>, fits: (text: string) => boolean) => {
  const kept = [...new Set(fc.sample(arbitrary, { seed: 42, numRuns: 200 }).filter(fits))];
  return kept.length > 0 ? fc.constantFrom(...kept) : null;
};

/** Strings the pattern describes; fast-check cannot generate from every regex (lookarounds). */
const matching = (pattern: RegExp, fits: (text: string) => boolean, cap: number) => {
  try {
    return fittingSamples(fc.stringMatching(pattern), fits) ?? fc.stringMatching(pattern);
  } catch {
    const printable = fc.string({ unit: fc.constantFrom(...PRINTABLE), maxLength: cap });
    return fittingSamples(printable, fits) ?? printable;
  }
};

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

/**
 * Text for a string schema: ordinary (or matching its pattern) with odd characters, the fixtures'
 * real values, tampered tokens, e-mails, URLs, dates and UUIDs, hostile text, the longest allowed.
 */
export const textFor = (
  schema: JsonSchema,
  ctx: { known: readonly string[]; small?: boolean },
): fc.Arbitrary<string> => {
  const fits = fitsText(schema);
  const min = schema.minLength ?? 0;
  const cap = Math.max(min, Math.min(schema.maxLength ?? TEXT_CAP, ctx.small ? 8 : TEXT_CAP));
  const options: fc.WeightedArbitrary<string>[] = [];
  const ordinary = schema.pattern
    ? matching(new RegExp(schema.pattern, 'u'), fits, cap)
    : fc.string({ unit: mixedCharacter(), minLength: min, maxLength: cap }).filter(fits);
  options.push({ weight: 8, arbitrary: ordinary });
  const known = ctx.known.filter(fits);
  if (known.length > 0) options.push({ weight: 3, arbitrary: fc.constantFrom(...known) });
  const tokens = tamperedTokens(ctx.known);
  const tampered = tokens && fittingSamples(tokens, fits);
  if (tampered) options.push({ weight: 2, arbitrary: tampered });
  const plausible = fittingSamples(plausibleText(), fits);
  if (plausible) options.push({ weight: 2, arbitrary: plausible });
  const hostile = HOSTILE_STRINGS.filter(fits);
  if (hostile.length > 0) options.push({ weight: 2, arbitrary: fc.constantFrom(...hostile) });
  const longest =
    schema.maxLength !== undefined && schema.maxLength <= 1_000_000 ? 'x'.repeat(schema.maxLength) : '';
  if (longest && fits(longest)) options.push({ weight: 1, arbitrary: fc.constant(longest) });
  return fc.oneof(...options);
};
