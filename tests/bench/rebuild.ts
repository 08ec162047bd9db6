import pg from 'pg';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { contactsProjection } from '../../projections/contacts/projection.js';
import { rebuildProjection, type RebuildProgress } from '../../projections/rebuild.js';
import { copyFromStdin, copyText } from '../../db/copy.js';
import { seedContactHistory } from './seed.js';
import { round, scratchDatabase, seconds, type BenchOptions, type BenchResult } from './support.js';

const COLUMNS = 'client_id, id, name, code, type, deleted_at, created_at, updated_at';

/**
 * Rebuilds the contacts read model from a history of creates and updates for ~100 organisations, then
 * compares with the floor for writing its result: COPY of the final rows into an empty copy of the table.
 */
export async function rebuildBench({ quick, server, log }: BenchOptions & { log: (message: string) => void }): Promise<BenchResult> {
  const events = quick ? 250_000 : 1_000_000;
  const streams = 100;
  const contactsPerStream = events / streams / 4; // a quarter creates, three quarters updates
  const db = await scratchDatabase(server.adminUrl, 'rebuild');
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    const seed = await seedContactHistory(pool, { events, streams, contactsPerStream });
    const progress: Array<RebuildProgress & { seconds: number }> = [];
    let nextReport = 0.25;
    const start = process.hrtime.bigint();
    const rebuilt = await rebuildProjection(pool, new PostgresEventStore(pool), contactsProjection, {
      batchSize: 5000,
      onProgress: (step) => {
        progress.push({ ...step, seconds: round(seconds(start), 2) });
        if (step.applied / step.total >= nextReport) {
          log(`  rebuild progress ${step.applied}/${step.total} after ${seconds(start).toFixed(1)} s`);
          nextReport += 0.25;
        }
      },
    });
    const rebuildSeconds = seconds(start);
    const rebuildRate = rebuilt.events / rebuildSeconds;

    const copy = await copyBaseline(pool);
    if (copy.rows !== streams * contactsPerStream) throw new Error(`Rebuilt ${copy.rows} contacts, expected ${streams * contactsPerStream}`);
    return {
      figures: [
        { figure: `rebuild: contacts events/s (${events.toLocaleString('en-US')} events)`, value: round(rebuildRate), unit: '/s' },
        { figure: 'rebuild: duration', value: round(rebuildSeconds, 2), unit: 's' },
        { figure: `rebuild: baseline COPY FROM STDIN rows/s (${copy.rows.toLocaleString('en-US')} rows)`, value: round(copy.rows / copy.seconds), unit: '/s' },
        { figure: 'rebuild: ratio events/s ÷ COPY rows/s', value: round(rebuildRate / (copy.rows / copy.seconds), 3), unit: '' },
      ],
      details: {
        events,
        streams,
        contacts: copy.rows,
        seedSeconds: round(seed.seconds, 2),
        rebuildSeconds: round(rebuildSeconds, 2),
        copySeconds: round(copy.seconds, 3),
        copyMethod: 'COPY contacts_copy FROM STDIN (text format), payload generated from the rebuilt rows, sent by a pg submittable (pg-copy-streams is not installed)',
        progressCallbacks: progress.length,
        firstProgress: progress[0],
        lastProgress: progress[progress.length - 1],
      },
    };
  } finally {
    await pool.end();
    await db.drop();
  }
}

/** The rebuilt rows, exported as COPY text, loaded into an empty copy of `contacts` (same indexes); only the load is timed. */
async function copyBaseline(pool: pg.Pool): Promise<{ rows: number; seconds: number }> {
  const { rows } = await pool.query<Array<string | null>>({
    text: `SELECT ${COLUMNS.split(', ').map((column) => `${column}::text`).join(', ')} FROM contacts`,
    rowMode: 'array',
  });
  const payload = Buffer.from(rows.map((row) => `${row.map(copyText).join('\t')}\n`).join(''));
  await pool.query('CREATE TABLE contacts_copy (LIKE contacts INCLUDING ALL)');
  const client = await pool.connect();
  try {
    const start = process.hrtime.bigint();
    const copied = await copyFromStdin(client, `COPY contacts_copy (${COLUMNS}) FROM STDIN`, payload);
    return { rows: copied, seconds: seconds(start) };
  } finally {
    client.release();
  }
}
