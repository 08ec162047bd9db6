import { WEEKDAYS, type ChapterSettings } from './chapters.js';

export type Weekday = (typeof WEEKDAYS)[number];
export type WorkSchedule = ChapterSettings<'work_schedule'>['schedule'];

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Seconds of work per weekday of a work schedule: from the day's start to its end, 0 for a day off. */
export function scheduledSeconds(schedule: WorkSchedule): Record<Weekday, number> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { start, end } = schedule[day];
      return [day, start && end ? (minutesOf(end) - minutesOf(start)) * 60 : 0];
    }),
  ) as Record<Weekday, number>;
}
