import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandCalendar, OCCURRENCES_PER_SERIES, windowAround } from './expand.js';
import { UnreadableCalendarError } from './read.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.ics`, import.meta.url), 'utf8');
const march = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-05-01T00:00:00Z') };

describe('expanding an ICS feed over a window', () => {
  it('expands a weekly series in its VTIMEZONE across the change to summer time, without its EXDATE and cancelled occurrence, with its moved one', () => {
    const { events, notes } = expandCalendar(fixture('weekly-with-exceptions'), march, 'Europe/Amsterdam');
    expect(events.map((event) => [event.external_id, event.start, event.title])).toEqual([
      ['weekly-1@2025-03-03T09:00:00.000Z', '2025-03-03T09:00:00.000Z', 'Weekly with Acme'],
      ['weekly-1@2025-03-10T09:00:00.000Z', '2025-03-10T09:00:00.000Z', 'Weekly with Acme'],
      ['weekly-1@2025-03-24T09:00:00.000Z', '2025-03-25T13:00:00.000Z', 'Weekly with Acme (moved)'],
      ['weekly-1@2025-03-31T08:00:00.000Z', '2025-03-31T08:00:00.000Z', 'Weekly with Acme'],
    ]);
    expect(events[0]).toMatchObject({ end: '2025-03-03T10:00:00.000Z', all_day: false, location: 'Acme office', attendees: ['bob@acme.test', 'anna@firm.test'], organizer: 'anna@firm.test' });
    expect(notes).toEqual([]);
  });

  it('keeps only the occurrences that overlap the window', () => {
    const { events } = expandCalendar(fixture('weekly-with-exceptions'), { from: new Date('2025-03-20T00:00:00Z'), to: new Date('2025-03-31T00:00:00Z') }, 'UTC');
    expect(events.map((event) => event.external_id)).toEqual(['weekly-1@2025-03-24T09:00:00.000Z']);
  });

  it('reads past broken lines, an unknown time zone (as UTC), an event without UID and a cut-off date, each with a note', () => {
    const { events, notes } = expandCalendar(fixture('bad-input'), march, 'Europe/Amsterdam');
    const byId = new Map(events.map((event) => [event.external_id, event]));
    expect(byId.get('unknown-zone')).toMatchObject({ start: '2025-03-05T09:00:00.000Z', end: '2025-03-05T10:00:00.000Z' });
    expect(byId.get('iana-zone')).toMatchObject({ start: '2025-03-05T14:00:00.000Z' });
    expect(byId.has('cut')).toBe(false);
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.stringContaining('this line was pasted into the file'),
        expect.stringContaining('"Mars/Olympus_Mons" is unknown'),
        'An event without a UID is left out.',
        expect.stringContaining('The event cut cannot be read'),
      ]),
    );
  });

  it('gives an event of three days as one event from its start to its end, and an all-day event as the day in the person\'s zone', () => {
    const { events } = expandCalendar(fixture('bad-input'), march, 'Europe/Amsterdam');
    expect(events.find((event) => event.external_id === 'three-days')).toMatchObject({ start: '2025-03-10T08:00:00.000Z', end: '2025-03-12T17:00:00.000Z' });
    expect(events.find((event) => event.external_id === 'all-day')).toMatchObject({ start: '2025-03-19T23:00:00.000Z', end: '2025-03-20T23:00:00.000Z', all_day: true });
  });

  it('cuts a series of ten thousand instances at the cap per series, with a note', () => {
    const { events, notes } = expandCalendar(fixture('bad-input'), march, 'UTC');
    expect(events.filter((event) => event.external_id.startsWith('minutely@'))).toHaveLength(OCCURRENCES_PER_SERIES);
    expect(notes).toEqual(expect.arrayContaining([expect.stringContaining('The series minutely has too many occurrences')]));
  });

  it('refuses a text that is no calendar', () => {
    expect(() => expandCalendar('<html>Not found</html>', march, 'UTC')).toThrow(UnreadableCalendarError);
  });

  it('reads a month back and three ahead', () => {
    expect(windowAround(new Date('2025-03-15T12:00:00Z'))).toEqual({ from: new Date('2025-02-15T12:00:00Z'), to: new Date('2025-06-15T12:00:00Z') });
  });
});
