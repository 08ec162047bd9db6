import type { Translatable } from '../../i18n/message.js';
import { DomainError } from '../shared/decider.js';
import { say, sayTitle } from '../../i18n/text.js';

/** A value that is no reference of its type: an email without @, a phone number that does not parse. */
export class InvalidReferenceError extends DomainError {
  readonly code = 'validation_failed';
  constructor(message: Translatable) {
    super(message, 'value');
  }
}

/** A tag points at a contact, or is internal, or ignored: exactly one of them. */
export class InvalidTagTargetError extends DomainError {
  readonly code = 'validation_failed';
}

/** product-spec §4: locked tags cannot be changed by non-admins. */
export class TagLockedError extends DomainError {
  readonly code = 'tag_locked';
  constructor() {
    super(sayTitle('tag_locked'));
  }
}

/** Only administrators lock tags (product-spec §6). */
export class TagLockingForbiddenError extends DomainError {
  readonly code = 'forbidden';
  constructor() {
    super(say('admins_lock_tags'), 'locked');
  }
}

/** product-spec §4: forced permanent tags come from a tag condition; nobody edits or deletes them by hand. */
export class TagForcedError extends DomainError {
  readonly code = 'tag_forced';
  constructor() {
    super(say('tag_forced_by_hand'));
  }
}

/**
 * A second create of a reference that already has a tag, pointing elsewhere. One that asks for the same is
 * answered with the existing tag instead (two racing creates of one reference both get it).
 */
export class TagExistsError extends DomainError {
  readonly code = 'tag_exists';
  constructor() {
    super(say('tag_exists_change_it'), 'value');
  }
}
