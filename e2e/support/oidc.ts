import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { findFreePort } from './ports.ts';

export interface OidcProviderHandle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export interface OidcIdentity {
  sub: string;
  email: string;
  name: string;
}

/** Display names with accents, so the journey also checks that UTF-8 survives the round trip. */
const KNOWN_NAMES: Record<string, string> = { maria: 'María', joao: 'João' };

/** The identity the provider asserts for a login name typed in its dev login form. */
export const identityFor = (login: string): OidcIdentity => {
  const key = login.trim().toLowerCase();
  const first = KNOWN_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
  return { sub: key, email: `${key}@idp.test`, name: `${first} OIDC` };
};

const signingKey = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig', alg: 'RS256' };
};

/**
 * A real OpenID Connect provider (oidc-provider 9) on http://localhost:<free port>, with one
 * confidential client and its built-in development login and consent pages: any login name is
 * accepted, the password is ignored.
 */
export const startOidcProvider = async ({
  redirectUri,
}: {
  redirectUri: string;
}): Promise<OidcProviderHandle> => {
  const port = await findFreePort();
  const issuer = `http://localhost:${port}`;
  const clientId = 'chispa-e2e';
  const clientSecret = randomBytes(24).toString('base64url');

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // better-auth's generic OAuth sends the secret in the body unless told otherwise.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // The dev login form's login name becomes the account id, and so the subject.
    findAccount: (_ctx, accountId) => {
      const identity = identityFor(accountId);
      return {
        accountId: identity.sub,
        claims: () => ({ ...identity, email_verified: true }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
