import { PREFERENCES_STREAM_PREFIX, preferenceEventTypes, type PreferenceEvent } from '../../domain/preferences/index.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';

interface PreferenceRow {
  client_id: string;
  owner_id: string;
  user_id: string | null;
  chapter: string;
  key: string;
  value: string;
  updated_at: string;
}

/**
 * The preferences read model: one row per owner, chapter and key. Events carry each key's whole value, so
 * a batch folds to the last value per key (or its drop) and is written with one delete and one upsert; nothing needs
 * reading first.
 */
export const preferencesProjection: Projection<PreferenceEvent> = {
  name: 'preferences',
  streams: [PREFERENCES_STREAM_PREFIX],
  eventTypes: preferenceEventTypes,
  tables: ['preferences', 'preferences_stream_revisions'],
  async apply(events, db) {
    const fresh = await unappliedEvents(db, 'preferences_stream_revisions', events);
    if (fresh.length === 0) return;
    // The last word per key in the batch: a row to write, or null where the owner dropped the key.
    const rows = new Map<string, PreferenceRow | null>();
    const keyOf = (data: PreferenceEvent['data'], owner_id: string, key: string) => JSON.stringify([data.client_id, owner_id, data.chapter, key]);
    for (const { type, data } of fresh) {
      const owner_id = data.user_id ?? data.client_id;
      if (type === 'PreferencesDropped') {
        for (const key of data.keys) rows.set(keyOf(data, owner_id, key), null);
        continue;
      }
      for (const [key, value] of Object.entries(data.values)) {
        rows.set(keyOf(data, owner_id, key), {
          client_id: data.client_id,
          owner_id,
          user_id: data.user_id,
          chapter: data.chapter,
          key,
          value: JSON.stringify(value),
          updated_at: data.at,
        });
      }
    }
    const dropped = [...rows.entries()].filter(([, row]) => row === null).map(([key]) => key);
    if (dropped.length > 0) {
      await db.query(
        `DELETE FROM preferences p USING jsonb_array_elements($1::jsonb) AS gone
         WHERE p.client_id = (gone->>0)::uuid AND p.owner_id = (gone->>1)::uuid AND p.chapter = gone->>2 AND p.key = gone->>3`,
        [JSON.stringify(dropped.map((key) => JSON.parse(key)))],
      );
    }
    const kept = [...rows.values()].filter((row): row is PreferenceRow => row !== null);
    if (kept.length === 0) return;
    const column = <K extends keyof PreferenceRow>(name: K) => kept.map((row) => row[name]);
    await db.query(
      `INSERT INTO preferences (client_id, owner_id, user_id, chapter, key, value, updated_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::jsonb[], $7::timestamptz[])
       ON CONFLICT (client_id, owner_id, chapter, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      [column('client_id'), column('owner_id'), column('user_id'), column('chapter'), column('key'), column('value'), column('updated_at')],
    );
  },
};
