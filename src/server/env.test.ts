import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('has safe defaults for the embedded mode', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, oidc: null, s3: null });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/data$/);
    expect(env.ACADEMY_CONTACT_EMAIL).toBe('academia@chispa.test');
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadEnv({ ACADEMY_CONTACT_EMAIL: 'no es un correo' })).toThrow(/ACADEMY_CONTACT_EMAIL/);
  });

  it('requires the OIDC and S3 settings to come complete', () => {
    expect(() => loadEnv({ OIDC_ISSUER: 'http://idp.test' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadEnv({ S3_BUCKET: 'files' })).toThrow(/S3_BUCKET/);
    const env = loadEnv({
      OIDC_ISSUER: 'http://idp.test',
      OIDC_CLIENT_ID: 'chispa',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: 'Escuela',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(env.oidc).toEqual({
      issuer: 'http://idp.test',
      clientId: 'chispa',
      clientSecret: 's3cret',
      name: 'Escuela',
    });
    expect(env.s3).toMatchObject({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('refuses a PostgreSQL installation without AUTH_SECRET, naming the variable', () => {
    const url = 'postgres://chispa@db.test/chispa';
    expect(() => loadEnv({ DATABASE_URL: url })).toThrow(/AUTH_SECRET: is required when DATABASE_URL is set/);
    const env = loadEnv({ DATABASE_URL: url, AUTH_SECRET: 'x'.repeat(32) });
    expect(env).toMatchObject({
      DATABASE_POOL_MAX: 20,
      DATABASE_CONNECT_TIMEOUT_MS: 5_000,
      DATABASE_ACQUIRE_TIMEOUT_MS: 5_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
      DATABASE_START_WAIT_MS: 300_000,
    });
    expect(() => loadEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', OIDC_ISSUER: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it("reads TRUST_PROXY as no proxy, a hop count or the proxies' addresses", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it("refuses TRUST_PROXY=true, which trusted any client's X-Forwarded-For, naming the forms it takes", () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' trusted any X-Forwarded-For/);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/a number of proxies .* or their addresses/);
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0', '127.0.0.1,', '1.5', '-1', '99', 'fd00::/129'])
      expect(() => loadEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: must be false, a number/);
  });
});
