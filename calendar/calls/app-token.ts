import { oauthClient, requestToken, type OAuthSettings } from '../../integrations/oauth/index.js';
import type { MicrosoftTenant } from '../tenant.js';

/**
 * The app's own Graph token for the tenant (client credentials at the tenant's token endpoint, scope `.default`:
 * the application permissions its admin consented to), with the firm's own app registration when it recorded one,
 * else the portal's. Asked anew each round: it lives an hour and a round reads for minutes at most.
 */
export async function tenantGraphToken(oauth: OAuthSettings, tenant: MicrosoftTenant, options: { now: Date; timeoutMs: number }): Promise<{ accessToken: string; baseUrl: string | undefined }> {
  const portal = oauthClient(oauth, 'microsoft');
  const client = {
    ...portal,
    tokenUrl: portal.tokenUrl.replace(/\/[^/]+\/oauth2\/v2\.0\/token$/, `/${encodeURIComponent(tenant.tenantId)}/oauth2/v2.0/token`),
    ...(tenant.clientId && tenant.clientSecret ? { clientId: tenant.clientId, clientSecret: tenant.clientSecret } : {}),
  };
  const token = await requestToken(client, { grant_type: 'client_credentials', scope: 'https://graph.microsoft.com/.default' }, options);
  return { accessToken: token.accessToken, baseUrl: portal.apiBaseUrl };
}
