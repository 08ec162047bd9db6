import type { z } from 'zod';
import { VendorHttp } from '../http.js';
import { VendorError } from '../vendor.js';
import type { CalendarGrant } from '../index.js';
import type { CalendarInfo, CalendarPage, CalendarReader, CalendarReaderOptions, SyncCursor, SyncWindow } from '../../calendar/sources/reader.js';
import { answers, readError } from './answers.js';

type Calendars = z.output<typeof answers.calendars>;

const graphUrl = 'https://graph.microsoft.com/v1.0';
/** Events per delta page: Graph's default is 10 (and at most 1000 it allows); fewer, larger pages mean fewer calls. */
const defaultPageSize = 200;

/**
 * A person's calendars through Microsoft Graph (delegated `Calendars.Read`): their calendars, and a calendar view's
 * delta (`/me/calendars/{id}/calendarView/delta`): a full round over a window, paged by `@odata.nextLink`, ending
 * in an `@odata.deltaLink` that the next round starts from. The links are followed as Graph gives them (they carry
 * the window and Graph's state); the cursor is the link itself.
 */
export class GraphCalendarReader implements CalendarReader {
  readonly system = 'microsoft';
  readonly #http: VendorHttp;
  readonly #pageSize: number;
  readonly #baseUrl: string;

  constructor(credentials: CalendarGrant, { pageSize = defaultPageSize, ...options }: CalendarReaderOptions = {}) {
    const { accessToken } = credentials;
    this.#baseUrl = (credentials.baseUrl ?? graphUrl).replace(/\/$/, '');
    this.#pageSize = pageSize;
    this.#http = new VendorHttp({
      system: 'microsoft',
      baseUrl: this.#baseUrl,
      headers: () => ({ Authorization: `Bearer ${accessToken}`, Prefer: `outlook.timezone="UTC", odata.maxpagesize=${this.#pageSize}` }),
      readError,
      ...options,
    });
  }

  async listCalendars(): Promise<CalendarInfo[]> {
    const calendars: CalendarInfo[] = [];
    let path: string | undefined = '/me/calendars?$select=id,name,isDefaultCalendar';
    while (path !== undefined) {
      const page: Calendars = await this.#http.read('list calendars', { method: 'GET', path }, answers.calendars);
      calendars.push(...page.value.map((calendar) => ({ id: calendar.id, name: calendar.name, primary: calendar.isDefaultCalendar ?? false })));
      const next = page['@odata.nextLink'];
      path = next === undefined ? undefined : this.pathOf(next);
    }
    return calendars;
  }

  async readPage(calendarId: string, cursor: SyncCursor | null, window: SyncWindow): Promise<CalendarPage> {
    const path = cursor === null ? `/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta` : this.pathOf(cursor);
    const query = cursor === null ? { startDateTime: window.start.toISOString(), endDateTime: window.end.toISOString() } : undefined;
    const page = await this.#http.read('calendar view delta', { method: 'GET', path, ...(query ? { query } : {}) }, answers.delta);
    const next = page.nextLink ?? page.deltaLink;
    if (next === undefined) throw new VendorError('microsoft', 'unexpected', 'calendar view delta: a page with neither @odata.nextLink nor @odata.deltaLink');
    return { upserted: page.upserted, removed: page.removed, cursor: next, roundDone: page.nextLink === undefined };
  }

  /** A link Graph gave, as a path under our base URL; a link to another host is never followed with our token. */
  private pathOf(link: string): string {
    if (!link.startsWith(`${this.#baseUrl}/`)) throw new VendorError('microsoft', 'unexpected', `a link outside Graph: ${new URL(link).host}`);
    return link.slice(this.#baseUrl.length);
  }
}
