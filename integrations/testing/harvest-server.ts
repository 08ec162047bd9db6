import type { OpenApiContract } from './contract.js';
import { harvestContract } from './contracts/harvest.js';
import { FakeServer, openApiChecks, retryAfterHeader, type FakeRequest, type FakeResponse } from './fake-server.js';

/**
 * Harvest API v2 as documented (our contract of the calls we make: contracts/harvest.ts),
 * for tests: Bearer token + Harvest-Account-Id (401 `{error, error_description}` otherwise), a User-Agent that
 * names the app (400 without), decimal hours, 201 with an integer id, `external_reference` stored and filterable
 * but not de-duplicated (as Harvest), page-numbered lists, 100 requests per 15 s (429 + Retry-After).
 */

export interface HarvestUser { id: number; first_name: string; last_name: string; email: string; is_admin: boolean; token: string }
export interface HarvestEntry {
  id: number;
  spent_date: string;
  user_id: number;
  project_id: number;
  task_id: number;
  hours: number;
  notes: string | null;
  is_running: boolean;
  external_reference: { id: string | null; group_id: string | null } | null;
}

export interface HarvestFakeOptions {
  accountId?: string;
  /** Records per page at most (Harvest: up to 2000), so tests can reach page 2 with little data. */
  pageSize?: number;
  rateLimit?: { limit: number; windowMs: number } | false;
  /** What requests and answers are checked against: our contract, unless a test gives Harvest's published document. */
  contract?: OpenApiContract;
}

const harvestAccountId = '123456';

function harvestSeed() {
  return {
    users: [
      { id: 1001, first_name: 'Ann', last_name: 'Admin', email: 'ann@example.test', is_admin: true, token: 'harvest-token-ann' },
      { id: 1002, first_name: 'Bob', last_name: 'Member', email: 'bob@example.test', is_admin: false, token: 'harvest-token-bob' },
    ] as HarvestUser[],
    clients: [
      { id: 2001, name: 'ABC Corp', is_active: true },
      { id: 2002, name: 'Old Client', is_active: false },
      { id: 2003, name: 'Bright Ideas', is_active: true },
    ],
    projects: [
      { id: 3001, name: 'Website', code: 'WEB', client_id: 2001, is_active: true },
      { id: 3002, name: 'Archived', code: null, client_id: 2002, is_active: false },
    ],
    tasks: [
      { id: 4001, name: 'Design', is_active: true },
      { id: 4002, name: 'Development', is_active: true },
      { id: 4003, name: 'Travel', is_active: true },
    ],
    /** project id → task ids assigned to it */
    assignments: new Map<number, number[]>([[3001, [4001, 4002]], [3002, [4001]]]),
    entries: [] as HarvestEntry[],
  };
}

export class HarvestFake {
  readonly data = harvestSeed();
  readonly server: FakeServer;
  private nextId = 636_700_000;

  private constructor(contract: OpenApiContract, private readonly options: HarvestFakeOptions) {
    const limit = options.rateLimit === undefined ? { limit: 100, windowMs: 15_000 } : options.rateLimit;
    this.server = new FakeServer({
      ...openApiChecks(contract),
      handle: (request) => this.handle(request),
      invalidRequest: (errors) => ({ status: 400, body: { code: 400, message: errors.join('; ') } }),
      rateLimited: (seconds) => ({
        status: 429,
        headers: retryAfterHeader(seconds),
        body: { code: 429, message: 'Too many requests. Please slow down.' },
      }),
      serverError: (status) => ({ status, body: `<html><body><h1>${status}</h1>Harvest is having trouble</body></html>` }),
      ...(limit ? { rateLimit: limit } : {}),
    });
  }

  static async start(options: HarvestFakeOptions = {}): Promise<HarvestFake> {
    const fake = new HarvestFake(options.contract ?? harvestContract, options);
    await fake.server.listen();
    return fake;
  }

  /** The base URL a client is given (Harvest's `https://api.harvestapp.com/v2`). */
  get baseUrl(): string {
    return `${this.server.url}/v2`;
  }

  get accountId(): string {
    return this.options.accountId ?? harvestAccountId;
  }

