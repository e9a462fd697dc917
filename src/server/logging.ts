import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { findOutage, isFailedQuery } from './db/outage.ts';
import type { Env } from './env.ts';

/** Where log lines go: pino's destination (stdout by default), or a test's stream. */
export interface LogStream {
  write(line: string): void;
}

/** Query-string values that are secrets: a sign-in callback's code, a reset link's token. */
const SECRET_QUERY_KEY = /token|code|state|secret|password|key/i;

/** The request's path with secret query values masked. */
const loggableUrl = (url: string): string => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const [key] of query) if (SECRET_QUERY_KEY.test(key)) query.set(key, '[redacted]');
  return `${url.slice(0, at)}?${query.toString()}`;
};

/** A database message quotes the value it choked on (`invalid input syntax …: "<value>"`): a quoted
 * run longer than a name is cut, whatever it was (a token, a line of code). */
const withoutQuotedValues = (message: string) =>
  message.replace(/"[^"]{21,}"/g, '"[…]"').replace(/'[^']{21,}'/g, "'[…]'");

/** The stack's frames without its first line, which repeats the message. */
const stackFramesOf = (error: { stack?: unknown }): string =>
  typeof error.stack === 'string'
    ? error.stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .slice(0, 12)
        .join('\n')
    : '';

/** What pino writes for an error (the shape its `err` serializer promises Fastify). */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as a log line may carry it: its class, code and a short message, never its enumerable
 * fields. drizzle's DrizzleQueryError keeps the query's parameters (a session token, a student's
 * code) in its message and fields, so it is told by its SQL's first words and its cause alone.
 */
export const loggableError = (error: unknown): LoggedError => {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: String(error).slice(0, 200), stack: '' };
  const e = error as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const outage = findOutage(error);
  if (outage)
    return { type: outage.type, code: outage.code, message: outage.message, stack: '', outage: true };
  if (isFailedQuery(error)) {
    const query = String(error.query ?? '');
    return {
      type: 'DrizzleQueryError',
      message: `Failed query: ${query.slice(0, 120)}`,
      cause: e.cause ? loggableError(e.cause) : undefined,
      stack: stackFramesOf(e),
    };
  }
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    code: typeof e.code === 'string' || typeof e.code === 'number' ? e.code : undefined,
    message: withoutQuotedValues(String(e.message ?? '')).slice(0, 300),
    stack: stackFramesOf(e),
    cause: e.cause && e.cause !== error ? loggableError(e.cause) : undefined,
  };
};

/**
 * Fastify's logger: errors through loggableError, requests without headers or secret query values,
 * and whatever a log call passes as headers, a body or a password replaced before it is written.
 */
export const loggerOptions = (
  env: Pick<Env, 'LOG_LEVEL'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] =>
  env.LOG_LEVEL === 'silent'
    ? false
    : {
        level: env.LOG_LEVEL,
        ...(stream ? { stream } : {}),
        serializers: {
          err: loggableError,
          req: (req: { method?: string; url?: string; ip?: string }) => ({
            method: req.method,
            url: loggableUrl(req.url ?? ''),
            remoteAddress: req.ip,
          }),
        },
        redact: {
          paths: [
            'headers.cookie',
            'headers.authorization',
            'headers["set-cookie"]',
            '*.headers.cookie',
            '*.headers.authorization',
            '*.headers["set-cookie"]',
            'body',
            '*.body',
            'password',
            '*.password',
            'token',
            '*.token',
          ],
          censor: '[redacted]',
        },
      };

/**
 * Logs a failure of one kind at most once per `intervalMs`: the first at once, the repeats counted
 * and reported with the next one logged (`suppressed`). An outage fails every request; one line
 * every few seconds says as much as thousands.
 */
export const createFoldedLog = (intervalMs = 10_000) => {
  const kinds = new Map<string, { loggedAt: number; suppressed: number }>();
  return (
    log: FastifyBaseLogger,
    level: 'warn' | 'error',
    kind: string,
    fields: Record<string, unknown>,
    message: string,
  ) => {
    const now = Date.now();
    const seen = kinds.get(kind);
    if (seen && now - seen.loggedAt < intervalMs) {
      seen.suppressed += 1;
      return;
    }
    kinds.set(kind, { loggedAt: now, suppressed: 0 });
    log[level]({ ...fields, ...(seen?.suppressed ? { suppressed: seen.suppressed } : {}) }, message);
  };
};

/**
 * better-auth's messages into our log: an error it passes along (a failed session lookup, with the
 * session token among the query's parameters) through loggableError, repeats folded.
 */
export const createAuthLog = (log: FastifyBaseLogger) => {
  const logFolded = createFoldedLog();
  return (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
    const errors = args.filter((arg) => typeof arg === 'object' && arg !== null).map(loggableError);
    const text = `better-auth: ${message.slice(0, 200)}`;
    if (level === 'debug' || level === 'info') return log[level]({ errors }, text);
    const first = errors[0];
    logFolded(log, level, `auth:${text}:${first?.type}:${String(first?.code)}`, { errors }, text);
  };
};
