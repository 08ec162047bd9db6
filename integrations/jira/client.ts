import { VendorHttp } from '../http.js';
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
import { answers, readError, type AssignedIssue, type JiraSite } from './answers.js';
import { issueKey, toStarted, worklogBody } from './mapping.js';

export interface JiraCredentials {
  /** The user's own OAuth 2.0 (3LO) access token: Jira makes the token's user the worklog author. */
  accessToken: string;
  /** The Jira site, from `GET /oauth/token/accessible-resources`. */
  cloudId: string;
  /** The OAuth grant's refresh token and the access token's expiry (integrations/oauth refreshes them). */
  refreshToken?: string;
  expiresAt?: string;
  /** `https://api.atlassian.com`, or a contract server in tests. */
  baseUrl?: string;
}

const atlassianBaseUrl = 'https://api.atlassian.com';
const api = '/rest/api/3';

/**
 * Jira Cloud worklogs. Jira takes no idempotency key, so a create is check-then-create: every worklog we add
 * carries our push reference in a worklog property, and before adding one we read the issue's worklogs around
 * the start time (expand=properties) for that reference. The author is always the token's user, so a push
 * needs the grant of the person whose time it is (bookForOthers: false).
 */
export class JiraClient implements VendorClient {
  readonly system = 'jira' as const;
  readonly capabilities = { idempotency: 'check_then_create', clients: false, tasks: 'none', bookForOthers: false } as const;
  readonly #http: VendorHttp;

  constructor(credentials: JiraCredentials, options: VendorClientOptions = {}) {
    const { accessToken, cloudId } = credentials;
    this.#http = new VendorHttp({
      system: 'jira',
      baseUrl: `${credentials.baseUrl ?? atlassianBaseUrl}/ex/jira/${encodeURIComponent(cloudId)}`,
      headers: () => ({ Authorization: `Bearer ${accessToken}` }),
      readError,
      ...options,
    });
  }

  async checkConnection(): Promise<ConnectionCheck> {
    return { user: await this.myself() };
  }

  /** Only the token's own user: in Jira every person connects with their own grant. */
  async listUsers(): Promise<ExternalUser[]> {
    return [await this.myself()];
  }

  /** Jira has no clients to map contacts to. */
  async listClients(): Promise<ExternalClient[]> {
    return [];
  }

  async listProjects(): Promise<ExternalProject[]> {
    const all: ExternalProject[] = [];
    for (let startAt = 0, last = false; !last; ) {
      const page = await this.#http.read('search projects', { method: 'GET', path: `${api}/project/search`, query: { startAt, maxResults: 50 } }, answers.projects);
      all.push(...page.records);
      startAt += page.records.length;
      last = page.isLast || page.records.length === 0;
    }
    return all;
  }

  /** Worklogs go on issues, which come from the ticket flow; there are no tasks to list. */
  async listTasks(): Promise<ExternalTask[]> {
    return [];
  }

  async createTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult> {
    const key = issueKey(entry);
    const body = worklogBody(entry);
    const existing = await this.findTimeEntry(entry);
    if (existing) return existing;
    const externalId = await this.#http.read('add worklog', { method: 'POST', path: `${api}/issue/${encodeURIComponent(key)}/worklog`, body }, answers.added);
    return { externalId, created: true };
  }

  /** Reads the issue's worklogs started within a minute of ours, and finds the one carrying the reference. */
  async findTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult | null> {
    const key = issueKey(entry);
    toStarted(entry.startedAt); // refuses a start that is not a date-time
    const start = Date.parse(entry.startedAt);
    const path = `${api}/issue/${encodeURIComponent(key)}/worklog`;
    const query = { startedAfter: start - 60_000, startedBefore: start + 60_000, expand: 'properties' };
    for (let startAt = 0; ; ) {
      const page = await this.#http.read('get issue worklogs', { method: 'GET', path, query: { ...query, startAt, maxResults: 1000 } }, answers.worklogs);
      const found = page.worklogs.find((worklog) => worklog.references.includes(entry.reference));
      if (found) return { externalId: found.id, created: false };
      startAt += page.worklogs.length;
      if (page.worklogs.length === 0 || startAt >= page.total) return null;
    }
  }

  /**
   * The open issues assigned to the token's user, most recently updated first, through the enhanced JQL search
   * (`GET /rest/api/3/search/jql`, pages by `nextPageToken`). Not in contracts/jira's subset, so not validated.
   */
  async listAssignedIssues(limit = 100): Promise<AssignedIssue[]> {
    const all: AssignedIssue[] = [];
    for (let nextPageToken: string | undefined; all.length < limit; ) {
      const query = { jql: 'assignee = currentUser() AND statusCategory != Done ORDER BY updated DESC', fields: 'summary,status,project', maxResults: 50, nextPageToken };
      const page = await this.#http.read('search issues', { method: 'GET', path: `${api}/search/jql`, query }, answers.assignedIssues);
      all.push(...page.issues);
      if (page.nextPageToken === undefined || page.issues.length === 0) break;
      nextPageToken = page.nextPageToken;
    }
    return all.slice(0, limit);
  }

  private myself(): Promise<ExternalUser> {
    return this.#http.read('get current user', { method: 'GET', path: `${api}/myself` }, answers.myself);
  }
}

export type { JiraSite };

/** The Jira sites a token reaches (`GET /oauth/token/accessible-resources`), for choosing the cloud id. */
export function listJiraSites(accessToken: string, options: VendorClientOptions & { baseUrl?: string } = {}): Promise<JiraSite[]> {
  const http = new VendorHttp({
    system: 'jira',
    baseUrl: options.baseUrl ?? atlassianBaseUrl,
    headers: () => ({ Authorization: `Bearer ${accessToken}` }),
    readError,
    ...options,
  });
  return http.read('get accessible resources', { method: 'GET', path: '/oauth/token/accessible-resources' }, answers.sites);
}
