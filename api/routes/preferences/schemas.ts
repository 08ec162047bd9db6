import { z } from 'zod';
import { errorAnswers } from '../../errors/schema.js';
import { chapterInputs, chapterSchemas, freeChapterInput, KNOWN_CHAPTERS, type KnownChapter } from '../../../domain/preferences/index.js';

const preferenceEntry = z
  .object({
    chapter: z.string(),
    key: z.string(),
    value: z.unknown().describe('Any JSON value; in known chapters as the chapter schema describes.'),
    source: z.enum(['default', 'client', 'user']).describe('Where the value comes from: the user over the organisation over the defaults.'),
  })
  .meta({ id: 'PreferenceEntry' });

export const preferenceEntries = z.object({ data: z.array(preferenceEntry) });

/** What setting preferences can be refused with besides invalid input. */
export const setRefusals = errorAnswers('no_preference_provided', 'concurrency_conflict');

const CHAPTER_TITLES: Record<KnownChapter, string> = {
  block_calculation_settings: 'Block calculation: block sizes in seconds, round_type regular, up or down.',
  log_thresholds: 'Seconds: absence, and per log source the grace gap and the ignore threshold.',
  appointment_conditions: 'Which calendar appointments are registered.',
  reminders: 'The daily booking reminder.',
  language: 'The interface language (nl, en, de, fr).',
  work_schedule: 'Working hours per weekday (HH:MM start before end, or both blank) and whether they are enforced.',
  day_processing: 'How the day screen behaves.',
  prediction_automations: 'Automatic predictions: block size in seconds, ignore threshold as a percentage.',
  booking_settings: 'Booking settings: method contact (the tagged contact’s projects first) or dimension, and auto_book_default (tagging books a contact’s only default project path).',
  detections: 'Which detections register activity: appointments, calls, meetings, and whether a mail keeps its first 250 characters (emailContents).',
  data_retention: 'Days detections are kept (logged_activity, 1–3650; default 30).',
  contact_codes: 'Where a contact’s code shows beside its name: none, prefix or suffix.',
  dimension_codes: 'Where a dimension’s code shows beside its name at every level: none, prefix or suffix; null (the default) leaves it to each level’s code_display.',
  dashboard: 'The dashboard as the person arranged it: widget_order, each movable widget (today, open_days) once; ours, not the contract’s.',
  external_crm: 'Seconds the lists read from the CRM are kept (cache_duration, a minute to a week; default 86400).',
};

/** One input schema per known chapter: a JSON object with any of the chapter's keys. */
export const chapterBodies = Object.fromEntries(
  KNOWN_CHAPTERS.map((chapter) => [
    chapter,
    chapterInputs[chapter].meta({ id: `Preferences_${chapter}`, description: `${CHAPTER_TITLES[chapter]} Send any of its keys.` }),
  ]),
) as { [C in KnownChapter]: (typeof chapterInputs)[C] };

export const freeChapterBody = freeChapterInput.meta({
  id: 'PreferencesFreeChapter',
  description: 'Key → any JSON value (at most 100 keys and 16 KiB); a value replaces the one set before.',
});

export const chapterParams = z.strictObject({ chapter: z.string().max(100) });
export const userParams = z.strictObject({ userId: z.uuid({ message: 'Not a valid id.' }) });

export const userBlockCalculationSettings = z.object({
  data: z.object({ user_id: z.uuid(), ...chapterSchemas.block_calculation_settings.shape }).meta({
    id: 'UserBlockCalculationSettings',
    description: "The user's effective settings: theirs over the organisation's over the defaults (a user's forced_block_size defaults to 360 seconds).",
  }),
});
