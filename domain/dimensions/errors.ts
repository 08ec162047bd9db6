import { DomainError, NotFoundError } from '../shared/decider.js';

export class DuplicateDimensionCodeError extends DomainError {
  readonly code = 'duplicate_dimension_code';
  constructor(code: string, levelName: string) {
    super(`Another ${levelName.toLocaleLowerCase('en')} already has the code ${code}.`, 'code');
  }
}

/** The tree's shape: a project has no parent, a subproject hangs under a project, a working code under a subproject or nothing. */
export class InvalidDimensionParentError extends DomainError {
  readonly code = 'validation_failed';
  constructor(message: string) {
    super(message, 'parent_id');
  }
}

/** Deleting for good would orphan the children; archiving is always possible. */
export class DimensionHasChildrenError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super('This dimension still has dimensions under it; delete or move those first, or archive it instead.', 'id');
  }
}

/** Ids are handed out by the server; a second create under one id is a caller's mistake. */
export class DimensionAlreadyExistsError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super('A dimension or template with this id already exists.', 'id');
  }
}

/** A booking (project, subproject, working code) that does not follow the organisation's tree. */
export class DimensionStructureInvalidError extends DomainError {
  readonly code = 'dimension_structure_invalid';
  constructor(detail: string, field: 'project_id' | 'subproject_id' | 'working_code_id') {
    super(`Check that the booking is complete: ${detail}`, field);
  }
}

export class DimensionNotFoundError extends NotFoundError {
  constructor(what = 'dimension') {
    super(`This ${what} could not be retrieved; you may not have access to it.`);
  }
}
