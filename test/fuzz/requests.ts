import fc from 'fast-check';
import { TEST_ORIGIN } from '../app.ts';
import { bodyFor } from './bodies.ts';
import { HOSTILE_STRINGS } from './hostile.ts';
import type { FileSamples } from './multipart.ts';
import type { Operation, Parameter } from './openapi.ts';
import { describeRequest } from './report.ts';
import { type ValueContext, valueFor } from './schema-arbitrary.ts';

/** Session cookies nobody was given, by what is wrong with them. */
export const FORGERIES = [
  'bad signature',
  'unsigned token',
  'made-up token',
  'empty',
  'NUL',
  '4 KB',
  'twice',
  'prototype keys',
  'no name',
] as const;
export type Forgery = (typeof FORGERIES)[number];

/** Who sends a request: fixture users with sessions, nobody, or a made-up session cookie. */
export type Actor = 'owner' | 'admin' | 'other' | 'anonymous' | 'forged';

export interface FuzzRequest {
  operation: string;
  actor: Actor;
  origin: string | undefined;
  referer: string | undefined;
  remoteAddress: string;
  /** For `forged`: which made-up session cookie. */
  forgery: Forgery;
  /** Sometimes asks for a compressed answer, or refuses every encoding. */
  acceptEncoding: string | undefined;
  method: string;
  url: string;
  contentType: string | undefined;
  payload: string | Buffer | undefined;
  /** What kind of body was generated, for reports. */
  bodyKind: string;
}

/** What the fixtures made real, so generated requests can hit existing rows. */
export interface Targets extends ValueContext {
  /** Real values of a path parameter by the path before it: `/api/projects` → project ids. */
  byPrefix: Record<string, string[]>;
}

const FOREIGN_ORIGINS = [
  'http://evil.example',
  'null',
  'http://localhost:3001',
  'https://localhost:3000',
  'http://localhost:3000.evil.example',
];
const BROKEN_ESCAPES = ['%', '%zz', '%00', '%C0%AE', '%ff%fe', '%E2%82', '%u0041'];

const actor: fc.Arbitrary<Actor> = fc.oneof(
  { weight: 10, arbitrary: fc.constant('owner' as const) },
  { weight: 4, arbitrary: fc.constant('admin' as const) },
  { weight: 2, arbitrary: fc.constant('other' as const) },
  { weight: 2, arbitrary: fc.constant('anonymous' as const) },
  { weight: 1, arbitrary: fc.constant('forged' as const) },
);

type Source = { origin: string | undefined; referer: string | undefined };
const source = (origin?: string, referer?: string): Source => ({ origin, referer });

/** Where the browser says the request comes from: Origin mostly ours, sometimes foreign or absent. */
const requestSource: fc.Arbitrary<Source> = fc.oneof(
  { weight: 16, arbitrary: fc.constant(source(TEST_ORIGIN)) },
  { weight: 2, arbitrary: fc.constantFrom(...FOREIGN_ORIGINS).map((origin) => source(origin)) },
  { weight: 1, arbitrary: fc.constant(source()) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        `${TEST_ORIGIN}/es/home`,
        ...FOREIGN_ORIGINS.map((origin) => `${origin}/page`),
        'not a url',
      )
      .map((referer) => source(undefined, referer)),
  },
  { weight: 1, arbitrary: fc.constant(source(TEST_ORIGIN, 'http://evil.example/page')) },
);

const acceptEncoding: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('gzip', 'br', 'gzip, deflate, br', 'identity;q=0, *;q=0', 'x-garbage'),
  },
);

/** A different client address per case, so per-IP limits do not end every sign-in attempt with a 429. */
const remoteAddress = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b]) => `10.77.${a}.${b}`);

/** Lone surrogates cannot be percent-encoded; a browser sends U+FFFD for them. */
const encodeText = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

