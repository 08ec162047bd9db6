export * from './activity.js';
export { DAY_STREAM_PREFIX, dayDecider, dayStream, liveActivities, type DayCommand } from './commands.js';
export { roundedDuration, type BlockSettings } from './corrections.js';
export { dayIdFor } from './day-id.js';
export { sourceIdFor } from './source-id.js';
export * from './errors.js';
export { activitiesChangedBy, DAY_EVENT_TYPES, dayEventTypes, emptyDay, evolve as evolveDay, evolvingFrom as evolvingDayFrom, type Day, type DayEvent, type DayEventType, type DayRef, type DayStatus } from './events.js';
export { assertAllTagged, notBookedActivities, unbookedDuration } from './progress.js';
export { dayAt, dayOn, localDateOf, nextDayStart, type DayOwner } from './local-date.js';
