import { DomainError } from '../shared/decider.js';

export class DuplicateContactCodeError extends DomainError {
  readonly code = 'duplicate_contact_code';
  constructor(code: string) {
    super(`Another contact already has the code ${code}.`, 'code');
  }
}

export class DuplicateContactNameError extends DomainError {
  readonly code = 'duplicate_contact_name';
  constructor(name: string) {
    super(`Another contact is already called ${name}.`, 'name');
  }
}

/** Contact ids are handed out by the server; a second create under one id is a caller's mistake. */
export class ContactAlreadyExistsError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super('A contact with this id already exists.', 'id');
  }
}

/** A reference recognises one contact's work: one that is another contact's is refused, naming its field. */
export class ReferenceOfAnotherContactError extends DomainError {
  readonly code = 'validation_failed';
  constructor(value: string, contactName: string, index: number) {
    super(`${value} is already a reference of ${contactName}.`, `references.${index}.value`);
  }
}