const isPlainSegment = (value: string) => /^[\x21-\x7e]*$/.test(value) && !/[?#]/.test(value);

/** Mostly percent-encoded as a client library would; sometimes raw (`../`), sometimes encoded twice. */
const encoded = (value: string, keepSlashes: boolean) => {
  const encode = (text: string) =>
    keepSlashes ? text.split('/').map(encodeText).join('/') : encodeText(text);
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(encode(value)) },
    { weight: isPlainSegment(value) ? 2 : 0, arbitrary: fc.constant(value) },
    { weight: 1, arbitrary: fc.constant(encodeText(encode(value))) },
  );
};

const prefixOf = (path: string, name: string) => path.slice(0, path.indexOf(`{${name}}`)).replace(/\/$/, '');

const pathValue = (operation: Operation, param: Parameter, targets: Targets): fc.Arbitrary<string> => {
  const all = [...new Set(Object.values(targets.byPrefix).flat())];
  const own = targets.byPrefix[prefixOf(operation.path, param.name)] ?? [];
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS, ...BROKEN_ESCAPES.map(decodeSafely)) },
    { weight: 1, arbitrary: valueFor(param.schema, targets).map(asText) },
  ];
  if (own.length > 0) options.push({ weight: 6, arbitrary: fc.constantFrom(...own) });
  if (all.length > 0) options.push({ weight: 1, arbitrary: fc.constantFrom(...all) });
  return fc.oneof(...options).chain((value) => encoded(value, param.name === '*'));
};

/** `%zz` and friends go into the URL as they are; a path value holds them decoded when it can. */
const decodeSafely = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

const queryPair = (name: string, value: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 12, arbitrary: value.map((text) => `${encodeText(name)}=${encodeText(text)}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BROKEN_ESCAPES).map((raw) => `${encodeText(name)}=${raw}`),
    },
    { weight: 1, arbitrary: fc.constant(encodeText(name)) },
  );

const queryString = (operation: Operation, targets: Targets): fc.Arbitrary<string> => {
  // fast-check leaves an option out once in `freq`: a required parameter rarely, an optional one half the time.
  const declared = operation.queryParams.map((param) =>
    fc.option(queryPair(param.name, valueFor(param.schema, targets).map(asText)), {
      freq: param.required ? 20 : 2,
    }),
  );
  const names = [
    ...operation.queryParams.map((param) => param.name),
    '__proto__',
    'constructor[prototype][x]',
    'a[b]',
  ];
  const extras = fc.oneof(
    { weight: 6, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(extraPair(names), { minLength: 1, maxLength: 2 }) },
  );
  return fc.tuple(fc.tuple(...declared), extras).map(([pairs, more]) => {
    const all = [...pairs.filter((pair): pair is string => pair !== null), ...more];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
};

const extraPair = (names: string[]) =>
  fc
    .tuple(fc.constantFrom(...names), fc.constantFrom(...HOSTILE_STRINGS))
    .chain(([name, value]) => queryPair(name, fc.constant(value)));

/** Every part of a request to `operation`, generated from what the document says about it. */
export const requestFor = (
  operation: Operation,
  targets: Targets,
  samples: FileSamples,
): fc.Arbitrary<FuzzRequest> => {
  const params = operation.pathParams.map((param) =>
    pathValue(operation, param, targets).map((v) => [param.name, v]),
  );
  return fc
    .record({
      actor,
      source: requestSource,
      remoteAddress,
      forgery: fc.constantFrom(...FORGERIES),
      acceptEncoding,
      params: fc.tuple(...params),
      query: queryString(operation, targets),
      body: bodyFor(operation, targets, samples),
    })
    .map(({ params: values, query, body, source: { origin, referer }, ...rest }) => {
      let path = operation.path;
      for (const [name, value] of values as [string, string][]) path = path.replace(`{${name}}`, value);
      const request: FuzzRequest = {
        operation: operation.id,
        ...rest,
        origin,
        referer,
        method: operation.method,
        url: `${path}${query}`,
        contentType: body.contentType,
        payload: body.payload,
        bodyKind: body.kind,
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
};
