import { randomUUID } from 'node:crypto';
import { FakeServer, type FakeRequest, type FakeResponse } from './fake-server.js';
import { OAuthAuthority } from './oauth-authority.js';
import { checkTeamleaderRequest } from './contracts/teamleader.js';

/**
 * Teamleader Focus as documented, for tests (Teamleader publishes no OpenAPI document; the shapes are checked
 * by contracts/teamleader.ts): `POST /resource.action` calls, Bearer token (401), seconds, 201
 * `{data: {type, id}}`, `{errors: [{status, title}]}` error bodies, page `{size, number}`, filters it does not
 * know ignored (as Teamleader), no idempotency key, 200 calls a minute (429 with `X-RateLimit-*`, no Retry-After).
 */

export const teamleaderIds = {
  user: 'e1d0a5a4-0000-4000-8000-000000000001',
  otherUser: 'e1d0a5a4-0000-4000-8000-000000000002',
  company: 'c0a1b2c3-0000-4000-8000-000000000001',
  project: 'f1e2d3c4-0000-4000-8000-000000000001',
  milestone: 'a0b1c2d3-0000-4000-8000-000000000001',
  workType: 'd0c1b2a3-0000-4000-8000-000000000001',
};

export interface TeamleaderEntry { id: string; user_id: string; started_at: string; duration: number; description?: string; work_type_id?: string; subject?: { type: string; id: string } }

