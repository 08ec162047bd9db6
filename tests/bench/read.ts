import pg from 'pg';
import { START } from '../../eventstore/port.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { seedContactHistory } from './seed.js';
import { latencies, round, scratchDatabase, seconds, type BenchOptions, type BenchResult } from './support.js';

const BATCH = 5000;

/** Reads every event in commit order with readAll(position, 5000), as a projection catching up does. */
export async function readBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const events = quick ? 250_000 : 1_000_000;
  const db = await scratchDatabase(server.adminUrl, 'read');
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    // ~1000 organisations, each stream only ContactCreated events.
    const seed = await seedContactHistory(pool, { events, streams: 1000, contactsPerStream: Math.ceil(events / 1000) });
    const store = new PostgresEventStore(pool);
    const batchMs: number[] = [];
    let read = 0;
    let position = START;
    const start = process.hrtime.bigint();
    for (;;) {
      const before = process.hrtime.bigint();
      const batch = await store.readAll(position, BATCH);
      batchMs.push(Number(process.hrtime.bigint() - before) / 1e6);
      if (batch.length === 0) break;
      read += batch.length;
      position = batch[batch.length - 1]!.position;
    }
    const elapsed = seconds(start);
    if (read !== events) throw new Error(`readAll returned ${read} events, expected ${events}`);
    return {
      figures: [{ figure: `read: readAll events/s (${events.toLocaleString('en-US')} events, batches of ${BATCH})`, value: round(read / elapsed), unit: '/s', goal: { atLeast: 100_000 } }],
      details: { method: 'seeded by INSERT … SELECT in transactions of 100,000 events, then VACUUM (ANALYZE)', events, seedSeconds: round(seed.seconds, 2), readSeconds: round(elapsed, 2), batchMs: latencies(batchMs) },
    };
  } finally {
    await pool.end();
    await db.drop();
  }
}
