import type { CronItem, TaskList } from 'graphile-worker';
import { DateTime, Duration } from 'luxon';
import type pg from 'pg';
import { bookingReminderDue, effectiveReminders, effectiveWorkSchedule, WEEKDAYS } from '../domain/preferences/index.js';
import { sendMail, type Mailer } from '../mail/index.js';
import { loadChosenLanguage, loadPreferenceLayers } from '../projections/preferences/queries.js';
import { notifyOnce } from './store.js';

export interface ReminderDependencies {
  pool: pg.Pool;
  mail: Mailer;
  /** Where people open the portal (PUBLIC_URL): the mail links to the day. */
  publicUrl: string;
}

/** Someone whose today has time that is not published, and who has had no reminder for it yet. */
interface Candidate {
  user_id: string;
  client_id: string;
  email: string;
  name_first: string;
  language: string;
  time_zone: string;
  date: string;
  duration: number;
}

/**
 * Sends the booking reminders due at `now`: to each active person whose today (in their zone) has detected or
 * registered time that is not published, once their reminder time has come on a day of their work schedule. The
 * reminder is a notification in the portal and, when they chose so (reminders.mail), a mail; each person gets one
 * per day, whichever process runs this and however often (notifications' unique day). Answers how many were sent.
 */
export async function sendBookingReminders(deps: ReminderDependencies, now: Date, warn?: (message: string, meta: Record<string, unknown>) => void): Promise<number> {
  const { rows } = await deps.pool.query<Candidate>(
    `SELECT u.id AS user_id, u.client_id, u.email, u.name_first, u.language, coalesce(u.time_zone, c.time_zone) AS time_zone,
       d.date::text AS date, d.duration
     FROM users u
     JOIN clients c ON c.id = u.client_id
     JOIN days d ON d.client_id = u.client_id AND d.user_id = u.id AND d.date = ($1::timestamptz AT TIME ZONE coalesce(u.time_zone, c.time_zone))::date
     WHERE NOT u.is_deactivated AND u.deleted_at IS NULL AND u.password_hash IS NOT NULL
       AND d.status <> 'published' AND d.duration > 0
       AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.kind = 'booking_reminder' AND n.date = d.date)`,
    [now],
  );
  let sent = 0;
  for (const person of rows) {
    const layers = await loadPreferenceLayers(deps.pool, person.client_id, person.user_id);
    const reminders = effectiveReminders(layers.client.get('reminders'), layers.user.get('reminders'));
    const { schedule } = effectiveWorkSchedule(layers.client.get('work_schedule'), layers.user.get('work_schedule'));
    const local = DateTime.fromJSDate(now, { zone: person.time_zone });
    if (!bookingReminderDue(reminders, schedule, { weekday: WEEKDAYS[local.weekday - 1]!, time: local.toFormat('HH:mm') })) continue;
    const made = await notifyOnce(deps.pool, person, { kind: 'booking_reminder', date: person.date, details: { unpublished_seconds: person.duration } }, now);
    if (!made) continue;
    sent += 1;
    if (reminders.mail !== true) continue;
    const language = (await loadChosenLanguage(deps.pool, person.client_id, person.user_id)) ?? person.language;
    const unpublished = Duration.fromObject({ minutes: Math.round(person.duration / 60) }).toFormat('h:mm');
    const link = `${deps.publicUrl}/day?date=${person.date}`;
    // The notification stands either way: a mail that did not go is logged, not tried again (it would come late).
    await sendMail(deps.mail, { to: person.email, language, kind: 'booking_reminder', values: { name: person.name_first, date: person.date, unpublished, link } }).catch(
      (error: unknown) => warn?.('booking reminder mail not sent', { error: String(error), userId: person.user_id }),
    );
  }
  return sent;
}

/** The reminder job: every five minutes, for everyone whose reminder time has come since. */
export function reminderTasks(deps: ReminderDependencies, clock: () => Date): TaskList {
  return {
    'booking-reminders': async (_payload, helpers) => {
      const sent = await sendBookingReminders(deps, clock(), (message, meta) => helpers.logger.warn(message, meta));
      if (sent > 0) helpers.logger.info('booking reminders sent', { sent });
    },
  };
}

export const REMINDER_SCHEDULE: CronItem[] = [{ task: 'booking-reminders', match: '*/5 * * * *', identifier: 'booking-reminders' }];
