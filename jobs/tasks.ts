import { ATTEMPT_COUNTER_SCHEDULE, attemptCounterTasks } from '../identity/attempt-counts.js';
import type { CronItem, TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { Appointment, AppointmentCommand, AppointmentEvent } from '../domain/appointments/index.js';
import type { Day, DayCommand, DayEvent } from '../domain/days/index.js';
import type { CommandHandler } from '../eventstore/command-handler.js';
import type { TagIndex } from '../projections/tags/tag-index.js';
import type { CondenseWaits } from '../detection/condense/schedule.js';
import { CONDENSE_SCHEDULE, condenseTasks } from '../detection/condense/tasks.js';
import { RETENTION_SCHEDULE, retentionTasks } from '../detection/retention.js';
import { CALENDAR_SYNC_SCHEDULE, calendarSyncTasks } from '../calendar/sources/tasks.js';
import type { CalendarSyncDependencies } from '../calendar/sources/sync-connection.js';
import { MAIL_SYNC_SCHEDULE, mailSyncTasks } from '../calendar/mail/tasks.js';
import { DOCUMENT_SYNC_SCHEDULE, documentSyncTasks } from '../calendar/documents/tasks.js';
import { TEAMS_CALLS_SCHEDULE, teamsCallTasks } from '../calendar/calls/tasks.js';
import { EXPORT_SCHEDULE, exportTasks } from '../exports/task.js';
import type { FileStore } from '../files/store.js';
import { IMPORT_SCHEDULE, importTasks } from '../imports/task.js';
import type { ContactCommand, ContactEvent } from '../domain/contacts/index.js';
import type { ContactList } from '../domain/contacts/events.js';
import type { Tag, TagCommand, TagEvent } from '../domain/tags/index.js';
import { ICS_SCHEDULE, icsTasks } from '../calendar/ics/tasks.js';
import type { FeedPolicy } from '../calendar/ics/fetch.js';
import type { Mailer } from '../mail/index.js';
import { REMINDER_SCHEDULE, reminderTasks } from '../notifications/booking-reminders.js';

declare global {
  // graphile-worker types each task's payload by declaration merging into its global namespace: addJob is checked by it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace GraphileWorker {
    interface Tasks {
      /** Condense one person's detections (detection/condense/tasks.ts). */
      condense: { userId: string };
      /** Condense the people whose devices went quiet with detections left open (every minute). */
      'condense-sweep': unknown;
      /** Delete detections past each person's retention (daily; detection/retention.ts). */
      'detection-retention': unknown;
      /** Make one export of activity (exports/task.ts). */
      export: { exportId: string };
      /** Start again the exports whose run died with its process (every minute, and at the start). */
      'export-sweep': unknown;
      /** Process one contact import (imports/task.ts). */
      'contact-import': { importId: string };
      /** Resume the contact imports whose run died with its process (every minute, and at the start). */
      'contact-import-sweep': unknown;
      /** Delete sign-in attempt counters whose window ended (hourly; identity/attempt-counts.ts). */
      'attempt-counters-expire': unknown;
      /** Read one ICS feed again (calendar/ics/tasks.ts). */
      /** userId: whose lease the read holds; absent in a job added before reads took one (which then reads nothing). */
      'ics-read': { feedId: string; userId?: string };
      /** Add a read for each ICS feed due one (every minute). */
      'ics-sweep': unknown;
      /** Send the booking reminders that have come due (every five minutes; notifications/booking-reminders.ts). */
      'booking-reminders': unknown;
    }
  }
}

/** What the tasks need from the composition root. */
export interface JobDependencies {
  pool: pg.Pool;
  days: CommandHandler<Day, DayCommand, DayEvent>;
  /** Calendar sources turn their events into appointments through it (calendar/apply.ts). */
  appointments: CommandHandler<Appointment | null, AppointmentCommand, AppointmentEvent>;
  /** The firms' tags, which tag detected activity as the condenser registers it. */
  tagIndex: TagIndex;
  clock: () => Date;
  /** Seconds without anything received from a device after which the condenser closes what it sent. */
  quietAfterSeconds: number;
  /** This process's knowledge of the people's waiting condense jobs, shared with the scheduler of the /api/0 calls. */
  condenseWaits: CondenseWaits;
  /**
   * Microsoft 365 and Google calendar sync, with appointments' apply step (calendar/apply.ts applyCalendarChanges),
   * sent mail through the same grants, and the Teams call records of firms that switched them on. Without it no
   * calendar, mailbox or call record is read.
   */
  calendars?: Omit<CalendarSyncDependencies, 'pool' | 'clock'>;
  /** Where ICS feeds may be read from (calendar/ics/fetch.ts). */
  feeds: FeedPolicy;
  /** Where exports and imported files are kept. */
  files: FileStore;
  /** The firms' contacts and tags, which a contact import adds to. */
  contacts: CommandHandler<ContactList, ContactCommand, ContactEvent>;
  tags: CommandHandler<Tag, TagCommand, TagEvent>;
  /** Where mails go: booking reminders for who asked for them by mail. */
  mail: Mailer;
  /** Where people open the portal (PUBLIC_URL), for the links in mails. */
  publicUrl: string;
}

/**
 * The one list of the portal's background tasks and when the recurring ones run (graphile-worker's crontab; each
 * tick is scheduled once however many processes run). A task is written next to its feature and named here; its
 * payload type is declared there (GraphileWorker.Tasks), so adding a job is type-checked.
 */
export function portalJobs(deps: JobDependencies): { tasks: TaskList; schedule: CronItem[] } {
  return {
    tasks: {
      ...condenseTasks(deps, deps.condenseWaits),
      ...retentionTasks(deps.pool, deps.clock),
      ...(deps.calendars ? calendarSyncTasks({ ...deps.calendars, pool: deps.pool, clock: deps.clock }) : {}),
      ...(deps.calendars ? mailSyncTasks({ ...deps.calendars, pool: deps.pool, clock: deps.clock, days: deps.days, tagIndex: deps.tagIndex }) : {}),
      ...(deps.calendars ? documentSyncTasks({ ...deps.calendars, pool: deps.pool, clock: deps.clock, days: deps.days, tagIndex: deps.tagIndex }) : {}),
      ...(deps.calendars ? teamsCallTasks({ ...deps.calendars.refresh, cipher: deps.calendars.cipher, clock: deps.clock, days: deps.days, tagIndex: deps.tagIndex }) : {}),
      ...icsTasks(deps, deps.feeds),
      ...exportTasks(deps),
      ...importTasks(deps),
      ...attemptCounterTasks(deps.pool),
      ...reminderTasks(deps, deps.clock),
    },
    schedule: [
      ...CONDENSE_SCHEDULE,
      ...RETENTION_SCHEDULE,
      ...ICS_SCHEDULE,
      ...EXPORT_SCHEDULE,
      ...IMPORT_SCHEDULE,
      ...ATTEMPT_COUNTER_SCHEDULE,
      ...REMINDER_SCHEDULE,
      ...(deps.calendars ? [...CALENDAR_SYNC_SCHEDULE, ...MAIL_SYNC_SCHEDULE, ...DOCUMENT_SYNC_SCHEDULE, ...TEAMS_CALLS_SCHEDULE] : []),
    ],
  };
}
