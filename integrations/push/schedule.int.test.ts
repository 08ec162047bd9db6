import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ProjectionRunner } from '../../projections/runner.js';
import { missingMappingFailure, pushStream, type PushCommand, type VendorErrorKind } from '../../domain/push/index.js';
import { failure, minute, projectedPushes, pushRequest } from '../../tests/support/pushes.js';
import { pushQueueProjection } from '../../projections/push-queue/projection.js';
import { retryExhaustedPushes, schedulePushes } from './schedule.js';

const t = projectedPushes(pushQueueProjection);

/** One push per way a push can end up: the automatic attempts ran out on each kind of error, or it is still going, done or cancelled. */
async function pushesThatStopped() {
  const clientId = randomUUID();
  const push = async (...steps: Array<(request: ReturnType<typeof pushRequest>) => PushCommand>) => {
    const request = pushRequest(clientId);
    await t.run(request, { type: 'RequestPush', request, at: minute(0) }, ...steps.map((step) => step(request)));
    return request.push_id;
  };
  const ranOut = (kind: VendorErrorKind, status: number | null) => () => ({ type: 'RecordAttemptFailed' as const, attempt: 1, error: failure(kind, status), nextAttemptAt: null, at: minute(1) });
  const pushIds = {
    unavailable: await push(ranOut('unavailable', 503)),
    rateLimited: await push(ranOut('rate_limited', 429)),
    unexpected: await push(ranOut('unexpected', 200)),
    invalidCredentials: await push(ranOut('invalid_credentials', 401)),
    invalidRequest: await push(ranOut('invalid_request', 422)),
    stillRetrying: await push(() => ({ type: 'RecordAttemptFailed', attempt: 1, error: failure('unavailable', 503), nextAttemptAt: minute(30), at: minute(1) })),
    cancelled: await push(ranOut('unavailable', 503), () => ({ type: 'CancelPush', by: null, at: minute(2) })),
    succeeded: await push(() => ({ type: 'RecordSuccess', attempt: 1, externalId: 'h-1', created: true, at: minute(1) })),
  };
  const request = pushRequest(clientId);
  await t.run(request, { type: 'RequestPush', request, failure: missingMappingFailure('harvest', [{ what: 'the project', code: 'invalid_request' }]), at: minute(0) });
  return { ...pushIds, missingMapping: request.push_id };
}

/** The pushes among `pushIds` whose last event is a retry, with who asked and when. */
async function retried(pushIds: Record<string, string>) {
  const found: Record<string, unknown> = {};
  for (const [name, pushId] of Object.entries(pushIds)) {
    const last = (await t.pushes.store.readStream(pushStream(pushId))).at(-1)!;
    if (last.type === 'PushRetryRequested') found[name] = last.data;
  }
  return found;
}

it('retries exactly the pushes whose automatic attempts ran out on an outage, and each once', async () => {
  const pushIds = await pushesThatStopped();
  const at = '2026-03-03T02:30:00.000Z';
  expect(await retryExhaustedPushes({ pool: t.db.pool, pushes: t.pushes.handler, now: () => new Date(at) })).toBe(3);
  const retry = { by: null, at };
  expect(await retried(pushIds)).toEqual({ unavailable: retry, rateLimited: retry, unexpected: retry });

  // The queue must show all three retries before the next night looks (in whichever order they were appended).
  for (const pushId of [pushIds.unavailable, pushIds.rateLimited, pushIds.unexpected]) await t.projectThrough((await t.pushes.store.readStream(pushStream(pushId))).at(-1)!.position);
  const queued = await t.db.pool.query(`SELECT status, next_attempt_at, retry_from FROM push_queue WHERE push_id = $1`, [pushIds.unavailable]);
  expect(queued.rows).toEqual([{ status: 'pending', next_attempt_at: new Date(at), retry_from: 1 }]);
  // Due again with a fresh budget: the next night leaves them alone unless they run out again.
  expect(await retryExhaustedPushes({ pool: t.db.pool, pushes: t.pushes.handler })).toBe(0);
});

it('runs the retry on its cron schedule', async () => {
  const pushIds = await pushesThatStopped();
  const runs: number[] = [];
  const live = new ProjectionRunner(t.db.pool, t.pushes.store, [pushQueueProjection]);
  live.start();
  const schedule = schedulePushes({ pool: t.db.pool, pushes: t.pushes.handler, nightly: '* * * * * *', now: () => new Date('2026-03-04T02:30:00.000Z'), onRetried: (count) => runs.push(count) });
  try {
    await expect.poll(() => runs.length).toBeGreaterThan(0);
  } finally {
    await schedule.stop();
    await live.stop();
  }
  const retry = { by: null, at: '2026-03-04T02:30:00.000Z' };
  expect(await retried(pushIds)).toEqual({ unavailable: retry, rateLimited: retry, unexpected: retry });
});
