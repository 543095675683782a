/**
 * The little of `oidc-provider` (a test-only devDependency without bundled
 * types) that `oidc-test-provider.ts` uses.
 */
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients: Array<Record<string, unknown>>;
    findAccount(ctx: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    pkce?: { required?: () => boolean };
    cookies?: { keys?: string[] };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): RequestListener;
  }
}
