import { graphContract } from './contracts/graph.js';
import { CalendarData, decodeToken, encodeToken } from './calendar-data.js';
import { MailData } from './mail-data.js';
import { TeamsTenant } from './graph-calls.js';
import { FakeServer, openApiChecks, retryAfterHeader, type FakeRequest, type FakeResponse } from './fake-server.js';
import { OAuthAuthority } from './oauth-authority.js';

/**
 * Microsoft Graph's calendars as documented, for tests, checked against our contract (contracts/graph.ts): served
 * under `/v1.0`. A person's calendars, and a calendar view's delta: the first request names the window, pages of
 * `Prefer: odata.maxpagesize` events (default 10) follow by `@odata.nextLink` (`$skiptoken`), the round ends with an
 * `@odata.deltaLink` (`$deltatoken`) whose round has what changed since, removals as `@removed`. 401 `InvalidAuthenticationToken`,
 * 410 `SyncStateNotFound` for a delta token the fake was told to forget, 429 with Retry-After. The sent items
 * (`/me/mailFolders/sentitems/messages`, `$filter=sentDateTime ge …`, `$top`, `$skip` in the next link) and the
 * tenant's call records and directory (graph-calls.ts). The identity platform's authorize and token endpoints are
 * the shared OAuthAuthority.
 */

/** A SharePoint site of the fake, with its document libraries and their items (folders and files, by parent; null for the root). */
export interface FakeSite {
  id: string;
  name: string;
  drives: FakeDrive[];
}

/**
 * A folder or file of a fake drive. `modified` names the last save (when, by which person of the fake); `version`
 * is the drive change it came with (0 for items there from the start), what a delta round reads since.
 */
export interface FakeDriveItem {
  id: string;
  name: string;
  parentId: string | null;
  folder: boolean;
  modified?: { at: string; by: string };
  deleted?: boolean;
  version?: number;
}
interface FakeDrive {
  id: string;
  name: string;
  items: FakeDriveItem[];
}

/** A drive delta round's state: the changes after `since` up to `until`, from `offset`; no `until` in a delta link. */
interface DriveRound {
  since: number;
  until?: number;
  offset?: number;
}

interface RoundState {
  since: number | null;
  until: number;
  offset: number;
  start: string;
  end: string;
}

export class GraphFake {
  readonly data = new CalendarData();
  readonly mail = new MailData();
  /** The tenant's directory and Teams call records, read with the app's own token (graph-calls.ts). */
  readonly tenant = new TeamsTenant(() => this.baseUrl);
  readonly server: FakeServer;
  readonly oauth = new OAuthAuthority({ authorizePath: '/common/oauth2/v2.0/authorize', tokenPath: '/common/oauth2/v2.0/token', clientAuth: 'body', format: 'form', approveAs: 'person-1' });
  /** Static access tokens → person (benchmarks, tests that need no grant). */
  readonly tokens = new Map<string, string>();
  /** SharePoint: the sites every person of the fake can see, listed `sharePointPageSize` items a page. */
  readonly sites: FakeSite[] = [];
  sharePointPageSize = 2;
  /** Delta tokens of rounds starting before this change are forgotten (410). */
  private forgottenBefore = 0;
  /** The drives' last change; drive delta links made before `drivesForgottenBefore` answer 410. */
  private driveVersion = 0;
  private drivesForgottenBefore = 0;

  private constructor() {
    const checks = openApiChecks(graphContract, (path) => (path.startsWith('/v1.0/') ? path : undefined));
    this.server = new FakeServer({
      checkRequest: (r) => (this.oauth.handles(r) ? this.oauth.check(r) : this.tenant.handlesToken(r) ? this.tenant.checkToken(r) : checks.checkRequest(r)),
      checkResponse: (r, response) => checks.checkResponse(r, response),
      handle: (request) => this.handle(request),
      invalidRequest: (errors) => graphError(400, 'BadRequest', errors.join('; ')),
      rateLimited: (seconds) => ({ ...graphError(429, 'TooManyRequests', 'Too many requests.'), headers: retryAfterHeader(seconds) }),
      serverError: (status) => graphError(status, 'serviceNotAvailable', 'The service is temporarily unavailable.'),
    });
  }

