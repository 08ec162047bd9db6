import { randomUUID } from 'node:crypto';
import { createBucket } from '../../detection/buckets.js';
import { condensePerson, type Condenser } from '../../detection/condense/run.js';
import { mergeHeartbeats } from '../../domain/detections/index.js';
import { createOrganisation } from '../../identity/organisations.js';
import { openPortal } from '../../portal/portal.js';
import { simulatedDay } from '../support/simulated-watchers.js';
import { concurrentLoops } from './loops.js';
import { insertUsers } from './organisation.js';
import { round, scratchDatabase, seconds, type BenchOptions, type BenchResult } from './support.js';

/** As many people condensed at once as the job runner runs jobs by default. */
const CONCURRENCY = 4;

/**
 * Condenser throughput (issue 9): people's working days (the fault test's simulated watchers: window, afk and web,
 * a heartbeat a minute covering its minute, 07:00–15:00 yesterday) stored as the heartbeat merge leaves them, their
 * laptops quiet; then every person condensed, four at a time as the job runner would, from the filled detections
 * table to activities registered on their days. Heartbeats condensed per second, beside the same run's raw
 * single-row INSERTs of detection-shaped rows by four connections, before and after (their mean).
 */
export async function condenserBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const people = quick ? 24 : 80;
  const insertMs = quick ? 2000 : 5000;
  const db = await scratchDatabase(server.adminUrl, 'condenser');
  // No job runs here: the benchmark runs the condenser itself.
  const portal = await openPortal({ databaseUrl: db.url, logger: false, jobs: { concurrency: 0 } });
  try {
    const { pool, days, tagIndex, clock } = portal.deps;
    const admin = { email: 'admin@condenser.bench.example', password: 'correct horse battery', name_first: 'Ada', name_last: 'Admin' };
    const { clientId } = await createOrganisation(pool, { name: 'Bench firm' }, admin);
    const userIds = await insertUsers(portal, clientId, people);
    const start = new Date(`${new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10)}T07:00:00Z`);
    let heartbeats = 0;
    let detections = 0;
    for (const [n, userId] of userIds.entries()) {
      for (const watcher of simulatedDay({ seed: n + 1, start, ticks: 480, tickSeconds: 60, hostname: 'laptop' })) {
        await createBucket(pool, { client_id: clientId, user_id: userId }, { name: watcher.bucket, type: watcher.type, client: watcher.client, hostname: watcher.hostname, data: {} });
        const merged = mergeHeartbeats(
          watcher.heartbeats.map(({ tick: _sentIn, ...event }) => event),
          watcher.pulsetime,
        );
        heartbeats += watcher.heartbeats.length;
        detections += merged.length;
        await pool.query(
          `WITH b AS (SELECT id FROM detection_buckets WHERE user_id = $1 AND name = $2),
           written AS (INSERT INTO detections (bucket_id, timestamp, duration, data) SELECT b.id, e.at, e.duration, e.data FROM b, unnest($3::timestamptz[], $4::float8[], $5::jsonb[]) AS e(at, duration, data))
           UPDATE detection_buckets SET last_event_at = $6, last_received_at = now() - interval '1 hour' WHERE user_id = $1 AND name = $2`,
          [userId, watcher.bucket, merged.map((e) => e.timestamp), merged.map((e) => e.duration), merged.map((e) => JSON.stringify(e.data)), new Date(start.getTime() + 8 * 3600_000)],
        );
      }
    }

    await pool.query('CREATE TABLE bench_inserts (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, bucket_id uuid, timestamp timestamptz, duration float8, data jsonb)');
    const inserts = await concurrentLoops(CONCURRENCY, async () => async (n) => {
      await pool.query('INSERT INTO bench_inserts (bucket_id, timestamp, duration, data) VALUES ($1, $2, $3, $4)', [randomUUID(), new Date(), n, JSON.stringify({ app: 'Word', title: `Document ${n}.docx` })]);
    });
    await inserts.warmUp(300);
    const before = await inserts.run(insertMs);

    const condenser: Condenser = { pool, days, tagIndex, clock, quietAfterSeconds: 300 };
    const queue = [...userIds];
    const began = process.hrtime.bigint();
    let registered = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let userId = queue.shift(); userId !== undefined; userId = queue.shift()) registered += (await condensePerson(condenser, userId, null))?.registered ?? 0;
      }),
    );
    const condenseSeconds = seconds(began);
    const after = await inserts.run(insertMs);

    const insertRate = (before.count + after.count) / (before.seconds + after.seconds);
    const heartbeatRate = heartbeats / condenseSeconds;
    return {
      figures: [
        { figure: 'condenser: heartbeats condensed/s (stored detections → activities)', value: round(heartbeatRate), unit: '/s' },
        { figure: 'condenser: activities registered/s', value: round(registered / condenseSeconds), unit: '/s' },
        { figure: 'condenser: raw single-row INSERTs/s (4 connections)', value: round(insertRate), unit: '/s' },
        { figure: 'condenser: ratio heartbeats condensed ÷ INSERTs', value: round(heartbeatRate / insertRate, 3), unit: '' },
      ],
      details: {
        method:
          'simulated days stored as merged detections with the laptops quiet, then condensePerson for every person, 4 at a time; ' +
          'raw INSERTs of detection-shaped rows by 4 connections before and after',
        people,
        heartbeats,
        detections,
        activities: registered,
        condenseSeconds: round(condenseSeconds, 2),
        inserts: { before, after },
      },
    };
  } finally {
    await portal.close();
    await db.drop();
  }
}
