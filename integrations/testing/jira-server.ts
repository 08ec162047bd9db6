import type { OpenApiContract } from './contract.js';
import { jiraContract } from './contracts/jira.js';
import { FakeServer, openApiChecks, retryAfterHeader, type FakeRequest, type FakeResponse } from './fake-server.js';
import { OAuthAuthority } from './oauth-authority.js';

/**
 * Jira Cloud as documented, for tests: the worklog, myself and project-search operations, validated against our
 * contract of the calls we make (contracts/jira.ts), reached the OAuth way at `/ex/jira/{cloudId}/rest/api/3/…`,
 * and `GET /oauth/token/accessible-resources` (not in it; Atlassian's published shape). Bearer token of a
 * user of the site (401 `{code, message}`), `started` as `yyyy-MM-dd'T'HH:mm:ss.SSSZ` (400 `{errorMessages, errors}`),
 * ADF comments, worklog properties (returned with expand=properties), 201 with a string id, the author always the
 * token's user. Jira has no idempotency key: two identical POSTs are two worklogs.
 */

export const jiraCloudId = '35273b54-3f06-40d2-880f-dd28cf8daafa';

export interface JiraWorklog {
  id: string;
  issueId: string;
  authorAccountId: string;
  started: string;
  timeSpentSeconds: number;
  comment?: unknown;
  properties: Array<{ key: string; value: unknown }>;
}

function jiraSeed() {
  return {
    users: [
      { accountId: '5b10a2844c20165700ede21g', displayName: 'Mia Krystof', emailAddress: 'mia@example.test', token: 'jira-token-mia' },
      { accountId: '5b10ac8d82e05b22cc7d4ef5', displayName: 'Emma Richards', emailAddress: 'emma@example.test', token: 'jira-token-emma' },
    ],
    projects: [
      { id: '10000', key: 'PRJ', name: 'Portal rebuild' },
      { id: '10001', key: 'OPS', name: 'Operations' },
      { id: '10002', key: 'OLD', name: 'Old things', archived: true },
    ],
    issues: [
      { id: '10010', key: 'PRJ-12', summary: 'Checkout fails on Safari', assignee: '5b10a2844c20165700ede21g', status: 'In Progress', done: false },
      { id: '10011', key: 'OPS-3', summary: 'Rotate the backup keys', assignee: '5b10ac8d82e05b22cc7d4ef5', status: 'To Do', done: false },
      { id: '10012', key: 'PRJ-9', summary: 'Old login page', assignee: '5b10a2844c20165700ede21g', status: 'Done', done: true },
    ],
    worklogs: [] as JiraWorklog[],
  };
}

const startedPattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d{4}$/;

export class JiraFake {
  readonly data = jiraSeed();
  readonly server: FakeServer;
  /** auth.atlassian.com (3LO): JSON token requests, `audience=api.atlassian.com`, rotating refresh tokens; approves as Mia. */
  readonly oauth = new OAuthAuthority({
    authorizePath: '/authorize',
    tokenPath: '/oauth/token',
    clientAuth: 'body',
    format: 'json',
    authorizeRequires: { audience: 'api.atlassian.com' },
    approveAs: '5b10a2844c20165700ede21g',
  });
  private nextId = 100_028;

