/** The push of published hours to external systems: one push per activity and system, its process manager and target rules. */
export { pushDecider, type PushCommand } from './commands.js';
export type { PushEntry } from './entry.js';
export { pushEventTypes, type Booked, type Push, type PushEvent, type PushRequest } from './events.js';
export { pushFailureCodes, type PushFailure, type VendorErrorCode, type VendorErrorKind } from './failures.js';
export { onDayPublished, type PushTarget } from './process-manager.js';
export { PUSH_STREAM_PREFIX, pushIdFor, pushIdOf, pushStream } from './push-id.js';
export * from './systems.js';
export { missingMappingFailure, resolveTarget, type ConnectionSettings, type MappingKind, type Mappings } from './target.js';
