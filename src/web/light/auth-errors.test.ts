import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { loginErrorCode, providerErrorCode, registerErrorCode, registerFieldErrors } from './auth-errors.ts';

const apiError = (status: number, code: string) => new ApiError(status, code, code);

describe('auth error codes (spec §8)', () => {
  it('keeps the login codes with their own message and turns anything else into LOGIN_FAILED', () => {
    expect(loginErrorCode(apiError(404, 'USER_NOT_FOUND'))).toBe('USER_NOT_FOUND');
    expect(loginErrorCode(apiError(401, 'INVALID_CREDENTIALS'))).toBe('INVALID_CREDENTIALS');
    expect(loginErrorCode(apiError(429, 'RATE_LIMITED'))).toBe('RATE_LIMITED');
    expect(loginErrorCode(apiError(500, 'INTERNAL'))).toBe('LOGIN_FAILED');
    expect(loginErrorCode(apiError(0, 'NETWORK_ERROR'))).toBe('LOGIN_FAILED');
    expect(loginErrorCode(new Error('boom'))).toBe('LOGIN_FAILED');
  });

  it('keeps the register codes with their own message', () => {
    expect(registerErrorCode(apiError(409, 'EMAIL_IN_USE'))).toBe('EMAIL_IN_USE');
    expect(registerErrorCode(apiError(400, 'VALIDATION_FAILED'))).toBe('VALIDATION_FAILED');
    expect(registerErrorCode(apiError(404, 'USER_NOT_FOUND'))).toBe('LOGIN_FAILED');
  });

  it('puts a common password on the password field, and nothing else', () => {
    const common = new ApiError(400, 'VALIDATION_FAILED', 'x', { password: ['commonPassword'] });
    expect(registerFieldErrors(common)).toEqual({ password: { key: 'commonPassword' } });
    const rule = new ApiError(400, 'VALIDATION_FAILED', 'x', { password: ['Password must…'] });
    expect(registerFieldErrors(rule)).toBeNull();
    expect(registerFieldErrors(apiError(409, 'EMAIL_IN_USE'))).toBeNull();
  });

  it('reads the identity provider error from the URL', () => {
    expect(providerErrorCode(null)).toBeNull();
    expect(providerErrorCode('POPUP_CLOSED')).toBe('POPUP_CLOSED');
    expect(providerErrorCode('LOGIN_FAILED')).toBe('LOGIN_FAILED');
    expect(providerErrorCode('<script>')).toBe('LOGIN_FAILED');
  });
});
