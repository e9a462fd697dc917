import { retryMinutesOf } from '../../domain/class-codes.ts';
import type { ClassList } from '../../domain/seats.ts';
import { isApiError, requestJson } from '../lib/api.ts';
import type { Translate } from './i18n.ts';

/** The class sign-in's two calls (issue 27, src/domain/seats.ts), answered as plain JSON (no zod here). */
export const lookUpClass = (code: string) =>
  requestJson<ClassList>('POST', '/api/class-sign-in/code', { body: { code } });

export const signInToSeat = (body: {
  code: string;
  seatId: string;
  secret: { picture: string; digits: string };
}) => requestJson<unknown>('POST', '/api/class-sign-in', { body });

/** Codes the class sign-in names; a lock says in how many minutes to try again. */
const KNOWN = [
  'CLASS_CODE_NOT_FOUND',
  'SEAT_SECRET_WRONG',
  'SEAT_LOCKED',
  'CLASS_CODE_PAUSED',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
] as const;

/** What a failed class sign-in call says, in the child's language. */
export const classSignInError = (t: Translate, error: unknown): string => {
  const code = isApiError(error) ? KNOWN.find((known) => known === error.code) : undefined;
  if (!code || !isApiError(error)) return t('errors.LOGIN_FAILED');
  if (code === 'SEAT_LOCKED' || code === 'CLASS_CODE_PAUSED')
    return t(`errors.${code}`, { count: retryMinutesOf(error.fields) });
  return t(`errors.${code}`);
};
