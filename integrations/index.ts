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
