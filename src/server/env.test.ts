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
});