export function teamleaderSeed(companyCount: number) {
  return {
    tokens: new Map([['teamleader-token', teamleaderIds.user]]),
    users: [
      { id: teamleaderIds.user, first_name: 'Lotte', last_name: 'Peeters', email: 'lotte@example.test', status: 'active' },
      { id: teamleaderIds.otherUser, first_name: 'Jan', last_name: 'Claes', email: 'jan@example.test', status: 'active' },
    ],
    companies: Array.from({ length: companyCount }, (_, i) => ({
      id: i === 0 ? teamleaderIds.company : `c0a1b2c3-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      name: i === 0 ? 'Brouwerij De Ster' : `Company ${i + 1}`,
      status: i === 1 ? 'deactivated' : 'active',
    })),
    projects: [{ id: teamleaderIds.project, title: 'Website relaunch', status: 'active', customer: { type: 'company', id: teamleaderIds.company } }],
    milestones: [{ id: teamleaderIds.milestone, name: 'Design', status: 'open', project: { type: 'project', id: teamleaderIds.project } }],
    workTypes: [{ id: teamleaderIds.workType, name: 'Consultancy' }],
    entries: [] as TeamleaderEntry[],
  };
}

export class TeamleaderFake {
  readonly data: ReturnType<typeof teamleaderSeed>;
  readonly server: FakeServer;
  /** focus.teamleader.eu's OAuth 2 endpoints: client id and secret in the form body, single-use refresh tokens. */
  readonly oauth = new OAuthAuthority({ authorizePath: '/oauth2/authorize', tokenPath: '/oauth2/access_token', clientAuth: 'body', format: 'form', approveAs: teamleaderIds.user });

  private constructor(options: { companies?: number; rateLimit?: { limit: number; windowMs: number } | false }) {
    this.data = teamleaderSeed(options.companies ?? 3);
    const limit = options.rateLimit === undefined ? { limit: 200, windowMs: 60_000 } : options.rateLimit;
    this.server = new FakeServer({
      checkRequest: (request) => (this.oauth.handles(request) ? this.oauth.check(request) : checkTeamleaderRequest(request)),
      checkResponse: () => [],
      handle: (request) => this.handle(request),
      invalidRequest: (errors) => ({ status: 400, body: { errors: errors.map((title) => ({ status: 400, title })) } }),
      rateLimited: (seconds) => ({
        status: 429,
        headers: {
          'X-RateLimit-Limit': '200',
          'X-RateLimit-Remaining': '0',
          ...(seconds === null ? {} : { 'X-RateLimit-Reset': new Date(Date.now() + seconds * 1000).toISOString() }),
        },
        body: { errors: [{ status: 429, title: 'Too Many Requests' }] },
      }),
      serverError: (status) => ({ status, body: { errors: [{ status, title: 'Internal Server Error' }] } }),
      ...(limit ? { rateLimit: limit } : {}),
    });
  }

  static async start(options: { companies?: number; rateLimit?: { limit: number; windowMs: number } | false } = {}): Promise<TeamleaderFake> {
    const fake = new TeamleaderFake(options);
    await fake.server.listen();
    return fake;
  }

  get baseUrl(): string {
    return this.server.url;
  }

  private handle(request: FakeRequest): FakeResponse {
    if (this.oauth.handles(request)) return this.oauth.handle(request);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const userId = (token === undefined ? undefined : this.data.tokens.get(token)) ?? this.oauth.subjectOf(request.headers.authorization);
    if (!userId) return { status: 401, body: { errors: [{ status: 401, title: 'Unauthorized', detail: 'The access token is invalid or has expired.' }] } };
    const body = (request.body ?? {}) as { filter?: Record<string, unknown>; page?: { size?: number; number?: number } };
    switch (request.path) {
      case '/users.me':
        return { status: 200, body: { data: { ...this.data.users.find((u) => u.id === userId), account: { type: 'account', id: randomUUID() } } } };
      case '/users.list':
        return this.page(body, this.data.users);
      case '/companies.list':
        return this.page(body, this.data.companies);
      case '/projects.list':
        return this.page(body, this.data.projects);
      case '/milestones.list':
        return this.page(body, this.data.milestones.filter((m) => !body.filter?.project_id || m.project.id === body.filter.project_id));
      case '/workTypes.list':
        return this.page(body, this.data.workTypes);
      case '/timeTracking.list':
        return this.page(body, this.listEntries(body.filter ?? {}));
      default:
        return this.add(request.body as TeamleaderEntry, userId);
    }
  }

  /** The documented filters; others are ignored, as Teamleader ignores them. */
  private listEntries(filter: Record<string, unknown>): TeamleaderEntry[] {
    const after = typeof filter.started_after === 'string' ? Date.parse(filter.started_after) : -Infinity;
    const before = typeof filter.started_before === 'string' ? Date.parse(filter.started_before) : Infinity;
    return this.data.entries.filter(
      (e) => (!filter.user_id || e.user_id === filter.user_id) && Date.parse(e.started_at) >= after && Date.parse(e.started_at) <= before,
    );
  }

  private add(body: TeamleaderEntry, caller: string): FakeResponse {
    const userId = body.user_id ?? caller;
    if (!this.data.users.some((u) => u.id === userId)) return invalid('user_id', 'The selected user id is invalid.');
    if (body.work_type_id && !this.data.workTypes.some((w) => w.id === body.work_type_id)) return invalid('work_type_id', 'The selected work type id is invalid.');
    const subject = body.subject;
    const known = subject?.type === 'milestone' ? this.data.milestones : subject?.type === 'company' ? this.data.companies : [];
    if (subject && !known.some((item) => item.id === subject.id)) return invalid('subject', `The selected ${subject.type} does not exist.`);
    const entry: TeamleaderEntry = { ...body, id: randomUUID(), user_id: userId };
    this.data.entries.push(entry);
    return { status: 201, body: { data: { type: 'timetracking', id: entry.id } } };
  }

  private page(body: { page?: { size?: number; number?: number } }, all: unknown[]): FakeResponse {
    const size = body.page?.size ?? 20;
    const number = body.page?.number ?? 1;
    return { status: 200, body: { data: all.slice((number - 1) * size, number * size) } };
  }
}

function invalid(field: string, title: string): FakeResponse {
  return { status: 422, body: { errors: [{ status: 422, title, source: { pointer: `/${field}` } }] } };
}
