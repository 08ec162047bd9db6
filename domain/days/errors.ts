import { DomainError } from '../shared/decider.js';

export class DayPublishedError extends DomainError {
  readonly code = 'day_published';
  constructor() {
    super('This day has been published and can no longer change.');
  }
}

export class DayLockedError extends DomainError {
  readonly code = 'day_locked';
  constructor() {
    super('This day is being published. Cancel publishing to change it.');
  }
}

export class InvalidIntervalError extends DomainError {
  readonly code = 'validation_failed';
  constructor(message: string) {
    super(message, 'ended_at');
  }
}

export class InvalidActivityChangeError extends DomainError {
  readonly code = 'validation_failed';
}

/** A registration with the id of an activity the day already has: for a name-based id, it was registered before. */
export class DuplicateActivityError extends InvalidActivityChangeError {
  constructor() {
    super('An activity with this id already exists.', 'id');
  }
}

/** Prepare booking: every activity that is not ignored must be tagged first. */
export class NotAllTaggedError extends DomainError {
  readonly code = 'prepare_booking';
  constructor(readonly activityIds: string[]) {
    super(`Not all activities are tagged yet (${activityIds.length} left).`, undefined, { logs: activityIds });
  }
}

/** Corrections: the duration can be corrected once all activity is booked. */
export class NotAllBookedError extends DomainError {
  readonly code: 'prepare_corrections' | 'init_publish';
  constructor(
    readonly activityIds: string[],
    code: 'prepare_corrections' | 'init_publish' = 'prepare_corrections',
  ) {
    super(`Not all activities are booked yet (${activityIds.length} left).`, undefined, { logs: activityIds });
    this.code = code;
  }
}

export class BlockSizeError extends DomainError {
  readonly code = 'correct_block_size';
  constructor(blockSizeSeconds: number) {
    super(`Duration must be a multiple of ${Number((blockSizeSeconds / 3600).toFixed(4))} h.`, 'duration');
  }
}

/** Publishing with unbooked (ignored) time needs the caller's confirmation. */
export class UnbookedTimeError extends DomainError {
  readonly code = 'publish';
  constructor(readonly unbookedSeconds: number) {
    super(
      `This day has ${Number((unbookedSeconds / 3600).toFixed(2))} h of unbooked time. Confirm to publish it anyway.`,
      'confirm',
    );
  }
}
