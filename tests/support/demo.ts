import { DateTime } from 'luxon';
import { DEMO_ZONE } from '../../cli/demo/index.js';

/**
 * The demo firm's "today" for tests: the last working day before the real date, at 15:30 in Amsterdam. Always in
 * the past (so every seeded activity has ended), within the detections' retention and the reports' last 12 months,
 * the same time of day on every run. Browser tests open the screens on it by address (/day?date=…, /week?week=…).
 */
export function demoToday(now: Date = new Date()): DateTime {
  let day = DateTime.fromJSDate(now, { zone: DEMO_ZONE }).startOf('day').minus({ days: 1 });
  while (day.weekday > 5) day = day.minus({ days: 1 });
  return day.set({ hour: 15, minute: 30 });
}
