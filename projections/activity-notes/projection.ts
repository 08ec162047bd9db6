import { ACTIVITY_NOTE_STREAM_PREFIX, activityNoteEventTypes, activityOfNoteStream, type ActivityNoteEvent } from '../../domain/activity-notes/index.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';

/** The activity notes read model: a row per note, timestamped with its last writing. */
export const activityNotesProjection: Projection<ActivityNoteEvent> = {
  name: 'activity-notes',
  streams: [ACTIVITY_NOTE_STREAM_PREFIX],
  eventTypes: activityNoteEventTypes,
  tables: ['activity_notes', 'activity_notes_stream_revisions'],
  async apply(events, db) {
    for (const event of await unappliedEvents(db, 'activity_notes_stream_revisions', events)) {
      if (event.type === 'ActivityNoteCleared') {
        await db.query('DELETE FROM activity_notes WHERE activity_id = $1', [activityOfNoteStream(event.streamId)]);
        continue;
      }
      const { id, client_id, user_id, day_id, activity_id, description, at } = event.data;
      await db.query(
        `INSERT INTO activity_notes (id, client_id, user_id, day_id, activity_id, description, timestamp)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (activity_id) DO UPDATE SET description = excluded.description, timestamp = excluded.timestamp`,
        [id, client_id, user_id, day_id, activity_id, description, at],
      );
    }
  },
};
