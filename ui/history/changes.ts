/**
 * How a history entry's changes read: grouped per activity, each value in words (names instead of ids, hours
 * instead of seconds, times in the person's zone). Pure, so the one history list and its tests share it.
 */
import type { BookedOn } from '../common/bookingNames.js';
import { bookingPath } from '../common/bookingNames.js';
import { formatDate } from '../common/dates.js';
import { formatTime } from '../day/time.js';
import type { HistoryChange, HistoryEntry } from '../providers/domain.js';
import { formatHours } from '../common/figures.js';

export interface ChangeReading {
  locale: string;
  timeZone: string | undefined;
  /** A contact's, project's, subproject's or working code's name; undefined while it is not known (yet). */
  nameOf(id: string | null): string | undefined;
  translate(key: string, options?: object): string;
}

/** An entry's changes per subject, in the order they came: the day itself (null) or an activity. */
export function bySubject(changes: readonly HistoryChange[]): Array<{ activityId: string | null; changes: HistoryChange[] }> {
  const groups = new Map<string | null, HistoryChange[]>();
  for (const change of changes) groups.set(change.activity_id, [...(groups.get(change.activity_id) ?? []), change]);
  return [...groups].map(([activityId, grouped]) => ({ activityId, changes: grouped }));
}

/** What the changes name by id (contacts, and the project, subproject and working code of bookings), to look their names up. */
export function namedIn(entries: readonly HistoryEntry[]): BookedOn[] {
  const none = { contact_id: null, project_id: null, subproject_id: null, working_code_id: null };
  return entries.flatMap((entry) =>
    entry.changes.flatMap((change): BookedOn[] => {
      switch (change.field) {
        case 'contact_id':
        case 'partner_contact_id':
          return [change.before, change.after].map((contact_id) => ({ ...none, contact_id }));
        case 'booking':
          return [change.before, change.after].flatMap((booking) => (booking ? [{ ...none, ...booking }] : []));
        // Fields that name nothing by id, listed rather than a default: a new field has to say which it is.
        case 'started_at':
        case 'ended_at':
        case 'corrected_duration':
        case 'published_duration':
        case 'internal':
        case 'removed':
        case 'status':
        case 'date':
        case 'activities':
        case 'description':
        case 'detection':
        case 'tagged_by':
          return [];
      }
    }),
  );
}

/** Each activity's last start in the history: it names an activity the list does not show (any more). */
export function startsIn(entries: readonly HistoryEntry[]): ReadonlyMap<string, string> {
  const starts = new Map<string, string>();
  for (const entry of entries) {
    for (const change of entry.changes) if (change.field === 'started_at' && change.activity_id && change.after) starts.set(change.activity_id, change.after);
  }
  return starts;
}

/** One side (before or after) of a change, in words; '—' for nothing. */
export function changeValue(change: HistoryChange, side: 'before' | 'after', reading: ChangeReading): string {
  const { locale, timeZone, nameOf, translate } = reading;
  const unknown = '…';
  switch (change.field) {
    case 'contact_id':
    case 'partner_contact_id': {
      const id = change[side];
      return id === null ? '—' : (nameOf(id) ?? unknown);
    }
    case 'booking': {
      const booking = change[side];
      return booking === null ? '—' : (bookingPath(booking, nameOf) ?? '—');
    }
    case 'started_at':
    case 'ended_at': {
      const at = change[side];
      return at === null ? '—' : formatTime(at, locale, timeZone);
    }
    case 'corrected_duration':
    case 'published_duration': {
      const seconds = change[side];
      return seconds === null ? '—' : translate('tally.history.hours', { hours: formatHours(seconds, locale) });
    }
    case 'internal':
    case 'removed': {
      const value = change[side];
      return value === null ? '—' : translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    }
    case 'status': {
      const status = change[side];
      return status === null ? '—' : translate(change.activity_id === null ? `tally.status.day.${status}` : `tally.status.activity.${status}`);
    }
    case 'date': {
      const date = change[side];
      return date === null ? '—' : formatDate(date, locale, { day: 'numeric', month: 'long', year: 'numeric' });
    }
    case 'activities':
      return String(change[side] ?? '—');
    case 'description':
      return change[side] || '—';
    case 'tagged_by': {
      const tag = change[side];
      return tag === null ? '—' : translate('tally.history.tag', { value: tag.reference.value });
    }
    case 'detection': {
      const detection = change[side];
      return detection === null ? '—' : `${detection.bucket} ${formatTime(detection.from, locale, timeZone)}–${formatTime(detection.to, locale, timeZone)}`;
    }
  }
}

/**
 * A tagging a tag did, in words: "tagged to Acme by tag 'acme.nl'" (or marked internal, or ignored, by it), and the
 * fields that sentence tells of (the list leaves them out). Undefined when no tag tagged anything in these changes.
 */
export function taggingByTag(changes: readonly HistoryChange[], reading: ChangeReading): { text: string; told: ReadonlySet<HistoryChange['field']> } | undefined {
  const tag = changes.find((change) => change.field === 'tagged_by');
  if (tag?.field !== 'tagged_by' || tag.after === null) return undefined;
  const value = tag.after.reference.value;
  const contact = changes.find((change) => change.field === 'contact_id');
  const contactId = contact?.field === 'contact_id' ? contact.after : null;
  const internal = changes.some((change) => change.field === 'internal' && change.after === true);
  const ignored = changes.some((change) => change.field === 'status' && change.activity_id !== null && change.after === 'ignored');
  const { translate, nameOf } = reading;
  const text = contactId
    ? translate('tally.history.tagged_by_tag.contact', { contact: nameOf(contactId) ?? '…', value })
    : internal
      ? translate('tally.history.tagged_by_tag.internal', { value })
      : ignored
        ? translate('tally.history.tagged_by_tag.ignored', { value })
        : translate('tally.history.tagged_by_tag.tagged', { value });
  return { text, told: new Set<HistoryChange['field']>(['tagged_by', 'contact_id', 'internal', ...(ignored ? (['status'] as const) : [])]) };
}
