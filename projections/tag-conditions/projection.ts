import { TAG_CONDITION_STREAM_PREFIX, tagConditionEventTypes, tagConditionIdOf, type ConditionTarget, type TagConditionEvent } from '../../domain/tag-conditions/index.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';

const contactOf = (target: ConditionTarget) => (target.status === 'contact' ? target.contact_id : null);

/** The tag conditions read model: one row per condition; an administrator's handful per firm, so a statement per event. */
export const tagConditionsProjection: Projection<TagConditionEvent> = {
  name: 'tag_conditions',
  streams: [TAG_CONDITION_STREAM_PREFIX],
  eventTypes: tagConditionEventTypes,
  tables: ['tag_conditions', 'tag_conditions_stream_revisions'],
  async apply(events, db) {
    for (const event of await unappliedEvents(db, 'tag_conditions_stream_revisions', events)) {
      const id = tagConditionIdOf(event.streamId);
      switch (event.type) {
        case 'TagConditionCreated': {
          const { client_id, type, value, target, forced, at } = event.data;
          await db.query(
            `INSERT INTO tag_conditions (id, client_id, type, value, contact_id, internal, forced, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
             ON CONFLICT (id) DO UPDATE SET type = excluded.type, value = excluded.value, contact_id = excluded.contact_id,
               internal = excluded.internal, forced = excluded.forced, created_at = excluded.created_at, updated_at = excluded.updated_at`,
            [id, client_id, type, value, contactOf(target), target.status === 'internal', forced, at],
          );
          break;
        }
        case 'TagConditionChanged': {
          const { target, forced, at } = event.data;
          await db.query('UPDATE tag_conditions SET contact_id = $2, internal = $3, forced = $4, updated_at = $5 WHERE id = $1', [
            id,
            contactOf(target),
            target.status === 'internal',
            forced,
            at,
          ]);
          break;
        }
        case 'TagConditionDeleted':
          await db.query('DELETE FROM tag_conditions WHERE id = $1', [id]);
          break;
      }
    }
  },
};
