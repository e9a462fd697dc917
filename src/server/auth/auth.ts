import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { LIMITS } from '../../domain/constants.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema/auth.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const OIDC_PROVIDER_ID = 'oidc';

export interface AuthOptions {
  db: Db;
  baseUrl: string;
  secret: string;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  quiet?: boolean;
  /** Where better-auth's own messages go (its default prints errors whole: a query's parameters). */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => void;
}

/**
 * better-auth owns passwords, sessions and the OpenID Connect dance. Our routes in
 * `auth-routes.ts` wrap its e-mail endpoints so that validation and errors follow the spec;
 * its own handler stays mounted under /api/auth for the OAuth callback.
 */
export const createAuth = ({ db, baseUrl, secret, oidc, quiet = false, log }: AuthOptions) =>
  betterAuth({
    appName: 'Chispa',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(baseUrl).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      // In libuv's thread pool, whatever export condition resolves better-auth's own (password.ts).
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        displayName: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, input: false },
        isSeat: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: { accountLinking: { enabled: true, trustedProviders: [OIDC_PROVIDER_ID] } },
    // Our own per-e-mail and per-IP limits sit in front of the sign-in routes (auth-routes.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'chispa',
      useSecureCookies: baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    logger: { disabled: quiet, ...(log ? { log } : {}) },
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: oidc.name,
                discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });

export type Auth = ReturnType<typeof createAuth>;
