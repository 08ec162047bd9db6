import { DRAGGABLE_WIDGETS, LOG_SOURCES, WEEKDAYS, type ChapterSettings, type KnownChapter, type LogSource } from './chapters.js';

const perSource = (seconds: number) => Object.fromEntries(LOG_SOURCES.map((source) => [source, seconds])) as Record<LogSource, number>;

/**
 * Days detections are kept (data_retention.logged_activity) when neither the organisation nor the person set it:
 * a month covers a late-published day and its corrections, and raw window titles and addresses are personal
 * data not to keep longer than needed. Activities made from detections stay regardless.
 */
export const LOGGED_ACTIVITY_RETENTION_DAYS = 30;

/** The organisation defaults of api-contract §9.5. */
export const DEFAULTS: { readonly [C in KnownChapter]: ChapterSettings<C> } = {
  block_calculation_settings: { block_size: 60, forced_block_size: 60, round_type: 'regular', ignore_threshold: 25, default_block_size: 360 },
  log_thresholds: {
    absence: 600,
    grace: perSource(10),
    ignore: { appointment: 3600, document: 60, email: 30, manual: 60, native: 30, native_custom: 60, phone: 30, web: 30, web_custom: 60 },
  },
  appointment_conditions: { minimum_duration: 3600, required_meta: 'attendees_or_location' },
  reminders: { booking_time: '16:45' },
  language: { code: 'nl' },
  work_schedule: {
    enforce_schedule: false,
    schedule: Object.fromEntries(WEEKDAYS.map((day) => [day, { start: '00:00', end: '23:59' }])) as ChapterSettings<'work_schedule'>['schedule'],
  },
  day_processing: {
    ai_tagging: false,
    new_interface: true,
    panel: null,
    screen_crop: false,
    short_duration: 0,
    show_activity_booked: true,
    show_activity_unbooked: true,
    show_suggestions_ai_timeline: false,
    show_suggestions_booking: true,
    show_suggestions_timeline: true,
    slide: false,
    sort_dimensions: 'name',
    sort_internal_top: 'default',
    synced: false,
    timeline_minified: false,
  },
  prediction_automations: { block_size: 360, ignore_duration_threshold: 50 },
  // Booking by hand stays the default: a person turns booking by tagging on once they trust their contacts' defaults.
  booking_settings: { method: 'contact', auto_book_default: false },
  // §9.5 names these keys without values: detecting is on, keeping a mail's text is a person's or firm's choice.
  // Appointments, Teams calls (peer to peer, as phone activity) and meetings (group calls) are detected once a grant
  // or the firm's tenant lets the portal read them. Sent mail (`email`, our key: the contract names none for the mail
  // itself) only once turned on, and a mail's first 250 characters only with emailContents on too: both are personal
  // data that would otherwise never leave the mailbox.
  detections: { appointments: true, calls: true, email: false, emailContents: false, meetings: true },
  data_retention: { logged_activity: LOGGED_ACTIVITY_RETENTION_DAYS },
  // Contact lists show the code in front of the name (formatted_name).
  contact_codes: { display: 'prefix' },
  // Each dimension level's own code_display applies until someone chooses one place for all of them.
  dimension_codes: { display: null },
  // §9.1: the CRM cache lasts a day.
  external_crm: { cache_duration: 86400 },
  // The bundled order (api-contract §7.16: the default layout is not read from the API).
  dashboard: { widget_order: [...DRAGGABLE_WIDGETS] },
};

/** Where a user's defaults differ from the organisation's (§9.5: a user's forced block size is 360 seconds). */
export const USER_DEFAULTS: { readonly [C in KnownChapter]?: Partial<ChapterSettings<C>> } = {
  block_calculation_settings: { forced_block_size: 360 },
};
