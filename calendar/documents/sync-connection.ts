import type pg from 'pg';
import { documentActivity } from '../../domain/detections/document.js';
import type { CredentialsCipher } from '../../integrations/connections/crypto.js';
import { findConnection } from '../../integrations/connections/store.js';
import type { CalendarCredentials } from '../../integrations/index.js';
import { GraphSharePointReader, type DriveUser, type FileChange } from '../../integrations/microsoft/sharepoint.js';
import { refreshingCalls, type TokenRefreshOptions } from '../../integrations/oauth/index.js';
import { VendorError, type VendorClientOptions } from '../../integrations/vendor.js';
import { findPerson, type Person } from '../../detection/condense/read.js';
import { registerDetected, type Registrar } from '../../detection/condense/register.js';
import { ContactBookings, freshBookingReads } from '../../projections/dimensions/contact-bookings.js';
import { loadLogThresholds } from '../../projections/preferences/queries.js';
import { markInvalid, type CalendarConnectionKey } from '../sources/sync-connection.js';
import { chosenFolders, liesIn } from './folders.js';
import { documentCursor, keepDocumentCursor } from './store.js';

export interface DocumentSyncDependencies extends Registrar {
  pool: pg.Pool;
  cipher: CredentialsCipher;
  refresh: TokenRefreshOptions;
  clock: () => Date;
  reader?: VendorClientOptions;
}

export interface DocumentSyncOutcome {
  pages: number;
  /** Files the person saved in a chosen folder, registered or found registered. */
  files: number;
  /** A drive whose page was held back (a day of it was being published): read again by the next sync. */
  held: boolean;
  /** Drives whose delta link Graph forgot (410), read in a full round again. */
  restarted: number;
}

/**
 * Reads the changes of the drives a person's chosen SharePoint folders lie in, through their Microsoft 365 grant,
 * and registers each file they saved in a chosen folder as document activity (domain/detections/document.ts),
 * tagged by its folder. Each drive is read from where it stands, a page at a time, its cursor kept after each page
 * is taken in: a page that fails is read again by the next sync, and what it registered is found registered
 * (the activity's id is derived from the file and the save). A page with a save on a day being published keeps the
 * cursor before it. A 410 starts the drive over; a grant Microsoft refused marks the connection invalid, as
 * calendar sync does. Undefined when nothing was read (no active Microsoft grant, or no folder chosen): choosing
 * folders is what switches document activity on.
 */
export async function syncDocuments(deps: DocumentSyncDependencies, key: CalendarConnectionKey): Promise<DocumentSyncOutcome | undefined> {
  if (key.system !== 'microsoft') return undefined;
  const connection = await findConnection<CalendarCredentials>(deps.pool, deps.cipher, key.clientId, key.system, key.userId);
  const person = await findPerson(deps.pool, key.userId);
  const folders = await chosenFolders(deps.pool, key.clientId, key.userId);
  if (!connection || connection.status !== 'active' || !person || folders.length === 0) return undefined;
  const { call } = refreshingCalls(connection, deps.refresh, (credentials) => new GraphSharePointReader(credentials.credentials, deps.reader));
  const thresholds = await loadLogThresholds(deps.pool, key.clientId, key.userId);
  const context = { at: deps.clock().toISOString(), request: null, bookings: new ContactBookings(freshBookingReads(deps.pool)), ignoreThreshold: thresholds.ignore.document };
  const outcome: DocumentSyncOutcome = { pages: 0, files: 0, held: false, restarted: 0 };
  try {
    const me = await call((sharePoint) => sharePoint.me());
    for (const driveId of new Set(folders.map((folder) => folder.drive_id))) {
      const chosen = folders.filter((folder) => folder.drive_id === driveId);
      let cursor = await documentCursor(deps.pool, connection.id, driveId);
      for (;;) {
        const page = await call((sharePoint) => sharePoint.changes(driveId, cursor)).catch((error: unknown) => {
          if (!(error instanceof VendorError && error.status === 410) || cursor === null) throw error;
          outcome.restarted += 1;
          return call((sharePoint) => sharePoint.changes(driveId, null));
        });
        const saved = page.files.filter((file) => savedBy(file, me) && chosen.some((folder) => liesIn(file.folder, folder)));
        if (!(await registerAll(deps, person, saved, context))) {
          outcome.held = true;
          break;
        }
        await keepDocumentCursor(deps.pool, connection.id, driveId, page.cursor, deps.clock());
        cursor = page.cursor;
        outcome.pages += 1;
        outcome.files += saved.length;
        if (page.roundDone) break;
      }
    }
    return outcome;
  } catch (error) {
    if (error instanceof VendorError && error.kind === 'invalid_credentials' && error.status === 401) await markInvalid(deps.pool, connection.id, error, 'documents');
    throw error;
  }
}

/** A change is the person's own when Graph names them as its last modifier, by id or by address. */
const savedBy = (file: FileChange, me: DriveUser) => file.modified_by.id === me.id || (file.modified_by.email !== null && me.addresses.includes(file.modified_by.email));

/** Registers the saves; false when one must be taken again later (its day is being published). */
async function registerAll(deps: Registrar, person: Person, files: FileChange[], context: Parameters<typeof registerDetected>[4]): Promise<boolean> {
  let complete = true;
  for (const file of files) {
    const { day, activity } = documentActivity(person, { item_id: file.id, folder: file.folder, name: file.name, modified_at: file.modified_at });
    const tag = await deps.tagIndex.decidingTagOf(day, activity);
    if ((await registerDetected(deps, day, activity, tag, context)) === 'locked') complete = false;
  }
  return complete;
}
