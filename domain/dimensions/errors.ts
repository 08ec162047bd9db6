import type { Translatable } from '../../i18n/message.js';
import { DomainError, NotFoundError } from '../shared/decider.js';
import { say, type TextKey } from '../../i18n/text.js';

/** What a booking that does not follow the tree lacks, as one of the server's texts. */
type BookingTextKey = Extract<TextKey, `booking_${string}`>;

export class DuplicateDimensionCodeError extends DomainError {
  readonly code = 'duplicate_dimension_code';
  constructor(code: string, levelName: string) {
    super(say('dimension_code_taken', { level: levelName.toLocaleLowerCase('en'), code }), 'code');
  }
}

/** The tree's shape: a project has no parent, a subproject hangs under a project, a working code under a subproject or nothing. */
export class InvalidDimensionParentError extends DomainError {
  readonly code = 'validation_failed';
  constructor(message: Translatable) {
    super(message, 'parent_id');
  }
}

/** Deleting for good would orphan the children; archiving is always possible. */
export class DimensionHasChildrenError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super(say('dimension_has_children'), 'id');
  }
}

/** Ids are handed out by the server; a second create under one id is a caller's mistake. */
export class DimensionAlreadyExistsError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super(say('dimension_exists'), 'id');
  }
}

/** A booking (project, subproject, working code) that does not follow the organisation's tree. */
export class DimensionStructureInvalidError extends DomainError {
  readonly code = 'dimension_structure_invalid';
  constructor(detail: BookingTextKey, field: 'project_id' | 'subproject_id' | 'working_code_id') {
    super(say(detail), field);
  }
}

export class DimensionNotFoundError extends NotFoundError {
  constructor(what: 'dimension' | 'template' = 'dimension') {
    super(say(`${what}_not_found`));
  }
}
