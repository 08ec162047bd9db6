import type { CalendarChanges } from '../event.js';
import type { SyncCursor } from './reader.js';
import { syncCalendar, type CalendarSyncOutcome } from './sync.js';
import type { CalendarReader } from './reader.js';

/** Test support: an apply step that records what it is given, and a cursor kept in memory between syncs. */
export function recordingSync(reader: CalendarReader, calendarId: string) {
  const applied: CalendarChanges[] = [];
  let cursor: SyncCursor | null = null;
  const window = { start: new Date('2026-02-01T00:00:00Z'), end: new Date('2027-02-01T00:00:00Z') };
  return {
    applied,
    get cursor() {
      return cursor;
    },
    upsertedIds: () => applied.flatMap((changes) => changes.upserted.map((event) => event.external_id)),
    removedIds: () => applied.flatMap((changes) => changes.removed),
    sync: (): Promise<CalendarSyncOutcome> =>
      syncCalendar(
        {
          reader,
          window,
          apply: async (changes) => {
            applied.push(changes);
          },
          keep: async (next) => {
            cursor = next;
          },
        },
        { calendarId, cursor },
      ),
  };
}
