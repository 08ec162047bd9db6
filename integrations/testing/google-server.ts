import { gmailContract } from './contracts/gmail.js';
import { googleCalendarContract } from './contracts/google-calendar.js';
import { MailData } from './mail-data.js';
import { CalendarData, decodeToken, encodeToken } from './calendar-data.js';
import { FakeServer, openApiChecks, retryAfterHeader, type FakeRequest, type FakeResponse } from './fake-server.js';
import { OAuthAuthority } from './oauth-authority.js';

/**
 * Google Calendar API v3 as documented, for tests, checked against our contract (contracts/google-calendar.ts):
 * the calendar list, and `events.list` with `singleEvents`: a full sync over `timeMin`/`timeMax` in pages of
 * `maxResults` (`pageToken`), a last page with `nextSyncToken`, and with `syncToken` what changed since (removed
 * events as `status: "cancelled"`). `syncToken` with `timeMin`/`timeMax` is 400; a sync token the fake was told to
 * forget is 410 `fullSyncRequired`; 401 `authError`; 429 `rateLimitExceeded` with Retry-After. Gmail too
 * (contracts/gmail.ts): `users.messages.list` searched by `in:sent after:<seconds>`, newest first, paged by
 * `pageToken`, and `users.messages.get` with `format=metadata` and the headers asked, or `format=full` with all
 * headers and the text and HTML parts (base64url).
 */

interface PageState {
  since: number | null;
  until: number;
  offset: number;
  start?: string;
  end?: string;
}

export class GoogleCalendarFake {
  readonly data = new CalendarData();
  readonly mail = new MailData();
  readonly server: FakeServer;
  readonly oauth = new OAuthAuthority({ authorizePath: '/o/oauth2/v2/auth', tokenPath: '/token', clientAuth: 'body', format: 'form', approveAs: 'person-1', authorizeRequires: { access_type: 'offline' } });
  readonly tokens = new Map<string, string>();
  private forgottenBefore = 0;

  private constructor() {
    const calendarChecks = openApiChecks(googleCalendarContract, (path) => (path.startsWith('/calendar/v3/') ? path : undefined));
    const gmailChecks = openApiChecks(gmailContract, (path) => (path.startsWith('/gmail/v1/') ? path : undefined));
    const checks = (r: FakeRequest) => (r.path.startsWith('/gmail/') ? gmailChecks : calendarChecks);
    this.server = new FakeServer({
      checkRequest: (r) => (this.oauth.handles(r) ? this.oauth.check(r) : checks(r).checkRequest(r)),
      checkResponse: (r, response) => checks(r).checkResponse(r, response),
      handle: (request) => this.handle(request),
      invalidRequest: (errors) => googleError(400, 'badRequest', errors.join('; ')),
      rateLimited: (seconds) => ({ ...googleError(429, 'rateLimitExceeded', 'Rate Limit Exceeded'), headers: retryAfterHeader(seconds) }),
      serverError: (status) => googleError(status, 'backendError', 'Backend Error'),
    });
  }

  static async start(): Promise<GoogleCalendarFake> {
    const fake = new GoogleCalendarFake();
    await fake.server.listen();
    return fake;
  }

  get baseUrl(): string {
    return this.server.url;
  }

  /** Every sync token handed out so far is forgotten: using one answers 410. */
  forgetSyncTokens(): void {
    this.forgottenBefore = this.data.now + 1;
  }

  private handle(request: FakeRequest): FakeResponse {
    if (this.oauth.handles(request)) return this.oauth.handle(request);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const person = this.oauth.subjectOf(request.headers.authorization) ?? (token === undefined ? undefined : this.tokens.get(token));
    if (person === undefined) return googleError(401, 'authError', 'Request had invalid authentication credentials.');
    if (request.path === '/calendar/v3/users/me/calendarList') {
      return { status: 200, body: { items: this.data.calendars(person).map((c) => ({ id: c.id, summary: c.name, primary: c.primary, timeZone: 'Europe/Amsterdam' })) } };
    }
    if (request.path === '/gmail/v1/users/me/messages') return this.sentMessages(request, person);
    const messageId = /^\/gmail\/v1\/users\/me\/messages\/([^/]+)$/.exec(request.path)?.[1];
    if (messageId !== undefined) return this.message(request, person, decodeURIComponent(messageId));
    const calendarId = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(request.path)?.[1];
    const calendar = calendarId === undefined ? undefined : this.data.calendar(person, decodeURIComponent(calendarId));
    if (!calendar) return googleError(404, 'notFound', 'Not Found');
    return this.events(request, person, calendar.id);
  }

