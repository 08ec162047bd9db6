/** The push of published hours to external systems: one push per activity and system, its process manager and target rules. */
export { pushDecider, type PushCommand } from './commands.js';
export type { PushEntry, TimeEntryTarget } from './entry.js';
export { PushNotFoundError } from './errors.js';
export { emptyPush, pushEventTypes, type Booked, type Push, type PushEvent, type PushRequest, type PushStatus } from './events.js';
export { pushFailureCodes, vendorErrorCodes, type MissingMappingCode, type PushFailure, type PushFailureCode, type VendorErrorCode, type VendorErrorKind } from './failures.js';
export { onDayPublished, type PublishedDayState, type PushRequestCommand, type PushTarget } from './process-manager.js';
export { PUSH_STREAM_PREFIX, pushIdFor, pushIdOf, pushStream } from './push-id.js';
export { CONNECTION_KINDS, kindOf, systemsOf, VENDOR_SYSTEMS, vendorNames, type ConnectionKind, type VendorSystem } from './systems.js';
export { missingMappingFailure, resolveTarget, type ConnectionSettings, type MappingKind, type Mappings, type MissingMapping, type ResolvedTarget } from './target.js';
