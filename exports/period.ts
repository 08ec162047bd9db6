import { DateTime } from 'luxon';
import { inEnglish, type Translatable } from '../i18n/message.js';
import { say } from '../i18n/text.js';
import type { ExportPeriod } from './options.js';

export interface PeriodChoice {
  period: ExportPeriod;
  /** An ISO date (YYYY-MM-DD): the day, a day of the week, month or year, or a custom period's first day. */
  date_start: string;
  /** A custom period's last day (not before its first). */
  date_end?: string | undefined;
  /** An ISO week number of date_start's week-year: the week, instead of the week date_start lies in. */
  week?: number | undefined;
}

/** The export's first and last local date, both included. */
export interface DateRange {
  start: string;
  end: string;
}

/** Thrown for a choice that names no period: the field it is about and why. */
export class PeriodError extends Error {
  constructor(
    readonly field: 'date_end' | 'week',
    /** Why, in the asker's language. */
    readonly said: Translatable,
  ) {
    super(inEnglish(said));
  }
}

const iso = (date: DateTime): string => date.toISODate() ?? '';

/** The local dates a choice of period covers (product-spec §5: a custom period's end is not before its start). */
export function periodRange(choice: PeriodChoice): DateRange {
  const start = DateTime.fromISO(choice.date_start, { zone: 'UTC' });
  switch (choice.period) {
    case 'day':
      return { start: iso(start), end: iso(start) };
    case 'week': {
      const week = choice.week === undefined ? start : DateTime.fromObject({ weekYear: start.weekYear, weekNumber: choice.week }, { zone: 'UTC' });
      if (!week.isValid || (choice.week !== undefined && week.weekNumber !== choice.week)) {
        throw new PeriodError('week', say('export_no_such_week', { year: start.weekYear, week: choice.week ?? week.weekNumber }));
      }
      return { start: iso(week.startOf('week')), end: iso(week.endOf('week')) };
    }
    case 'month':
      return { start: iso(start.startOf('month')), end: iso(start.endOf('month')) };
    case 'year':
      return { start: iso(start.startOf('year')), end: iso(start.endOf('year')) };
    case 'custom': {
      if (choice.date_end === undefined) throw new PeriodError('date_end', say('export_end_missing'));
      if (choice.date_end < choice.date_start) throw new PeriodError('date_end', say('export_end_before_start'));
      return { start: choice.date_start, end: choice.date_end };
    }
  }
}