  private constructor(contract: OpenApiContract, private readonly pageSize: number) {
    const toDocument = (path: string) => /^\/ex\/jira\/[^/]+(\/rest\/.*)$/.exec(path)?.[1];
    // The enhanced JQL search is not in the contract: served, not validated.
    const checks = openApiChecks(contract, (path) => (path.endsWith('/rest/api/3/search/jql') ? undefined : toDocument(path)));
    this.server = new FakeServer({
      ...checks,
      checkRequest: (request) => (this.oauth.handles(request) ? this.oauth.check(request) : checks.checkRequest(request)),
      handle: (request) => this.handle(request, toDocument(request.path)),
      invalidRequest: (errors) => ({ status: 400, body: { errorMessages: errors, errors: {} } }),
      rateLimited: (seconds) => ({
        status: 429,
        headers: { ...retryAfterHeader(seconds), 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0', 'RateLimit-Reason': 'jira-burst-based' },
        body: { errorMessages: ['Rate limit exceeded.'], errors: {} },
      }),
      serverError: (status) => ({ status, body: { errorMessages: ['Internal server error'], errors: {} } }),
    });
  }

  /** `contract`: what requests and answers are checked against; our contract unless a test gives Jira's published document. */
  static async start(options: { pageSize?: number; contract?: OpenApiContract } = {}): Promise<JiraFake> {
    const fake = new JiraFake(options.contract ?? jiraContract, options.pageSize ?? 50);
    await fake.server.listen();
    return fake;
  }

  get baseUrl(): string {
    return this.server.url;
  }

  private handle(request: FakeRequest, path: string | undefined): FakeResponse {
    if (this.oauth.handles(request)) return this.oauth.handle(request);
    const granted = this.oauth.subjectOf(request.headers.authorization);
    const user = this.data.users.find((u) => request.headers.authorization === `Bearer ${u.token}` || u.accountId === granted);
    if (!user) return { status: 401, body: { code: 401, message: 'Unauthorized; scope does not match' } };
    if (request.method === 'GET' && request.path === '/oauth/token/accessible-resources') {
      return { status: 200, body: [{ id: jiraCloudId, url: 'https://example.atlassian.net', name: 'example', scopes: ['read:jira-work', 'write:jira-work'], avatarUrl: 'https://example.test/a.png' }] };
    }
    if (!request.path.startsWith(`/ex/jira/${jiraCloudId}/`) || path === undefined) return { status: 404, body: { code: 404, message: 'Not Found' } };
    if (request.method === 'GET' && path === '/rest/api/3/myself') {
      const { token: _, ...details } = user;
      return { status: 200, body: { ...details, accountType: 'atlassian', active: true, timeZone: 'Europe/Amsterdam', self: 'https://example.atlassian.net/rest/api/3/user' } };
    }
    if (request.method === 'GET' && path === '/rest/api/3/project/search') return this.projects(request);
    if (request.method === 'GET' && path === '/rest/api/3/search/jql') return this.search(request, user.accountId);
    const worklogPath = /^\/rest\/api\/3\/issue\/([^/]+)\/worklog$/.exec(path);
    const issue = worklogPath && this.data.issues.find((i) => i.key === decodeURIComponent(worklogPath[1] ?? '') || i.id === worklogPath[1]);
    if (!worklogPath) return { status: 404, body: { errorMessages: ['Not found'], errors: {} } };
    if (!issue) return { status: 404, body: { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} } };
    if (request.method === 'GET') return this.worklogs(request, issue.id);
    return this.addWorklog(request, issue.id, user.accountId);
  }

  private projects(request: FakeRequest): FakeResponse {
    const startAt = Number(request.query.get('startAt') ?? 0);
    const maxResults = Math.min(Number(request.query.get('maxResults') ?? 50), this.pageSize);
    const values = this.data.projects.slice(startAt, startAt + maxResults).map((p) => ({ ...p, self: `https://example.atlassian.net/rest/api/3/project/${p.id}`, projectTypeKey: 'software' }));
    const total = this.data.projects.length;
    return { status: 200, body: { self: 'https://example.atlassian.net/rest/api/3/project/search', maxResults, startAt, total, isLast: startAt + values.length >= total, values } };
  }

  /** Enhanced JQL search (not in the contract): only the query we send is understood, anything else is a 400. */
  private search(request: FakeRequest, accountId: string): FakeResponse {
    const jql = request.query.get('jql') ?? '';
    if (!/^assignee = currentUser\(\) AND statusCategory != Done ORDER BY updated DESC$/.test(jql)) return invalid('jql', `The fake does not understand this JQL: ${jql}`);
    const matching = this.data.issues.filter((i) => i.assignee === accountId && !i.done);
    const project = (key: string) => this.data.projects.find((p) => key.startsWith(`${p.key}-`));
    const issues = matching.map((i) => ({ id: i.id, key: i.key, fields: { summary: i.summary, status: { name: i.status }, project: { key: project(i.key)?.key, name: project(i.key)?.name } } }));
    return { status: 200, body: { issues, isLast: true } };
  }

