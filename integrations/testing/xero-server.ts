import { randomUUID } from 'node:crypto';
import type { OpenApiContract } from './contract.js';
import { xeroIdentityContract, xeroProjectsContract } from './contracts/xero.js';
import { FakeServer, openApiChecks, retryAfterHeader, type FakeRequest, type FakeResponse } from './fake-server.js';
import { OAuthAuthority } from './oauth-authority.js';

/**
 * Xero as documented, for tests: Projects and Identity `GET /connections`, both validated against our contract
 * of the calls we make (contracts/xero.ts); Accounting `GET /api.xro/2.0/Contacts` is not in it and is
 * implemented from Xero's published shape without validation. Bearer token (401 problem details),
 * `Xero-Tenant-Id` of a connected tenant (403), whole minutes 1–59940 (400 `{message, modelState}`),
 * `Idempotency-Key` replays the first answer, 200 with `timeEntryId`, 60 calls a minute (429 + Retry-After).
 */

export const xeroTenantId = '5c6a1a4e-8d9a-4b51-9f40-0c3f6c2f7a10';
/** A second organisation the OAuth grant reaches, so the tenant step has a choice. */
export const xeroOtherTenantId = '5c6a1a4e-8d9a-4b51-9f40-000000000002';
const tenantNames: Record<string, string> = { [xeroTenantId]: 'Demo Company (NL)', [xeroOtherTenantId]: 'Other Company (BE)' };
export const xeroIds = {
  user: 'a1b2c3d4-0000-4000-8000-000000000001',
  otherUser: 'a1b2c3d4-0000-4000-8000-000000000002',
  contact: 'c0000000-0000-4000-8000-000000000001',
  project: 'b021e7cb-1903-4292-b48b-5b27b4271e3e',
  closedProject: 'b021e7cb-1903-4292-b48b-000000000002',
  task: '7be77337-feec-4458-bb1b-dbaa5a4aafce',
  otherTask: '7be77337-feec-4458-bb1b-000000000002',
};

interface XeroFakeOptions {
  contacts?: number;
  rateLimit?: { limit: number; windowMs: number } | false;
  /** What requests and answers are checked against: our contract, unless a test gives Xero's published documents. */
  contracts?: { projects: OpenApiContract; identity: OpenApiContract };
}

interface XeroEntry { timeEntryId: string; userId: string; projectId: string; taskId: string; dateUtc: string; duration: number; description?: string }

