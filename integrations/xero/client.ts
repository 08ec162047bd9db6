import type { z } from 'zod';
import { VendorHttp, type VendorRequest } from '../http.js';
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
import { answers, readError, type Page, type XeroConnection } from './answers.js';
import { timeEntryBody, toDateUtc, xeroId } from './mapping.js';

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

const xeroBaseUrl = 'https://api.xero.com';
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
    return this.pages('list project users', `${projects}/ProjectsUsers`, answers.users);
  }

  /** Accounting contacts, 100 per page, until a short page. */
  async listClients(): Promise<ExternalClient[]> {
    const all: ExternalClient[] = [];
    for (let page = 1; ; page++) {
      const contacts = await this.#http.read('list contacts', { method: 'GET', path: '/api.xro/2.0/Contacts', query: { page, summaryOnly: true } }, answers.contacts);
      all.push(...contacts);
      if (contacts.length < 100) return all;
    }
  }

  listProjects(): Promise<ExternalProject[]> {
    return this.pages('list projects', `${projects}/Projects`, answers.projects);
  }

  /** Xero's tasks belong to a project; there are no account-wide ones. */
  async listTasks(projectId?: string): Promise<ExternalTask[]> {
    if (projectId === undefined) throw new VendorError('xero', 'invalid_request', 'Xero tasks belong to a project: name the project');
    const id = xeroId(projectId, 'project');
    const tasks = await this.pages('list tasks', `${projects}/Projects/${id}/Tasks`, answers.tasks);
    return tasks.map((task) => ({ ...task, projectId: id }));
  }

  async createTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult> {
    const projectId = xeroId(entry.target.projectId, 'project');
    const request: VendorRequest = {
      method: 'POST',
      path: `${projects}/Projects/${projectId}/Time`,
      headers: { 'Idempotency-Key': entry.reference },
      body: timeEntryBody(entry),
    };
    const externalId = await this.#http.read('create time entry', request, answers.created);
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
    const entries = await this.pages('find time entry', `${projects}/Projects/${projectId}/Time`, answers.timeEntries, query);
    const found = entries.find((e) => e.duration === body.duration);
    return found ? { externalId: found.id, created: false } : null;
  }

  /** Follows the Projects API's pages to the page count. */
  private async pages<T>(operation: string, path: string, answer: z.ZodType<Page<T>>, query: Record<string, string> = {}): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const result: Page<T> = await this.#http.read(operation, { method: 'GET', path, query: { ...query, page, pageSize: 500 } }, answer);
      all.push(...result.records);
      pageCount = result.pageCount;
    }
    return all;
  }
}

export type { XeroConnection };

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
  return http.read('list connections', { method: 'GET', path: '/connections' }, answers.connections);
}
