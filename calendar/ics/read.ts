import ICAL from 'ical.js';
import { sayKept, type KeptText } from '../../i18n/text.js';

/** A feed that is no calendar at all: nothing in it can be read, so nothing of the last read is taken away. */
export class UnreadableCalendarError extends Error {
  /** Why, as one of the server's texts: kept with the feed and said in the language of whoever reads it. */
  readonly text: KeptText;
  constructor(reason: string) {
    const text: KeptText = { key: 'feed_no_calendar', values: { reason } };
    super(sayKept(text).in('en'));
    this.text = text;
  }
}

/** A content line: a name, its parameters, a colon (RFC 5545 §3.1). */
const CONTENT_LINE = /^[A-Za-z0-9-]+(;[^:]*)?:/;

/**
 * Parses an ICS text into its VCALENDAR. Lines that are no content line (cut off, pasted into, a stray word) are
 * left out with a note instead of failing the whole feed, as ical.js would; folded lines are unfolded first.
 */
export function readCalendar(text: string): { calendar: ICAL.Component; notes: string[] } {
  const notes: string[] = [];
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const kept = lines.filter((line) => {
    if (line.trim() === '' || CONTENT_LINE.test(line)) return line.trim() !== '';
    notes.push(`A line that is no calendar line ("${line.slice(0, 40)}") is left out.`);
    return false;
  });
  let parsed: unknown;
  try {
    parsed = ICAL.parse(kept.join('\r\n'));
  } catch (error) {
    throw new UnreadableCalendarError(error instanceof Error ? error.message : String(error));
  }
  // Several VCALENDARs in one file come back as a list: the first is the calendar.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  if (!Array.isArray(first) || first[0] !== 'vcalendar') throw new UnreadableCalendarError('no VCALENDAR');
  return { calendar: new ICAL.Component(first), notes };
}
