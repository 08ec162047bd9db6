import {
  isKnownChapter,
  KNOWN_CHAPTERS,
  type AppointmentConditions,
  type BlockCalculationSettings,
  type BookingSettings,
  type ChapterSettings,
  type KnownChapter,
  type LogThresholds,
  type PredictionAutomations,
} from './chapters.js';
import { DEFAULTS, LOGGED_ACTIVITY_RETENTION_DAYS, USER_DEFAULTS } from './defaults.js';
import type { WorkSchedule } from './schedule.js';

/** A chapter's keys and values as one owner (the organisation or a user) set them. */
export type ChapterValues = Readonly<Record<string, unknown>>;
/** Chapter → the values one owner set in it. */
export type PreferenceLayer = ReadonlyMap<string, ChapterValues>;
type PreferenceSource = 'default' | 'client' | 'user';

export interface PreferenceEntry {
  readonly chapter: string;
  readonly key: string;
  readonly value: unknown;
  readonly source: PreferenceSource;
}

/** Whose settings are asked for: a user's sit on the organisation's, which sit on the defaults. */
export type PreferenceScope = 'client' | 'user';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * One value over another. In known chapters, nested entries (log_thresholds per source, work_schedule per
 * day) merge one level deep, so setting one source's threshold keeps the others; elsewhere a value replaces.
 */
export function overlay(chapter: string, below: unknown, above: unknown): unknown {
  return isKnownChapter(chapter) && isPlainObject(below) && isPlainObject(above) ? { ...below, ...above } : above;
}

function defaultsOf(chapter: string, scope: PreferenceScope): ChapterValues {
  if (!isKnownChapter(chapter)) return {};
  return scope === 'user' ? { ...DEFAULTS[chapter], ...USER_DEFAULTS[chapter] } : DEFAULTS[chapter];
}

/** The effective keys of one chapter, each from the highest layer that sets it (user over client over default). */
export function effectiveChapter(chapter: string, client: ChapterValues | undefined, user: ChapterValues | undefined, scope: PreferenceScope): PreferenceEntry[] {
  const entries = new Map<string, PreferenceEntry>();
  for (const [key, value] of Object.entries(defaultsOf(chapter, scope))) entries.set(key, { chapter, key, value, source: 'default' });
  const layers: Array<[PreferenceSource, ChapterValues | undefined]> = [['client', client], ['user', scope === 'user' ? user : undefined]];
  for (const [source, values] of layers) {
    for (const [key, value] of Object.entries(values ?? {})) {
      entries.set(key, { chapter, key, value: overlay(chapter, entries.get(key)?.value, value), source });
    }
  }
  return [...entries.values()];
}

/** Every effective entry: the known chapters (with their defaults) first, then the other chapters someone set. */
export function effectivePreferences(client: PreferenceLayer, user: PreferenceLayer | undefined, scope: PreferenceScope): PreferenceEntry[] {
  const others = [...new Set([...client.keys(), ...(user?.keys() ?? [])])].filter((chapter) => !isKnownChapter(chapter)).sort();
  return [...KNOWN_CHAPTERS, ...others].flatMap((chapter) => effectiveChapter(chapter, client.get(chapter), user?.get(chapter), scope));
}

/** A known chapter's effective settings as one typed object. */
function effectiveSettings<C extends KnownChapter>(chapter: C, client: ChapterValues | undefined, user: ChapterValues | undefined, scope: PreferenceScope): ChapterSettings<C> {
  return Object.fromEntries(effectiveChapter(chapter, client, user, scope).map((entry) => [entry.key, entry.value])) as ChapterSettings<C>;
}

export function effectiveBlockCalculationSettings(client: ChapterValues | undefined, user: ChapterValues | undefined): BlockCalculationSettings {
  return effectiveSettings('block_calculation_settings', client, user, 'user');
}

/** Where a contact's code shows beside its name (contact_codes.display): the person's over the organisation's over prefix. */
export function effectiveContactCodes(client: ChapterValues | undefined, user: ChapterValues | undefined): ChapterSettings<'contact_codes'> {
  return effectiveSettings('contact_codes', client, user, 'user');
}

