import type { ChapterSettings } from './chapters.js';
import type { Weekday, WorkSchedule } from './schedule.js';

/**
 * Whether a person's booking reminder is due at a local moment (api-contract §9.5 reminders, 16:45 by default): a
 * reminder time is set, it has come, and the weekday is a day of their work schedule (one with a start and an end).
 * Whether the day has time left to publish, and whether it was sent already, the caller knows.
 */
export function bookingReminderDue(reminders: ChapterSettings<'reminders'>, schedule: WorkSchedule, local: { weekday: Weekday; time: string }): boolean {
  const { start, end } = schedule[local.weekday];
  return reminders.booking_time !== null && local.time >= reminders.booking_time && start !== null && end !== null;
}
