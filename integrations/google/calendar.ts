import type { z } from 'zod';
import { VendorHttp } from '../http.js';
import { VendorError } from '../vendor.js';
import type { CalendarGrant } from '../index.js';
import type { CalendarInfo, CalendarPage, CalendarReader, CalendarReaderOptions, SyncCursor, SyncWindow } from '../../calendar/sources/reader.js';
import { answers, readError } from './answers.js';

type CalendarList = z.output<typeof answers.calendarList>;

const googleUrl = 'https://www.googleapis.com';
/** Events per page (Google's default 250, at most 2500). */
const defaultPageSize = 250;

/**
 * A person's calendars through the Google Calendar API v3 (`calendar.readonly`): their calendar list, and
 * `events.list` with `singleEvents=true` (recurrences come as their occurrences, each with its own id). A full round
 * reads the window (`timeMin`/`timeMax`) page by page (`pageToken`); its last page gives `nextSyncToken`, from which
 * the next round asks only what changed (`syncToken`, without the window, as Google requires). The cursor is the
 * query of the next request. Google answers 410 when it no longer knows a sync token: a full round again.
 */
export class GoogleCalendarReader implements CalendarReader {
  readonly system = 'google';
  readonly #http: VendorHttp;
  readonly #pageSize: number;

  constructor(credentials: CalendarGrant, { pageSize = defaultPageSize, ...options }: CalendarReaderOptions = {}) {
    const { accessToken } = credentials;
    this.#pageSize = pageSize;
    this.#http = new VendorHttp({
      system: 'google',
      baseUrl: credentials.baseUrl ?? googleUrl,
      headers: () => ({ Authorization: `Bearer ${accessToken}` }),
      readError,
      ...options,
    });
  }

  async listCalendars(): Promise<CalendarInfo[]> {
    const calendars: CalendarInfo[] = [];
    let pageToken: string | undefined;
    do {
      const page: CalendarList = await this.#http.read('calendar list', { method: 'GET', path: '/calendar/v3/users/me/calendarList', query: { pageToken } }, answers.calendarList);
      calendars.push(...page.items.map((calendar) => ({ id: calendar.id, name: calendar.summaryOverride ?? calendar.summary ?? calendar.id, primary: calendar.primary ?? false })));
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined);
    return calendars;
  }

  async readPage(calendarId: string, cursor: SyncCursor | null, window: SyncWindow): Promise<CalendarPage> {
    const query = new URLSearchParams(cursor ?? { timeMin: window.start.toISOString(), timeMax: window.end.toISOString() });
    query.set('singleEvents', 'true');
    query.set('maxResults', String(this.#pageSize));
    const path = `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`;
    const page = await this.#http.read('events list', { method: 'GET', path, query: Object.fromEntries(query) }, answers.events);
    if (page.nextPageToken !== undefined) {
      query.set('pageToken', page.nextPageToken);
      return { upserted: page.upserted, removed: page.removed, cursor: query.toString(), roundDone: false };
    }
    if (page.nextSyncToken === undefined) throw new VendorError('google', 'unexpected', 'events list: a last page without nextSyncToken');
    const next = new URLSearchParams({ syncToken: page.nextSyncToken });
    return { upserted: page.upserted, removed: page.removed, cursor: next.toString(), roundDone: true };
  }
}
