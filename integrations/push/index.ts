/** The push adapter: the process that requests pushes, the queue, the worker that calls the vendors, the nightly schedule. */
export { pushProcess } from './process.js';
export { defaultBackoff, nextAttemptDelay, type BackoffPolicy } from './backoff.js';
export { retryExhaustedPushes, schedulePushes, type PushSchedule } from './schedule.js';
export { PushWorker, type PushWorkerOptions, type PushWorkerSettings } from './worker.js';
