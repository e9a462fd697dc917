import fc from 'fast-check';
import {
  HOSTILE_KEYS,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  hugeString,
  opaqueToken,
  WRONG_TYPED,
  withOwnKey,
} from './hostile.ts';
import type { JsonSchema } from './openapi.ts';
import { textFor, textNamed } from './text-arbitrary.ts';

export interface ValueContext {
  /** Strings that are real in the fixtures (ids, e-mails, a password): fields that take them reach deeper. */
  known: readonly string[];
  /** Only values the schema accepts, all the way down. */
  valid?: boolean;
  /** Short strings and one-item lists: for an item repeated past a list's maximum. */
  small?: boolean;
  /** How deep in the value this is: deeper nodes are malformed less often, so big bodies still pass. */
  depth?: number;
}

/** Mass-assignment candidates next to the hostile keys. */
const EXTRA_KEYS = [...HOSTILE_KEYS, 'id', 'userId', 'ownerId', 'role', 'isAdmin', 'version', 'createdAt'];

/**
 * A value for `schema`: mostly one the schema accepts (with unusual contents), sometimes one it
 * must refuse. Nested schemas recurse through here, so a malformed value can sit at any depth.
 */
export const valueFor = (schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<unknown> =>
  ctx.valid
    ? conforming(schema, ctx)
    : fc.oneof(
        { weight: 7 + 5 * (ctx.depth ?? 0), arbitrary: conforming(schema, ctx) },
        { weight: 1, arbitrary: malformed(schema, ctx) },
      );

const deeper = (ctx: ValueContext): ValueContext => ({ ...ctx, depth: (ctx.depth ?? 0) + 1 });

/** A property's value, with what its name says it holds (an e-mail, a password) when it is text. */
const hinted = (name: string, schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<unknown> => {
  const value = valueFor(schema, ctx);
  const hint = typesOf(schema).includes('string') ? textNamed(name, ctx.known) : null;
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 2, arbitrary: value }) : value;
};

const typesOf = (schema: JsonSchema): string[] => {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
};

const conforming = (schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((s) => valueFor(s, ctx)));
  const arbitraries = typesOf(schema).map((type) => conformingOfType(type, schema, ctx));
  if (schema.nullable) arbitraries.push(fc.constant(null));
  return arbitraries.length > 0 ? fc.oneof(...arbitraries) : fc.jsonValue({ maxDepth: 2 });
};

const conformingOfType = (type: string, schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'string':
      return textFor(schema, ctx);
    case 'integer':
      return integerFor(schema);
    case 'number':
      return fc.oneof(
        integerFor(schema),
        fc.double({ min: numericMin(schema), max: numericMax(schema), noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayFor(schema, ctx);
    case 'object':
      return objectFor(schema, ctx);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

const SAFE = Number.MAX_SAFE_INTEGER;
const numericMin = (schema: JsonSchema) =>
  Math.max(
    -SAFE,
    schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : -SAFE),
  );
const numericMax = (schema: JsonSchema) =>
  Math.min(
    SAFE,
    schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : SAFE),
  );

/**
 * Small counts and versions (0 to 3, where rows really are) half the time, else fast-check's
 * bigInt over the whole range, which favours both bounds: where the bugs live.
 */
const integerFor = (schema: JsonSchema): fc.Arbitrary<number> => {
  const min = Math.ceil(numericMin(schema));
  const max = Math.max(min, Math.floor(numericMax(schema)));
  const small = fc.integer({ min: Math.max(min, Math.min(0, max)), max: Math.min(max, Math.max(3, min)) });
  return fc.oneof(small, fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number));
};

const arrayFor = (schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<unknown[]> => {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, ctx.small ? 1 : 4));
  return fc.array(valueFor(schema.items ?? {}, deeper(ctx)), { minLength, maxLength });
};

const extraEntries = (value: fc.Arbitrary<unknown>) =>
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), value), {
    maxLength: 3,
  });

const withEntries = (base: object, entries: [string, unknown][]) => {
  const copy = { ...base };
  for (const [key, value] of entries) withOwnKey(copy, key, value);
  return copy;
};

const objectFor = (schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<object> => {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((key) => key in properties);
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, hinted(key, s, deeper(ctx))]),
  );
  const record = fc.record(model, { requiredKeys: required });
  const additional = schema.additionalProperties;
  if (typeof additional !== 'object') return record;
  return fc
    .tuple(record, extraEntries(valueFor(additional, deeper(ctx))))
    .map(([base, entries]) => withEntries(base, entries));
};

/** A value `schema` must refuse, or one at the edge of what it accepts. */
const malformed = (schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<unknown> => {
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPED) },
  ];
  const types = typesOf(schema);
  if (types.includes('string') || schema.enum) options.push(...malformedText(schema));
  if (types.includes('integer') || types.includes('number')) options.push(...malformedNumber(schema));
  if (types.includes('array')) options.push(...malformedArray(schema, ctx));
  if (types.includes('object')) options.push(...malformedObject(schema, ctx));
  return fc.oneof(...options);
};

const malformedText = (schema: JsonSchema): fc.WeightedArbitrary<unknown>[] => {
  const edges = [
    schema.maxLength !== undefined && schema.maxLength < 1_000_000 ? 'a'.repeat(schema.maxLength + 1) : null,
    schema.minLength ? 'a'.repeat(schema.minLength - 1) : null,
    ...(schema.enum ?? []).flatMap((value) =>
      typeof value === 'string' ? [value.toUpperCase(), ` ${value}`, `${value}\u0000`] : [],
    ),
  ].filter((value): value is string => value !== null);
  return [
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS, ...edges) },
    { weight: 1, arbitrary: hugeString() },
    { weight: 1, arbitrary: opaqueToken() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  ];
};

const malformedNumber = (schema: JsonSchema): fc.WeightedArbitrary<unknown>[] => {
  const edges = [numericMin(schema) - 1, numericMax(schema) + 1, numericMin(schema) + 0.5];
  return [
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS, ...edges) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String) },
  ];
};

const malformedArray = (schema: JsonSchema, ctx: ValueContext): fc.WeightedArbitrary<unknown>[] => {
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...WRONG_TYPED), { minLength: 1, maxLength: 3 }) },
  ];
  const { maxItems } = schema;
  if (maxItems !== undefined && maxItems < 5000) {
    // One valid item repeated, without malformed values inside: a list past its maximum and no more.
    const one = conforming(schema.items ?? {}, { ...ctx, valid: true, small: true });
    options.push({
      weight: 1,
      arbitrary: one.map((item) => Array.from({ length: maxItems + 1 }, () => item)),
    });
  }
  return options;
};

const malformedObject = (schema: JsonSchema, ctx: ValueContext): fc.WeightedArbitrary<unknown>[] => {
  const base = objectFor(schema, ctx);
  const options: fc.WeightedArbitrary<unknown>[] = [
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          base,
          extraEntries(fc.oneof(fc.constantFrom(...WRONG_TYPED), fc.constantFrom(...HOSTILE_STRINGS))),
        )
        .map(([value, entries]) => withEntries(value, entries.length > 0 ? entries : [['__proto__', {}]])),
    },
  ];
  const required = schema.required ?? [];
  if (required.length > 0) {
    options.push({
      weight: 2,
      arbitrary: fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
        const copy: Record<string, unknown> = { ...value };
        delete copy[key];
        return copy;
      }),
    });
  }
  return options;
};
