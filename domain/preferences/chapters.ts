import { z } from 'zod';
import { en } from '../../i18n/texts/en.js';
import { STORABLE_MESSAGE, storableJson } from '../shared/storable.js';
import { LANGUAGES } from '../../i18n/languages.js';

/**
 * The preference chapters (api-contract §9.5). Known chapters have a strict schema and defaults; the
 * other chapters of §9.5 take any JSON object. Each chapter has a full schema (what a chapter's
 * effective settings look like) and an input schema (what one change may carry: any subset of keys, and
 * of the per-source or per-day entries inside them).
 */
export const LOG_SOURCES = ['appointment', 'document', 'email', 'manual', 'native', 'native_custom', 'phone', 'web', 'web_custom'] as const;
export type LogSource = (typeof LOG_SOURCES)[number];
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

// The messages are the server's texts in English (i18n/texts), so that a refusal reads in the person's language.
const DAY_SECONDS = 24 * 3600;
const seconds = z.int(en.whole_seconds).min(0, en.not_below_zero).max(DAY_SECONDS, en.at_most_a_day);
const blockSeconds = z.int(en.whole_seconds).min(1, en.block_longer_than_zero).max(DAY_SECONDS, en.at_most_a_day).describe('Seconds.');
const percentage = z.int(en.whole_percentage).min(0, en.whole_percentage).max(100, en.whole_percentage);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, en.use_hh_mm);
const perSource = (description: string) =>
  z.strictObject(Object.fromEntries(LOG_SOURCES.map((source) => [source, seconds])) as Record<LogSource, typeof seconds>).describe(description);

const blockCalculationSettings = z
  .strictObject({
    block_size: blockSeconds.describe('Seconds: durations are corrected to whole blocks of this size.'),
    forced_block_size: blockSeconds.describe('Seconds: the block size imposed on a user (a user’s default is 360).'),
    round_type: z.enum(['regular', 'up', 'down']).describe('regular rounds to the nearest block (see ignore_threshold), up and down always one way.'),
    ignore_threshold: percentage.describe('Percentage of a block: with regular rounding a remainder this large counts as a whole block; 0 always rounds up.'),
    default_block_size: blockSeconds.describe('Seconds: the block size of a new user.'),
  })
  .describe('How durations are corrected to blocks. Block sizes are in seconds.');

const grace = perSource('Seconds per log source: gaps this short between activities are closed.');
const ignore = perSource('Seconds per log source: activity shorter than this is ignored unless booked.');
const logThresholds = z.strictObject({ absence: seconds.describe('Seconds without activity that count as absence.'), grace, ignore });

const appointmentConditions = z.strictObject({
  minimum_duration: seconds.describe('Seconds: shorter appointments are not registered.'),
  required_meta: z.enum(['none', 'attendees', 'location', 'attendees_or_location', 'attendees_and_location']),
});

const reminders = z.strictObject({
  booking_time: clock.nullable().describe('HH:MM local time of the daily booking reminder; null for none.'),
  // Optional, without a default: the chapter's answers list it only once someone chose (absent is no mail).
  mail: z.boolean().optional().describe('true: the reminder also comes by email, besides the notification in the portal; absent or false: in the portal only.'),
});
const language = z.strictObject({ code: z.enum(LANGUAGES) });

const blankOrClock = z
  .union([clock, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);
const workDay = z
  .strictObject({ start: blankOrClock, end: blankOrClock })
  .superRefine((day, context) => {
    // Named on the time that is missing or wrong, so that a form shows it next to that field.
    if ((day.start === null) !== (day.end === null)) context.addIssue({ code: 'custom', message: en.work_day_both_times, path: [day.start === null ? 'start' : 'end'] });
    else if (day.start !== null && day.end !== null && day.start >= day.end) context.addIssue({ code: 'custom', message: en.work_day_start_before_end, path: ['end'] });
  })
  .describe('HH:MM start and end, start before end; both blank (or null) for a day off.');
const schedule = z.strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, workDay])) as Record<(typeof WEEKDAYS)[number], typeof workDay>);
const workSchedule = z.strictObject({ enforce_schedule: z.boolean(), schedule });

