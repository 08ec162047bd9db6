import type { z } from 'zod';
import { VendorHttp } from '../http.js';
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
import { answers, readError } from './answers.js';
import { referenceMark, timeTrackingBody } from './mapping.js';

export interface TeamleaderCredentials {
  /** OAuth2 access token (about an hour; the refresh token is single-use, so refreshing is the connection's job). */
  accessToken: string;
  /** The OAuth grant's refresh token and the access token's expiry (integrations/oauth refreshes them). */
  refreshToken?: string;
  expiresAt?: string;
  /** `https://api.focus.teamleader.eu`, or a contract server in tests. */
  baseUrl?: string;
}

const teamleaderBaseUrl = 'https://api.focus.teamleader.eu';
const pageSize = 100;
/** How far around our start the look-up searches: Teamleader may move a start to the user's zone, never by hours. */
const searchWindowMs = 60 * 60 * 1000;

/**
 * Teamleader Focus: every call is `POST /resource.action` with a JSON body. Teamleader takes no idempotency key
 * or external reference, so a create is check-then-create: our entries end their description with a mark derived
 * from the push reference, and before adding one we list the user's entries started around the same time
 * (`timeTracking.list`) and look for the mark. Filters Teamleader does not know are silently ignored (it then
 * answers everything), so the match is always on the mark, never on the filter alone.
 */
export class TeamleaderClient implements VendorClient {
  readonly system = 'teamleader' as const;
  readonly capabilities = { idempotency: 'check_then_create', clients: true, tasks: 'per_project', bookForOthers: true } as const;
  readonly #http: VendorHttp;

  constructor(credentials: TeamleaderCredentials, options: VendorClientOptions = {}) {
    const { accessToken } = credentials;
    this.#http = new VendorHttp({
      system: 'teamleader',
      baseUrl: credentials.baseUrl ?? teamleaderBaseUrl,
      headers: () => ({ Authorization: `Bearer ${accessToken}` }),
      readError,
      ...options,
    });
  }

  async checkConnection(): Promise<ConnectionCheck> {
    return { user: await this.#http.read('users.me', { method: 'POST', path: '/users.me', body: {} }, answers.me) };
  }

  listUsers(): Promise<ExternalUser[]> {
    return this.list('users.list', {}, answers.users);
  }

  listClients(): Promise<ExternalClient[]> {
    return this.list('companies.list', {}, answers.companies);
  }

  listProjects(): Promise<ExternalProject[]> {
    return this.list('projects.list', {}, answers.projects);
  }

  /** A project's milestones: what time is tracked on within a project. */
  async listTasks(projectId?: string): Promise<ExternalTask[]> {
    if (projectId === undefined) throw new VendorError('teamleader', 'invalid_request', 'Teamleader milestones belong to a project: name the project');
    const milestones = await this.list('milestones.list', { filter: { project_id: projectId } }, answers.milestones);
    return milestones.map((milestone) => ({ ...milestone, projectId }));
  }

  listWorkTypes(): Promise<ExternalTask[]> {
    return this.list('workTypes.list', {}, answers.workTypes);
  }

  async createTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult> {
    const body = timeTrackingBody(entry);
    const existing = await this.findTimeEntry(entry);
    if (existing) return existing;
    const externalId = await this.#http.read('timeTracking.add', { method: 'POST', path: '/timeTracking.add', body }, answers.added);
    return { externalId, created: true };
  }

  async findTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult | null> {
    const start = Date.parse(entry.startedAt);
    if (Number.isNaN(start)) throw new VendorError('teamleader', 'invalid_request', `startedAt is not a date-time: ${entry.startedAt}`);
    const filter = {
      ...(entry.externalUserId ? { user_id: entry.externalUserId } : {}),
      started_after: new Date(start - searchWindowMs).toISOString().replace(/\.\d+Z$/, '+00:00'),
      started_before: new Date(start + searchWindowMs).toISOString().replace(/\.\d+Z$/, '+00:00'),
    };
    const mark = referenceMark(entry.reference);
    const entries = await this.list('timeTracking.list', { filter }, answers.timeEntries);
    const found = entries.find((e) => e.description.includes(mark));
    return found ? { externalId: found.id, created: false } : null;
  }

  /** Pages of 100 (`page: {size, number}`) until a short page. The action names the operation in errors. */
  private async list<T>(action: string, body: Record<string, unknown>, answer: z.ZodType<T[]>): Promise<T[]> {
    const all: T[] = [];
    for (let number = 1; ; number++) {
      const items = await this.#http.read(action, { method: 'POST', path: `/${action}`, body: { ...body, page: { size: pageSize, number } } }, answer);
      all.push(...items);
      if (items.length < pageSize) return all;
    }
  }
}
