import { DomainError, NotFoundError } from '../shared/decider.js';
import { say, sayTitle } from '../../i18n/text.js';

export class NoPreferenceProvidedError extends DomainError {
  readonly code = 'no_preference_provided';
  constructor() {
    super(sayTitle('no_preference_provided'));
  }
}

export class UnknownPreferenceChapterError extends NotFoundError {
  constructor(chapter: string) {
    super(say('preference_chapter_not_found', { chapter }), 'chapter');
  }
}

/** A value a known chapter does not accept. The API checks every field first; this guards other callers. */
export class InvalidPreferenceError extends DomainError {
  readonly code = 'validation_failed';
}

/** Dropping a value of one's own where there is none: the chapter already follows the layer below. */
export class NoOwnPreferenceError extends NotFoundError {
  constructor(chapter: string) {
    super(say('no_own_preference', { chapter }), 'chapter');
  }
}
