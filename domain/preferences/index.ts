export {
  chapterInputs,
  chapterSchemas,
  FREE_CHAPTERS,
  freeChapterInput,
  KNOWN_CHAPTERS,
  WEEKDAYS,
  type AppointmentConditions,
  type BlockCalculationSettings,
  type BookingSettings,
  type PredictionAutomations,
  type KnownChapter,
  type LogThresholds,
} from './chapters.js';
export { PREFERENCES_STREAM_PREFIX, preferenceDecider, preferenceStream, type PreferenceCommand } from './commands.js';
export { DEFAULTS } from './defaults.js';
export {
  effectiveAppointmentConditions,
  effectiveBlockCalculationSettings,
  effectiveBookingSettings,
  effectiveChapter,
  effectiveContactCodes,
  effectiveCrmCacheDuration,
  effectiveDetections,
  effectiveDimensionCodes,
  effectiveLoggedActivityRetention,
  effectiveLogThresholds,
  effectivePredictionAutomations,
  effectivePreferences,
  effectiveReminders,
  effectiveWorkSchedule,
  type ChapterValues,
  type Detections,
  type PreferenceLayer,
} from './effective.js';
export { scheduledSeconds, type Weekday } from './schedule.js';
export { bookingReminderDue } from './reminders.js';
export { InvalidPreferenceError, NoPreferenceProvidedError, UnknownPreferenceChapterError } from './errors.js';
export { preferenceEventTypes, type PreferenceBook, type PreferenceEvent, type PreferenceOwner } from './events.js';
