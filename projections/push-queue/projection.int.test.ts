import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { START } from '../../eventstore/port.js';
import { missingMappingFailure } from '../../domain/push/index.js';
import { failure, minute, projectedPushes, pushRequest } from '../../tests/support/pushes.js';
import { inTransaction } from '../checkpoints.js';
import { applyWanted } from '../projection.js';
import { pushQueueProjection } from './projection.js';

describe('push-queue projection', () => {
  const t = projectedPushes(pushQueueProjection);
  const clientId = randomUUID();
  const row = async (pushId: string) =>
    (
      await t.db.pool.query(
        `SELECT status, attempts, retry_from, next_attempt_at, external_id, error, requested_at FROM push_queue WHERE push_id = $1`,
        [pushId],
      )
    ).rows[0];
  const at = (n: number) => new Date(minute(n));

  it('follows a push from its request through failed attempts, a retry and its success', async () => {
    const request = pushRequest(clientId, { system: 'teamleader' });
    await t.run(request, { type: 'RequestPush', request, at: minute(0) });
    const { rows } = await t.db.pool.query(`SELECT client_id, user_id, day_id, activity_id, to_char(date, 'YYYY-MM-DD') AS date, system, connection_user, entry FROM push_queue`);
    expect(rows).toEqual([
      { client_id: clientId, user_id: request.user_id, day_id: request.day_id, activity_id: request.activity_id, date: '2026-03-02', system: 'teamleader', connection_user: null, entry: { ...request.entry, booked: request.booked } },
    ]);
    const pending = { status: 'pending', attempts: 0, retry_from: 0, next_attempt_at: at(0), external_id: null, error: null, requested_at: at(0) };
    expect(await row(request.push_id)).toEqual(pending);

    await t.run(request, { type: 'RecordAttemptFailed', attempt: 1, error: failure('unavailable', 503), nextAttemptAt: minute(5), at: minute(1) });
    expect(await row(request.push_id)).toEqual({ ...pending, attempts: 1, next_attempt_at: at(5), error: failure('unavailable', 503) });

    await t.run(request, { type: 'RecordAttemptFailed', attempt: 2, error: failure('invalid_credentials', 401), nextAttemptAt: null, at: minute(6) });
    expect(await row(request.push_id)).toEqual({ ...pending, attempts: 2, next_attempt_at: null, error: failure('invalid_credentials', 401) });

    await t.run(request, { type: 'RetryPush', by: randomUUID(), at: minute(10) });
    expect(await row(request.push_id)).toEqual({ ...pending, attempts: 2, retry_from: 2, next_attempt_at: at(10), error: failure('invalid_credentials', 401) });

    await t.run(request, { type: 'RecordSuccess', attempt: 3, externalId: 'te-1', created: true, at: minute(11) });
    expect(await row(request.push_id)).toEqual({ ...pending, status: 'succeeded', attempts: 3, retry_from: 2, next_attempt_at: null, external_id: 'te-1' });
  });

  it('keeps a push that cannot be tried (no mapping) waiting, cancels it, and takes it up again on a retry', async () => {
    const request = pushRequest(clientId);
    const missing = missingMappingFailure('harvest', [{ what: 'the project', code: 'invalid_request' }]);
    await t.run(request, { type: 'RequestPush', request, failure: missing, at: minute(20) });
    const waiting = { status: 'pending', attempts: 1, retry_from: 0, next_attempt_at: null, external_id: null, error: missing, requested_at: at(20) };
    expect(await row(request.push_id)).toEqual(waiting);

    await t.run(request, { type: 'CancelPush', by: randomUUID(), at: minute(21) });
    expect(await row(request.push_id)).toEqual({ ...waiting, status: 'cancelled' });

    await t.run(request, { type: 'RetryPush', by: randomUUID(), at: minute(22) });
    expect(await row(request.push_id)).toEqual({ ...waiting, retry_from: 1, next_attempt_at: at(22) });
  });

  it('changes nothing when events are applied again, all or a first part of them', async () => {
    const request = pushRequest(clientId, { system: 'xero' });
    await t.run(request, { type: 'RequestPush', request, at: minute(30) }, { type: 'RecordAttemptFailed', attempt: 1, error: failure('rate_limited', 429), nextAttemptAt: minute(31), at: minute(30) });
    const projected = (await t.db.pool.query('SELECT * FROM push_queue ORDER BY push_id')).rows;
    const events = await t.pushes.store.readAll(START, 1000);
    expect(events.length).toBeGreaterThan(10);

    await inTransaction(t.db.pool, (tx) => applyWanted(pushQueueProjection, events, tx));
    await inTransaction(t.db.pool, (tx) => applyWanted(pushQueueProjection, events.slice(0, 3), tx));
    expect((await t.db.pool.query('SELECT * FROM push_queue ORDER BY push_id')).rows).toEqual(projected);
  });
});
