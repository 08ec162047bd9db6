import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferenceStream } from '../../domain/preferences/index.js';
import { PostgresEventStore } from '../../eventstore/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.js';
import { readAllThrough } from '../../tests/support/visibility.js';
import { inTransaction } from '../checkpoints.js';
import { applyWanted } from '../projection.js';
import { rebuildProjection } from '../rebuild.js';
import { preferencesProjection } from './projection.js';
import { loadBlockCalculationSettings, loadLogThresholds, loadPreferenceLayers } from './queries.js';

const at = (minute: number) => `2026-01-05T08:0${minute}:00.000Z`;

describe('preferences projection', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });
  afterAll(async () => db.drop());

  const apply = (events: Awaited<ReturnType<PostgresEventStore['readAll']>>) => inTransaction(db.pool, (tx) => applyWanted(preferencesProjection, events, tx));
  const dump = async () => (await db.pool.query('SELECT * FROM preferences ORDER BY client_id, owner_id, chapter, key')).rows;

  it('keeps the last value per owner, chapter and key, and changes nothing when events are applied again', async () => {
    const clientId = crypto.randomUUID();
    const userId = crypto.randomUUID();
    const otherClient = crypto.randomUUID();
    const set = (client_id: string, user_id: string | null, chapter: string, values: Record<string, unknown>, minute: number) => ({
      type: 'PreferencesSet',
      data: { client_id, user_id, chapter, values, at: at(minute) },
    });
    await store.append(
      preferenceStream({ client_id: clientId, user_id: null }),
      [
        set(clientId, null, 'block_calculation_settings', { block_size: 300, round_type: 'up' }, 1),
        set(clientId, null, 'block_calculation_settings', { block_size: 600 }, 2),
        set(clientId, null, 'log_thresholds', { ignore: { email: 5 } }, 2),
      ],
      'no_stream',
    );
    await store.append(preferenceStream({ client_id: clientId, user_id: userId }), [set(clientId, userId, 'block_calculation_settings', { forced_block_size: 900 }, 3)], 'no_stream');
    const last = await store.append(preferenceStream({ client_id: otherClient, user_id: null }), [set(otherClient, null, 'block_calculation_settings', { block_size: 1 }, 4)], 'no_stream');
    const events = await readAllThrough(store, last.position);
    expect(events).toHaveLength(5);

    await apply(events.slice(0, 2));
    await apply(events.slice(2));
    const projected = await dump();
    expect(projected.filter((row) => row.client_id === clientId).map((row) => [row.user_id, row.chapter, row.key, row.value])).toEqual(
      expect.arrayContaining([
        [null, 'block_calculation_settings', 'block_size', 600],
        [null, 'block_calculation_settings', 'round_type', 'up'],
        [null, 'log_thresholds', 'ignore', { email: 5 }],
        [userId, 'block_calculation_settings', 'forced_block_size', 900],
      ]),
    );
    expect(projected).toHaveLength(5);

    await apply(events);
    await apply(events.slice(0, 1));
    expect(await dump()).toEqual(projected);

    expect(await loadBlockCalculationSettings(db.pool, clientId, userId)).toEqual({
      block_size: 600,
      forced_block_size: 900,
      round_type: 'up',
      ignore_threshold: 25,
      default_block_size: 360,
    });
    const stranger = crypto.randomUUID();
    expect(await loadBlockCalculationSettings(db.pool, clientId, stranger)).toMatchObject({ block_size: 600, forced_block_size: 360 });
    expect((await loadLogThresholds(db.pool, clientId, userId)).ignore).toMatchObject({ email: 5, web: 30 });
    expect((await loadLogThresholds(db.pool, otherClient, userId)).ignore.email).toBe(30);
    // The user's entries belong to their organisation: asked for under another one they are not there.
    expect((await loadPreferenceLayers(db.pool, otherClient, userId)).user.size).toBe(0);
  });

  it('deletes the rows of dropped keys, also when the key was set and dropped in one batch, and again changes nothing when replayed', async () => {
    const clientId = crypto.randomUUID();
    const owner = { client_id: clientId, user_id: crypto.randomUUID() };
    const data = (values: Record<string, unknown>, minute: number) => ({ ...owner, chapter: 'reminders', values, at: at(minute) });
    const first = await store.append(preferenceStream(owner), [{ type: 'PreferencesSet', data: data({ booking_time: '17:00', mail: true }, 1) }], 'no_stream');
    await apply(await readAllThrough(store, first.position));
    const last = await store.append(
      preferenceStream(owner),
      [
        { type: 'PreferencesDropped', data: { ...owner, chapter: 'reminders', keys: ['booking_time'], at: at(2) } },
        { type: 'PreferencesSet', data: data({ booking_time: '08:00' }, 3) },
        { type: 'PreferencesDropped', data: { ...owner, chapter: 'reminders', keys: ['booking_time', 'mail'], at: at(4) } },
        { type: 'PreferencesSet', data: data({ mail: false }, 5) },
      ],
      0,
    );
    const events = (await readAllThrough(store, last.position)).filter((event) => event.streamId === preferenceStream(owner));
    await apply(events);
    const own = async () => (await db.pool.query('SELECT key, value FROM preferences WHERE client_id = $1 ORDER BY key', [clientId])).rows;
    expect(await own()).toEqual([{ key: 'mail', value: false }]);
    await apply(events);
    expect(await own()).toEqual([{ key: 'mail', value: false }]);
  });

  it('rebuilds into fresh tables row for row (after the test above)', async () => {
    const live = await dump();
    expect(live.length).toBeGreaterThan(0);
    await rebuildProjection(db.pool, store, preferencesProjection, { batchSize: 2 });
    expect(await dump()).toEqual(live);
  });
});
