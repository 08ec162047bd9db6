import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { rebuildProjection } from '../../projections/rebuild.js';
import { minute, projectedPushes, pushRequest } from '../../tests/support/pushes.js';
import { claimDuePushes } from './queue.js';
import { pushQueueProjection } from '../../projections/push-queue/projection.js';

/** A lease is the worker's runtime state: `npm run rebuild` of push-queue must not hand a push under way to another worker. */

const t = projectedPushes(pushQueueProjection);
const claim = (owner: string, now: Date) =>
  claimDuePushes(t.db.pool, { now, leaseUntil: new Date(now.getTime() + 60_000), owner, limit: 10, perOrganisation: 4, busy: new Map(), excluded: [], waiting: [], inFlight: [] });

it('keeps the lease of a push being attempted through a rebuild of the push queue: no second claim until it ends', async () => {
  const request = pushRequest(randomUUID());
  await t.run(request, { type: 'RequestPush', request, at: minute(0) });
  const now = new Date(minute(1));
  expect((await claim('worker-a', now)).map((push) => push.push_id)).toEqual([request.push_id]);

  await rebuildProjection(t.db.pool, t.pushes.store, pushQueueProjection);
  expect((await t.db.pool.query(`SELECT push_id FROM push_queue`)).rows).toEqual([{ push_id: request.push_id }]);

  expect(await claim('worker-b', new Date(now.getTime() + 59_000))).toEqual([]);
  expect((await claim('worker-b', new Date(now.getTime() + 61_000))).map((push) => push.push_id)).toEqual([request.push_id]);
});
