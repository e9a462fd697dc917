import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Telling a database outage (the server is down, restarting, frozen, full) from a bug or a client's
 * mistake: an outage is answered 503 with Retry-After and logged as one short line, never with the
 * failed query's parameters (a session token, a student's code).
 */

/** SQLSTATEs of a server that cannot answer now: connection exceptions (class 08), operator
 * intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 starting up or shutting down),
 * insufficient resources (class 53: too many connections, out of memory or disk) and a statement
 * cancelled by statement_timeout (57014). */
const isOutageSqlState = (code: string) =>
  code.startsWith('08') || code.startsWith('57P') || code.startsWith('53') || code === '57014';

/** What a socket says when the server is not there or stopped answering. */
const OUTAGE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and its pool report these without a code: a lost, late or unobtainable connection. */
const OUTAGE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Query read timeout',
  'is not queryable',
  'the database system is',
];

/** drizzle's wrapper of a failed query: its message and fields hold the query's parameters. */
export const isFailedQuery = (error: unknown): error is DrizzleQueryError =>
  error instanceof DrizzleQueryError;

export interface Outage {
  /** The SQLSTATE or node error code, or `TIMEOUT`/`CONNECTION` for the driver's own. */
  code: string;
  /** The error's class (`error`, `DatabaseError`, `AggregateError`). */
  type: string;
  /** The driver's message, never a query or its parameters; at most 200 characters. */
  message: string;
}

const codeOf = (error: object): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

const isSqlState = (code: string) => /^[0-9A-Z]{5}$/.test(code);

/** The error and every error it wraps: drizzle's DrizzleQueryError `cause`, an AggregateError's list. */
const chainOf = (error: unknown): object[] => {
  const chain: object[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 10) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null || chain.includes(next)) continue;
    chain.push(next);
    queue.push((next as { cause?: unknown }).cause);
    const list = (next as { errors?: unknown }).errors;
    if (Array.isArray(list)) queue.push(...list);
  }
  return chain;
};

const outageOf = (error: object): Outage | null => {
  // Its message is the query and its parameters, which may say anything: only its cause is judged.
  if (isFailedQuery(error)) return null;
  const code = codeOf(error);
  const message = String((error as { message?: unknown }).message ?? '');
  const type = (error as { name?: unknown }).name;
  const found = (c: string): Outage => ({
    code: c,
    type: String(type ?? 'Error'),
    message: message.slice(0, 200),
  });
  if (code && isSqlState(code)) return isOutageSqlState(code) ? found(code) : null;
  if (code && OUTAGE_NODE_CODES.has(code)) return found(code);
  if (!OUTAGE_MESSAGES.some((m) => message.includes(m))) return null;
  return found(/timeout/i.test(message) ? 'TIMEOUT' : 'CONNECTION');
};

/**
 * The outage behind `error`, or null when it is something else. A DrizzleQueryError is judged by
 * its cause: its own message holds the query and its parameters, so it is never what is reported.
 */
export const findOutage = (error: unknown): Outage | null => {
  for (const link of chainOf(error)) {
    const outage = outageOf(link);
    if (outage) return outage;
  }
  return null;
};
