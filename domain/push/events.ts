import { assertNever, type DomainEvent } from '../shared/decider.js';
import type { PushEntry } from './entry.js';
import type { PushFailure } from './failures.js';
import type { VendorSystem } from './systems.js';

/** What the activity was booked on, in our ids (the sync-error list shows these). */
export type Booked = {
  contact_id: string | null;
  project_id: string | null;
  subproject_id: string | null;
  working_code_id: string | null;
};

export type PushRequest = {
  push_id: string;
  activity_id: string;
  day_id: string;
  client_id: string;
  user_id: string;
  /** The local date of the day. */
  date: string;
  system: VendorSystem;
  /** The person whose own grant is used (Jira), else null: the organisation's connection. */
  connection_user: string | null;
  booked: Booked;
  published_duration: number;
  /** As resolved when requested; each attempt resolves the target again, so a fixed mapping counts. */
  entry: PushEntry;
};

type At = { at: string };

export type PushEvent =
  | DomainEvent<'PushRequested', PushRequest & At>
  | DomainEvent<'PushAttemptFailed', { error: PushFailure; attempt: number; next_attempt_at: string | null } & At>
  | DomainEvent<'PushSucceeded', { external_id: string; created: boolean; attempt: number } & At>
  | DomainEvent<'PushCancelled', { by: string | null } & At>
  | DomainEvent<'PushRetryRequested', { by: string | null } & At>;

export const pushEventTypes: ReadonlySet<PushEvent['type']> = new Set<PushEvent['type']>([
  'PushRequested',
  'PushAttemptFailed',
  'PushSucceeded',
  'PushCancelled',
  'PushRetryRequested',
]);

type PushStatus = 'none' | 'pending' | 'succeeded' | 'cancelled';

export interface Push {
  readonly status: PushStatus;
  readonly request: PushRequest | null;
  readonly attempts: number;
  /** Attempts when a person last asked for a retry: the automatic budget counts from there. */
  readonly retryFrom: number;
  /** When the next automatic attempt is due; null while it waits for a person (or is not pending). */
  readonly nextAttemptAt: string | null;
  readonly externalId: string | null;
  readonly lastError: PushFailure | null;
}

export const emptyPush = (): Push => ({ status: 'none', request: null, attempts: 0, retryFrom: 0, nextAttemptAt: null, externalId: null, lastError: null });

export function evolve(push: Push, event: PushEvent): Push {
  switch (event.type) {
    case 'PushRequested': {
      const { at, ...request } = event.data;
      return { ...emptyPush(), status: 'pending', request, nextAttemptAt: at };
    }
    case 'PushAttemptFailed':
      return { ...push, attempts: event.data.attempt, nextAttemptAt: event.data.next_attempt_at, lastError: event.data.error };
    case 'PushSucceeded':
      return { ...push, status: 'succeeded', attempts: event.data.attempt, nextAttemptAt: null, externalId: event.data.external_id, lastError: null };
    case 'PushCancelled':
      return { ...push, status: 'cancelled', nextAttemptAt: null };
    case 'PushRetryRequested':
      return { ...push, status: 'pending', retryFrom: push.attempts, nextAttemptAt: event.data.at };
    default:
      return assertNever(event);
  }
}