  private worklogs(request: FakeRequest, issueId: string): FakeResponse {
    const q = request.query;
    const after = q.has('startedAfter') ? Number(q.get('startedAfter')) : -Infinity;
    const before = q.has('startedBefore') ? Number(q.get('startedBefore')) : Infinity;
    const expand = (q.get('expand') ?? '').split(',').includes('properties');
    const matching = this.data.worklogs.filter((w) => {
      const started = Date.parse(w.started.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
      return w.issueId === issueId && started >= after && started <= before;
    });
    const startAt = Number(q.get('startAt') ?? 0);
    const maxResults = Math.min(Number(q.get('maxResults') ?? 5000), this.pageSize);
    const worklogs = matching.slice(startAt, startAt + maxResults).map((w) => this.worklogJson(w, expand));
    return { status: 200, body: { startAt, maxResults, total: matching.length, worklogs } };
  }

  private addWorklog(request: FakeRequest, issueId: string, accountId: string): FakeResponse {
    const body = request.body as { started?: string; timeSpentSeconds?: number; timeSpent?: string; comment?: unknown; properties?: JiraWorklog['properties'] };
    if (body.started === undefined || !startedPattern.test(body.started)) {
      return invalid('started', "Could not parse the started date: use yyyy-MM-dd'T'HH:mm:ss.SSSZ, e.g. 2021-01-17T12:34:00.000+0000.");
    }
    if ((body.timeSpentSeconds === undefined) === (body.timeSpent === undefined)) return invalid('timeLogged', 'Give either timeSpent or timeSpentSeconds.');
    if (body.timeSpentSeconds !== undefined && body.timeSpentSeconds <= 0) return invalid('timeLogged', 'You must indicate the time spent working.');
    const comment = body.comment as { type?: unknown; version?: unknown; content?: unknown } | undefined;
    if (comment !== undefined && (comment.type !== 'doc' || comment.version !== 1 || !Array.isArray(comment.content))) {
      return invalid('comment', 'Comment body is not valid Atlassian Document Format.');
    }
    const worklog: JiraWorklog = {
      id: String(this.nextId++),
      issueId,
      authorAccountId: accountId,
      started: body.started,
      timeSpentSeconds: body.timeSpentSeconds ?? 3600,
      ...(comment === undefined ? {} : { comment }),
      properties: body.properties ?? [],
    };
    this.data.worklogs.push(worklog);
    return { status: 201, body: this.worklogJson(worklog, false) };
  }

  private worklogJson(w: JiraWorklog, withProperties: boolean) {
    const author = this.data.users.find((u) => u.accountId === w.authorAccountId);
    const person = { accountId: w.authorAccountId, displayName: author?.displayName ?? '', active: true, self: 'https://example.atlassian.net/rest/api/3/user' };
    return {
      id: w.id,
      issueId: w.issueId,
      self: `https://example.atlassian.net/rest/api/3/issue/${w.issueId}/worklog/${w.id}`,
      author: person,
      updateAuthor: person,
      started: w.started,
      timeSpentSeconds: w.timeSpentSeconds,
      timeSpent: `${Math.floor(w.timeSpentSeconds / 3600)}h ${Math.round((w.timeSpentSeconds % 3600) / 60)}m`,
      created: '2024-03-04T10:00:00.000+0000',
      updated: '2024-03-04T10:00:00.000+0000',
      ...(w.comment === undefined ? {} : { comment: w.comment }),
      ...(withProperties ? { properties: w.properties } : {}),
    };
  }
}

function invalid(field: string, message: string): FakeResponse {
  return { status: 400, body: { errorMessages: [], errors: { [field]: message } } };
}
