import { VendorHttp, field } from '../http.js';
import { VendorError } from '../vendor.js';
import type {
  ConnectionCheck,
  ExternalClient,
  ExternalProject,
  ExternalTask,
  ExternalUser,
  TimeEntryRequest,
  TimeEntryResult,
  VendorClient,
  VendorClientOptions,
} from '../vendor.js';
import { entryId, readError, timeEntryBody, toClient, toProject, toTask, toUser } from './mapping.js';

export interface HarvestCredentials {
  /** Personal access token or OAuth2 access token. */
  accessToken: string;
  accountId: string;
  /** Harvest wants the app's name and a contact; answers 400 without a User-Agent. */
  userAgent?: string;
  baseUrl?: string;
}

export const harvestBaseUrl = 'https://api.harvestapp.com/v2';
export const defaultUserAgent = 'Tally time registration (https://github.com/tally-portal/tally)';

/**
 * Harvest API v2. Idempotency: Harvest stores `external_reference` on an entry and filters by it
 * (`external_reference_id`), but does not refuse a second entry with the same reference. So a create first
 * looks the reference up, and only creates when no entry carries it (check-then-create on the reference).
 */
export class HarvestClient implements VendorClient {
  readonly system = 'harvest' as const;
  readonly capabilities = { idempotency: 'external_reference', clients: true, tasks: 'per_project', bookForOthers: true } as const;
  readonly #http: VendorHttp;

  constructor(credentials: HarvestCredentials, options: VendorClientOptions = {}) {
    const { accessToken, accountId, userAgent = defaultUserAgent } = credentials;
    this.#http = new VendorHttp({
      system: 'harvest',
      baseUrl: credentials.baseUrl ?? harvestBaseUrl,
      headers: () => ({ Authorization: `Bearer ${accessToken}`, 'Harvest-Account-Id': accountId, 'User-Agent': userAgent }),
      readError,
      ...options,
    });
  }

  async checkConnection(): Promise<ConnectionCheck> {
    return { user: await this.#http.json({ method: 'GET', path: '/users/me' }, toUser) };
  }

  listUsers(): Promise<ExternalUser[]> {
    return this.list('/users', 'users', toUser);
  }

  listClients(): Promise<ExternalClient[]> {
    return this.list('/clients', 'clients', toClient);
  }

  listProjects(): Promise<ExternalProject[]> {
    return this.list('/projects', 'projects', toProject);
  }

  /** A project's task assignments; without a project, the account's tasks. */
  listTasks(projectId?: string): Promise<ExternalTask[]> {
    if (projectId === undefined) return this.list('/tasks', 'tasks', (t) => toTask(t));
    return this.list(`/projects/${encodeURIComponent(projectId)}/task_assignments`, 'task_assignments', (t) => toTask(t, projectId));
  }

  async createTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult> {
    const body = timeEntryBody(entry);
    const existing = await this.findTimeEntry(entry);
    if (existing) return existing;
    const externalId = await this.#http.json({ method: 'POST', path: '/time_entries', body }, entryId);
    return { externalId, created: true };
  }

  async findTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult | null> {
    const query = { external_reference_id: entry.reference, from: entry.date, to: entry.date };
    const found = await this.#http.json({ method: 'GET', path: '/time_entries', query }, (body) => {
      const entries = field(body, 'time_entries');
      return Array.isArray(entries) ? entries.map(entryId) : undefined;
    });
    const externalId = found.find((id) => id !== undefined);
    return externalId === undefined ? null : { externalId, created: false };
  }

  /** Follows Harvest's page numbers (`next_page`) to the end. */
  private async list<T>(path: string, key: string, map: (value: unknown) => T | undefined): Promise<T[]> {
    const all: T[] = [];
    for (let page: number | null = 1; page !== null; ) {
      const result: { items: T[]; next: number | null } = await this.#http.json(
        { method: 'GET', path, query: { page, per_page: 2000 } },
        (body) => {
          const items = field(body, key);
          const next = field(body, 'next_page');
          if (!Array.isArray(items) || !(next === null || typeof next === 'number')) return undefined;
          const mapped = items.map(map);
          return mapped.every((m) => m !== undefined) ? { items: mapped as T[], next } : undefined;
        },
      );
      all.push(...result.items);
      if (result.next !== null && result.next <= page) throw new VendorError('harvest', 'unexpected', `next_page ${result.next} after page ${page}`);
      page = result.next;
    }
    return all;
  }
}
