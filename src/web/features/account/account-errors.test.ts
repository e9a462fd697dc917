import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE } from '../../../domain/auth.ts';
import { LIMITS } from '../../../domain/constants.ts';
import { ApiError, NETWORK_ERROR } from '../../lib/api.ts';
import { describeSaveFailure, ruleOf } from './account-errors.ts';

const apiError = (status: number, code: string, fields?: Record<string, string[]>) =>
  new ApiError(status, code, 'message', fields);

describe('describeSaveFailure', () => {
  it('puts a wrong current password on the current-password field', () => {
    expect(describeSaveFailure(apiError(400, 'WRONG_PASSWORD', { currentPassword: ['wrong'] }))).toEqual({
      kind: 'fields',
      errors: { currentPassword: { code: 'WRONG_PASSWORD' } },
    });
  });

  it('maps the server’s validation fields to rules, with the limits of min and max', () => {
    expect(describeSaveFailure(apiError(400, 'VALIDATION_FAILED', { name: ['min'] }))).toEqual({
      kind: 'fields',
      errors: { name: { rule: { key: 'min', count: LIMITS.nameMin } } },
    });
    expect(
      describeSaveFailure(apiError(400, 'VALIDATION_FAILED', { newPassword: [PASSWORD_RULE_MESSAGE] })),
    ).toEqual({ kind: 'fields', errors: { newPassword: { rule: { key: 'passwordRule' } } } });
  });

  it('puts a common new password on the new-password field with its own message', () => {
    expect(
      describeSaveFailure(apiError(400, 'VALIDATION_FAILED', { newPassword: ['commonPassword'] })),
    ).toEqual({
      kind: 'fields',
      errors: { newPassword: { rule: { key: 'commonPassword' } } },
    });
  });

  it('says the account has no password on PASSWORD_NOT_SET', () => {
    expect(describeSaveFailure(apiError(409, 'PASSWORD_NOT_SET'))).toEqual({ kind: 'noPassword' });
  });

  it('shows a whole-form message for throttling, a lost session or a validation without fields', () => {
    expect(describeSaveFailure(apiError(429, 'RATE_LIMITED'))).toEqual({
      kind: 'form',
      code: 'RATE_LIMITED',
    });
    expect(describeSaveFailure(apiError(401, 'UNAUTHENTICATED'))).toEqual({
      kind: 'form',
      code: 'UNAUTHENTICATED',
    });
    expect(describeSaveFailure(apiError(400, 'VALIDATION_FAILED'))).toEqual({
      kind: 'form',
      code: 'VALIDATION_FAILED',
    });
  });

  it('falls back to the generic message for unknown codes, network failures and non-API errors', () => {
    expect(describeSaveFailure(apiError(500, 'INTERNAL'))).toEqual({ kind: 'form', code: 'INTERNAL' });
    expect(describeSaveFailure(apiError(418, 'SOMETHING_NEW'))).toEqual({ kind: 'form', code: 'INTERNAL' });
    expect(describeSaveFailure(apiError(0, NETWORK_ERROR))).toEqual({ kind: 'form', code: 'INTERNAL' });
    expect(describeSaveFailure(new TypeError('boom'))).toEqual({ kind: 'form', code: 'INTERNAL' });
  });
});

describe('ruleOf', () => {
  it('carries the limit each field’s min and max stand for', () => {
    expect(ruleOf('name', 'max')).toEqual({ key: 'max', count: LIMITS.nameMax });
    expect(ruleOf('currentPassword', 'max')).toEqual({ key: 'max', count: LIMITS.loginPasswordMax });
  });

  it('keeps required, and says invalid for a limit it does not know or an unknown message', () => {
    expect(ruleOf('name', 'required')).toEqual({ key: 'required' });
    expect(ruleOf('currentPassword', 'min')).toEqual({ key: 'invalid' });
    expect(ruleOf('name', 'Expected string, received number')).toEqual({ key: 'invalid' });
    expect(ruleOf('name', undefined)).toEqual({ key: 'invalid' });
  });
});
