import type { Translatable } from '../../i18n/message.js';
import { say } from '../../i18n/text.js';
import { CALENDAR_SYSTEMS, type ExternalSystem, type VendorSystem } from '../../domain/push/systems.js';

/** The CRM and ticket systems we connect through an OAuth 2.0 authorization-code grant (Harvest takes a personal access token). */
export const VENDOR_OAUTH_SYSTEMS = ['teamleader', 'xero', 'jira'] as const satisfies readonly VendorSystem[];
/** Those and the calendar systems, whose grants are a person's own. */
const oauthSystems = [...VENDOR_OAUTH_SYSTEMS, ...CALENDAR_SYSTEMS] as const;
export type OAuthSystem = (typeof oauthSystems)[number];
export const isOAuthSystem = (system: ExternalSystem): system is OAuthSystem => (oauthSystems as readonly string[]).includes(system);

interface OAuthVendor {
  authorizeUrl: string;
  tokenUrl: string;
  scopes: readonly string[];
  authorizeParams?: Record<string, string>;
  /** How the token endpoint takes the grant and our client's id and secret. */
  tokenRequest: 'form' | 'form_basic' | 'json';
}

/**
 * Each vendor's documented endpoints. Teamleader: client id and secret in the form body. Xero: form body, client
 * id and secret as HTTP Basic (contracts/xero/xero-identity.yaml names the token URL). Atlassian (Jira 3LO): JSON
 * body, `audience=api.atlassian.com` and `prompt=consent` on the authorize URL, `offline_access` for a refresh token.
 */
const oauthVendors: Record<OAuthSystem, OAuthVendor> = {
  teamleader: { authorizeUrl: 'https://focus.teamleader.eu/oauth2/authorize', tokenUrl: 'https://focus.teamleader.eu/oauth2/access_token', scopes: [], tokenRequest: 'form' },
  xero: {
    authorizeUrl: 'https://login.xero.com/identity/connect/authorize',
    tokenUrl: 'https://identity.xero.com/connect/token',
    scopes: ['openid', 'profile', 'email', 'offline_access', 'projects', 'accounting.contacts.read'],
    tokenRequest: 'form_basic',
  },
  jira: {
    authorizeUrl: 'https://auth.atlassian.com/authorize',
    tokenUrl: 'https://auth.atlassian.com/oauth/token',
    scopes: ['read:jira-work', 'write:jira-work', 'read:jira-user', 'offline_access'],
    authorizeParams: { audience: 'api.atlassian.com', prompt: 'consent' },
    tokenRequest: 'json',
  },
  // Microsoft identity platform v2.0, multi-tenant (`common`): a work account's admin may have to consent first
  // (/v1/microsoft/tenant). `offline_access` for a refresh token.
  microsoft: {
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    // Sites.Read.All and Files.Read.All (delegated, no admin consent needed): the SharePoint folders a person chooses
    // and the saves in them (calendar/documents).
    scopes: ['offline_access', 'User.Read', 'Calendars.Read', 'Sites.Read.All', 'Files.Read.All'],
    tokenRequest: 'form',
  },
  // Google: a refresh token only with `access_type=offline`, and again on a later grant only with `prompt=consent`.
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
    authorizeParams: { access_type: 'offline', prompt: 'consent' },
    tokenRequest: 'form',
  },
};

/** Our registered app at one vendor (settings `<SYSTEM>_CLIENT_ID` / `_CLIENT_SECRET`). */
interface OAuthClientSettings {
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /** Tests only: local contract servers instead of the vendor's hosts (authorize, token and API). */
  authorizeUrl?: string;
  tokenUrl?: string;
  apiBaseUrl?: string;
}

export interface OAuthSettings {
  /** Where the portal is reached by browsers (PUBLIC_URL): the vendors send people back there. */
  publicUrl: string;
  clients: Partial<Record<OAuthSystem, OAuthClientSettings>>;
}

/** Our app's id and secret at the vendor, and the vendor's endpoints. */
export interface OAuthClient extends OAuthVendor {
  system: OAuthSystem;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  apiBaseUrl: string | undefined;
}

/** The server settings (README's Settings) that give the portal its OAuth app at a vendor. */
export const oauthSettingNames = (system: OAuthSystem): [string, string] => [`${system.toUpperCase()}_CLIENT_ID`, `${system.toUpperCase()}_CLIENT_SECRET`];

/** Whether the portal has its OAuth app at the vendor, so people can connect with it. */
export function oauthEnabled(settings: OAuthSettings, system: OAuthSystem): boolean {
  const client = settings.clients[system];
  return Boolean(client?.clientId && client.clientSecret);
}

/** The portal cannot start an OAuth grant with a vendor it has no client id or secret for. */
export class OAuthNotConfiguredError extends Error {
  override readonly name = 'OAuthNotConfiguredError';
  readonly said: Translatable;
  constructor(readonly system: OAuthSystem) {
    const [id, secret] = oauthSettingNames(system);
    const said = say('oauth_not_configured', { id, secret, system });
    super(said.in('en'));
    this.said = said;
  }
}

export function oauthClient(settings: OAuthSettings, system: OAuthSystem): OAuthClient {
  const client = settings.clients[system];
  if (!client?.clientId || !client.clientSecret) throw new OAuthNotConfiguredError(system);
  const vendor = oauthVendors[system];
  return {
    ...vendor,
    system,
    authorizeUrl: client.authorizeUrl ?? vendor.authorizeUrl,
    tokenUrl: client.tokenUrl ?? vendor.tokenUrl,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    redirectUri: redirectUri(settings.publicUrl, system),
    apiBaseUrl: client.apiBaseUrl,
  };
}

/** The portal's return routes (product-spec §2): they finish the grant with the oauth step. */
function redirectUri(publicUrl: string, system: OAuthSystem): string {
  const route = system === 'jira' ? 'external-ticket-jira' : system === 'microsoft' || system === 'google' ? `calendar-${system}` : `external-crm-${system}`;
  return `${publicUrl.replace(/\/$/, '')}/integrations/${route}`;
}
