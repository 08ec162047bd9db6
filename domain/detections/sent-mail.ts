import { DateTime } from 'luxon';
import { CONTEXT_TEXT_MAX, dayAt, type DayCommand, type DayOwner, type DayRef, type Source } from '../days/index.js';
import { nameBasedUuid } from '../shared/name-uuid.js';
import { referencesOfAddresses, type Reference } from '../tags/index.js';

/**
 * Seconds a sent mail counts for: the writing before it was sent. Three minutes is a short mail's writing and
 * lies well above log_thresholds.ignore.email (30 s), so a mail is activity, not ignored by threshold; a longer mail
 * is written in a mail program the desktop watcher sees, whose activity the mail's own then trims.
 */
const SENT_MAIL_SECONDS = 180;

/** Where a mailbox is read: a person's Microsoft 365 or Google grant. */
export type Mailbox = 'microsoft' | 'google';

const mailSources: Record<Mailbox, Source> = {
  microsoft: { type: 'email', identifier: 'outlook', name: 'Outlook' },
  google: { type: 'email', identifier: 'gmail', name: 'Gmail' },
};

export interface SentMailRecord {
  mailbox: Mailbox;
  external_id: string;
  sent_at: string;
  subject: string;
  recipients: readonly string[];
  /** The start of its text: kept as the activity's description, only when the detections chapter's emailContents is on. */
  content: string | null;
}

type Registration = Extract<DayCommand, { type: 'RegisterActivity' }>['activity'];

/**
 * A sent mail as activity of source email on its sending day: it ends when the mail was sent and starts
 * SENT_MAIL_SECONDS earlier, never before that day's start. Its id is derived from the person, the mailbox and the
 * vendor's message id, so reading a mail again never registers it twice. The first recipient is its context's
 * address; every recipient's address and domain are references its tag is looked up by.
 */
export function sentMailActivity(owner: DayOwner, mail: SentMailRecord): { day: DayRef; activity: Registration; references: Reference[] } {
  const sent = DateTime.fromISO(mail.sent_at, { zone: owner.time_zone });
  const start = DateTime.max(sent.minus({ seconds: SENT_MAIL_SECONDS }), sent.startOf('day'));
  const source = mailSources[mail.mailbox];
  const activity: Registration = {
    activity_id: nameBasedUuid(`sent-mail:${owner.user_id}:${mail.mailbox}:${mail.external_id}`),
    started_at: start.toUTC().toISO() ?? mail.sent_at,
    ended_at: sent.toUTC().toISO() ?? mail.sent_at,
    contact_id: null,
    partner_contact_id: null,
    internal: false,
    description: mail.content,
    source,
    context: { ...(mail.recipients[0] ? { email: mail.recipients[0] } : {}), ...(mail.subject ? { title: mail.subject.slice(0, CONTEXT_TEXT_MAX) } : {}) },
  };
  return { day: dayAt(owner, mail.sent_at), activity, references: referencesOfAddresses(source, mail.recipients) };
}
