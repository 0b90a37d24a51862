/**
 * The part of `oidc-provider` (which ships no types) the single sign-on tests use
 * (server/testing/oidc-provider.ts). Test-only: the server itself speaks OpenID through openid-client.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContext {
    path: string;
    body: unknown;
  }

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    pkce?: { required: () => boolean };
    conformIdTokenClaims?: boolean;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number | (() => number)>;
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
