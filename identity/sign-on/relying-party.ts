import * as oidc from 'openid-client';
import type { Translatable } from '../../i18n/message.js';
import { say } from '../../i18n/text.js';
import { hasAdministratorRights, signOnClient, type SignOnClient, type SignOnProvider, type SignOnSettings } from './providers.js';

/** What a sign-on's start hands the provider and its finish must find again (state, nonce, PKCE). */
export interface SignOnSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The account the provider signed in, from its verified ID token. */
export interface ProviderAccount {
  /** The provider's stable id of the account (`sub`). */
  subject: string;
  /** For people to recognise the account by; never used to find anyone (it may be unverified). */
  email: string | null;
  /** Microsoft: the account administers its directory (product-spec §6). */
  administrator: boolean;
}

/**
 * A sign-on that could not be finished: `unavailable` when the provider could not be reached or answered
 * nonsense, `refused` when its answer does not hold (a wrong state, nonce or PKCE verifier, a code that is used or
 * expired, an ID token that does not verify, the person cancelled at the provider).
 */
export class SignOnFailedError extends Error {
  override readonly name = 'SignOnFailedError';
  constructor(
    readonly kind: 'unavailable' | 'refused',
    /** What the person is told, in their language; the Error's message is its English. */
    readonly said: Translatable,
    options?: ErrorOptions,
  ) {
    super(said.in('en'), options);
  }
}

const SCOPE = 'openid email profile';
const TIMEOUT_SECONDS = 10;

/**
 * The portal as an OpenID Connect relying party, through openid-client: the provider's metadata discovered once
 * per issuer and app (again after a failure), the authorization URL with state, nonce and PKCE (S256), and the
 * authorization code grant that checks all three and verifies the ID token.
 */
export class RelyingParty {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(readonly settings: SignOnSettings) {}

  /** The provider's authorization URL for one sign-on. */
  async authorizationUrl(provider: SignOnProvider, secrets: SignOnSecrets): Promise<string> {
    const client = signOnClient(this.settings, provider);
    const config = await this.configuration(client);
    const parameters = {
      redirect_uri: client.redirectUri,
      scope: SCOPE,
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    };
    return oidc.buildAuthorizationUrl(config, parameters).href;
  }

  /** Finishes a sign-on from the query the provider sent the browser back with (`?code=…&state=…`). */
  async finish(provider: SignOnProvider, callbackQuery: string, secrets: SignOnSecrets): Promise<ProviderAccount> {
    const client = signOnClient(this.settings, provider);
    const config = await this.configuration(client);
    const callback = new URL(client.redirectUri);
    callback.search = callbackQuery;
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callback, {
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        pkceCodeVerifier: secrets.codeVerifier,
        idTokenExpected: true,
      });
    } catch (error) {
      throw failure(provider, error);
    }
    const claims = tokens.claims();
    if (!claims) throw new SignOnFailedError('refused', say('sign_on_no_id_token', { provider }));
    const email = typeof claims.email === 'string' ? claims.email : typeof claims.preferred_username === 'string' ? claims.preferred_username : null;
    return { subject: claims.sub, email, administrator: hasAdministratorRights(claims) };
  }

  private configuration(client: SignOnClient): Promise<oidc.Configuration> {
    const key = `${client.issuer.href} ${client.clientId} ${client.clientSecret}`;
    let configuration = this.configurations.get(key);
    if (!configuration) {
      // Plain HTTP only for a provider on this machine (tests): openid-client marks the switch deprecated to make it stand out.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      const insecure = client.local ? { execute: [oidc.allowInsecureRequests] } : {};
      const options = { timeout: TIMEOUT_SECONDS, ...insecure };
      configuration = oidc.discovery(client.issuer, client.clientId, client.clientSecret, undefined, options);
      // A provider that could not be reached is asked again by the next sign-on.
      configuration.catch(() => this.configurations.delete(key));
      this.configurations.set(key, configuration);
    }
    return configuration.catch((error: unknown) => {
      throw new SignOnFailedError('unavailable', say('sign_on_unreachable', { provider: client.provider, reason: messageOf(error) }), { cause: error });
    });
  }
}

/** Unreachable or an answer that is no OAuth answer: unavailable. Everything else the provider or the checks refused. */
function failure(provider: SignOnProvider, error: unknown): SignOnFailedError {
  const unreachable = error instanceof TypeError || (error instanceof DOMException && ['TimeoutError', 'AbortError'].includes(error.name));
  const nonsense = error instanceof oidc.ClientError && ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'].includes(error.code ?? '');
  if (unreachable || nonsense) return new SignOnFailedError('unavailable', say('sign_on_unreachable', { provider, reason: messageOf(error) }), { cause: error });
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return new SignOnFailedError('refused', say('sign_on_refused', { provider, reason: error.error_description ?? error.error }), { cause: error });
  }
  return new SignOnFailedError('refused', say('sign_on_answer_invalid', { provider, reason: messageOf(error) }), { cause: error });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
