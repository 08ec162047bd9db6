import { assertNever, type Decider } from '../shared/decider.js';
import { PushNotFoundError } from './errors.js';
import { emptyPush, evolve, type Push, type PushEvent, type PushRequest } from './events.js';
import type { PushFailure } from './failures.js';
import { say } from '../../i18n/text.js';

export type PushCommand =
  /** `failure`: the push cannot even be tried (a missing mapping); recorded as a failed attempt waiting for a person. */
  | { type: 'RequestPush'; request: PushRequest; failure?: PushFailure; at: string }
  | { type: 'RecordAttemptFailed'; attempt: number; error: PushFailure; nextAttemptAt: string | null; at: string }
  | { type: 'RecordSuccess'; attempt: number; externalId: string; created: boolean; at: string }
  | { type: 'CancelPush'; by: string | null; at: string }
  | { type: 'RetryPush'; by: string | null; at: string };

function decide(command: PushCommand, push: Push): PushEvent[] {
  switch (command.type) {
    case 'RequestPush': {
      // A replayed DayPublished asks again: the push exists already, nothing changes.
      if (push.status !== 'none') return [];
      const requested: PushEvent = { type: 'PushRequested', data: { ...command.request, at: command.at } };
      if (!command.failure) return [requested];
      return [requested, { type: 'PushAttemptFailed', data: { error: command.failure, attempt: 1, next_attempt_at: null, at: command.at } }];
    }
    case 'RecordAttemptFailed':
      if (push.status === 'none') throw new PushNotFoundError(say('push_not_found'));
      // Only the attempt that follows the last one counts: a stale or repeated report changes nothing.
      if (push.status !== 'pending' || command.attempt !== push.attempts + 1) return [];
      return [{ type: 'PushAttemptFailed', data: { error: command.error, attempt: command.attempt, next_attempt_at: command.nextAttemptAt, at: command.at } }];
    case 'RecordSuccess':
      if (push.status === 'none') throw new PushNotFoundError(say('push_not_found'));
      if (push.status === 'succeeded') return [];
      // Also after a cancel: the entry is in the vendor, and the history should say so.
      return [{ type: 'PushSucceeded', data: { external_id: command.externalId, created: command.created, attempt: Math.max(command.attempt, push.attempts + 1), at: command.at } }];
    case 'CancelPush':
      if (push.status !== 'pending') return [];
      return [{ type: 'PushCancelled', data: { by: command.by, at: command.at } }];
    case 'RetryPush':
      if (push.status !== 'pending' && push.status !== 'cancelled') return [];
      return [{ type: 'PushRetryRequested', data: { by: command.by, at: command.at } }];
    default:
      return assertNever(command);
  }
}

export const pushDecider: Decider<Push, PushCommand, PushEvent> = { initialState: emptyPush, evolve, decide };
