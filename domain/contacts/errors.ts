import { DomainError } from '../shared/decider.js';
import { say } from '../../i18n/text.js';

export class DuplicateContactCodeError extends DomainError {
  readonly code = 'duplicate_contact_code';
  constructor(code: string) {
    super(say('contact_code_taken', { code }), 'code');
  }
}

export class DuplicateContactNameError extends DomainError {
  readonly code = 'duplicate_contact_name';
  constructor(name: string) {
    super(say('contact_name_taken', { name }), 'name');
  }
}

/** Contact ids are handed out by the server; a second create under one id is a caller's mistake. */
export class ContactAlreadyExistsError extends DomainError {
  readonly code = 'validation_failed';
  constructor() {
    super(say('contact_exists'), 'id');
  }
}

/** A reference recognises one contact's work: one that is another contact's is refused, naming its field. */
export class ReferenceOfAnotherContactError extends DomainError {
  readonly code = 'validation_failed';
  constructor(value: string, contactName: string, index: number) {
    super(say('reference_of_another_contact', { value, contact: contactName }), `references.${index}.value`);
  }
}
