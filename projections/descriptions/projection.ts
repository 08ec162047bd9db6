import { DESCRIPTION_STREAM_PREFIX, descriptionEventTypes, descriptionIdOf, type DescriptionEvent } from '../../domain/descriptions/index.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';

/** The descriptions read model: one row per description; a firm keeps tens of them, so a statement per event. */
export const descriptionsProjection: Projection<DescriptionEvent> = {
  name: 'descriptions',
  streams: [DESCRIPTION_STREAM_PREFIX],
  eventTypes: descriptionEventTypes,
  tables: ['descriptions', 'descriptions_stream_revisions'],
  async apply(events, db) {
    for (const event of await unappliedEvents(db, 'descriptions_stream_revisions', events)) {
      const id = descriptionIdOf(event.streamId);
      switch (event.type) {
        case 'DescriptionCreated': {
          const { client_id, owner_id, dimension_id, description, enabled, personal, user_ids, at } = event.data;
          await db.query(
            `INSERT INTO descriptions (id, client_id, owner_id, dimension_id, description, enabled, personal, user_ids, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
             ON CONFLICT (id) DO UPDATE SET owner_id = excluded.owner_id, dimension_id = excluded.dimension_id, description = excluded.description,
               enabled = excluded.enabled, personal = excluded.personal, user_ids = excluded.user_ids, created_at = excluded.created_at, updated_at = excluded.updated_at`,
            [id, client_id, owner_id, dimension_id, description, enabled, personal, user_ids, at],
          );
          break;
        }
        case 'DescriptionChanged': {
          const { dimension_id, description, enabled, personal, at } = event.data;
          await db.query('UPDATE descriptions SET dimension_id = $2, description = $3, enabled = $4, personal = $5, updated_at = $6 WHERE id = $1', [
            id,
            dimension_id,
            description,
            enabled,
            personal,
            at,
          ]);
          break;
        }
        case 'DescriptionUsersSet':
          await db.query('UPDATE descriptions SET user_ids = $2, updated_at = $3 WHERE id = $1', [id, event.data.user_ids, event.data.at]);
          break;
        case 'DescriptionDeleted':
          await db.query('DELETE FROM descriptions WHERE id = $1', [id]);
          break;
      }
    }
  },
};
