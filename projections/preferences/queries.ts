import type pg from 'pg';
import {
  effectiveAppointmentConditions,
  effectiveBlockCalculationSettings,
  effectiveBookingSettings,
  effectiveContactCodes,
  effectiveCrmCacheDuration,
  effectiveDetections,
  effectiveDimensionCodes,
  effectiveLoggedActivityRetention,
  effectiveLogThresholds,
  effectivePredictionAutomations,
  effectiveWorkSchedule,
  type AppointmentConditions,
  type BlockCalculationSettings,
  type BookingSettings,
  type ChapterValues,
  type Detections,
  type LogThresholds,
  type PredictionAutomations,
  type PreferenceLayer,
} from '../../domain/preferences/index.js';

export interface PreferenceLayers {
  readonly client: PreferenceLayer;
  /** Empty when no user was asked for. */
  readonly user: PreferenceLayer;
}

/** What the organisation and (when given) one of its users set, optionally of one chapter only. */
export async function loadPreferenceLayers(db: pg.Pool, clientId: string, userId: string | null, chapter?: string): Promise<PreferenceLayers> {
  const { rows } = await db.query<{ user_id: string | null; chapter: string; key: string; value: unknown }>(
    `SELECT user_id, chapter, key, value FROM preferences
     WHERE client_id = $1 AND owner_id = ANY($2::uuid[]) AND ($3::text IS NULL OR chapter = $3)
     ORDER BY chapter, key`,
    [clientId, userId ? [clientId, userId] : [clientId], chapter ?? null],
  );
  const client = new Map<string, Record<string, unknown>>();
  const user = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const layer = row.user_id ? user : client;
    const values = layer.get(row.chapter) ?? {};
    values[row.key] = row.value;
    layer.set(row.chapter, values);
  }
  return { client, user };
}

async function chapterOf(db: pg.Pool, clientId: string, userId: string, chapter: string): Promise<[ChapterValues | undefined, ChapterValues | undefined]> {
  const layers = await loadPreferenceLayers(db, clientId, userId, chapter);
  return [layers.client.get(chapter), layers.user.get(chapter)];
}

/** A user's effective block calculation settings (seconds): theirs over the organisation's over the defaults. */
export async function loadBlockCalculationSettings(db: pg.Pool, clientId: string, userId: string): Promise<BlockCalculationSettings> {
  return effectiveBlockCalculationSettings(...(await chapterOf(db, clientId, userId, 'block_calculation_settings')));
}

/** Where a user sees a contact's code beside its name: theirs over the organisation's over prefix. */
export async function loadContactCodeDisplay(db: pg.Pool, clientId: string, userId: string): Promise<ReturnType<typeof effectiveContactCodes>['display']> {
  return effectiveContactCodes(...(await chapterOf(db, clientId, userId, 'contact_codes'))).display;
}

/** Where a user sees a dimension's code at every level (dimension_codes.display), or null: as each level says. */
export async function loadDimensionCodeDisplay(db: pg.Pool, clientId: string, userId: string): Promise<ReturnType<typeof effectiveDimensionCodes>['display']> {
  return effectiveDimensionCodes(...(await chapterOf(db, clientId, userId, 'dimension_codes'))).display;
}

/** A user's effective booking settings: theirs over the organisation's over the defaults. */
export async function loadBookingSettings(db: pg.Pool, clientId: string, userId: string): Promise<BookingSettings> {
  return effectiveBookingSettings(...(await chapterOf(db, clientId, userId, 'booking_settings')));
}

/** What a user's automatic booking goes by (prediction_automations): theirs over the organisation's over the defaults. */
export async function loadPredictionAutomations(db: pg.Pool, clientId: string, userId: string): Promise<PredictionAutomations> {
  return effectivePredictionAutomations(...(await chapterOf(db, clientId, userId, 'prediction_automations')));
}

/** A user's effective appointment conditions: theirs over the organisation's over the defaults. */
export async function loadAppointmentConditions(db: pg.Pool, clientId: string, userId: string): Promise<AppointmentConditions> {
  return effectiveAppointmentConditions(...(await chapterOf(db, clientId, userId, 'appointment_conditions')));
}

/** A user's effective log thresholds (seconds, per source): theirs over the organisation's over the defaults. */
export async function loadLogThresholds(db: pg.Pool, clientId: string, userId: string): Promise<LogThresholds> {
  return effectiveLogThresholds(...(await chapterOf(db, clientId, userId, 'log_thresholds')));
}

/** Days a user's detections are kept (data_retention.logged_activity): theirs over the organisation's over 30. */
export async function loadLoggedActivityRetention(db: pg.Pool, clientId: string, userId: string): Promise<number> {
  return effectiveLoggedActivityRetention(...(await chapterOf(db, clientId, userId, 'data_retention')));
}

/** Seconds the lists read from the organisation's CRM are kept: its external_crm.cache_duration, else a day. */
export async function loadCrmCacheDuration(db: pg.Pool, clientId: string): Promise<number> {
  return effectiveCrmCacheDuration((await loadPreferenceLayers(db, clientId, null, 'external_crm')).client.get('external_crm'));
}

/** What is detected for a user (the detections chapter): theirs over the organisation's over the defaults. */
export async function loadDetections(db: pg.Pool, clientId: string, userId: string): Promise<Detections> {
  return effectiveDetections(...(await chapterOf(db, clientId, userId, 'detections')));
}

/** A user's effective work schedule (theirs over the organisation's over the defaults, day by day) and whose it is. */
export async function loadWorkSchedule(db: pg.Pool, clientId: string, userId: string): Promise<ReturnType<typeof effectiveWorkSchedule>> {
  return effectiveWorkSchedule(...(await chapterOf(db, clientId, userId, 'work_schedule')));
}

/**
 * The interface language a user chose, or their organisation chose for them (not the default): the language the
 * server answers them in. Undefined when neither did, so that their browser's language counts.
 */
export async function loadChosenLanguage(db: pg.Pool, clientId: string, userId: string): Promise<string | undefined> {
  const [client, user] = await chapterOf(db, clientId, userId, 'language');
  const code = user?.code ?? client?.code;
  return typeof code === 'string' ? code : undefined;
}
