import { chapterSchemas } from '../../domain/preferences/chapters.js';
import type { PreferenceScope } from '../providers/settingsMethods.js';

/** The chapters of the settings screen (product-spec §2), in their order. */
export const GROUPS = ['general', 'integrations', 'personal', 'registration'] as const;
type SettingsGroup = (typeof GROUPS)[number];

/**
 * How a preference is shown: durations in the unit people think in (block sizes in minutes, thresholds in seconds),
 * sent to the API in seconds as it stores them.
 */
export type SettingsField = (
  | { key: string; kind: 'minutes' | 'seconds' | 'percentage' | 'days' | 'boolean' | 'time' | 'per_source' | 'schedule' }
  /** empty: the text key of the choice null, where the chapter takes null (dimension_codes.display: as each level says). */
  | { key: string; kind: 'choice'; choices: readonly string[]; empty?: string }
) & {
  /** Stored, but nothing in this portal acts on it yet (no suggestions, no AI tagging): the field says so. */
  inert?: true;
};

/** A section that edits one preference chapter, for the scopes the API takes it in. */
export interface ChapterSection {
  id: string;
  group: SettingsGroup;
  chapter: string;
  /** client: the organisation's value (administrators); user: a person's own over it. */
  scopes: readonly PreferenceScope[];
  fields: readonly SettingsField[];
}

/** A section with a screen of its own (administrators). */
export interface PanelSection {
  id: 'organisation' | 'block_sizes';
  group: SettingsGroup;
}

export type SettingsSection = ChapterSection | PanelSection;

const both = ['client', 'user'] as const;
const { block_calculation_settings: blocks, appointment_conditions: appointments, day_processing: day, booking_settings: booking, contact_codes: codes, dimension_codes: dimensionCodes } = chapterSchemas;

const SECTIONS: readonly SettingsSection[] = [
  { id: 'organisation', group: 'general' },
  { id: 'language', group: 'general', chapter: 'language', scopes: both, fields: [{ key: 'code', kind: 'choice', choices: ['nl', 'en', 'de'] }] },
  { id: 'display_codes', group: 'general', chapter: 'contact_codes', scopes: both, fields: [{ key: 'display', kind: 'choice', choices: codes.shape.display.options }] },
  {
    id: 'dimension_codes',
    group: 'general',
    chapter: 'dimension_codes',
    scopes: both,
    fields: [{ key: 'display', kind: 'choice', choices: dimensionCodes.shape.display.unwrap().options, empty: 'tally.settings.choices.dimension_codes.display.level' }],
  },
  { id: 'data_retention', group: 'general', chapter: 'data_retention', scopes: both, fields: [{ key: 'logged_activity', kind: 'days' }] },
  { id: 'beta_features', group: 'general', chapter: 'beta_features', scopes: both, fields: [{ key: 'ai_tagging', kind: 'boolean', inert: true }] },
  {
    id: 'detections',
    group: 'integrations',
    chapter: 'detections',
    scopes: both,
    fields: ['appointments', 'calls', 'meetings', 'email', 'emailContents'].map((key) => ({ key, kind: 'boolean' as const })),
  },
  {
    id: 'appointment_conditions',
    group: 'integrations',
    chapter: 'appointment_conditions',
    scopes: both,
    fields: [
      { key: 'minimum_duration', kind: 'minutes' },
      { key: 'required_meta', kind: 'choice', choices: appointments.shape.required_meta.options },
    ],
  },
  { id: 'crm_cache', group: 'integrations', chapter: 'external_crm', scopes: ['client'], fields: [{ key: 'cache_duration', kind: 'minutes' }] },
  { id: 'reminders', group: 'personal', chapter: 'reminders', scopes: both, fields: [{ key: 'booking_time', kind: 'time' }] },
  { id: 'schedule', group: 'personal', chapter: 'work_schedule', scopes: both, fields: [{ key: 'enforce_schedule', kind: 'boolean' }, { key: 'schedule', kind: 'schedule' }] },
  {
    id: 'day_processing',
    group: 'personal',
    chapter: 'day_processing',
    scopes: both,
    fields: [
      ...(['show_activity_booked', 'show_activity_unbooked', 'timeline_minified'] as const).map((key) => ({ key, kind: 'boolean' as const })),
      // The portal makes no suggestions and has one day screen without slides or cropping: kept, but acting on nothing.
      ...(['show_suggestions_booking', 'show_suggestions_timeline', 'slide', 'screen_crop'] as const).map((key) => ({ key, kind: 'boolean' as const, inert: true as const })),
      { key: 'short_duration', kind: 'seconds' },
      { key: 'sort_dimensions', kind: 'choice', choices: day.shape.sort_dimensions.options },
      { key: 'sort_internal_top', kind: 'choice', choices: day.shape.sort_internal_top.options },
    ],
  },
  {
    id: 'block_calculation',
    group: 'registration',
    chapter: 'block_calculation_settings',
    // A person's own block size is an administrator's decision too (PUT /v1/preferences/block_calculation_settings/{userId}).
    scopes: ['client'],
    fields: [
      { key: 'block_size', kind: 'minutes' },
      { key: 'round_type', kind: 'choice', choices: blocks.shape.round_type.options },
      { key: 'ignore_threshold', kind: 'percentage' },
      { key: 'default_block_size', kind: 'minutes' },
      { key: 'forced_block_size', kind: 'minutes' },
    ],
  },
  { id: 'block_sizes', group: 'registration' },
  {
    id: 'booking',
    group: 'registration',
    chapter: 'booking_settings',
    scopes: both,
    fields: [
      { key: 'method', kind: 'choice', choices: booking.shape.method.options },
      { key: 'auto_book_default', kind: 'boolean' },
    ],
  },
  { id: 'log_thresholds', group: 'registration', chapter: 'log_thresholds', scopes: both, fields: [{ key: 'absence', kind: 'seconds' }, { key: 'grace', kind: 'per_source' }, { key: 'ignore', kind: 'per_source' }] },
  {
    id: 'prediction_automations',
    group: 'registration',
    chapter: 'prediction_automations',
    scopes: both,
    fields: [
      { key: 'block_size', kind: 'minutes' },
      { key: 'ignore_duration_threshold', kind: 'percentage' },
    ],
  },
];

/** The sections a role sees: chapters in the scopes it may set (administrators both), the organisation for administrators. */
export function sectionsFor(isAdmin: boolean): SettingsSection[] {
  return SECTIONS.filter((section) => ('chapter' in section ? isAdmin || section.scopes.includes('user') : isAdmin));
}

export const scopesFor = (section: ChapterSection, isAdmin: boolean): PreferenceScope[] => section.scopes.filter((scope) => isAdmin || scope === 'user');
