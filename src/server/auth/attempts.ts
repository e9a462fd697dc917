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

/** The counters of the account itself: the only ones that refuse even its correct password. */
export const accountCounters = (request: FastifyRequest, email: string): Counter[] =>
  passwordCounters(request, email).filter((counter) => counter.rule !== 'failuresPerIp');

/** Sign-ins for e-mails without an account, counted apart from wrong passwords (a school's NAT). */
export const unknownEmailCounter = (request: FastifyRequest): Counter => ({
  rule: 'unknownEmailsPerIp',
  subject: request.ip,
});

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

/**
 * Counts a failed password check (`wrong` password of an account, or an `unknown` e-mail) against
 * the account's counters and the address's bucket of its kind. Once either bucket of the address
 * has used its budget, every failure from it is the same 429, so the wait tells no one whether an
 * e-mail has an account; a correct password never gets here, so the address alone refuses none.
 */
export const countPasswordFailure = async (
  throttle: Throttle,
  reply: FastifyReply,
  request: FastifyRequest,
  email: string,
  kind: 'wrong' | 'unknown',
): Promise<void> => {
  const addressWait = await throttle.retryAfter([ipCounter(request), unknownEmailCounter(request)]);
  const bucket = kind === 'wrong' ? ipCounter(request) : unknownEmailCounter(request);
  await throttle.hit([...accountCounters(request, email), bucket]);
  if (addressWait > 0) {
    reply.header('retry-after', String(addressWait));
    throw new HttpError(429, 'RATE_LIMITED');
  }
};
