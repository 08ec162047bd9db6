import { clientOfCustomFieldsStream, CUSTOM_FIELDS_STREAM_PREFIX, customFieldEventTypes, levelsOf, type CustomFieldEvent } from '../../domain/custom-fields/index.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';

/** The custom fields read model: a firm defines a handful, so a statement per event. */
export const customFieldsProjection: Projection<CustomFieldEvent> = {
  name: 'custom-fields',
  streams: [CUSTOM_FIELDS_STREAM_PREFIX],
  eventTypes: customFieldEventTypes,
  tables: ['custom_fields', 'custom_fields_stream_revisions'],
  async apply(events, db) {
    for (const event of await unappliedEvents(db, 'custom_fields_stream_revisions', events)) {
      const clientId = clientOfCustomFieldsStream(event.streamId);
      switch (event.type) {
        case 'CustomFieldDefined': {
          const { id, key, name, type, applies_to, options, at } = event.data;
          await db.query(
            `INSERT INTO custom_fields (client_id, id, key, name, type, applies_to, levels, options, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
             ON CONFLICT (client_id, id) DO UPDATE SET name = excluded.name, levels = excluded.levels, options = excluded.options, updated_at = excluded.updated_at`,
            [clientId, id, key, name, type, applies_to, levelsOf(event.data), options, at],
          );
          break;
        }
        case 'CustomFieldChanged':
          // An event recorded before fields named their levels leaves them as they are.
          await db.query('UPDATE custom_fields SET name = $3, options = $4, levels = coalesce($6, levels), updated_at = $5 WHERE client_id = $1 AND id = $2', [
            clientId,
            event.data.id,
            event.data.name,
            event.data.options,
            event.data.at,
            event.data.levels ?? null,
          ]);
          break;
        case 'CustomFieldRemoved':
          await db.query('DELETE FROM custom_fields WHERE client_id = $1 AND id = $2', [clientId, event.data.id]);
          break;
      }
    }
  },
};
