import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../domain/errors.ts';
import { HttpError } from '../http-error.ts';
import type { Counter, Throttle } from './throttle.ts';

/** The counters a sign-in (or a password check) for `email` from this request counts against. */
export const passwordCounters = (request: FastifyRequest, email: string): Counter[] => [
  { rule: 'failuresPerEmailAndIp', subject: `${email}|${request.ip}` },
  { rule: 'failuresPerEmail', subject: email },
  { rule: 'failuresPerIp', subject: request.ip },
];

/** The counter of a failure that names no account (e.g. an e-mail already registered). */
export const ipCounter = (request: FastifyRequest): Counter => ({
  rule: 'failuresPerIp',
  subject: request.ip,
});

/** 429 (`code`) with Retry-After while any of `counters` has no room for `amount` more. */
export const assertNotThrottled = async (
  throttle: Throttle,
  reply: FastifyReply,
  counters: Counter[],
  code: ErrorCode = 'RATE_LIMITED',
  amount = 1,
): Promise<void> => {
  const wait = await throttle.retryAfter(counters, amount);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    throw new HttpError(429, code);
  }
};
