export { activityIdOf } from './activity-id.js';
export { condense, LOOKBACK_SECONDS, type Span } from './condense.js';
export {
  BUCKET_TYPES,
  bucketKindOf,
  WATCHER_PULSETIMES,
  type BucketKind,
  type BucketType,
  type Detection,
  type DetectionEvent,
} from './detection.js';
export { heartbeatMerge, mergeHeartbeats } from './heartbeat.js';
export { horizonOf, type DeviceReport } from './horizon.js';