export function xeroSeed(contactCount: number) {
  return {
    tokens: new Map<string, string[]>([['xero-token', [xeroTenantId]]]),
    users: [
      { userId: xeroIds.user, name: 'Sidney Allen', email: 'sidney@example.test' },
      { userId: xeroIds.otherUser, name: 'Kim Lee', email: 'kim@example.test' },
    ],
    contacts: Array.from({ length: contactCount }, (_, i) => ({
      ContactID: i === 0 ? xeroIds.contact : `c0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      Name: i === 0 ? 'ABC Furniture' : `Contact ${i + 1}`,
      ContactStatus: i === 1 ? 'ARCHIVED' : 'ACTIVE',
    })),
    projects: [
      { projectId: xeroIds.project, name: 'New Kitchen', contactId: xeroIds.contact, status: 'INPROGRESS', members: [xeroIds.user] },
      { projectId: xeroIds.closedProject, name: 'Old Bathroom', contactId: xeroIds.contact, status: 'CLOSED', members: [xeroIds.user] },
    ],
    tasks: [
      { taskId: xeroIds.task, projectId: xeroIds.project, name: 'Demolition', status: 'ACTIVE' },
      { taskId: xeroIds.otherTask, projectId: xeroIds.closedProject, name: 'Tiling', status: 'ACTIVE' },
    ],
    entries: [] as XeroEntry[],
    /** tenant + Idempotency-Key → the first answer */
    idempotency: new Map<string, FakeResponse>(),
  };
}

export class XeroFake {
  readonly data: ReturnType<typeof xeroSeed>;
  readonly server: FakeServer;
  /** login.xero.com / identity.xero.com: HTTP Basic client authentication, rotating refresh tokens; approves both tenants. */
  readonly oauth = new OAuthAuthority({
    authorizePath: '/identity/connect/authorize',
    tokenPath: '/connect/token',
    clientAuth: 'basic',
    format: 'form',
    approveAs: `${xeroTenantId},${xeroOtherTenantId}`,
  });

  private constructor(projects: OpenApiContract, identity: OpenApiContract, options: XeroFakeOptions) {
    this.data = xeroSeed(options.contacts ?? 3);
    const projectChecks = openApiChecks(projects, (path) => (path.startsWith('/projects.xro/') ? path : undefined));
    const identityChecks = openApiChecks(identity, (path) => (path.toLowerCase() === '/connections' ? path : undefined));
    const limit = options.rateLimit === undefined ? { limit: 60, windowMs: 60_000 } : options.rateLimit;
    this.server = new FakeServer({
      checkRequest: (r) => (this.oauth.handles(r) ? this.oauth.check(r) : (projectChecks.checkRequest(r) ?? identityChecks.checkRequest(r))),
      checkResponse: (r, response) => [...projectChecks.checkResponse(r, response), ...identityChecks.checkResponse(r, response)],
      handle: (request) => this.handle(request),
      invalidRequest: (errors) => ({ status: 400, body: { message: errors.join('; '), modelState: {} } }),
      rateLimited: (seconds) => ({ status: 429, headers: { ...retryAfterHeader(seconds), 'X-Rate-Limit-Problem': 'minute' } }),
      serverError: (status) => ({ status, body: { Title: 'An error occurred', Status: status, Detail: 'An error occurred in Xero. Check the API Status page.' } }),
      ...(limit ? { rateLimit: limit } : {}),
    });
  }

  static async start(options: XeroFakeOptions = {}): Promise<XeroFake> {
    const { projects, identity } = options.contracts ?? { projects: xeroProjectsContract, identity: xeroIdentityContract };
    const fake = new XeroFake(projects, identity, options);
    await fake.server.listen();
    return fake;
  }

  get baseUrl(): string {
    return this.server.url;
  }

  private handle(request: FakeRequest): FakeResponse {
    if (this.oauth.handles(request)) return this.oauth.handle(request);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const tenants = (token === undefined ? undefined : this.data.tokens.get(token)) ?? this.oauth.subjectOf(request.headers.authorization)?.split(',');
    if (!tenants) {
      return { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' }, body: problem(401, 'Unauthorized', 'AuthenticationUnsuccessful') };
    }
    if (request.method === 'GET' && request.path.toLowerCase() === '/connections') {
      return { status: 200, body: tenants.map((tenantId) => ({ id: randomUUID(), tenantId, tenantType: 'ORGANISATION', tenantName: tenantNames[tenantId] ?? 'Demo Company', createdDateUtc: '2024-01-02T10:00:00Z', updatedDateUtc: '2024-01-02T10:00:00Z' })) };
    }
    const tenant = request.headers['xero-tenant-id'];
    if (tenant === undefined || !tenants.includes(tenant)) return { status: 403, body: problem(403, 'Forbidden', 'AuthenticationUnsuccessful') };

    const route = `${request.method} ${request.path}`;
    const projectPath = /^\/projects\.xro\/2\.0\/Projects\/([^/]+)\/(Tasks|Time)$/.exec(request.path);
    if (route === 'GET /api.xro/2.0/Contacts') {
      const page = Number(request.query.get('page') ?? 1);
      return { status: 200, body: { Id: randomUUID(), Status: 'OK', ProviderName: 'Tally', Contacts: this.data.contacts.slice((page - 1) * 100, page * 100) } };
    }
    if (route === 'GET /projects.xro/2.0/Projects') return this.page(request, this.data.projects.map(({ members: _, ...p }) => ({ ...p, currencyCode: 'EUR', minutesLogged: 0 })));
    if (route === 'GET /projects.xro/2.0/ProjectsUsers') return this.page(request, this.data.users);
    if (!projectPath) return { status: 404, body: { message: 'The resource you are looking for cannot be found' } };
    const project = this.data.projects.find((p) => p.projectId === projectPath[1]);
    if (!project) return { status: 404, body: { message: 'Project not found' } };
    if (request.method === 'GET' && projectPath[2] === 'Tasks') {
      return this.page(request, this.data.tasks.filter((t) => t.projectId === project.projectId).map((t) => ({ ...t, chargeType: 'TIME', rate: { currency: 'EUR', value: 80 } })));
    }
    if (request.method === 'GET') return this.listEntries(request, project.projectId);
    return this.createEntry(request, tenant, project);
  }

  private createEntry(request: FakeRequest, tenant: string, project: (typeof this.data.projects)[number]): FakeResponse {
    const key = request.headers['idempotency-key'];
    if (key !== undefined && key.length > 128) return invalid('Idempotency-Key', 'The idempotency key must be at most 128 characters');
    const replay = key === undefined ? undefined : this.data.idempotency.get(`${tenant} ${key}`);
    if (replay) return replay;
    const body = request.body as { userId: string; taskId: string; dateUtc: string; duration: number; description?: string };
    let response: FakeResponse;
    if (project.status === 'CLOSED') response = invalid('projectId', 'Time entries cannot be added to a closed project');
    else if (!this.data.tasks.some((t) => t.taskId === body.taskId && t.projectId === project.projectId)) response = invalid('taskId', 'The task does not belong to this project');
    else if (!project.members.includes(body.userId)) response = invalid('userId', 'The user is not a member of this project');
    else if (!Number.isInteger(body.duration) || body.duration < 1 || body.duration > 59_940) response = invalid('duration', 'Duration must be between 1 and 59940 minutes');
    else {
      const entry: XeroEntry = { timeEntryId: randomUUID(), projectId: project.projectId, ...body };
      this.data.entries.push(entry);
      response = { status: 200, body: { ...entry, dateEnteredUtc: new Date().toISOString(), status: 'ACTIVE' } };
    }
    if (key !== undefined) this.data.idempotency.set(`${tenant} ${key}`, response);
    return response;
  }

  private listEntries(request: FakeRequest, projectId: string): FakeResponse {
    const q = request.query;
    const entries = this.data.entries.filter(
      (e) =>
        e.projectId === projectId &&
        (!q.has('userId') || e.userId === q.get('userId')) &&
        (!q.has('taskId') || e.taskId === q.get('taskId')) &&
        (!q.has('dateAfterUtc') || Date.parse(e.dateUtc) >= Date.parse(q.get('dateAfterUtc') ?? '')) &&
        (!q.has('dateBeforeUtc') || Date.parse(e.dateUtc) <= Date.parse(q.get('dateBeforeUtc') ?? '')),
    );
    return this.page(request, entries.map((e) => ({ ...e, status: 'ACTIVE' })));
  }

  private page(request: FakeRequest, all: unknown[]): FakeResponse {
    const pageSize = Math.min(Number(request.query.get('pageSize') ?? 50), 500);
    const page = Number(request.query.get('page') ?? 1);
    const items = all.slice((page - 1) * pageSize, page * pageSize);
    return { status: 200, body: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(all.length / pageSize)), itemCount: items.length }, items } };
  }
}

function problem(status: number, title: string, detail: string) {
  return { Type: null, Title: title, Status: status, Detail: detail, Instance: randomUUID(), Extensions: {} };
}

function invalid(field: string, message: string): FakeResponse {
  return { status: 400, body: { message: 'Validation failed', modelState: { [field]: [message] } } };
}
