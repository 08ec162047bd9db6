export * from './activity.js';
export { dayDecider, dayStream, liveActivities, type ActivityChanges, type DayCommand } from './commands.js';
export { roundedDuration, type BlockSettings, type RoundType } from './corrections.js';
export { dayIdFor } from './day-id.js';
export * from './errors.js';
export { dayEventTypes, emptyDay, evolve as evolveDay, type ActivityRegistration, type Day, type DayEvent, type DayRef, type DayStatus } from './events.js';
export { assertAllTagged, notBookedActivities, unbookedDuration } from './progress.js';
export { dayAt, dayOn, localDateOf, nextDayStart, type DayOwner } from './local-date.js';
