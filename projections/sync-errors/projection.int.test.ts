import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { START } from '../../eventstore/port.js';
import { failure, minute, projectedPushes, pushRequest } from '../../tests/support/pushes.js';
import { inTransaction } from '../checkpoints.js';
import { applyWanted } from '../projection.js';
import { syncErrorsProjection } from './projection.js';
import { listSyncErrors } from './queries.js';

describe('sync-errors projection', () => {
  const t = projectedPushes(syncErrorsProjection);
  const clientId = randomUUID();
  const errorOf = async (pushId: string) =>
    (
      await t.db.pool.query(
        `SELECT error_code, error_kind, error_message, error_status, attempts, next_attempt_at, failed_at FROM sync_errors WHERE push_id = $1`,
        [pushId],
      )
    ).rows[0];
  const listed = async () => (await listSyncErrors(t.db.pool, clientId, { page: 1, limit: 100 })).rows.map((row) => row.push_id);
  const at = (n: number) => new Date(minute(n));
  const none = { error_code: null, error_kind: null, error_message: null, error_status: null, attempts: 0, next_attempt_at: null, failed_at: null };
  const failed = (kind: Parameters<typeof failure>[0], status: number | null) => {
    const f = failure(kind, status);
    return { error_code: f.code, error_kind: f.kind, error_message: f.message, error_status: f.status };
  };

  it('lists a push while its last attempt failed, with what was booked, and takes it off once it succeeds', async () => {
    const request = pushRequest(clientId, { date: '2026-03-03' });
    await t.run(request, { type: 'RequestPush', request, at: minute(0) });
    const { rows } = await t.db.pool.query(
      `SELECT client_id, user_id, day_id, activity_id, to_char(date, 'YYYY-MM-DD') AS date, system, contact_id, project_id, subproject_id, working_code_id, published_duration, description
         FROM sync_errors`,
    );
    expect(rows).toEqual([
      { client_id: clientId, user_id: request.user_id, day_id: request.day_id, activity_id: request.activity_id, date: '2026-03-03', system: 'harvest', ...request.booked, published_duration: 5400, description: 'Design review' },
    ]);
    expect(await errorOf(request.push_id)).toEqual(none);
    expect(await listed()).toEqual([]);

    await t.run(request, { type: 'RecordAttemptFailed', attempt: 1, error: failure('unavailable', 503), nextAttemptAt: minute(5), at: minute(1) });
    expect(await errorOf(request.push_id)).toEqual({ ...failed('unavailable', 503), attempts: 1, next_attempt_at: at(5), failed_at: at(1) });
    await t.run(request, { type: 'RecordAttemptFailed', attempt: 2, error: failure('invalid_credentials', 401), nextAttemptAt: null, at: minute(6) });
    expect(await errorOf(request.push_id)).toEqual({ ...failed('invalid_credentials', 401), attempts: 2, next_attempt_at: null, failed_at: at(6) });
    expect(await listed()).toEqual([request.push_id]);

    await t.run(request, { type: 'RetryPush', by: randomUUID(), at: minute(10) });
    expect(await errorOf(request.push_id)).toEqual({ ...failed('invalid_credentials', 401), attempts: 2, next_attempt_at: at(10), failed_at: at(6) });
    expect(await listed()).toEqual([request.push_id]);

    await t.run(request, { type: 'RecordSuccess', attempt: 3, externalId: 'h-1', created: true, at: minute(11) });
    expect(await errorOf(request.push_id)).toEqual({ ...none, attempts: 2, failed_at: at(6) });
    expect(await listed()).toEqual([]);
  });

  it('takes a cancelled push off the list and lists it again when a retry fails again', async () => {
    const request = pushRequest(clientId, { system: 'jira' });
    await t.run(request, { type: 'RequestPush', request, failure: failure('invalid_request'), at: minute(20) });
    expect(await errorOf(request.push_id)).toEqual({ ...failed('invalid_request', null), attempts: 1, next_attempt_at: null, failed_at: at(20) });
    expect(await listed()).toEqual([request.push_id]);

    await t.run(request, { type: 'CancelPush', by: randomUUID(), at: minute(21) });
    expect(await listed()).toEqual([]);

    await t.run(request, { type: 'RetryPush', by: randomUUID(), at: minute(22) }, { type: 'RecordAttemptFailed', attempt: 2, error: failure('rate_limited', 429), nextAttemptAt: null, at: minute(23) });
    expect(await errorOf(request.push_id)).toEqual({ ...failed('rate_limited', 429), attempts: 2, next_attempt_at: null, failed_at: at(23) });
    expect(await listed()).toEqual([request.push_id]);
  });

  it('changes nothing when events are applied again, all or a first part of them', async () => {
    const dump = async () => (await t.db.pool.query('SELECT * FROM sync_errors ORDER BY push_id')).rows;
    const projected = await dump();
    const events = await t.pushes.store.readAll(START, 1000);
    expect(events.length).toBeGreaterThan(8);

    await inTransaction(t.db.pool, (tx) => applyWanted(syncErrorsProjection, events, tx));
    await inTransaction(t.db.pool, (tx) => applyWanted(syncErrorsProjection, events.slice(0, 4), tx));
    expect(await dump()).toEqual(projected);
  });
});
