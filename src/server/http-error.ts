import { ERROR_MESSAGES, type ErrorCode } from '../domain/errors.ts';

/** A client-facing failure: the error handler turns it into `{ error: { code, message } }` with `status`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}
