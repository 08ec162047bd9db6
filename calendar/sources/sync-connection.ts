import type pg from 'pg';
import { vendorNames, type CalendarSystem } from '../../domain/push/systems.js';
import { say, type TextKey } from '../../i18n/text.js';
import type { CredentialsCipher } from '../../integrations/connections/crypto.js';
import { findConnection, stepError, type Connection } from '../../integrations/connections/store.js';
import type { CalendarCredentials } from '../../integrations/index.js';
import { refreshingCalls, type TokenRefreshOptions } from '../../integrations/oauth/index.js';
import { VendorError } from '../../integrations/vendor.js';
import { loadDetections } from '../../projections/preferences/queries.js';
import type { CalendarChanges } from '../event.js';
import type { CalendarReader, CalendarReaderOptions } from './reader.js';
import { createCalendarReader } from './readers.js';
import { chosenCalendars, keepCursor } from './store.js';
import { syncCalendar, type CalendarSyncOutcome } from './sync.js';

/** Appointments' step that takes a person's calendar changes (calendar/apply.ts `applyCalendarChanges`, bound to its deps). */
type ApplyCalendarChanges = (person: { client_id: string; user_id: string }, changes: CalendarChanges) => Promise<void>;

export interface CalendarSyncDependencies {
  pool: pg.Pool;
  cipher: CredentialsCipher;
  refresh: TokenRefreshOptions;
  apply: ApplyCalendarChanges;
  clock: () => Date;
  reader?: CalendarReaderOptions;
}

/** Which person's grant: a connection of theirs to one calendar system. */
export interface CalendarConnectionKey {
  clientId: string;
  userId: string;
  system: CalendarSystem;
}

/** A full round reads from 30 days back (days not yet published) to a year ahead; after 30 days a new round moves the window on. */
const windowBackDays = 30;
const windowAheadDays = 365;
const roundLifetimeMs = 30 * 86_400_000;

/**
 * Syncs every chosen calendar of a person's Microsoft 365 or Google connection: a reader whose token is refreshed
 * before it expires and once more on a 401 (the CRM connections' refreshingCalls), each calendar to the end of its
 * round. A grant refused on refresh marks the connection invalid there (integrations/oauth/refresh.ts); a 401 a new
 * token does not cure marks it invalid here. Both reach the person as the connection's status and step error.
 */
export async function syncCalendarConnection(deps: CalendarSyncDependencies, key: CalendarConnectionKey): Promise<CalendarSyncOutcome[] | undefined> {
  const connection = await findConnection<CalendarCredentials>(deps.pool, deps.cipher, key.clientId, key.system, key.userId);
  if (!connection || connection.status !== 'active') return undefined;
  // The person (or their firm) turned appointments off in the detections chapter: their calendars are not read.
  if (!(await loadDetections(deps.pool, key.clientId, key.userId)).appointments) return undefined;
  const reader = refreshingReader(connection, deps);
  const now = deps.clock();
  const window = { start: new Date(now.getTime() - windowBackDays * 86_400_000), end: new Date(now.getTime() + windowAheadDays * 86_400_000) };
  const person = { client_id: key.clientId, user_id: key.userId };
  const outcomes: CalendarSyncOutcome[] = [];
  try {
    for (const calendar of await chosenCalendars(deps.pool, connection.id)) {
      const stale = calendar.roundStartedAt !== null && now.getTime() - calendar.roundStartedAt.getTime() > roundLifetimeMs;
      outcomes.push(
        await syncCalendar(
          {
            reader,
            window,
            apply: (changes) => deps.apply(person, changes),
            keep: (cursor) => keepCursor(deps.pool, connection.id, calendar.calendarId, cursor, deps.clock()),
          },
          { calendarId: calendar.calendarId, cursor: stale ? null : calendar.cursor },
        ),
      );
    }
  } catch (error) {
    if (error instanceof VendorError && error.kind === 'invalid_credentials' && error.status === 401) await markInvalid(deps.pool, connection.id, error, 'calendar');
    throw error;
  }
  return outcomes;
}

function refreshingReader(connection: Connection<CalendarCredentials>, deps: CalendarSyncDependencies): CalendarReader {
  const { call } = refreshingCalls(connection, deps.refresh, (credentials) => createCalendarReader(credentials, deps.reader));
  return {
    system: connection.system,
    listCalendars: () => call((reader) => reader.listCalendars()),
    readPage: (calendarId, cursor, window) => call((reader) => reader.readPage(calendarId, cursor, window)),
  };
}

/** What a person's grant was being read for when the vendor refused it: it names what they are told was refused. */
export type GrantReading = 'calendar' | 'mail' | 'documents';

const withdrawn = { calendar: 'calendar_access_withdrawn', mail: 'mail_access_withdrawn', documents: 'documents_access_withdrawn' } as const satisfies Record<GrantReading, TextKey>;

/**
 * A grant the vendor refused (401 that a new token does not cure): the connection waits for the person to grant it
 * again. Its step error keeps the text, said in the reader's language where it is read (calendar/grants.ts).
 */
export async function markInvalid(pool: pg.Pool, connectionId: string, error: VendorError, reading: GrantReading): Promise<void> {
  const said = say(withdrawn[reading], { system: vendorNames[error.system], reason: error.vendorMessage });
  await pool.query(`UPDATE connections SET status = 'invalid', connect_step_error = $2 WHERE id = $1 AND status = 'active'`, [connectionId, stepError('invalid_credentials', said)]);
}
