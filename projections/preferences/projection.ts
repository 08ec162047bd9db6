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
 * a batch folds to the last value per key and is written with one upsert; nothing needs reading first.
 */
export const preferencesProjection: Projection<PreferenceEvent> = {
  name: 'preferences',
  streams: [PREFERENCES_STREAM_PREFIX],
  eventTypes: preferenceEventTypes,
  tables: ['preferences', 'preferences_stream_revisions'],
  async apply(events, db) {
    const fresh = await unappliedEvents(db, 'preferences_stream_revisions', events);
    if (fresh.length === 0) return;
    const rows = new Map<string, PreferenceRow>();
    for (const { data } of fresh) {
      const owner_id = data.user_id ?? data.client_id;
      for (const [key, value] of Object.entries(data.values)) {
        rows.set(JSON.stringify([data.client_id, owner_id, data.chapter, key]), {
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
    const kept = [...rows.values()];
    const column = <K extends keyof PreferenceRow>(name: K) => kept.map((row) => row[name]);
    await db.query(
      `INSERT INTO preferences (client_id, owner_id, user_id, chapter, key, value, updated_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::jsonb[], $7::timestamptz[])
       ON CONFLICT (client_id, owner_id, chapter, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      [column('client_id'), column('owner_id'), column('user_id'), column('chapter'), column('key'), column('value'), column('updated_at')],
    );
  },
};
