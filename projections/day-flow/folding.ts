import { activitiesChangedBy, evolvingDayFrom, type Day, type DayEvent, type DayRef, type DayStatus } from '../../domain/days/index.js';
import { toActivityRow, type ActivityRow } from './rows.js';

/** A day being folded by a batch of its events: where it started, what the batch changed. */
export interface Folding {
  day: Day;
  /** Folds the next event of the day onto it (its activities copied once for the batch, not once per event). */
  evolve: (event: DayEvent) => Day;
  /** Who and when the day is, kept also when the batch deletes it. */
  ref: DayRef | null;
  /** The day's status in `days` before this batch; null when it had no row. */
  stored: DayStatus | null;
  /** The day's activity rows were deleted by this batch (DayDeleted) before anything after it. */
  wiped: boolean;
  changed: Set<string>;
  updatedAt: string;
}

/** Starts folding a day as stored (`stored`: its row's status, null without a row). */
export function foldingFrom(day: Day, stored: DayStatus | null): Folding {
  return { day, evolve: evolvingDayFrom(day), ref: day.ref, stored, wiped: false, changed: new Set(), updatedAt: '' };
}

export function fold(folding: Folding, event: DayEvent): void {
  if (event.type === 'DayDeleted') {
    folding.wiped = true;
    folding.changed.clear();
  }
  folding.day = folding.evolve(event);
  folding.ref ??= folding.day.ref;
  folding.updatedAt = event.data.at;
  for (const id of activitiesChangedBy(event)) folding.changed.add(id);
}

/** The rows of the activities the foldings changed, of the days still open. */
export function changedActivityRows(open: readonly Folding[]): ActivityRow[] {
  return open.flatMap((f) =>
    [...f.changed].flatMap((id) => {
      const activity = f.day.activities.get(id);
      return activity ? [toActivityRow(activity, f.day.ref!, f.day.status)] : [];
    }),
  );
}
