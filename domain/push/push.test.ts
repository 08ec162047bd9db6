import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.js';
import { pushDecider } from './commands.js';
import { PushNotFoundError } from './errors.js';
import type { PushEvent, PushRequest } from './events.js';
import { pushIdFor } from './push-id.js';

const spec = deciderSpec(pushDecider);
const at = '2026-03-02T18:00:00.000Z';
const request: PushRequest = {
  push_id: pushIdFor('a1', 'harvest'),
  activity_id: 'a1',
  day_id: 'd1',
  client_id: 'c1',
  user_id: 'u1',
  date: '2026-03-02',
  system: 'harvest',
  connection_user: null,
  booked: { contact_id: 'k1', project_id: 'p1', subproject_id: null, working_code_id: null },
  published_duration: 3600,
  entry: { date: '2026-03-02', startedAt: '2026-03-02T09:00:00Z', durationSeconds: 3600, description: 'x', target: { projectId: '1', taskId: '2' } },
};
const requested: PushEvent = { type: 'PushRequested', data: { ...request, at } };
const failure = { kind: 'unavailable' as const, code: 'unexpected_result' as const, message: 'down', status: 503 };
const failed = (attempt: number, next: string | null): PushEvent => ({ type: 'PushAttemptFailed', data: { error: failure, attempt, next_attempt_at: next, at } });

describe('a push', () => {
  it('has one id per activity and system, whatever publishes it again', () => {
    expect(pushIdFor('a1', 'harvest')).toBe(request.push_id);
    expect(pushIdFor('a1', 'xero')).not.toBe(request.push_id);
  });

  it('is requested once: a replayed publish asks again and nothing happens', () => {
    spec.given([]).when({ type: 'RequestPush', request, at }).then([requested]);
    spec.given([requested]).when({ type: 'RequestPush', request, at }).then([]);
  });

  it('with a missing mapping is requested and failed at once, waiting for a person', () => {
    const missing = { kind: 'invalid_request' as const, code: 'invalid_request' as const, message: 'map it', status: null };
    spec.given([]).when({ type: 'RequestPush', request, failure: missing, at }).then([requested, { type: 'PushAttemptFailed', data: { error: missing, attempt: 1, next_attempt_at: null, at } }]);
  });

  it('records the next attempt only: a stale or repeated report changes nothing', () => {
    spec.given([requested]).when({ type: 'RecordAttemptFailed', attempt: 1, error: failure, nextAttemptAt: at, at }).then([failed(1, at)]);
    spec.given([requested, failed(1, at)]).when({ type: 'RecordAttemptFailed', attempt: 1, error: failure, nextAttemptAt: at, at }).then([]);
    spec.given([]).when({ type: 'RecordAttemptFailed', attempt: 1, error: failure, nextAttemptAt: at, at }).thenThrows(PushNotFoundError);
  });

  it('succeeds once, with the external id', () => {
    const succeeded: PushEvent = { type: 'PushSucceeded', data: { external_id: '42', created: true, attempt: 2, at } };
    spec.given([requested, failed(1, at)]).when({ type: 'RecordSuccess', attempt: 2, externalId: '42', created: true, at }).then([succeeded]);
    spec.given([requested, succeeded]).when({ type: 'RecordSuccess', attempt: 3, externalId: '42', created: false, at }).then([]);
    spec.given([requested, succeeded]).when({ type: 'CancelPush', by: 'u', at }).then([]);
  });

  it('is cancelled while pending, and can be retried after a failure or a cancel', () => {
    spec.given([requested, failed(1, null)]).when({ type: 'CancelPush', by: 'u', at }).then([{ type: 'PushCancelled', data: { by: 'u', at } }]);
    spec.given([requested, failed(1, null)]).when({ type: 'RetryPush', by: 'u', at }).then([{ type: 'PushRetryRequested', data: { by: 'u', at } }]);
    spec.given([requested, { type: 'PushCancelled', data: { by: 'u', at } }]).when({ type: 'RetryPush', by: 'u', at }).then([{ type: 'PushRetryRequested', data: { by: 'u', at } }]);
  });
});
