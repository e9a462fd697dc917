/**
 * The part of oidc-provider 9 the journeys use. The package ships no types and
 * @types/oidc-provider would be one more dependency for one file.
 */
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    renderError?: (ctx: unknown, out: Record<string, string>, error: Error) => void | Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    listen(port: number, host: string, callback?: () => void): Server;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
