import fc from 'fast-check';
import { type Body, type FileSamples, multipartBody } from './multipart.ts';
import { isStateChanging, type JsonSchema, type Operation } from './openapi.ts';
import { type ValueContext, valueFor } from './schema-arbitrary.ts';

/** Text a JSON parser must refuse, or accept only to hand the route something odd. */
const INVALID_JSON = [
  '{',
  '}',
  '{"name":',
  '[',
  'nul',
  'NaN',
  'Infinity',
  "{'name':'x'}",
  '{"name":"x",}',
  '{"name":"x"}garbage',
  '{"name":"x"}{"name":"y"}',
  '\u0000',
  ' ',
  '{"version":1e999999}',
  '{"name":"x","name":"y"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\ufeff{}',
  '/* comment */ {}',
  '{"a":undefined}',
  '0x10',
  '"unterminated',
  '{"\\u0000":"\\ud800"}',
  '['.repeat(50_000),
  '{"a":'.repeat(20_000),
  '9'.repeat(1000),
];

const INVALID_BYTES = [
  Buffer.from([0xff, 0xfe, 0xfd, 0x00]),
  Buffer.from('{"name":"x","category":"robotics"}', 'utf16le'),
  Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('"}')]),
];

const JSON_TYPES = [
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json; charset=utf-16',
  'application/json;charset=latin1',
  'application/merge-patch+json',
  'application/json, text/plain',
];

const WRONG_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
  'garbage',
  ';;;',
  '*/*',
];

const json = (value: unknown, contentType = 'application/json'): Body => ({
  kind: 'json',
  contentType,
  payload: JSON.stringify(value) ?? 'null',
});

const invalidJson: fc.Arbitrary<Body> = fc
  .oneof(fc.constantFrom(...INVALID_JSON), fc.constantFrom(...INVALID_BYTES))
  .map((payload) => ({ kind: 'invalid-json', contentType: 'application/json', payload }));

const wrongType = (values: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  fc.tuple(values, fc.constantFrom(...WRONG_TYPES)).map(([value, contentType]) => ({
    kind: 'wrong-content-type',
    contentType,
    payload:
      contentType === 'application/x-www-form-urlencoded'
        ? 'name=x&category=robotics'
        : (JSON.stringify(value) ?? ''),
  }));

const hugeJson: fc.Arbitrary<Body> = fc.constantFrom(300_000, 1_100_000).map((length) => ({
  kind: 'huge-json',
  contentType: 'application/json',
  payload: `{"name":"${'a'.repeat(length)}"}`,
}));

const none: fc.Arbitrary<Body> = fc.constant({ kind: 'none' });
const emptyJson: fc.Arbitrary<Body> = fc.constant({
  kind: 'empty-json',
  contentType: 'application/json',
  payload: '',
});

/** Bodies for an operation whose document declares a JSON body: mostly generated from its schema. */
const forJsonSchema = (schema: JsonSchema, ctx: ValueContext, samples: FileSamples): fc.Arbitrary<Body> => {
  const values = valueFor(schema, ctx);
  return fc.oneof(
    { weight: 14, arbitrary: values.map((value) => json(value)) },
    { weight: 10, arbitrary: valueFor(schema, { ...ctx, valid: true }).map((value) => json(value)) },
    {
      weight: 2,
      arbitrary: fc.tuple(values, fc.constantFrom(...JSON_TYPES)).map(([value, type]) => json(value, type)),
    },
    { weight: 3, arbitrary: invalidJson },
    { weight: 2, arbitrary: wrongType(values) },
    { weight: 1, arbitrary: hugeJson },
    { weight: 1, arbitrary: multipartBody(samples) },
    { weight: 1, arbitrary: none },
    { weight: 1, arbitrary: emptyJson },
  );
};

/**
 * What to send to `operation`. The document's body schema when it has one (a multipart body when
 * it declares multipart/form-data); write methods without a declared body still get multipart
 * (uploads are not described in the document) and JSON; reads mostly get no body at all.
 */
export const bodyFor = (
  operation: Operation,
  ctx: ValueContext,
  samples: FileSamples,
): fc.Arbitrary<Body> => {
  const content = operation.body?.content ?? {};
  const jsonSchema = content['application/json'];
  if (jsonSchema) return forJsonSchema(jsonSchema, ctx, samples);
  const anything = fc.jsonValue({ maxDepth: 2 });
  if ('multipart/form-data' in content || isStateChanging(operation.method)) {
    return fc.oneof(
      { weight: 10, arbitrary: multipartBody(samples) },
      { weight: 4, arbitrary: none },
      { weight: 2, arbitrary: anything.map((value) => json(value)) },
      { weight: 1, arbitrary: invalidJson },
      { weight: 1, arbitrary: wrongType(anything) },
      { weight: 1, arbitrary: emptyJson },
    );
  }
  if (operation.method === 'HEAD') return none;
  return fc.oneof(
    { weight: 16, arbitrary: none },
    { weight: 1, arbitrary: anything.map((value) => json(value)) },
    { weight: 1, arbitrary: invalidJson },
    { weight: 1, arbitrary: multipartBody(samples) },
  );
};
