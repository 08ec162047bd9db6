import type { Connection } from '../connections/store.js';
import { createVendorClient, type ExternalCredentials } from '../index.js';
import { VendorError, type VendorClient, type VendorClientOptions, type VendorLogger } from '../vendor.js';
import { freshConnection, type TokenRefreshOptions } from './refresh.js';

/**
 * A vendor client for a stored connection that refreshes its OAuth access token before each call that needs it
 * (the push worker keeps clients between attempts, and tokens expire in between), and once more when the vendor
 * answers 401 to a token we thought valid (revoked or rotated at the vendor's side): the refresh takes the same
 * claim on the stored version, so racing callers make one token request, and the call is repeated once with the
 * new token. A 403 (not allowed, tenant disconnected) is not retried: a new token would be refused the same way.
 */
export function refreshingClient(connection: Connection, refresh: TokenRefreshOptions, options: VendorClientOptions = {}): VendorClient {
  const { call, current: client } = refreshingCalls(connection, refresh, (credentials) => createVendorClient(credentials, options));
  const { listWorkTypes } = client();
  return {
    system: client().system,
    capabilities: client().capabilities,
    checkConnection: () => call((c) => c.checkConnection()),
    listUsers: () => call((c) => c.listUsers()),
    listClients: () => call((c) => c.listClients()),
    listProjects: () => call((c) => c.listProjects()),
    listTasks: (projectId) => call((c) => c.listTasks(projectId)),
    ...(listWorkTypes ? { listWorkTypes: () => call(async (c) => (await c.listWorkTypes?.()) ?? []) } : {}),
    createTimeEntry: (entry) => call((c) => c.createTimeEntry(entry)),
    findTimeEntry: (entry) => call((c) => c.findTimeEntry(entry)),
  };
}

/**
 * Calls through a client built from a stored connection's credentials, each starting with a token that is not about
 * to expire and repeated once with a new token when the vendor answers 401 (see refreshingClient). Any client kind:
 * the CRM clients and the calendar readers share it.
 */
export function refreshingCalls<C extends ExternalCredentials, K>(
  connection: Connection<C>,
  refresh: TokenRefreshOptions,
  build: (credentials: C) => K,
): { call: <T>(operation: (client: K) => Promise<T>) => Promise<T>; current: () => K } {
  let current = connection;
  let client = build(connection.credentials);
  /** Whether the stored connection has moved past `used` (a newer token is now `client`'s). */
  const renew = async (used: Connection<C>, force: boolean): Promise<boolean> => {
    const next = await freshConnection(refresh, used, force);
    if (next.version > current.version) {
      current = next;
      client = build(next.credentials);
    }
    return next.version > used.version;
  };
  const call = async <T>(operation: (client: K) => Promise<T>): Promise<T> => {
    await renew(current, false);
    const used = current;
    try {
      return await operation(client);
    } catch (error) {
      const unauthorized = error instanceof VendorError && error.kind === 'invalid_credentials' && error.status === 401;
      if (!unauthorized || !(current.version > used.version || (await renew(used, true)))) throw error;
      return operation(client);
    }
  };
  return { call, current: () => client };
}

/** Refreshing clients for the connections a push worker meets, each call bounded by the worker's timeout. */
export function refreshingClients(refresh: Omit<TokenRefreshOptions, 'timeoutMs'>, logger?: VendorLogger): (connection: Connection, timeoutMs: number) => VendorClient {
  return (connection, timeoutMs) => refreshingClient(connection, { ...refresh, timeoutMs }, { timeoutMs, ...(logger ? { logger } : {}) });
}
