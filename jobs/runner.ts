import type { FastifyBaseLogger } from 'fastify';
import { Logger, makeWorkerUtils, parseCronItems, run, runMigrations, type AddJobFunction, type AddJobsFunction, type CronItem, type Runner, type TaskList } from 'graphile-worker';
import type pg from 'pg';

const CLEANUP_TASK = 'jobs-cleanup';

/** How this process takes part in running jobs. */
export interface JobSettings {
  /** Jobs this process runs at once (default 4); 0 runs none here, leaving them to other processes, and still adds jobs. */
  concurrency?: number;
  /**
   * Milliseconds between an idle worker's looks for jobs that have become due (default 500). A job due at once
   * wakes a worker straight away (LISTEN/NOTIFY); a job due later is found by this look.
   */
  pollIntervalMs?: number;
}

export interface JobRunner {
  /** Adds a job, typed by the tasks' payloads (GraphileWorker.Tasks). */
  readonly add: AddJobFunction;
  /** Adds several jobs in one call (a statement for all of them). */
  readonly addJobs: AddJobsFunction;
  /** Stops taking jobs, waits for the running ones, and lets the pool go. */
  stop(): Promise<void>;
}

/**
 * graphile-worker's messages through the portal's logger. Its info messages are a line per job (a person's
 * condensing runs every second or so): those go to debug.
 */
function jobLogger(logger: FastifyBaseLogger | undefined): Logger {
  return new Logger((scope) => (level, message, meta) => {
    if (!logger) return;
    const fields = { ...scope, ...meta };
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else logger.debug(fields, message);
  });
}

/**
 * Brings graphile-worker's schema (`graphile_worker`, its own, with its own migrations) up to date. The runner
 * does so at its start; tests do it once in their template database, so each copy starts without it.
 */
export async function migrateJobs(databaseUrl: string): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: jobLogger(undefined) });
}

/**
 * The portal's background jobs (exports, imports, calendar sync, retention, condensing): graphile-worker on the
 * portal's database, with the tasks of jobs/tasks.ts and their schedule. Several processes may run it on one
 * database: a job runs once (row locks), jobs of one queue one at a time, and each cron tick is scheduled once.
 * Signals are the portal's to handle (cli/start.ts closes the portal, which stops this).
 */
export async function startJobs(options: {
  pool: pg.Pool;
  tasks: TaskList;
  schedule: CronItem[];
  logger?: FastifyBaseLogger | undefined;
  settings?: JobSettings | undefined;
}): Promise<JobRunner> {
  const { pool, tasks, schedule, settings = {} } = options;
  const logger = jobLogger(options.logger);
  await runMigrations({ pgPool: pool, logger });
  const utils = await makeWorkerUtils({ pgPool: pool, logger });
  const concurrency = settings.concurrency ?? 4;
  let runner: Runner | undefined;
  if (concurrency > 0) {
    // The library's own upkeep: queues no job uses any more (those left by jobs of an earlier version) and tasks no longer known.
    const cleanup = () => utils.cleanup({ tasks: ['GC_JOB_QUEUES', 'GC_TASK_IDENTIFIERS'], taskIdentifiersToKeep: [...Object.keys(tasks), CLEANUP_TASK] });
    runner = await run({
      pgPool: pool,
      taskList: { ...tasks, [CLEANUP_TASK]: cleanup },
      parsedCronItems: parseCronItems([...schedule, { task: CLEANUP_TASK, match: '17 4 * * *', identifier: CLEANUP_TASK }]),
      concurrency,
      pollInterval: settings.pollIntervalMs ?? 500,
      noHandleSignals: true,
      logger,
    });
  }
  return {
    add: utils.addJob,
    addJobs: utils.addJobs,
    async stop() {
      await runner?.stop();
      await utils.release();
    },
  };
}
