import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../domain/errors.ts';
import { ERROR_MESSAGES } from '../domain/errors.ts';
import { findOutage } from './db/outage.ts';
import { HttpError } from './http-error.ts';
import { createFoldedLog, loggableError } from './logging.ts';

/** Seconds a client is asked to wait after a 503 (a database outage, a failing or draining health check). */
export const OUTAGE_RETRY_AFTER_S = 5;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'VALIDATION_FAILED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const body = (code: ErrorCode, message: string = ERROR_MESSAGES[code], fields?: Record<string, string[]>) =>
  ({ error: { code, message, ...(fields ? { fields } : {}) } }) satisfies ApiErrorBody;

/**
 * One error handler: a client's mistake gets its 4xx and a code the web translates; a database
 * outage a 503 with Retry-After; anything else is logged (class, code, short message, never a
 * query's parameters) and answered with a 500 that leaks nothing.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  const logFolded = createFoldedLog();
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // A client's mistake stays its 4xx even when its cause reads like a lost connection.
    const isClientError = error instanceof HttpError || (error.statusCode ?? 500) < 500;
    const outage = isClientError ? null : findOutage(error);
    if (outage) {
      // The database, not the request, failed: the same answer for every request until it is back.
      logFolded(request.log, 'warn', `outage:${outage.code}`, { outage }, 'database unavailable');
      reply.header('retry-after', String(OUTAGE_RETRY_AFTER_S));
      return reply.status(503).send(body('SERVICE_UNAVAILABLE'));
    }
    if (error instanceof HttpError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = (issue.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || path.join('.') || '_';
        fields[key] = [...(fields[key] ?? []), issue.message ?? 'invalid'];
      }
      return reply.status(400).send(body('VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
      request.log.info({ err: error }, 'client error');
      return reply
        .status(status)
        .send(body(code, status === 429 ? ERROR_MESSAGES.RATE_LIMITED : error.message));
    }
    logFolded(request.log, 'error', `failed:${failureKindOf(error)}`, { err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL'));
  });
};

/** Repeats of one failure are folded in the log: told apart by class and code (or first words). */
const failureKindOf = (error: unknown): string => {
  const { type, code, message, cause } = loggableError(error);
  const inner = cause as { type?: unknown; code?: unknown } | undefined;
  return [type, code ?? String(message ?? '').slice(0, 60), inner?.type, inner?.code].join(':');
};

/**
 * The router's own refusals (a URL that does not decode, a path parameter over the length
 * limit) answered in the one error shape instead of Fastify's.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode ?? 400;
  request.log.info({ err: error }, 'request refused by the router');
  const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
  const message = status === 414 ? ERROR_MESSAGES.URI_TOO_LONG : 'The address is not valid';
  void reply.status(status).send(body(code, message));
};

/**
 * A request Node's HTTP parser could not read (headers too large, malformed request line):
 * answered on the socket in the one error shape, as Fastify's default handler does in its own.
 */
export const clientErrorHandler = (error: NodeJS.ErrnoException, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const payload = JSON.stringify(body('VALIDATION_FAILED', STATUS_CODES[status] ?? 'Bad request'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
  );
};
