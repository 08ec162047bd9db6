import type { z } from 'zod';
import { VendorHttp } from '../http.js';
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
import { answers, readError, type Page } from './answers.js';
import { timeEntryBody } from './mapping.js';

export interface HarvestCredentials {
  /** Personal access token or OAuth2 access token. */
  accessToken: string;
  accountId: string;
  /** Harvest wants the app's name and a contact; answers 400 without a User-Agent. */
  userAgent?: string;
  baseUrl?: string;
}

const harvestBaseUrl = 'https://api.harvestapp.com/v2';
const defaultUserAgent = 'Tally time registration (https://github.com/tally-portal/tally)';

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
    return { user: await this.#http.read('check connection', { method: 'GET', path: '/users/me' }, answers.me) };
  }

  listUsers(): Promise<ExternalUser[]> {
    return this.list('list users', '/users', answers.users);
  }

  listClients(): Promise<ExternalClient[]> {
    return this.list('list clients', '/clients', answers.clients);
  }

  listProjects(): Promise<ExternalProject[]> {
    return this.list('list projects', '/projects', answers.projects);
  }

  /** A project's task assignments; without a project, the account's tasks. */
  async listTasks(projectId?: string): Promise<ExternalTask[]> {
    if (projectId === undefined) return this.list('list tasks', '/tasks', answers.tasks);
    const tasks = await this.list('list task assignments', `/projects/${encodeURIComponent(projectId)}/task_assignments`, answers.taskAssignments);
    return tasks.map((task) => ({ ...task, projectId }));
  }

  async createTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult> {
    const body = timeEntryBody(entry);
    const existing = await this.findTimeEntry(entry);
    if (existing) return existing;
    const externalId = await this.#http.read('create time entry', { method: 'POST', path: '/time_entries', body }, answers.created);
    return { externalId, created: true };
  }

  async findTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult | null> {
    const query = { external_reference_id: entry.reference, from: entry.date, to: entry.date };
    const [externalId] = await this.#http.read('find time entry', { method: 'GET', path: '/time_entries', query }, answers.timeEntries);
    return externalId === undefined ? null : { externalId, created: false };
  }

  /** Follows Harvest's page numbers (`next_page`) to the end. */
  private async list<T>(operation: string, path: string, answer: z.ZodType<Page<T>>): Promise<T[]> {
    const all: T[] = [];
    for (let page: number | null = 1; page !== null; ) {
      const { records, next }: Page<T> = await this.#http.read(operation, { method: 'GET', path, query: { page, per_page: 2000 } }, answer);
      all.push(...records);
      if (next !== null && next <= page) throw new VendorError('harvest', 'unexpected', `${operation}: next_page ${next} after page ${page}`);
      page = next;
    }
    return all;
  }
}
