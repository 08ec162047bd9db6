import { VendorHttp, field, type VendorRequest } from '../http.js';
import {
  VendorError,
  type ConnectionCheck,
  type ExternalClient,
  type ExternalProject,
  type ExternalTask,
  type ExternalUser,
  type TimeEntryRequest,
  type TimeEntryResult,
  type VendorClient,
  type VendorClientOptions,
} from '../vendor.js';
import { readError, readPage, timeEntryBody, toClient, toDateUtc, toProject, toTask, toUser, xeroId } from './mapping.js';

export interface XeroCredentials {
  /** OAuth2 access token (30 minutes; refreshing is the connection's job). */
  accessToken: string;
  /** The organisation (tenant) the firm connected; every call names it in `Xero-Tenant-Id`. */
  tenantId: string;
  /** The OAuth grant's refresh token and the access token's expiry (integrations/oauth refreshes them). */
  refreshToken?: string;
  expiresAt?: string;
  /** `https://api.xero.com`, or a contract server in tests. */
  baseUrl?: string;
}

export const xeroBaseUrl = 'https://api.xero.com';
const projects = '/projects.xro/2.0';

/**
 * Xero Projects (time entries, projects, tasks, users), Accounting (contacts = our contacts' counterparts) and
 * Identity (connections). Idempotency: Xero's `Idempotency-Key` header, set to the push reference, so a retried
 * create is answered with the first one's result instead of a second entry.
 */
export class XeroClient implements VendorClient {
  readonly system = 'xero' as const;
  readonly capabilities = { idempotency: 'idempotency_key', clients: true, tasks: 'per_project', bookForOthers: true } as const;
  readonly #http: VendorHttp;
  readonly #tenantId: string;

  constructor(credentials: XeroCredentials, options: VendorClientOptions = {}) {
    const { accessToken, tenantId } = credentials;
    this.#tenantId = tenantId;
    this.#http = new VendorHttp({
      system: 'xero',
      baseUrl: credentials.baseUrl ?? xeroBaseUrl,
      headers: () => ({ Authorization: `Bearer ${accessToken}`, 'Xero-Tenant-Id': tenantId }),
      readError,
      ...options,
    });
  }

  /** The tenant must still be among the token's connections (a firm can disconnect it in Xero). */
  async checkConnection(): Promise<ConnectionCheck> {
    const connections = await listConnections(this.#http);
    const tenant = connections.find((c) => c.tenantId === this.#tenantId);
    if (!tenant) throw new VendorError('xero', 'invalid_credentials', 'This Xero organisation is no longer connected');
    return { account: { id: tenant.tenantId, name: tenant.tenantName } };
  }

  listUsers(): Promise<ExternalUser[]> {
    return this.pages(`${projects}/ProjectsUsers`, toUser);
  }

  /** Accounting contacts, 100 per page, until a short page. */
  async listClients(): Promise<ExternalClient[]> {
    const all: ExternalClient[] = [];
    for (let page = 1; ; page++) {
      const contacts = await this.#http.json({ method: 'GET', path: '/api.xro/2.0/Contacts', query: { page, summaryOnly: true } }, (body) => {
        const list = field(body, 'Contacts');
        const mapped = Array.isArray(list) ? list.map(toClient) : undefined;
        return mapped?.every((c) => c !== undefined) ? (mapped as ExternalClient[]) : undefined;
      });
      all.push(...contacts);
      if (contacts.length < 100) return all;
    }
  }

  listProjects(): Promise<ExternalProject[]> {
    return this.pages(`${projects}/Projects`, toProject);
  }

  /** Xero's tasks belong to a project; there are no account-wide ones. */
  async listTasks(projectId?: string): Promise<ExternalTask[]> {
    if (projectId === undefined) throw new VendorError('xero', 'invalid_request', 'Xero tasks belong to a project: name the project');
    const id = xeroId(projectId, 'project');
    return this.pages(`${projects}/Projects/${id}/Tasks`, (t) => toTask(t, id));
  }

  async createTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult> {
    const projectId = xeroId(entry.target.projectId, 'project');
    const request: VendorRequest = {
      method: 'POST',
      path: `${projects}/Projects/${projectId}/Time`,
      headers: { 'Idempotency-Key': entry.reference },
      body: timeEntryBody(entry),
    };
    const externalId = await this.#http.json(request, (body) => {
      const id = field(body, 'timeEntryId');
      return typeof id === 'string' ? id : undefined;
    });
    // A replayed key answers the first result; Xero does not say which it was.
    return { externalId, created: true };
  }

  /**
   * Xero keeps no reference of ours on an entry, so this matches what identifies one of our pushes: the user,
   * task, start and duration (a user's activities never overlap). For reconciliation; creates use the key.
   */
  async findTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult | null> {
    const projectId = xeroId(entry.target.projectId, 'project');
    const body = timeEntryBody(entry);
    const start = Date.parse(toDateUtc(entry.startedAt));
    const query = {
      userId: String(body.userId),
      taskId: String(body.taskId),
      dateAfterUtc: toDateUtc(new Date(start - 60_000).toISOString()),
      dateBeforeUtc: toDateUtc(new Date(start + 60_000).toISOString()),
    };
    const entries = await this.pages(`${projects}/Projects/${projectId}/Time`, (item) => {
      const id = field(item, 'timeEntryId');
      return typeof id === 'string' ? { id, duration: field(item, 'duration') } : undefined;
    }, query);
    const found = entries.find((e) => e.duration === body.duration);
    return found ? { externalId: found.id, created: false } : null;
  }

  private async pages<T>(path: string, map: (item: unknown) => T | undefined, query: Record<string, string> = {}): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const result = await this.#http.json({ method: 'GET', path, query: { ...query, page, pageSize: 500 } }, (body) => readPage(body, map));
      all.push(...result.items);
      pageCount = result.pageCount;
    }
    return all;
  }
}

export interface XeroConnection {
  tenantId: string;
  tenantName: string;
  tenantType: string;
}

/** The organisations a token may reach (Identity `GET /connections`), for choosing the tenant when connecting. */
export function listXeroTenants(accessToken: string, options: VendorClientOptions & { baseUrl?: string } = {}): Promise<XeroConnection[]> {
  const http = new VendorHttp({
    system: 'xero',
    baseUrl: options.baseUrl ?? xeroBaseUrl,
    headers: () => ({ Authorization: `Bearer ${accessToken}` }),
    readError,
    ...options,
  });
  return listConnections(http);
}

function listConnections(http: VendorHttp): Promise<XeroConnection[]> {
  return http.json({ method: 'GET', path: '/connections' }, (body) => {
    if (!Array.isArray(body)) return undefined;
    const connections = body.map((c) => ({ tenantId: field(c, 'tenantId'), tenantName: field(c, 'tenantName'), tenantType: field(c, 'tenantType') }));
    return connections.every((c) => typeof c.tenantId === 'string' && typeof c.tenantName === 'string')
      ? (connections as XeroConnection[])
      : undefined;
  });
}
