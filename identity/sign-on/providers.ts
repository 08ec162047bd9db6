import type { Translatable } from '../../i18n/message.js';
import { say } from '../../i18n/text.js';
/** The identity providers a person may sign in with (OpenID Connect). */
export const SIGN_ON_PROVIDERS = ['google', 'microsoft'] as const;
export type SignOnProvider = (typeof SIGN_ON_PROVIDERS)[number];

/**
 * Why a sign-on is started: to sign in; to sign in for administration (Microsoft only: the account must hold
 * administrator rights, product-spec §6); or, signed in, to link the account to oneself.
 */
export type SignOnIntent = 'sign_in' | 'admin' | 'link';

/** Our registered app at one provider (settings GOOGLE_CLIENT_ID/SECRET, MICROSOFT_CLIENT_ID/SECRET/TENANT). */
export interface SignOnClientSettings {
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /** Microsoft: the directory whose accounts may sign in (a tenant id or domain), or common / organizations. */
  tenant?: string | undefined;
  /**
   * Tests and local trials only: a provider on this machine instead of Google's or Microsoft's (its issuer URL).
   * Anything but a loopback address is refused, so no setting can send sign-ins to a host of someone's choosing.
   */
  issuer?: string;
}

export interface SignOnSettings {
  /** Where browsers reach the portal (PUBLIC_URL): the providers send people back there. */
  publicUrl: string;
  providers: Partial<Record<SignOnProvider, SignOnClientSettings>>;
}

/** One provider as the relying party needs it. */
export interface SignOnClient {
  provider: SignOnProvider;
  issuer: URL;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Plain HTTP is allowed for a provider on this machine only (tests). */
  local: boolean;
}

/** The portal cannot sign in with a provider it has no client id or secret for. */
export class SignOnNotConfiguredError extends Error {
  override readonly name = 'SignOnNotConfiguredError';
  readonly said: Translatable;
  constructor(readonly provider: SignOnProvider) {
    const said = say('sign_on_not_configured', { provider, prefix: provider.toUpperCase() });
    super(said.in('en'));
    this.said = said;
  }
}

/** The providers this portal has an app at. */
export const configuredProviders = (settings: SignOnSettings): SignOnProvider[] =>
  SIGN_ON_PROVIDERS.filter((provider) => Boolean(settings.providers[provider]?.clientId && settings.providers[provider]?.clientSecret));

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function signOnClient(settings: SignOnSettings, provider: SignOnProvider): SignOnClient {
  const app = settings.providers[provider];
  if (!app?.clientId || !app.clientSecret) throw new SignOnNotConfiguredError(provider);
  const issuer = new URL(app.issuer ?? publicIssuer(provider, app.tenant));
  if (app.issuer !== undefined && !LOOPBACK.has(issuer.hostname)) {
    throw new Error(`A ${provider} issuer other than its own may only be on this machine (tests): ${app.issuer}`);
  }
  return {
    provider,
    issuer,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    redirectUri: `${settings.publicUrl.replace(/\/$/, '')}/auth/${provider}/return`,
    local: app.issuer !== undefined,
  };
}

/**
 * Google's issuer; Microsoft's v2.0 endpoint of the tenant (`common` by default: work, school and personal
 * accounts; openid-client checks a multi-tenant token's issuer against its own `tid`).
 */
function publicIssuer(provider: SignOnProvider, tenant: string | undefined): string {
  return provider === 'google' ? 'https://accounts.google.com' : `https://login.microsoftonline.com/${encodeURIComponent(tenant ?? 'common')}/v2.0`;
}

/**
 * Microsoft Entra's built-in roles that may consent for a whole directory (their template ids, the same in every
 * tenant): Global, Privileged Role, Cloud Application and Application Administrator. The ID token names a
 * person's roles in its `wids` claim when the app's manifest has `groupMembershipClaims` set to DirectoryRole.
 */
const MICROSOFT_ADMINISTRATOR_ROLES = new Set([
  '62e90394-69f5-4237-9190-012177145e10',
  'e8611ab8-c189-46e8-94e1-60213ab1f814',
  '158c047a-c907-4556-b7ef-446551a6b5f7',
  '9b895d92-2cd3-44c7-9d02-a6ac2d5ea5c3',
]);

/** Whether the ID token's claims say the account administers its Microsoft directory. */
export function hasAdministratorRights(claims: Readonly<Record<string, unknown>>): boolean {
  const roles = claims.wids;
  return Array.isArray(roles) && roles.some((role) => typeof role === 'string' && MICROSOFT_ADMINISTRATOR_ROLES.has(role));
}
