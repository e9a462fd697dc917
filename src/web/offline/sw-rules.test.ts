import { describe, expect, it } from 'vitest';
import { API_PATHS, isGatewayFailure, isRuntimeCache, shellHeaders } from './sw-rules.ts';

describe("the service worker's rules", () => {
  it('answers every page but the API', () => {
    for (const path of ['/api', '/api/', '/api/me', '/api/files/abc.png', '/api/docs?x=1'])
      expect(API_PATHS.test(path), path).toBe(true);
    for (const path of ['/', '/es/home', '/es/workspace/p1', '/apiary', '/es/api'])
      expect(API_PATHS.test(path), path).toBe(false);
  });

  it('takes a gateway that cannot reach the server for offline, not a client mistake nor a server answer', () => {
    expect([502, 503, 504].every(isGatewayFailure)).toBe(true);
    expect([200, 304, 401, 403, 404, 409, 500].some(isGatewayFailure)).toBe(false);
  });

  it("gives the shell the server's cross-origin isolation, keeping the headers it was stored with", () => {
    const fromServer = shellHeaders(
      new Headers({
        'content-security-policy': "default-src 'self'",
        'cross-origin-embedder-policy': 'require-corp',
        'content-type': 'text/html',
      }),
    );
    expect(fromServer.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(fromServer.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(fromServer.get('content-security-policy')).toBe("default-src 'self'");
    const bare = shellHeaders(new Headers());
    expect(bare.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(bare.get('cross-origin-embedder-policy')).toBe('credentialless');
    expect(bare.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('tells the precache from any cache kept at runtime, which a sign-out deletes', () => {
    expect(isRuntimeCache('workbox-precache-v2-http://localhost:3000/')).toBe(false);
    expect(isRuntimeCache('images')).toBe(true);
    expect(isRuntimeCache('workbox-runtime-http://localhost:3000/')).toBe(true);
  });
});
