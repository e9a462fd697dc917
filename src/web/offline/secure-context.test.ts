import { describe, expect, it } from 'vitest';
import { securityProblemOf } from './secure-context.ts';

describe('securityProblemOf', () => {
  it('says plain HTTP when the page is neither a secure context nor cross-origin isolated', () => {
    // A LAN address over http: no service worker, no SharedArrayBuffer.
    expect(securityProblemOf({ isSecureContext: false, crossOriginIsolated: false })).toBe('plainHttp');
  });

  it('says not isolated when HTTPS works but the isolation headers did not arrive', () => {
    expect(securityProblemOf({ isSecureContext: true, crossOriginIsolated: false })).toBe('notIsolated');
  });

  it('says nothing when the page is isolated (HTTPS or localhost with the headers)', () => {
    expect(securityProblemOf({ isSecureContext: true, crossOriginIsolated: true })).toBeNull();
  });
});
