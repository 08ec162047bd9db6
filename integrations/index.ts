import { HarvestClient, type HarvestCredentials } from './harvest/client.js';
import { JiraClient, type JiraCredentials } from './jira/client.js';
import { TeamleaderClient, type TeamleaderCredentials } from './teamleader/client.js';
import type { VendorClient, VendorClientOptions } from './vendor.js';
import { XeroClient, type XeroCredentials } from './xero/client.js';

/** What other layers use: the interface, the error, and one way to get a client for a stored connection. */

export * from './vendor.js';
export { JiraClient, listJiraSites } from './jira/client.js';
export { listXeroTenants } from './xero/client.js';

/** A connection's decrypted credentials, per system. */
export type VendorCredentials =
  | { system: 'harvest'; credentials: HarvestCredentials }
  | { system: 'teamleader'; credentials: TeamleaderCredentials }
  | { system: 'xero'; credentials: XeroCredentials }
  | { system: 'jira'; credentials: JiraCredentials };

/** A person's grant to read their calendar (issue 14): an OAuth token pair, and the API's base URL in tests. */
export interface CalendarGrant {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: string;
  /** `https://graph.microsoft.com/v1.0` or `https://www.googleapis.com`, or a contract server in tests. */
  baseUrl?: string;
}
export type CalendarCredentials = { system: 'microsoft'; credentials: CalendarGrant } | { system: 'google'; credentials: CalendarGrant };
/** Whatever a stored connection holds. */
export type ExternalCredentials = VendorCredentials | CalendarCredentials;

export function createVendorClient(connection: VendorCredentials, options: VendorClientOptions = {}): VendorClient {
  switch (connection.system) {
    case 'harvest':
      return new HarvestClient(connection.credentials, options);
    case 'teamleader':
      return new TeamleaderClient(connection.credentials, options);
    case 'xero':
      return new XeroClient(connection.credentials, options);
    case 'jira':
      return new JiraClient(connection.credentials, options);
  }
}
