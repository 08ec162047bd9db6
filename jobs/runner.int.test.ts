import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../tests/support/database.js';
import { startJobs, type JobRunner } from './runner.js';

let db: TestDatabase;
const runners: JobRunner[] = [];
const pools: pg.Pool[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await Promise.all(pools.map((pool) => pool.end()));
  await db.drop();
});

/** A pool of its own, as a portal process has, with the error listeners the portal gives its pool. */
function processPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: db.url, max: 5 });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  pools.push(pool);
  return pool;
}

async function runner(tasks: Parameters<typeof startJobs>[0]['tasks'], settings: Parameters<typeof startJobs>[0]['settings'] = { pollIntervalMs: 100 }): Promise<JobRunner> {
  const started = await startJobs({ pool: processPool(), tasks, schedule: [], settings });
  runners.push(started);
  return started;
}

/** A promise and the hand that settles it. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The task's jobs not yet done. By task: another test's job may still be finishing (its row goes once its task has returned). */
const pending = async (pool: pg.Pool, task: string) =>
  Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = $1', [task])).rows[0]?.n);

describe('the job runner', () => {
  it('runs each job once, however many processes run jobs on the database', async () => {
    const ran: number[] = [];
    const task = { tally: async (payload: unknown) => void ran.push(z.object({ n: z.number() }).parse(payload).n) };
    const first = await runner(task);
    await runner(task);

    for (let n = 0; n < 40; n++) await first.add('tally', { n });

    await expect.poll(() => ran.length).toBe(40);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    await expect.poll(() => pending(db.pool, 'tally')).toBe(0);
  });

  it('adds jobs without running any when its concurrency is 0, for the other processes to run', async () => {
    const ran: string[] = [];
    const idle = await runner({}, { concurrency: 0 });
    await runner({ greet: async () => void ran.push('hello') });

    await idle.add('greet', {});

    await expect.poll(() => ran).toEqual(['hello']);
  });

  it('stops once the job it runs is done, and leaves it done', async () => {
    const started = gate();
    const release = gate();
    const finished: string[] = [];
    const stopping = await startJobs({
      pool: processPool(),
      tasks: {
        slow: async () => {
          started.open();
          await release.opened;
          finished.push('slow');
        },
      },
      schedule: [],
    });
    await stopping.add('slow', {});
    await started.opened;

    const stopped = stopping.stop();
    release.open();
    await stopped;

    expect(finished).toEqual(['slow']);
    // graphile-worker marks a job done with a query it does not wait for, also when stopping: the row goes just after.
    await expect.poll(() => pending(db.pool, 'slow')).toBe(0);
  });
});
