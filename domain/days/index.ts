export * from './activity.js';
export { DAY_STREAM_PREFIX, dayDecider, dayStream, liveActivities, type ActivityChanges, type DayCommand } from './commands.js';
export { roundToBlocks, type BlockSettings, type RoundType } from './corrections.js';
export { dayIdFor } from './day-id.js';
export * from './errors.js';
export { dayEventTypes, emptyDay, evolve as evolveDay, type ActivityRegistration, type Day, type DayEvent, type DayRef, type DayStatus } from './events.js';
