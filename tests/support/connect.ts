import { expect } from 'vitest';
import type { OAuthSettings } from '../../integrations/oauth/index.js';
import type { JiraFake } from '../../integrations/testing/jira-server.js';
import type { TeamleaderFake } from '../../integrations/testing/teamleader-server.js';
import type { XeroFake } from '../../integrations/testing/xero-server.js';
import type { Session } from './portal.js';

export const testPublicUrl = 'http://portal.test';

/** The portal's OAuth settings pointing at the contract servers' authorize, token and API endpoints. */
export function oauthSettings(fakes: { teamleader?: TeamleaderFake; xero?: XeroFake; jira?: JiraFake }): OAuthSettings {
  const clients: OAuthSettings['clients'] = {};
  if (fakes.teamleader) clients.teamleader = fakes.teamleader.oauth.endpoints(fakes.teamleader.baseUrl);
  if (fakes.xero) clients.xero = fakes.xero.oauth.endpoints(fakes.xero.baseUrl);
  if (fakes.jira) clients.jira = fakes.jira.oauth.endpoints(fakes.jira.baseUrl);
  return { publicUrl: testPublicUrl, clients };
}

/** What a person's browser does: opens the sign-in URL, approves, and lands on the return route with code and state. */
export async function approve(url: string): Promise<{ code: string; state: string; returnedTo: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status, await response.clone().text()).toBe(302);
  const location = new URL(response.headers.get('location')!);
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')!, returnedTo: `${location.origin}${location.pathname}` };
}

/** oauth-init, approval at the vendor, and the oauth step: answers the step's status. */
export async function signInWith(session: Session, kind: 'crm' | 'ticket', system: string, level?: 'user') {
  const init = await session.post(`/v1/rpc/services/${kind}/oauth-init/${system}`, level ? { level } : {});
  expect(init.statusCode, init.body).toBe(200);
  const { code, state } = await approve(init.json().data.url);
  return session.post(`/v1/rpc/services/${kind}/step/oauth`, { code, state });
}