  static async start(): Promise<GraphFake> {
    const fake = new GraphFake();
    await fake.server.listen();
    return fake;
  }

  /** The base URL a reader is given (Graph's `https://graph.microsoft.com/v1.0`). */
  get baseUrl(): string {
    return `${this.server.url}/v1.0`;
  }

  /** Every delta token handed out so far is forgotten: using one answers 410. */
  forgetDeltaTokens(): void {
    this.forgottenBefore = this.data.now + 1;
  }

  /** A file saved (or a folder made, or an item deleted) in a drive: the next delta round of the drive lists it. */
  changeDriveItem(driveId: string, item: Omit<FakeDriveItem, 'version'>): void {
    const drive = this.sites.flatMap((site) => site.drives).find((candidate) => candidate.id === driveId);
    if (!drive) throw new Error(`no drive ${driveId}`);
    this.driveVersion += 1;
    drive.items = [...drive.items.filter((candidate) => candidate.id !== item.id), { ...item, version: this.driveVersion }];
  }

  /** Every drive delta link handed out so far is forgotten: following one answers 410 `resyncRequired`. */
  forgetDriveDeltaLinks(): void {
    this.drivesForgottenBefore = this.driveVersion + 1;
  }

  private handle(request: FakeRequest): FakeResponse {
    if (this.oauth.handles(request)) return this.oauth.handle(request);
    if (this.tenant.handlesToken(request)) return this.tenant.token(request);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const person = this.oauth.subjectOf(request.headers.authorization) ?? (token === undefined ? undefined : this.tokens.get(token));
    const forTenant = this.tenant.handle(request, token, person !== undefined);
    if (forTenant) return forTenant;
    if (person === undefined) return graphError(401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.');
    if (request.path === '/v1.0/me') return { status: 200, body: { id: `id-${person}`, mail: person, userPrincipalName: person } };
    const listed = this.sharePoint(request);
    if (listed) return listed;
    if (request.path === '/v1.0/me/calendars') {
      return { status: 200, body: { value: this.data.calendars(person).map((c) => ({ id: c.id, name: c.name, isDefaultCalendar: c.primary })) } };
    }
    if (/^\/v1\.0\/me\/mailFolders\/sentitems\/messages$/i.test(request.path)) return this.sentMessages(request, person);
    const calendarId = /^\/v1\.0\/me\/calendars\/([^/]+)\/calendarView\/delta$/.exec(request.path)?.[1];
    const calendar = calendarId === undefined ? undefined : this.data.calendar(person, decodeURIComponent(calendarId));
    if (!calendar) return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    return this.delta(request, person, calendar.id);
  }

  /** Sites by search, a site's drives, and the children of a drive's root or of a folder; undefined for other paths. */
  private sharePoint(request: FakeRequest): FakeResponse | undefined {
    const list = (items: unknown[]) => paged(request, this.baseUrl, items, this.sharePointPageSize);
    if (request.path === '/v1.0/sites') {
      const search = (request.query.get('search') ?? '').toLowerCase();
      return list(this.sites.filter((site) => search === '*' || site.name.toLowerCase().includes(search)).map((site) => ({ id: site.id, name: site.name.toLowerCase(), displayName: site.name, webUrl: `https://firm.sharepoint.test/sites/${site.id}` })));
    }
    const siteId = /^\/v1\.0\/sites\/([^/]+)\/drives$/.exec(request.path)?.[1];
    if (siteId !== undefined) {
      const site = this.sites.find((candidate) => candidate.id === decodeURIComponent(siteId));
      return site ? list(site.drives.map((drive) => ({ id: drive.id, name: drive.name, driveType: 'documentLibrary' }))) : graphError(404, 'itemNotFound', 'The site was not found.');
    }
    const deltaOf = /^\/v1\.0\/drives\/([^/]+)\/root\/delta$/.exec(request.path)?.[1];
    if (deltaOf !== undefined) return this.driveDelta(request, decodeURIComponent(deltaOf));
    const children = /^\/v1\.0\/drives\/([^/]+)\/(?:root|items\/([^/]+))\/children$/.exec(request.path);
    if (!children) return undefined;
    const drive = this.sites.flatMap((site) => site.drives).find((candidate) => candidate.id === decodeURIComponent(children[1] ?? ''));
    const parentId = children[2] === undefined ? null : decodeURIComponent(children[2]);
    if (!drive || (parentId !== null && !drive.items.some((item) => item.id === parentId && item.folder))) return graphError(404, 'itemNotFound', 'The resource could not be found.');
    return list(drive.items.filter((item) => item.parentId === parentId).map((item) => driveItemOf(drive, item)));
  }

  /**
   * A drive's changes as driveitem-delta documents them: without a token every item (a full round), with a delta
   * link's token what changed since it was made; `sharePointPageSize` items a page, `@odata.nextLink` between pages
   * and an `@odata.deltaLink` after the last; a forgotten delta link answers 410 `resyncRequired`.
   */
  private driveDelta(request: FakeRequest, driveId: string): FakeResponse {
    const drive = this.sites.flatMap((site) => site.drives).find((candidate) => candidate.id === driveId);
    if (!drive) return graphError(404, 'itemNotFound', 'The resource could not be found.');
    const token = request.query.get('token');
    const round = token === null ? { since: -1 } : decodeToken<DriveRound>(token);
    if (!round) return graphError(400, 'BadRequest', 'The token is not valid.');
    if (round.until === undefined && round.since >= 0 && round.since < this.drivesForgottenBefore) return graphError(410, 'resyncRequired', 'Resync required. Replace any local items with the server\'s version.');
    const until = round.until ?? this.driveVersion;
    const offset = round.offset ?? 0;
    const changed = drive.items.filter((item) => (item.version ?? 0) > round.since && (item.version ?? 0) <= until);
    const size = this.sharePointPageSize;
    const link = (state: DriveRound) => `${this.baseUrl}/drives/${encodeURIComponent(drive.id)}/root/delta?token=${encodeToken(state)}`;
    const next = offset + size < changed.length ? { '@odata.nextLink': link({ since: round.since, until, offset: offset + size }) } : { '@odata.deltaLink': link({ since: until }) };
    return { status: 200, body: { value: changed.slice(offset, offset + size).map((item) => driveItemOf(drive, item)), ...next } };
  }

  private delta(request: FakeRequest, person: string, calendarId: string): FakeResponse {
    const skip = request.query.get('$skiptoken');
    const delta = request.query.get('$deltatoken');
    let state: RoundState | undefined;
    if (skip !== null) state = decodeToken<RoundState>(skip);
    else if (delta !== null) {
      const from = decodeToken<RoundState>(delta);
      if (from && (from.since ?? from.until) < this.forgottenBefore) return graphError(410, 'SyncStateNotFound', 'The sync state generation is not found.');
      state = from && { ...from, offset: 0, until: this.data.now };
    } else {
      const start = request.query.get('startDateTime');
      const end = request.query.get('endDateTime');
      if (!start || !end) return graphError(400, 'ErrorInvalidParameter', 'startDateTime and endDateTime are required.');
      state = { since: null, until: this.data.now, offset: 0, start: new Date(start).toISOString(), end: new Date(end).toISOString() };
    }
    if (!state) return graphError(400, 'BadRequest', 'The token is not valid.');
    const size = Number(/odata\.maxpagesize=(\d+)/.exec(request.headers.prefer ?? '')?.[1] ?? 10);
    const page = this.data.round(person, calendarId, { since: state.since, until: state.until, window: { start: state.start, end: state.end } }, state.offset, size);
    const link = `${this.baseUrl}/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta?`;
    const next = page.more
      ? { '@odata.nextLink': `${link}$skiptoken=${encodeToken({ ...state, offset: state.offset + size })}` }
      : { '@odata.deltaLink': `${link}$deltatoken=${encodeToken({ ...state, since: state.until, offset: 0 })}` };
    const utc = (iso: string) => ({ dateTime: iso.replace('Z', '').replace(/\.\d+$/, '') + '.0000000', timeZone: 'UTC' });
    const value = page.entries.map(({ event, removed }) =>
      removed
        ? { id: event.id, '@removed': { reason: 'deleted' } }
        : {
            id: event.id,
            subject: event.subject,
            isAllDay: false,
            isCancelled: false,
            start: utc(event.start),
            end: utc(event.end),
            location: { displayName: event.location ?? '' },
            attendees: event.attendees.map((address) => ({ emailAddress: { address, name: address } })),
            organizer: { emailAddress: { address: event.organizer, name: event.organizer } },
          },
    );
    return { status: 200, body: { value, ...next } };
  }

  /** A mail folder's messages as OData pages them: `$filter=sentDateTime ge …`, `$orderby`, `$top` (default 10), `$skip` in the next link. */
  private sentMessages(request: FakeRequest, person: string): FakeResponse {
    const q = request.query;
    const since = /^sentDateTime ge (\S+)$/.exec(q.get('$filter') ?? '')?.[1];
    if (since === undefined || Number.isNaN(Date.parse(since))) return graphError(400, 'BadRequest', 'Invalid filter clause.');
    if ((q.get('$orderby') ?? 'sentDateTime asc') !== 'sentDateTime asc') return graphError(400, 'BadRequest', 'Unsupported $orderby.');
    const top = Number(q.get('$top') ?? 10);
    const skip = Number(q.get('$skip') ?? 0);
    const fields = new Set((q.get('$select') ?? '').split(',').filter(Boolean));
    const all = this.mail.sent(person).filter((mail) => Date.parse(mail.sentAt) >= Date.parse(since));
    const recipients = (addresses: string[]) => addresses.map((address) => ({ emailAddress: { address, name: address } }));
    const value = all.slice(skip, skip + top).map((mail) => {
      const full = { id: mail.id, sentDateTime: mail.sentAt.replace(/\.\d+Z$/, 'Z'), subject: mail.subject, toRecipients: recipients(mail.to), ccRecipients: recipients(mail.cc), bccRecipients: recipients(mail.bcc), bodyPreview: mail.body.slice(0, 255) };
      return fields.size === 0 ? full : Object.fromEntries(Object.entries(full).filter(([key]) => key === 'id' || fields.has(key)));
    });
    const next = new URLSearchParams(q);
    next.set('$skip', String(skip + top));
    return { status: 200, body: { value, ...(all.length > skip + top ? { '@odata.nextLink': `${this.baseUrl}/me/mailFolders/sentitems/messages?${next}` } : {}) } };
  }
}

/** A drive item as Graph answers it: a folder or file facet, its parent's path, its last save, a deleted facet. */
function driveItemOf(drive: FakeDrive, item: FakeDriveItem) {
  const pathOf = (id: string | null): string => {
    const parent = drive.items.find((candidate) => candidate.id === id);
    return parent ? `${pathOf(parent.parentId)}/${parent.name}` : '';
  };
  return {
    id: item.id,
    name: item.name,
    ...(item.folder ? { folder: { childCount: drive.items.filter((child) => child.parentId === item.id).length } } : { file: { mimeType: 'application/pdf' } }),
    ...(item.deleted ? { deleted: { state: 'deleted' } } : {}),
    ...(item.modified ? { lastModifiedDateTime: item.modified.at, lastModifiedBy: { user: { id: `id-${item.modified.by}`, email: item.modified.by, displayName: item.modified.by } } } : {}),
    parentReference: { driveId: drive.id, id: item.parentId ?? 'root', path: `/drives/${drive.id}/root:${encodeURI(pathOf(item.parentId))}` },
  };
}

/** Graph's server-driven paging of a collection: `$skiptoken` is the offset here. */
function paged(request: FakeRequest, baseUrl: string, items: unknown[], size: number): FakeResponse {
  const offset = Number(request.query.get('$skiptoken') ?? 0);
  const query = new URLSearchParams(request.query);
  query.set('$skiptoken', String(offset + size));
  const next = offset + size < items.length ? { '@odata.nextLink': `${baseUrl}${request.path.slice('/v1.0'.length)}?${query}` } : {};
  return { status: 200, body: { value: items.slice(offset, offset + size), ...next } };
}

function graphError(status: number, code: string, message: string): FakeResponse {
  return { status, body: { error: { code, message } } };
}
