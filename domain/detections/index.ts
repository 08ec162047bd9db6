export { activityIdOf } from './activity-id.js';
export { condense, LOOKBACK_SECONDS, type Condensed, type CondenseInput, type Span } from './condense.js';
export {
  BUCKET_TYPES,
  bucketKindOf,
  UNKNOWN_HOSTNAME,
  WATCHER_PULSETIMES,
  type BucketKind,
  type BucketType,
  type Detection,
  type DetectionBucket,
  type DetectionEvent,
} from './detection.js';
export type { CondenseSettings } from './device.js';
export { heartbeatMerge, mergeHeartbeats } from './heartbeat.js';
export { horizonOf, type DeviceReport } from './horizon.js';
export { webHost } from './subjects.js';
