import { DomainError } from '../shared/decider.js';

/** A push that was never requested cannot have attempts. */
export class PushNotFoundError extends DomainError {
  readonly code = 'model_not_found';
}
