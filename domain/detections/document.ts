import { DateTime } from 'luxon';
import { CONTEXT_TEXT_MAX, dayAt, type DayCommand, type DayOwner, type DayRef, type Source } from '../days/index.js';
import { nameBasedUuid } from '../shared/name-uuid.js';

/**
 * Seconds a file change counts for: the work on the file before it was saved. Graph's delta gives only the last
 * save, not how long the file was open; five minutes is a short edit, above log_thresholds.ignore.document (60 s) so
 * a save is activity, and short enough that a day of saves does not become a day of document work. A longer edit
 * is seen by the desktop watcher, whose activity the document's own then trims.
 */
const DOCUMENT_CHANGE_SECONDS = 300;

const sharePoint: Source = { type: 'document', identifier: 'sharepoint', name: 'SharePoint' };

export interface DocumentChange {
  /** Graph's id of the file in its drive. */
  item_id: string;
  /** Its folder's path in its drive (`/Clients/Acme`) and its name. */
  folder: string;
  name: string;
  /** ISO 8601 instant of the save. */
  modified_at: string;
}

type Registration = Extract<DayCommand, { type: 'RegisterActivity' }>['activity'];

/**
 * A file the person saved in a chosen SharePoint folder as activity of source document on the day of the save: it
 * ends at the save and starts DOCUMENT_CHANGE_SECONDS earlier, never before that day's start. Its id is derived from
 * the person, the file and the save's time, so reading the change again never registers it twice, while a later save
 * is new activity. Its title is the file's path (`/Clients/Acme/Offer.docx`): the folder it lies in and those above
 * it are its references, so a `folder` tag on `/Clients/Acme` (any case) tags it.
 */
export function documentActivity(owner: DayOwner, change: DocumentChange): { day: DayRef; activity: Registration } {
  const saved = DateTime.fromISO(change.modified_at, { zone: owner.time_zone });
  const start = DateTime.max(saved.minus({ seconds: DOCUMENT_CHANGE_SECONDS }), saved.startOf('day'));
  const activity: Registration = {
    activity_id: nameBasedUuid(`document:${owner.user_id}:${change.item_id}:${change.modified_at}`),
    started_at: start.toUTC().toISO() ?? change.modified_at,
    ended_at: saved.toUTC().toISO() ?? change.modified_at,
    contact_id: null,
    partner_contact_id: null,
    internal: false,
    description: null,
    source: sharePoint,
    context: { title: `${change.folder}/${change.name}`.slice(0, CONTEXT_TEXT_MAX) },
  };
  return { day: dayAt(owner, change.modified_at), activity };
}
