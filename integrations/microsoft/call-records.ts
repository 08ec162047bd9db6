import { VendorHttp } from '../http.js';
import { VendorError, type VendorClientOptions } from '../vendor.js';
import { readError } from './answers.js';
import { callAnswers, type GraphCallRecord } from './call-answers.js';

const graphUrl = 'https://graph.microsoft.com/v1.0';

/** A Teams call as the portal needs it: its kind, its times and who took part, by Entra id or phone number. */
export interface TeamsCall {
  id: string;
  /** peerToPeer: a call between two; groupCall: a meeting (or a call more joined). */
  kind: 'peerToPeer' | 'groupCall';
  start: string;
  end: string;
  /** Entra object ids of the Teams users who took part, the organizer included. */
  userIds: string[];
  /** Phone numbers that took part (PSTN). */
  phones: string[];
}

export interface CallRecordsPage {
  calls: TeamsCall[];
  /** The link to the next page; undefined on the round's last. */
  next: string | undefined;
}

/**
 * An organisation's Teams call records through Microsoft Graph with the app's own token (application permissions
 * `CallRecords.Read.All` and `User.Read.All`, which the tenant's admin consented to): `/communications/callRecords`
 * filtered on `startDateTime ge`, paged by `@odata.nextLink`, and a participant's address by `/users/{id}`.
 */
export class GraphCallRecordsReader {
  readonly #http: VendorHttp;
  readonly #baseUrl: string;

  constructor(credentials: { accessToken: string; baseUrl?: string | undefined }, options: VendorClientOptions = {}) {
    const { accessToken } = credentials;
    this.#baseUrl = (credentials.baseUrl ?? graphUrl).replace(/\/$/, '');
    this.#http = new VendorHttp({ system: 'microsoft', baseUrl: this.#baseUrl, headers: () => ({ Authorization: `Bearer ${accessToken}` }), readError, ...options });
  }

  /** One page: the first of the calls started from `since` when `link` is undefined. */
  async readPage(link: string | undefined, since: Date): Promise<CallRecordsPage> {
    const request = link === undefined
      ? { method: 'GET' as const, path: '/communications/callRecords', query: { $filter: `startDateTime ge ${since.toISOString()}` } }
      : { method: 'GET' as const, path: this.pathOf(link) };
    const page = await this.#http.read('call records', request, callAnswers.callRecords);
    return { calls: page.value.flatMap((record) => teamsCall(record) ?? []), next: page['@odata.nextLink'] };
  }

  /** A Teams user's address (`mail`, else the sign-in name), lower case; null when the directory has neither. */
  async addressOf(userId: string): Promise<string | null> {
    const user = await this.#http.read('get user', { method: 'GET', path: `/users/${encodeURIComponent(userId)}`, query: { $select: 'id,mail,userPrincipalName' } }, callAnswers.user);
    return (user.mail ?? user.userPrincipalName)?.toLowerCase() ?? null;
  }

  private pathOf(link: string): string {
    if (!link.startsWith(`${this.#baseUrl}/`)) throw new VendorError('microsoft', 'unexpected', `a link outside Graph: ${new URL(link).host}`);
    return link.slice(this.#baseUrl.length);
  }
}

/** Calls of the two kinds we know; an `unknown` call has nothing to register. */
function teamsCall(record: GraphCallRecord): TeamsCall | undefined {
  if (record.type !== 'peerToPeer' && record.type !== 'groupCall') return undefined;
  const people = [record.organizer, ...(record.participants ?? [])].filter((set) => set !== undefined);
  const once = (values: Array<string | undefined>) => [...new Set(values.filter((value): value is string => Boolean(value)))];
  return {
    id: record.id,
    kind: record.type,
    start: new Date(record.startDateTime).toISOString(),
    end: new Date(record.endDateTime).toISOString(),
    userIds: once(people.map((set) => set.user?.id)),
    phones: once(people.map((set) => set.phone?.id)),
  };
}
