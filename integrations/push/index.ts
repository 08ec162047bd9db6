/** The push of published hours to external systems: decider, process manager, queue, worker, schedule. */
export { pushDecider, PushNotFoundError, type PushCommand } from './decide.js';
export { emptyPush, pushEventTypes, pushFailureCodes, type Booked, type Push, type PushEvent, type PushFailure, type PushFailureCode, type PushRequest } from './events.js';
export { onDayPublished, type PublishedDayState, type PushTarget } from './process-manager.js';
export { pushProcess } from './process.js';
export { PUSH_STREAM_PREFIX, pushIdFor, pushIdOf, pushStream } from './push-id.js';
export { pendingPushCount } from './queue.js';
export { pushQueueProjection } from './queue-projection.js';
export { defaultBackoff, nextAttemptDelay, type BackoffPolicy } from './backoff.js';
export { retryExhaustedPushes, schedulePushes, type PushSchedule } from './schedule.js';
export { PushWorker, type PushWorkerOptions } from './worker.js';