const dayProcessing = z.strictObject({
  ai_tagging: z.boolean(),
  new_interface: z.boolean(),
  panel: z.string().max(50).nullable().describe('The side panel the day screen opens with; null for none.'),
  screen_crop: z.boolean(),
  short_duration: seconds.describe('Seconds: activity shorter than this is shown compactly; 0 shows everything in full.'),
  show_activity_booked: z.boolean(),
  show_activity_unbooked: z.boolean(),
  show_suggestions_ai_timeline: z.boolean(),
  show_suggestions_booking: z.boolean(),
  show_suggestions_timeline: z.boolean(),
  slide: z.boolean(),
  sort_dimensions: z.enum(['code', 'name', 'none', 'usage']),
  sort_internal_top: z.enum(['default', 'first', 'last']),
  synced: z.boolean().describe('Set once the local day-module settings have been copied into this preference.'),
  timeline_minified: z.boolean(),
});

const predictionAutomations = z.strictObject({
  block_size: blockSeconds,
  ignore_duration_threshold: percentage.describe('Percentage; 0 means always book.'),
});

const bookingSettings = z
  .strictObject({
    method: z.enum(['contact', 'dimension']).describe('contact: book what is tagged on the contact’s projects first; dimension: straight on a dimension level, every project alike.'),
    auto_book_default: z.boolean().describe('Tagging activity to a contact with exactly one default project path also books it there (with method contact).'),
  })
  .describe('Booking settings (product-spec §2): book on a contact by default, or directly on a dimension level.');

const detections = z
  .strictObject({
    appointments: z.boolean().describe('Calendar appointments become activity.'),
    calls: z.boolean().describe('Phone calls become activity.'),
    email: z.boolean().describe('Sent mail (Microsoft 365 or Gmail, through the person’s grant) becomes email activity.'),
    emailContents: z.boolean().describe('The first 250 characters of a mail are kept with its activity.'),
    meetings: z.boolean().describe('Online meetings (Teams, Meet) become activity.'),
  })
  .describe('Which detections register activity.');

const dataRetention = z.strictObject({
  logged_activity: z.int(en.whole_days).min(1, en.whole_days).max(3650, en.whole_days).describe('Days detections are kept; the activities made of them stay.'),
});

const codeDisplay = z.enum(['none', 'prefix', 'suffix'], en.code_display_options).describe('none, prefix (before the name) or suffix (after the name).');
const contactCodes = z.strictObject({ display: codeDisplay });
// Each dimension level says where its codes show (its code_display, product-spec §3); this chapter puts them in one
// place for every level, for whoever wants that over the levels' own choice.
const dimensionCodes = z.strictObject({
  display: codeDisplay.nullable().describe("Where a project's, subproject's and working code's code shows beside its name, at every level; null: as each level's own code_display says."),
});

const externalCrm = z.strictObject({
  cache_duration: z.int(en.cache_duration_range).min(60, en.cache_duration_range).max(7 * DAY_SECONDS, en.cache_duration_range).describe('Seconds the lists read from the CRM are kept.'),
});

/** The dashboard widgets a person can drag to order them (product-spec §2: today and open days); the others stay put. */
export const DRAGGABLE_WIDGETS = ['today', 'open_days'] as const;
const dashboard = z
  .strictObject({
    widget_order: z
      .array(z.enum(DRAGGABLE_WIDGETS, en.widget_order_whole))
      .refine((order) => order.length === DRAGGABLE_WIDGETS.length && new Set(order).size === order.length, en.widget_order_whole)
      .describe(`The movable widgets in the order the dashboard shows them: each of ${DRAGGABLE_WIDGETS.join(', ')} once.`),
  })
  .describe('The dashboard as a person arranged it; kept with their preferences so that it follows them to another browser.');

