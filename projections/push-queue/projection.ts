import type pg from 'pg';
import type { Projection } from '../projection.js';
import type { RecordedEvent } from '../../eventstore/port.js';
import { PUSH_STREAM_PREFIX, pushEventTypes, pushIdOf, type Push, type PushEvent } from '../../domain/push/index.js';

/**
 * The push queue: one row per push with its status and when the next attempt is due. Every write is guarded
 * by the stream revision, because the worker writes the outcome of its own attempt too (so it does not claim
 * a push again before this projection has caught up); whichever comes second changes nothing.
 */
export const pushQueueProjection: Projection<PushEvent> = {
  name: 'push-queue',
  streams: [PUSH_STREAM_PREFIX],
  eventTypes: pushEventTypes,
  tables: ['push_queue'],
  async apply(events, db) {
    for (const event of events) await applyToQueue(db, event);
  },
};

async function applyToQueue(db: pg.ClientBase, event: RecordedEvent<PushEvent>): Promise<void> {
  const pushId = pushIdOf(event.streamId);
  const revision = event.revision;
  switch (event.type) {
    case 'PushRequested': {
      const d = event.data;
      await db.query(
        `INSERT INTO push_queue (push_id, client_id, user_id, day_id, activity_id, date, system, connection_user, entry, status, attempts, next_attempt_at, revision, requested_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', 0, $10, $11, $10) ON CONFLICT (push_id) DO NOTHING`,
        [pushId, d.client_id, d.user_id, d.day_id, d.activity_id, d.date, d.system, d.connection_user, JSON.stringify({ ...d.entry, booked: d.booked }), d.at, revision],
      );
      return;
    }
    case 'PushAttemptFailed':
      await update(db, pushId, revision, { attempts: event.data.attempt, next_attempt_at: event.data.next_attempt_at, error: JSON.stringify(event.data.error) });
      return;
    case 'PushSucceeded':
      await update(db, pushId, revision, { status: 'succeeded', attempts: event.data.attempt, next_attempt_at: null, external_id: event.data.external_id, error: null });
      return;
    case 'PushCancelled':
      await update(db, pushId, revision, { status: 'cancelled', next_attempt_at: null });
      return;
    case 'PushRetryRequested':
      await db.query(
        `UPDATE push_queue SET status = 'pending', retry_from = attempts, next_attempt_at = $3, revision = $2 WHERE push_id = $1 AND revision < $2`,
        [pushId, revision, event.data.at],
      );
      return;
  }
}

/** A worker's own outcome, written to the row at once; the projection's write of the same revision then changes nothing. */
export async function writeOutcome(db: pg.Pool, pushId: string, revision: number, push: Push): Promise<void> {
  await update(db, pushId, revision, {
    status: push.status,
    attempts: push.attempts,
    next_attempt_at: push.nextAttemptAt,
    external_id: push.externalId,
    error: push.lastError ? JSON.stringify(push.lastError) : null,
  });
}

/** Sets the given columns when the row has not seen `revision` yet. */
async function update(db: pg.ClientBase | pg.Pool, pushId: string, revision: number, fields: Record<string, unknown>): Promise<void> {
  const names = Object.keys(fields);
  const sets = names.map((name, i) => `${name} = $${i + 3}`).join(', ');
  await db.query(`UPDATE push_queue SET ${sets}, revision = $2 WHERE push_id = $1 AND revision < $2`, [pushId, revision, ...names.map((n) => fields[n])]);
}
