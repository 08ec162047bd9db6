import type pg from 'pg';
import type { CredentialsCipher } from '../../integrations/connections/crypto.js';
import { findConnection } from '../../integrations/connections/store.js';
import type { CalendarCredentials } from '../../integrations/index.js';
import { refreshingCalls, type TokenRefreshOptions } from '../../integrations/oauth/index.js';
import { VendorError } from '../../integrations/vendor.js';
import { findPerson } from '../../detection/condense/read.js';
import type { Registrar } from '../../detection/condense/register.js';
import { ContactBookings, freshBookingReads } from '../../projections/dimensions/contact-bookings.js';
import { loadDetections, loadLogThresholds } from '../../projections/preferences/queries.js';
import { markInvalid, type CalendarConnectionKey } from '../sources/sync-connection.js';
import type { MailReader, MailReaderOptions, SentMail } from './reader.js';
import { createMailReader } from './readers.js';
import { registerSentMail } from './register.js';
import { keepMailCursor, mailCursor } from './store.js';
import { syncMailbox, type MailSyncOutcome } from './sync.js';

export interface MailSyncDependencies extends Registrar {
  pool: pg.Pool;
  cipher: CredentialsCipher;
  refresh: TokenRefreshOptions;
  clock: () => Date;
  reader?: MailReaderOptions;
}

/** A first round reads the mail of the last 30 days: days not yet published, as a calendar's first round does. */
const firstRoundDays = 30;

/**
 * Reads the sent mail of a person's Microsoft 365 or Google grant into their days, when the detections chapter has
 * `email` on: the token refreshed as calendar sync does, the content asked for only with `emailContents` on. A
 * grant the vendor refused marks the connection invalid, which the person's profile and integrations page show.
 * Undefined when nothing was read (no active grant, or sent mail not detected for the person).
 */
export async function syncSentMail(deps: MailSyncDependencies, key: CalendarConnectionKey): Promise<MailSyncOutcome | undefined> {
  const connection = await findConnection<CalendarCredentials>(deps.pool, deps.cipher, key.clientId, key.system, key.userId);
  const person = await findPerson(deps.pool, key.userId);
  if (!connection || connection.status !== 'active' || !person) return undefined;
  const detections = await loadDetections(deps.pool, key.clientId, key.userId);
  if (!detections.email) return undefined;
  const thresholds = await loadLogThresholds(deps.pool, key.clientId, key.userId);
  const { call } = refreshingCalls(connection, deps.refresh, (credentials) => createMailReader(credentials, deps.reader));
  const reader: MailReader = { system: key.system, readPage: (cursor, since, withContent) => call((mail) => mail.readPage(cursor, since, withContent)) };
  const bookings = new ContactBookings(freshBookingReads(deps.pool));
  const context = { at: deps.clock().toISOString(), bookings, ignoreThreshold: thresholds.ignore.email };
  const steps = {
    reader,
    since: new Date(deps.clock().getTime() - firstRoundDays * 86_400_000),
    withContent: detections.emailContents,
    take: async (mails: SentMail[]) => {
      let complete = true;
      for (const mail of mails) if ((await registerSentMail(deps, person, key.system, mail, context)) === 'locked') complete = false;
      return complete;
    },
    keep: (cursor: string) => keepMailCursor(deps.pool, connection.id, cursor, deps.clock()),
  };
  try {
    return await syncMailbox(steps, await mailCursor(deps.pool, connection.id));
  } catch (error) {
    if (error instanceof VendorError && error.kind === 'invalid_credentials' && error.status === 401) await markInvalid(deps.pool, connection.id, error, 'mail');
    throw error;
  }
}
