import { SingleBar, Presets } from 'cli-progress';
import pg from 'pg';
import { readSettings } from '../config/settings.js';
import { openDatabase } from '../db/database.js';
import { KurrentDbEventStore } from '../eventstore/kurrentdb/kurrentdb-event-store.js';
import type { EventStore } from '../eventstore/port.js';
import { PostgresEventStore } from '../eventstore/postgres/postgres-event-store.js';
import { projections } from '../projections/index.js';
import { rebuildProjection } from '../projections/rebuild.js';

/**
 * `npm run rebuild [-- name …]`: replays every event into fresh read-model tables and swaps them in.
 * The portal may keep running meanwhile; it goes on serving the old tables until the swap.
 */
const names = process.argv.slice(2);
const unknown = names.filter((name) => !projections.some((projection) => projection.name === name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown projection ${unknown.join(', ')}; known: ${projections.map((p) => p.name).join(', ')}\n`);
  process.exit(2);
}
const chosen = names.length > 0 ? projections.filter((projection) => names.includes(projection.name)) : projections;

const settings = readSettings();
const database = await openDatabase(settings, (message) => process.stderr.write(`${message}\n`));
const pool = new pg.Pool({ connectionString: database.url, max: 4 });
const store: EventStore =
  settings.eventStore === 'kurrentdb' && settings.kurrentdbUrl ? KurrentDbEventStore.connect(settings.kurrentdbUrl) : new PostgresEventStore(pool);
try {
  for (const projection of chosen) {
    const bar = new SingleBar({ format: `${projection.name.padEnd(16)} [{bar}] {percentage}% | {value}/{total} events | {eta_formatted} left` }, Presets.shades_classic);
    bar.start(1, 0);
    const started = Date.now();
    const result = await rebuildProjection(pool, store, projection, {
      onProgress: ({ applied, total }) => {
        bar.setTotal(total);
        bar.update(applied);
      },
    });
    bar.update(result.events);
    bar.stop();
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`${projection.name}: ${result.events} events replayed in ${seconds.toFixed(1)} s and swapped in.\n`);
  }
} finally {
  await store.close();
  await pool.end();
  await database.stop();
}