  private handle(request: FakeRequest): FakeResponse {
    const user = this.data.users.find((u) => request.headers.authorization === `Bearer ${u.token}`);
    if (!user || request.headers['harvest-account-id'] !== this.accountId) {
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'The access token provided is expired, revoked, malformed or invalid for other reasons.' },
      };
    }
    const agent = request.headers['user-agent'] ?? '';
    if (!/[@]|https?:\/\//.test(agent) || /^(node|undici)/i.test(agent)) {
      return error(400, 'Please include a User-Agent header naming your application and a contact (email or URL).');
    }
    const route = `${request.method} ${request.path.replace(/^\/v2/, '')}`;
    const assignment = /^GET \/projects\/(\d+)\/task_assignments$/.exec(route);
    if (route === 'GET /users/me') return { status: 200, body: this.userJson(user) };
    if (route === 'GET /users') return this.page(request, 'users', this.data.users.map((u) => this.userJson(u)));
    if (route === 'GET /clients') return this.page(request, 'clients', this.data.clients);
    if (route === 'GET /projects') return this.page(request, 'projects', this.data.projects.map((p) => this.projectJson(p.id)));
    if (route === 'GET /tasks') return this.page(request, 'tasks', this.data.tasks);
    if (assignment) return this.taskAssignments(request, Number(assignment[1]));
    if (route === 'GET /time_entries') return this.listEntries(request);
    if (route === 'POST /time_entries') return this.createEntry(request, user);
    return error(404, 'Not found');
  }

  private taskAssignments(request: FakeRequest, projectId: number): FakeResponse {
    const taskIds = this.data.assignments.get(projectId);
    if (!taskIds) return error(404, 'Not found');
    const items = taskIds.map((taskId, i) => ({ id: projectId * 10 + i, is_active: true, billable: true, task: this.named(this.data.tasks, taskId) }));
    return this.page(request, 'task_assignments', items);
  }

  private listEntries(request: FakeRequest): FakeResponse {
    const q = request.query;
    const matching = this.data.entries.filter(
      (e) =>
        (!q.has('external_reference_id') || e.external_reference?.id === q.get('external_reference_id')) &&
        (!q.has('user_id') || e.user_id === Number(q.get('user_id'))) &&
        (!q.has('project_id') || e.project_id === Number(q.get('project_id'))) &&
        (!q.has('from') || e.spent_date >= (q.get('from') ?? '')) &&
        (!q.has('to') || e.spent_date <= (q.get('to') ?? '')),
    );
    return this.page(request, 'time_entries', matching.map((e) => this.entryJson(e)));
  }

  private createEntry(request: FakeRequest, caller: HarvestUser): FakeResponse {
    const body = request.body as Record<string, unknown>;
    const project = this.data.projects.find((p) => p.id === body.project_id);
    if (!project) return error(422, 'Project not found');
    if (!project.is_active) return error(422, 'Project is archived and cannot take time entries');
    if (!(this.data.assignments.get(project.id) ?? []).includes(Number(body.task_id))) {
      return error(422, 'Task is not assigned to this project');
    }
    const userId = typeof body.user_id === 'number' ? body.user_id : caller.id;
    if (!this.data.users.some((u) => u.id === userId)) return error(422, 'User not found');
    if (userId !== caller.id && !caller.is_admin) return error(403, 'You do not have permission to track time for other users');
    const hours = typeof body.hours === 'number' ? body.hours : undefined;
    if (hours !== undefined && (hours < 0 || hours > 24)) return error(422, 'Hours must be between 0 and 24');
    const reference = body.external_reference as { id?: string; group_id?: string } | null | undefined;
    const entry: HarvestEntry = {
      id: this.nextId++,
      spent_date: String(body.spent_date),
      user_id: userId,
      project_id: project.id,
      task_id: Number(body.task_id),
      // Without hours Harvest starts a running timer.
      hours: hours ?? 0,
      is_running: hours === undefined,
      notes: typeof body.notes === 'string' ? body.notes : null,
      external_reference: reference ? { id: reference.id ?? null, group_id: reference.group_id ?? null } : null,
    };
    this.data.entries.push(entry);
    return { status: 201, body: this.entryJson(entry) };
  }

  private page(request: FakeRequest, key: string, all: unknown[]): FakeResponse {
    const perPage = Math.min(Number(request.query.get('per_page') ?? 2000), this.options.pageSize ?? 2000);
    const page = Number(request.query.get('page') ?? 1);
    const totalPages = Math.max(1, Math.ceil(all.length / perPage));
    return {
      status: 200,
      body: {
        [key]: all.slice((page - 1) * perPage, page * perPage),
        per_page: perPage,
        total_pages: totalPages,
        total_entries: all.length,
        next_page: page < totalPages ? page + 1 : null,
        previous_page: page > 1 ? page - 1 : null,
        page,
        links: { first: 'https://api.harvestapp.com/v2/', next: null, previous: null, last: 'https://api.harvestapp.com/v2/' },
      },
    };
  }

  private named(list: Array<{ id: number; name: string }>, id: number): { id: number; name: string } {
    const found = list.find((item) => item.id === id);
    return { id, name: found?.name ?? '' };
  }

  private userJson(u: HarvestUser) {
    return { id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email, is_active: true, timezone: 'Europe/Amsterdam' };
  }

  private projectJson(id: number) {
    const p = this.data.projects.find((project) => project.id === id);
    return p && { id: p.id, name: p.name, code: p.code, is_active: p.is_active, client: this.named(this.data.clients, p.client_id) };
  }

  private entryJson(e: HarvestEntry) {
    const project = this.data.projects.find((p) => p.id === e.project_id);
    const user = this.data.users.find((u) => u.id === e.user_id);
    return {
      id: e.id,
      spent_date: e.spent_date,
      user: { id: e.user_id, name: user ? `${user.first_name} ${user.last_name}` : '' },
      client: project ? this.named(this.data.clients, project.client_id) : null,
      project: this.named(this.data.projects, e.project_id),
      task: this.named(this.data.tasks, e.task_id),
      hours: e.hours,
      notes: e.notes,
      is_running: e.is_running,
      external_reference: e.external_reference && { ...e.external_reference, account_id: null, permalink: null },
      created_at: '2024-03-04T10:00:00Z',
      updated_at: '2024-03-04T10:00:00Z',
    };
  }
}

function error(status: number, message: string): FakeResponse {
  return { status, body: { code: status, message } };
}
