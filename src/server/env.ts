import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '../domain/constants.ts';

/** The only reader of process.env. Every variable is documented in the README's configuration table. */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * Which proxies in front may name the client in `X-Forwarded-For` (docs/deploy.md, "Behind a
 * reverse proxy"): none, the last `hops` of the chain, or the ones at these addresses. The client
 * is then the right-most address no trusted proxy wrote, never one the client could choose.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for the private ranges, besides IPs and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (value: string) => {
  if (RANGE_NAMES.has(value)) return true;
  const [ip = '', prefix, extra] = value.split('/');
  const version = isIP(ip);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

const TRUST_PROXY_FORMS =
  'false, a number of proxies (1 for one nginx) or their addresses (127.0.0.1,10.0.0.0/8)';

const trustProxySchema = optional.transform((value, ctx): TrustProxy => {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `'true' trusted any X-Forwarded-For a client wrote; give ${TRUST_PROXY_FORMS}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 16) return { hops };
  }
  const addresses = value.split(',').map((a) => a.trim());
  if (!/^\d+$/.test(value) && addresses.every(isProxyAddress)) return { addresses };
  ctx.addIssue({ code: 'custom', message: `must be ${TRUST_PROXY_FORMS}, got '${value}'` });
  return z.NEVER;
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATA_DIR: z.string().default('./data'),
    /** The built web app to serve, when not the project's dist/web (a second build beside the first). */
    WEB_DIST: optional.pipe(z.string().optional()),
    DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** PostgreSQL only: connections per process, and how long each wait may last. */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(20),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    /** How long a start waits for an unreachable PostgreSQL before giving up. */
    DATABASE_START_WAIT_MS: z.coerce.number().int().min(0).default(300_000),
    BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
    AUTH_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    TRUST_PROXY: trustProxySchema,
    /** Server processes on the one port (src/server/workers.ts); more than 1 needs DATABASE_URL. */
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** SIGTERM's bound: requests still running this long after it are cut (src/server/shutdown.ts). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(10_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** Where the premium lock modal's contact button writes to (spec §2 Course view). */
    ACADEMY_CONTACT_EMAIL: z.email().default('academia@chispa.test'),
    /** The help menu's feedback form; no link unless set (the users are children, docs/decisions.md). */
    FEEDBACK_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
    OIDC_ISSUER: optional.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optional,
    OIDC_CLIENT_SECRET: optional,
    OIDC_NAME: z.string().default('OpenID Connect'),
    S3_ENDPOINT: optional.pipe(z.url().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
    /** What one person's project pictures may keep in storage, in MB; 0 turns the quota off. */
    UPLOAD_QUOTA_MB: z.coerce.number().min(0).default(LIMITS.uploadQuotaMb),
    /** Pictures one person may upload a minute; 0 turns the limit off. */
    UPLOAD_RATE: z.coerce.number().int().min(0).default(LIMITS.uploadsPerMinute),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
    // Several processes share one PostgreSQL: each would generate its own secret in its own
    // DATA_DIR and refuse the others' sessions.
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when DATABASE_URL is set (the same value on every server process)',
      });
    }
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'more than 1 needs DATABASE_URL (the embedded database serves one process)',
      });
    }
    if (env.NODE_ENV === 'production' && env.BASE_URL?.startsWith('https') && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required when BASE_URL is https' });
    }
  });

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends RawEnv {
  dataDir: string;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  s3: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  } | null;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME,
          }
        : null,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : null,
  };
};
