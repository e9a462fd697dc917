/**
 * Error codes the API returns as `{ error: { code, message } }`.
 * The web shows `t('errors.<code>')`; `message` is the spec's text for logs and API users.
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Invalid request',
  UNAUTHENTICATED: 'Sign-in required',
  FORBIDDEN: 'You do not have permission to do this',
  NOT_FOUND: 'Not found',
  CONFLICT: 'The resource changed since you loaded it',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  // spec §8, identity
  EMAIL_IN_USE: 'The email address is already in use by another account.',
  USER_NOT_FOUND: 'No user found with this email.',
  INVALID_CREDENTIALS: 'Invalid Login Credentials.',
  POPUP_CLOSED: 'The sign-in popup was closed before completing the sign-in. Please try again.',
  LOGIN_FAILED: 'Login failed. Please try again.',
  LOGOUT_FAILED: 'Hubo un problema al cerrar la sesión. Por favor, inténtalo de nuevo.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ApiErrorBody {
  error: { code: ErrorCode | (string & {}); message: string; fields?: Record<string, string[]> };
}
