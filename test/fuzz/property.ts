import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from '../app.ts';
import { injectStream } from '../event-stream.ts';
import { isStateChanging, type JsonSchema, type Operation } from './openapi.ts';
import type { Outcome } from './report.ts';
import type { FuzzRequest } from './requests.ts';
import type { World } from './world.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys a schema declares, or null when it lets any key through (`additionalProperties` not false). */
const declaredKeys = (schema: JsonSchema | undefined): Set<string> | null => {
  if (schema?.additionalProperties !== undefined && schema.additionalProperties !== false) return null;
  return new Set(Object.keys(schema?.properties ?? {}));
};

const extraKeys = (value: Record<string, unknown>, base: string[], declared: Set<string> | null) =>
  declared === null ? [] : Object.keys(value).filter((key) => !base.includes(key) && !declared.has(key));

/**
 * The one error shape: `{ error: { code, message, fields? } }`. Keys beyond those are accepted only
 * where the document declares them for this status (the 409 of a project save carries `current`).
 */
export const errorShapeProblems = (body: unknown, declared: JsonSchema | undefined): string[] => {
  if (!isObject(body)) return ['the error body is not an object'];
  const problems: string[] = [];
  const extraTop = extraKeys(body, ['error'], declaredKeys(declared));
  if (extraTop.length > 0) problems.push(`undeclared keys ${extraTop.join(', ')}`);
  const { error } = body;
  if (!isObject(error)) return [...problems, 'no `error` object'];
  const extra = extraKeys(error, ['code', 'message', 'fields'], declaredKeys(declared?.properties?.error));
  if (extra.length > 0) problems.push(`undeclared keys error.${extra.join(', error.')}`);
  if (typeof error.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(error.code))
    problems.push('error.code is not an UPPER_SNAKE string');
  if (typeof error.message !== 'string' || error.message === '')
    problems.push('error.message is not a string');
  const { fields } = error;
  if (
    fields !== undefined &&
    !(
      isObject(fields) &&
      Object.values(fields).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
    )
  )
    problems.push('error.fields is not a record of string lists');
  return problems;
};

/** The origin a browser declares: `Origin`, else the origin of `Referer` ("invalid" when unreadable). */
const declaredOrigin = (request: FuzzRequest): string | undefined => {
  if (request.origin !== undefined || request.referer === undefined) return request.origin;
  return URL.canParse(request.referer) ? new URL(request.referer).origin : 'invalid';
};

/** What the checks read of an answer. */
type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'rawPayload' | 'body'>;

/** The answer's text, uncompressed when the client asked for an encoding and got one. */
const bodyText = (response: Answer): string => {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'deflate') return inflateSync(raw).toString();
  return response.body;
};

const answerProblems = (operation: Operation, request: FuzzRequest, response: Answer) => {
  const status = response.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (status < 400 || request.method === 'HEAD') return problems;
  const contentType = String(response.headers['content-type'] ?? '');
  if (!/^application\/json\b/.test(contentType))
    problems.push(`error content-type "${contentType}" is not JSON`);
  let body: unknown;
  try {
    body = JSON.parse(bodyText(response));
  } catch {
    return [...problems, 'the error body is not JSON'];
  }
  const shape = errorShapeProblems(body, operation.responses[String(status)]);
  return [...problems, ...shape.map((problem) => `error shape: ${problem}`)];
};

/**
 * An event stream never ends by itself: read up to its first block (or to the end of an error),
 * then hang up as a browser closing the tab does.
 */
const sendToStream = async (app: FastifyInstance, options: InjectOptions): Promise<Answer> => {
  const stream = await injectStream(app, options);
  await stream.until((text) => text.includes('\n\n') || stream.ended());
  stream.close();
  return {
    statusCode: stream.statusCode,
    headers: stream.headers,
    rawPayload: stream.bytes(),
    body: stream.text(),
  };
};

/** The request as its client sends it, with the actor's cookie. */
const send = (world: World, request: FuzzRequest, streams = false): Promise<Answer> => {
  const cookie = world.cookieOf(request);
  const options: InjectOptions = {
    method: request.method as 'GET',
    url: request.url,
    remoteAddress: request.remoteAddress,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(request.origin !== undefined ? { origin: request.origin } : {}),
      ...(request.referer !== undefined ? { referer: request.referer } : {}),
      ...(request.contentType !== undefined ? { 'content-type': request.contentType } : {}),
      ...(request.acceptEncoding !== undefined ? { 'accept-encoding': request.acceptEncoding } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
  const { app } = world.testApp;
  return streams ? sendToStream(app, options) : app.inject(options);
};

/** Undoes whatever the last request changed; says what that was. */
const undo = async (world: World): Promise<string[]> => {
  const changed = await world.changes();
  if (changed.length > 0) await world.reset(changed);
  return changed;
};

/**
 * A write a browser sent from another origin is a 403, unless our own origin gets the same
 * refusal (an address that cannot be routed): then the origin made no difference.
 */
const foreignOriginProblem = async (world: World, request: FuzzRequest, status: number) => {
  const origin = declaredOrigin(request);
  if (origin === undefined || origin === TEST_ORIGIN || !isStateChanging(request.method) || status === 403)
    return [];
  const ours = await send(world, { ...request, origin: TEST_ORIGIN, referer: undefined });
  await undo(world);
  if (status >= 400 && ours.statusCode === status) return [];
  return [`a write from the foreign origin ${origin} got ${status}, not 403`];
};

/**
 * Sends one generated request and checks it: never a 5xx; every 4xx/5xx in the one error shape
 * with a JSON content type; a write from a foreign origin is a 403; and a rejected request leaves
 * every table and stored file as it found them. A case that changed something is undone, so the
 * next one starts from the same state.
 */
export const runCase = async (world: World, operation: Operation, request: FuzzRequest): Promise<Outcome> => {
  const started = performance.now();
  const response = await send(world, request, operation.streams);
  const ms = performance.now() - started;
  const violations = answerProblems(operation, request, response);
  const changed = await undo(world);
  if (changed.length > 0 && response.statusCode >= 400)
    violations.push(`the rejected request changed ${changed.join(', ')}`);
  violations.push(...(await foreignOriginProblem(world, request, response.statusCode)));
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: bodyText(response),
    violations,
    ms,
  };
};
