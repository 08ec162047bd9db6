import type { CalendarSystem } from '../../domain/push/systems.js';
import type { VendorClientOptions } from '../../integrations/vendor.js';
import type { CalendarEvent } from '../event.js';

/** One of a person's calendars, to choose which are read. */
export interface CalendarInfo {
  id: string;
  name: string;
  /** The person's default (Microsoft) or primary (Google) calendar: chosen when access is granted. */
  primary: boolean;
}

/**
 * Where reading a calendar stands, opaque to everyone but its reader: mid-round, the page to read next (Graph's
 * `@odata.nextLink`, Google's `pageToken`); between rounds, where the next round of changes starts (Graph's
 * `@odata.deltaLink`, Google's `nextSyncToken`). Kept after every page, so a failed page is read again, not the round.
 */
export type SyncCursor = string;

/** What one page of a round holds, and where to go on from it. */
export interface CalendarPage {
  upserted: CalendarEvent[];
  /** Ids of events gone (deleted, cancelled, moved out of the window). */
  removed: string[];
  cursor: SyncCursor;
  /** True on the round's last page: `cursor` then asks for the next round's changes. */
  roundDone: boolean;
}

/** The window a full round reads: appointments matter from a while back (days not yet published) to a year ahead. */
export interface SyncWindow {
  start: Date;
  end: Date;
}

/**
 * A calendar API client (Microsoft Graph, Google Calendar). Each call is one request, as the CRM clients' are:
 * failures are VendorErrors (429 with `retryAfterMs`, 401 invalid_credentials, 410 invalid_request with status 410
 * when the vendor forgot the cursor and a full round must start again).
 */
export interface CalendarReader {
  readonly system: CalendarSystem;
  listCalendars(): Promise<CalendarInfo[]>;
  /** One page: the first page of a full round over `window` when `cursor` is null. */
  readPage(calendarId: string, cursor: SyncCursor | null, window: SyncWindow): Promise<CalendarPage>;
}

export interface CalendarReaderOptions extends VendorClientOptions {
  /** Events asked per page (the vendors' limits: Graph 1000, Google 2500). */
  pageSize?: number;
}
