import type pg from 'pg';
import { PUSH_STREAM_PREFIX, pushEventTypes, pushIdOf, type PushEvent } from '../../domain/push/index.js';
import type { RecordedEvent } from '../../eventstore/port.js';
import type { Projection } from '../projection.js';

/**
 * Sync errors (product-spec §3): a row per push from its request on, listed while its last attempt failed, with what
 * was booked, the published duration and the vendor's message; off the list (error cleared) once the push
 * succeeds or is cancelled. Writes are guarded by the stream revision, so a replayed event changes nothing.
 */
export const syncErrorsProjection: Projection<PushEvent> = {
  name: 'sync-errors',
  streams: [PUSH_STREAM_PREFIX],
  eventTypes: pushEventTypes,
  tables: ['sync_errors'],
  async apply(events, db) {
    for (const event of events) await applyEvent(db, event);
  },
};

async function applyEvent(db: pg.ClientBase, event: RecordedEvent<PushEvent>): Promise<void> {
  const pushId = pushIdOf(event.streamId);
  const revision = event.revision;
  switch (event.type) {
    case 'PushRequested': {
      const d = event.data;
      await db.query(
        `INSERT INTO sync_errors (push_id, client_id, user_id, day_id, activity_id, date, system, contact_id, project_id, subproject_id,
           working_code_id, published_duration, description, attempts, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, $14) ON CONFLICT (push_id) DO NOTHING`,
        [pushId, d.client_id, d.user_id, d.day_id, d.activity_id, d.date, d.system, d.booked.contact_id, d.booked.project_id,
          d.booked.subproject_id, d.booked.working_code_id, d.published_duration, d.entry.description || null, revision],
      );
      return;
    }
    case 'PushAttemptFailed': {
      const { error, attempt, next_attempt_at, at } = event.data;
      await db.query(
        `UPDATE sync_errors SET error_code = $3, error_kind = $4, error_message = $5, error_status = $6, attempts = $7,
           next_attempt_at = $8, failed_at = $9, revision = $2
         WHERE push_id = $1 AND revision < $2`,
        [pushId, revision, error.code, error.kind, error.message, error.status, attempt, next_attempt_at, at],
      );
      return;
    }
    case 'PushRetryRequested':
      await db.query(`UPDATE sync_errors SET next_attempt_at = $3, revision = $2 WHERE push_id = $1 AND revision < $2`, [pushId, revision, event.data.at]);
      return;
    case 'PushSucceeded':
    case 'PushCancelled':
      // Off the list; the row stays (without an error) so a retry after a cancel that fails again is listed again.
      await db.query(
        `UPDATE sync_errors SET error_code = NULL, error_kind = NULL, error_message = NULL, error_status = NULL, next_attempt_at = NULL, revision = $2
         WHERE push_id = $1 AND revision < $2`,
        [pushId, revision],
      );
      return;
  }
}
