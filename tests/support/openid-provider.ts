import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { Provider } from 'oidc-provider';
import type { SignOnClientSettings, SignOnProvider } from '../../identity/sign-on/index.js';

/** A person's account at the test provider: its subject, its email, and (Microsoft) its directory roles. */
export interface ProviderAccount {
  subject: string;
  email: string;
  /** Microsoft Entra role template ids the ID token names (`wids`); the Global Administrator's is GLOBAL_ADMINISTRATOR. */
  roles?: string[];
}

/** Microsoft Entra's Global Administrator role (its template id, the same in every directory). */
export const GLOBAL_ADMINISTRATOR = '62e90394-69f5-4237-9190-012177145e10';

const SECRET = 'test-provider-secret-of-at-least-32-characters';

/**
 * A real OpenID provider (oidc-provider) on a free local port, standing in for Google and Microsoft: one client
 * per provider, registered for the portal's return pages. Its login is the test's: whoever `signInAs` named is
 * signed in and consents, without a form, so that a browser or an HTTP client just follows its redirects.
 */
export class TestOpenIdProvider {
  private account: ProviderAccount | undefined;
  private readonly accounts = new Map<string, ProviderAccount>();

  private constructor(
    readonly issuer: string,
    private readonly server: Server,
  ) {}

  static async start(publicUrl: string): Promise<TestOpenIdProvider> {
    // Listening first: the provider's issuer is the address it answers at, which discovery names.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const self = new TestOpenIdProvider(`http://127.0.0.1:${port}`, server);
    const provider = new Provider(self.issuer, {
      clients: (['google', 'microsoft'] as const).map((name) => ({
        client_id: `tally-${name}`,
        client_secret: SECRET,
        redirect_uris: [`${publicUrl}/auth/${name}/return`],
        token_endpoint_auth_method: 'client_secret_post',
      })),
      // The claims of the scopes asked for go into the ID token itself, as Google's and Microsoft's do.
      conformIdTokenClaims: false,
      claims: { openid: ['sub', 'wids'], email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: (_context, subject) => {
        const account = self.accounts.get(subject);
        return account && { accountId: subject, claims: () => ({ sub: subject, email: account.email, email_verified: true, wids: account.roles ?? [] }) };
      },
      features: { devInteractions: { enabled: false } },
      cookies: { keys: [SECRET] },
      jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), use: 'sig', kid: 'test' }] },
      // Short-lived, as at the real providers (and said, so that the provider does not warn of its defaults).
      ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    });
    provider.use(async (context, next) => {
      // The provider remembers nobody: every visit signs in afresh, as whoever signInAs named last.
      if (context.path === '/auth') {
        const query = new URLSearchParams(context.querystring);
        query.set('prompt', 'login');
        context.querystring = query.toString();
      }
      if (!context.path.startsWith('/interaction/')) return next();
      context.respond = false;
      await self.interact(provider, context.req, context.res);
    });
    server.on('request', provider.callback());
    return self;
  }

  /** The portal's settings for signing in with this provider as Google or Microsoft. */
  settings(provider: SignOnProvider): SignOnClientSettings {
    return { clientId: `tally-${provider}`, clientSecret: SECRET, issuer: this.issuer };
  }

  /** The account the next visits to the provider sign in with. */
  signInAs(account: ProviderAccount): void {
    this.accounts.set(account.subject, account);
    this.account = account;
  }

  /** The login and consent prompts, answered for the account of signInAs. */
  private async interact(provider: Provider, req: Parameters<Provider['interactionDetails']>[0], res: Parameters<Provider['interactionDetails']>[1]) {
    const details = await provider.interactionDetails(req, res);
    const account = this.account;
    if (!account) throw new Error('The test named nobody to sign in at the provider (signInAs).');
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(req, res, { login: { accountId: account.subject } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: account.subject, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }
}

/**
 * Follows the provider's redirects from the portal's authorization URL, as a browser would (keeping the provider's
 * cookies), to the portal's return page; answers that page's query (`code`, `state`, `iss`).
 */
export async function visitProvider(authorizationUrl: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider stopped at ${url}: ${response.status} ${await response.text()}`);
    const next = new URL(location, url);
    if (next.pathname.endsWith('/return')) return next.search.slice(1);
    url = next.href;
  }
  throw new Error('The provider redirected too often.');
}