/** Where a dimension's code shows at every level (dimension_codes.display): the person's over the organisation's; null leaves it to each level. */
export function effectiveDimensionCodes(client: ChapterValues | undefined, user: ChapterValues | undefined): ChapterSettings<'dimension_codes'> {
  return effectiveSettings('dimension_codes', client, user, 'user');
}

export function effectiveBookingSettings(client: ChapterValues | undefined, user: ChapterValues | undefined): BookingSettings {
  return effectiveSettings('booking_settings', client, user, 'user');
}

/**
 * Seconds the lists read from the organisation's CRM are kept (external_crm.cache_duration): the lists are the
 * organisation's, so its value counts, else a day (api-contract §9.1).
 */
export function effectiveCrmCacheDuration(client: ChapterValues | undefined): number {
  return effectiveSettings('external_crm', client, undefined, 'client').cache_duration;
}

/** What automatic booking goes by (block size, ignore duration threshold): the person's over the organisation's over the defaults. */
export function effectivePredictionAutomations(client: ChapterValues | undefined, user: ChapterValues | undefined): PredictionAutomations {
  return effectiveSettings('prediction_automations', client, user, 'user');
}

/** When a person's daily booking reminder comes, and whether by email too. */
export function effectiveReminders(client: ChapterValues | undefined, user: ChapterValues | undefined): ChapterSettings<'reminders'> {
  return effectiveSettings('reminders', client, user, 'user');
}

/** Which calendar events become appointments (api-contract §9.5: at least an hour, with attendees or a location). */
export function effectiveAppointmentConditions(client: ChapterValues | undefined, user: ChapterValues | undefined): AppointmentConditions {
  return effectiveSettings('appointment_conditions', client, user, 'user');
}

export function effectiveLogThresholds(client: ChapterValues | undefined, user: ChapterValues | undefined): LogThresholds {
  return effectiveSettings('log_thresholds', client, user, 'user');
}

/**
 * A person's work schedule, day by day theirs over the organisation's over the defaults, and whose it is. The
 * default (00:00–23:59 every day) is the contract's and says nothing about when someone works: a source of
 * 'default' tells a screen that nobody chose the hours.
 */
export function effectiveWorkSchedule(client: ChapterValues | undefined, user: ChapterValues | undefined): { schedule: WorkSchedule; source: PreferenceSource } {
  const entries = effectiveChapter('work_schedule', client, user, 'user');
  const { schedule } = effectiveSettings('work_schedule', client, user, 'user');
  return { schedule, source: entries.find((entry) => entry.key === 'schedule')?.source ?? 'default' };
}

/**
 * Days detections are kept: data_retention.logged_activity, the person's over the organisation's, else
 * LOGGED_ACTIVITY_RETENTION_DAYS. A value stored before the chapter was checked that is not a whole number of days
 * from 1 counts as unset.
 */
export function effectiveLoggedActivityRetention(client: ChapterValues | undefined, user: ChapterValues | undefined): number {
  const days = [user?.logged_activity, client?.logged_activity].find((value) => Number.isSafeInteger(value) && Number(value) >= 1);
  return days === undefined ? LOGGED_ACTIVITY_RETENTION_DAYS : Number(days);
}

/** What is detected for a person: the detections chapter's switches. */
export type Detections = ChapterSettings<'detections'>;

/**
 * What is detected for a person: each switch the person's over the organisation's over the default. A value stored
 * before the chapter was checked that is not a boolean counts as unset.
 */
export function effectiveDetections(client: ChapterValues | undefined, user: ChapterValues | undefined): Detections {
  const defaults = DEFAULTS.detections;
  const keys = Object.keys(defaults) as Array<keyof Detections>;
  return Object.fromEntries(keys.map((key) => [key, [user?.[key], client?.[key]].find((value) => typeof value === 'boolean') ?? defaults[key]])) as Detections;
}
