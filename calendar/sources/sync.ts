import { VendorError } from '../../integrations/vendor.js';
import type { CalendarChanges } from '../event.js';
import type { CalendarReader, SyncCursor, SyncWindow } from './reader.js';

/** Where one chosen calendar's reading stands (calendar/sources/store.ts keeps it). */
export interface CalendarSyncState {
  calendarId: string;
  /** Null: a full round next. */
  cursor: SyncCursor | null;
}

export interface CalendarSyncSteps {
  reader: CalendarReader;
  /** Takes a page's changes into appointments (calendar/apply.ts's applyCalendarChanges for the person). */
  apply: (changes: CalendarChanges) => Promise<void>;
  /** Keeps the cursor once a page's changes are applied. */
  keep: (cursor: SyncCursor | null) => Promise<void>;
  /** What a full round reads. */
  window: SyncWindow;
}

export interface CalendarSyncOutcome {
  pages: number;
  upserted: number;
  removed: number;
  /** Whether the vendor forgot the cursor (410) and a full round was read again. */
  restarted: boolean;
}

/**
 * Reads one calendar from where it stands to the end of the current round, a page at a time: each page's changes
 * are applied and then its cursor kept, so a page that fails (5xx, 429, a dropped connection) throws here and the
 * next sync starts at that page again, not at the round's start: nothing already applied is read twice (and applying
 * an event again would only upsert it by its id). A 410 (Graph's expired delta link, Google's expired sync token)
 * starts a full round once; events removed while the vendor's state was lost then stay until the day is checked.
 */
export async function syncCalendar(steps: CalendarSyncSteps, state: CalendarSyncState): Promise<CalendarSyncOutcome> {
  const outcome: CalendarSyncOutcome = { pages: 0, upserted: 0, removed: 0, restarted: false };
  let cursor = state.cursor;
  for (;;) {
    let page;
    try {
      page = await steps.reader.readPage(state.calendarId, cursor, steps.window);
    } catch (error) {
      if (!(error instanceof VendorError && error.status === 410) || cursor === null || outcome.restarted) throw error;
      outcome.restarted = true;
      cursor = null;
      await steps.keep(null);
      continue;
    }
    if (page.upserted.length > 0 || page.removed.length > 0) {
      await steps.apply({ source: steps.reader.system, upserted: page.upserted, removed: page.removed });
    }
    await steps.keep(page.cursor);
    cursor = page.cursor;
    outcome.pages += 1;
    outcome.upserted += page.upserted.length;
    outcome.removed += page.removed.length;
    if (page.roundDone) return outcome;
  }
}