  private events(request: FakeRequest, person: string, calendarId: string): FakeResponse {
    const q = request.query;
    const syncToken = q.get('syncToken');
    const pageToken = q.get('pageToken');
    if (syncToken !== null && (q.has('timeMin') || q.has('timeMax'))) return googleError(400, 'invalid', 'syncToken cannot be combined with timeMin or timeMax.');
    let state: PageState | undefined;
    if (pageToken !== null) state = decodeToken<PageState>(pageToken);
    else if (syncToken !== null) {
      const since = decodeToken<{ since: number }>(syncToken)?.since;
      if (since === undefined || since < this.forgottenBefore) return googleError(410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.');
      state = { since, until: this.data.now, offset: 0 };
    } else {
      state = { since: null, until: this.data.now, offset: 0, ...(q.get('timeMin') ? { start: q.get('timeMin')! } : {}), ...(q.get('timeMax') ? { end: q.get('timeMax')! } : {}) };
    }
    if (!state) return googleError(400, 'invalid', 'Invalid page token.');
    const size = Number(q.get('maxResults') ?? 250);
    const window = { start: new Date(state.start ?? 0).toISOString(), end: new Date(state.end ?? '9999-12-31').toISOString() };
    const page = this.data.round(person, calendarId, { since: state.since, until: state.until, window }, state.offset, size);
    const next = page.more ? { nextPageToken: encodeToken({ ...state, offset: state.offset + size }) } : { nextSyncToken: encodeToken({ since: state.until }) };
    const items = page.entries.map(({ event, removed }) =>
      removed
        ? { id: event.id, status: 'cancelled' }
        : {
            id: event.id,
            status: 'confirmed',
            summary: event.subject,
            ...(event.location ? { location: event.location } : {}),
            start: { dateTime: event.start },
            end: { dateTime: event.end },
            attendees: event.attendees.map((email) => ({ email, responseStatus: 'accepted' })),
            organizer: { email: event.organizer },
          },
    );
    return { status: 200, body: { timeZone: 'Europe/Amsterdam', items, ...next } };
  }

  /** Gmail's search, the part we ask: `in:sent after:<seconds>`; ids newest first, `maxResults` (default 100) a page. */
  private sentMessages(request: FakeRequest, person: string): FakeResponse {
    const after = /^in:sent after:(\d+)$/.exec(request.query.get('q') ?? '')?.[1];
    if (after === undefined) return googleError(400, 'invalidArgument', 'Invalid search.');
    const size = Number(request.query.get('maxResults') ?? 100);
    const pageToken = request.query.get('pageToken');
    const offset = pageToken === null ? 0 : (decodeToken<{ offset: number }>(pageToken)?.offset ?? 0);
    const found = this.mail.sent(person).filter((mail) => Date.parse(mail.sentAt) >= Number(after) * 1000).reverse();
    const messages = found.slice(offset, offset + size).map((mail) => ({ id: mail.id, threadId: `thread-${mail.id}` }));
    const next = found.length > offset + size ? { nextPageToken: encodeToken({ offset: offset + size }) } : {};
    return { status: 200, body: { ...(messages.length > 0 ? { messages } : {}), ...next, resultSizeEstimate: found.length } };
  }

  private message(request: FakeRequest, person: string, id: string): FakeResponse {
    const mail = this.mail.sent(person).find((sent) => sent.id === id);
    if (!mail) return googleError(404, 'notFound', 'Requested entity was not found.');
    const all = { To: mail.to.join(', '), Cc: mail.cc.join(', '), Bcc: mail.bcc.join(', '), Subject: mail.subject, From: person };
    const full = request.query.get('format') === 'full';
    const asked = request.query.getAll('metadataHeaders').map((name) => name.toLowerCase());
    const headers = Object.entries(all).filter(([name, value]) => value !== '' && (full || asked.includes(name.toLowerCase()))).map(([name, value]) => ({ name, value }));
    const part = (partId: string, mimeType: string, text: string) => ({ partId, mimeType, filename: '', body: { size: Buffer.byteLength(text), data: Buffer.from(text).toString('base64url') } });
    // Full: the parts of a mail program's multipart/alternative, the text and its HTML. The snippet is Gmail's: about 200 characters, HTML-escaped.
    const parts = full ? { body: { size: 0 }, parts: [part('0', 'text/plain', mail.body), part('1', 'text/html', `<div>${escapeHtml(mail.body)}</div>`)] } : {};
    const snippet = escapeHtml(mail.body.slice(0, 200));
    const body = { id, threadId: `thread-${id}`, labelIds: ['SENT'], snippet, internalDate: String(Date.parse(mail.sentAt)), payload: { partId: '', mimeType: 'multipart/alternative', headers, ...parts } };
    return { status: 200, body };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function googleError(status: number, reason: string, message: string): FakeResponse {
  return { status, body: { error: { code: status, message, errors: [{ reason, message }] } } };
}