export const chapterSchemas = {
  block_calculation_settings: blockCalculationSettings,
  log_thresholds: logThresholds,
  appointment_conditions: appointmentConditions,
  reminders,
  language,
  work_schedule: workSchedule,
  day_processing: dayProcessing,
  prediction_automations: predictionAutomations,
  booking_settings: bookingSettings,
  detections,
  data_retention: dataRetention,
  contact_codes: contactCodes,
  dimension_codes: dimensionCodes,
  external_crm: externalCrm,
  dashboard,
};

export type KnownChapter = keyof typeof chapterSchemas;
export const KNOWN_CHAPTERS = Object.keys(chapterSchemas) as KnownChapter[];
export type ChapterSettings<C extends KnownChapter> = z.output<(typeof chapterSchemas)[C]>;
export type BlockCalculationSettings = ChapterSettings<'block_calculation_settings'>;
export type BookingSettings = ChapterSettings<'booking_settings'>;
export type PredictionAutomations = ChapterSettings<'prediction_automations'>;
export type AppointmentConditions = ChapterSettings<'appointment_conditions'>;
/** Seconds per log source; other source types (multiple) have no entry, so a lookup by any source type may be undefined. */
type PerSource = Readonly<Record<LogSource, number>> & Readonly<Partial<Record<string, number>>>;
export type LogThresholds = { readonly absence: number; readonly grace: PerSource; readonly ignore: PerSource };

/** What one change of a known chapter may carry: any of its keys; of log_thresholds and work_schedule also part of a nested entry. */
export const chapterInputs = {
  block_calculation_settings: blockCalculationSettings.partial(),
  log_thresholds: z.strictObject({ absence: seconds.optional(), grace: grace.partial().optional(), ignore: ignore.partial().optional() }),
  appointment_conditions: appointmentConditions.partial(),
  reminders: reminders.partial(),
  language: language.partial(),
  work_schedule: z.strictObject({ enforce_schedule: z.boolean().optional(), schedule: schedule.partial().optional() }),
  day_processing: dayProcessing.partial(),
  prediction_automations: predictionAutomations.partial(),
  booking_settings: bookingSettings.partial(),
  detections: detections.partial(),
  data_retention: dataRetention.partial(),
  contact_codes: contactCodes.partial(),
  dimension_codes: dimensionCodes.partial(),
  external_crm: externalCrm.partial(),
  dashboard: dashboard.partial(),
} satisfies Record<KnownChapter, z.ZodType>;

/** Chapters of §9.5 whose keys are not specified: any JSON object, within limits. */
export const FREE_CHAPTERS = [
  'afas_custom_fields',
  'ai_suggestions',
  'beta_features',
  'document_folders',
  'sharepoint_folders',
  'windows_options',
] as const;

const MAX_FREE_CHAPTER_BYTES = 16 * 1024;

export const freeChapterInput = z
  .record(z.string().min(1).max(100), z.unknown().describe('Any JSON value.'))
  .refine((values) => Object.keys(values).length <= 100, 'At most 100 keys per chapter.')
  .refine((values) => Buffer.byteLength(JSON.stringify(values)) <= MAX_FREE_CHAPTER_BYTES, `At most ${MAX_FREE_CHAPTER_BYTES} bytes of JSON per chapter.`)
  .refine(storableJson, STORABLE_MESSAGE);

export function isKnownChapter(chapter: string): chapter is KnownChapter {
  return Object.hasOwn(chapterSchemas, chapter);
}

function isChapter(chapter: string): boolean {
  return isKnownChapter(chapter) || (FREE_CHAPTERS as readonly string[]).includes(chapter);
}

export function inputSchemaOf(chapter: string): z.ZodType<Record<string, unknown>> | undefined {
  if (isKnownChapter(chapter)) return chapterInputs[chapter];
  return isChapter(chapter) ? freeChapterInput : undefined;
}
