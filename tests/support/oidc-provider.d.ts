/**
 * The part of oidc-provider (v9, which ships no types) the test provider uses (tests/support/openid-provider.ts):
 * a Koa application with its configuration, interactions and grants.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    token_endpoint_auth_method?: string;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    conformIdTokenClaims?: boolean;
    claims?: Record<string, string[]>;
    findAccount?: (context: unknown, subject: string) => Account | undefined | Promise<Account | undefined>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    jwks?: { keys: object[] };
    ttl?: Record<string, number>;
  }

  interface Interaction {
    prompt: { name: string };
    params: Record<string, unknown>;
  }

  interface Context {
    path: string;
    querystring: string;
    req: IncomingMessage;
    res: ServerResponse;
    respond: boolean;
  }

  class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly Grant: typeof Grant;
    use(middleware: (context: Context, next: () => Promise<void>) => Promise<void>): void;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(request: IncomingMessage, response: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
