/** A signed-in API caller for the Academy bench: its cookie, our Origin, and timed requests. */
import { request as httpRequest } from 'node:http';
import { ms, percentile } from './stats.ts';

export interface Answer<T = unknown> {
  status: number;
  ms: number;
  /** Decoded body length, as the client receives it after decompression. */
  bytes: number;
  body: T;
}

export interface Caller {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>>;
  /** The same GET's bytes on the wire when the client accepts br and gzip, as a browser does. */
  wireBytes(path: string): Promise<{ bytes: number; encoding: string }>;
}

const origin = (baseUrl: string) => new URL(baseUrl).origin;

/** POSTs `body` to `path` (sign-in or sign-up) and returns a caller with the session cookie it set. */
const openSession = async (
  baseUrl: string,
  path: string,
  body: unknown,
  status: number,
  what: string,
): Promise<Caller & { ms: number }> => {
  const t0 = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origin(baseUrl) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const took = performance.now() - t0;
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${text}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ...callerWith(baseUrl, cookie), ms: took };
};

export const signIn = (baseUrl: string, email: string, password: string): Promise<Caller> =>
  openSession(baseUrl, '/api/session', { email, password }, 200, `sign-in of ${email}`);

/** A new account through `POST /api/users` (signed in on creation); `ms` is the sign-up's time. */
export const signUp = (baseUrl: string, name: string, email: string, password: string) =>
  openSession(baseUrl, '/api/users', { name, email, password }, 201, `sign-up of ${email}`);

const callerWith = (baseUrl: string, cookie: string): Caller => {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<Answer<T>> => {
    const t0 = performance.now();
    const r = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie,
        origin: origin(baseUrl),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    const took = performance.now() - t0;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: r.status, ms: took, bytes: Buffer.byteLength(text), body: parsed as T };
  };
  const wireBytes = (path: string) =>
    new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
      const req = httpRequest(
        `${baseUrl}${path}`,
        { headers: { cookie, 'accept-encoding': 'br, gzip' } },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () =>
            resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  return { call, wireBytes };
};

/** Fails the measurement (not a judgement): a request that should succeed did not. */
export const expectStatus = <T>(answer: Answer<T>, status: number, what: string): Answer<T> => {
  if (answer.status !== status) {
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    throw new Error(`${what}: expected ${status}, got ${answer.status}: ${body.slice(0, 400)}`);
  }
  return answer;
};

/** Runs `once` n times in a row, each answer checked, and returns the times. */
export const sample = async (
  n: number,
  once: (i: number) => Promise<Answer>,
  status = 200,
  what = 'request',
): Promise<number[]> => {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) times.push(expectStatus(await once(i), status, what).ms);
  return times;
};

export const spread = (times: readonly number[], withMax = true) =>
  `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}${
    withMax ? `, max ${ms(Math.max(...times))}` : ''
  } (n=${times.length})`;
