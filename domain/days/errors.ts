import type { Translatable } from '../../i18n/message.js';
import { DomainError } from '../shared/decider.js';
import { say, sayTitle } from '../../i18n/text.js';

export class DayPublishedError extends DomainError {
  readonly code = 'day_published';
  constructor() {
    super(sayTitle('day_published'));
  }
}

export class DayLockedError extends DomainError {
  readonly code = 'day_locked';
  constructor() {
    super(sayTitle('day_locked'));
  }
}

export class InvalidIntervalError extends DomainError {
  readonly code = 'validation_failed';
  constructor(message: Translatable) {
    super(message, 'ended_at');
  }
}

export class InvalidActivityChangeError extends DomainError {
  readonly code = 'validation_failed';
}

/** A registration with the id of an activity the day already has: for a name-based id, it was registered before. */
export class DuplicateActivityError extends InvalidActivityChangeError {
  constructor() {
    super(say('activity_exists'), 'id');
  }
}

/** Prepare booking: every activity that is not ignored must be tagged first. */
export class NotAllTaggedError extends DomainError {
  readonly code = 'prepare_booking';
  constructor(readonly activityIds: string[]) {
    super(say('not_all_tagged', { left: activityIds.length }), undefined, { logs: activityIds });
  }
}

/** Corrections: the duration can be corrected once all activity is booked. */
export class NotAllBookedError extends DomainError {
  readonly code: 'prepare_corrections' | 'init_publish';
  constructor(
    readonly activityIds: string[],
    code: 'prepare_corrections' | 'init_publish' = 'prepare_corrections',
  ) {
    super(say('not_all_booked', { left: activityIds.length }), undefined, { logs: activityIds });
    this.code = code;
  }
}

export class BlockSizeError extends DomainError {
  readonly code = 'correct_block_size';
  constructor(blockSizeSeconds: number) {
    super(say('block_size_multiple', { hours: blockSizeSeconds / 3600 }), 'duration');
  }
}

/** Publishing with unbooked (ignored) time needs the caller's confirmation. */
export class UnbookedTimeError extends DomainError {
  readonly code = 'publish';
  constructor(readonly unbookedSeconds: number) {
    super(say('unbooked_time', { hours: unbookedSeconds / 3600 }), 'confirm');
  }
}
