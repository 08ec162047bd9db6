/** The push adapter: the process that requests pushes, the queue, the worker that calls the vendors, the nightly schedule. */
export { pushProcess } from './process.js';
export { schedulePushes } from './schedule.js';
export { PushWorker, type PushWorkerSettings } from './worker.js';
