export {
  chapterInputs,
  chapterSchemas,
  FREE_CHAPTERS,
  freeChapterInput,
  isChapter,
  isKnownChapter,
  KNOWN_CHAPTERS,
  LOG_SOURCES,
  WEEKDAYS,
  type BlockCalculationSettings,
  type ChapterSettings,
  type KnownChapter,
  type LogSource,
  type LogThresholds,
  type PerSource,
} from './chapters.js';
export { PREFERENCES_STREAM_PREFIX, preferenceDecider, preferenceStream, type PreferenceCommand } from './commands.js';
export { DEFAULTS, USER_DEFAULTS } from './defaults.js';
export {
  effectiveBlockCalculationSettings,
  effectiveChapter,
  effectiveLoggedActivityRetention,
  effectiveLogThresholds,
  effectivePreferences,
  effectiveSettings,
  type ChapterValues,
  type PreferenceEntry,
  type PreferenceLayer,
  type PreferenceScope,
  type PreferenceSource,
} from './effective.js';
export { InvalidPreferenceError, NoPreferenceProvidedError, UnknownPreferenceChapterError } from './errors.js';
export { preferenceEventTypes, type PreferenceBook, type PreferenceEvent, type PreferenceOwner } from './events.js';
