import { DomainError, NotFoundError } from '../shared/decider.js';

export class NoPreferenceProvidedError extends DomainError {
  readonly code = 'no_preference_provided';
  constructor() {
    super('no preference provided');
  }
}

export class UnknownPreferenceChapterError extends NotFoundError {
  constructor(chapter: string) {
    super(`There is no preference chapter called ${chapter}.`, 'chapter');
  }
}

/** A value a known chapter does not accept. The API checks every field first; this guards other callers. */
export class InvalidPreferenceError extends DomainError {
  readonly code = 'validation_failed';
}
