import type { Connection } from '../connections/store.js';
import { createVendorClient } from '../index.js';
import type { VendorClient, VendorClientOptions } from '../vendor.js';
import { freshConnection, type TokenRefreshOptions } from './refresh.js';

/**
 * A vendor client for a stored connection that refreshes its OAuth access token before each call that needs it
 * (the push worker keeps clients between attempts, and tokens expire in between).
 */
export function refreshingClient(connection: Connection, refresh: TokenRefreshOptions, options: VendorClientOptions = {}): VendorClient {
  let current = connection;
  let client = createVendorClient(connection.credentials, options);
  const fresh = async (): Promise<VendorClient> => {
    const next = await freshConnection(refresh, current);
    if (next.version !== current.version) {
      current = next;
      client = createVendorClient(next.credentials, options);
    }
    return client;
  };
  const { listWorkTypes } = client;
  return {
    system: client.system,
    capabilities: client.capabilities,
    checkConnection: async () => (await fresh()).checkConnection(),
    listUsers: async () => (await fresh()).listUsers(),
    listClients: async () => (await fresh()).listClients(),
    listProjects: async () => (await fresh()).listProjects(),
    listTasks: async (projectId) => (await fresh()).listTasks(projectId),
    ...(listWorkTypes ? { listWorkTypes: async () => (await fresh()).listWorkTypes?.() ?? [] } : {}),
    createTimeEntry: async (entry) => (await fresh()).createTimeEntry(entry),
    findTimeEntry: async (entry) => (await fresh()).findTimeEntry(entry),
  };
}
