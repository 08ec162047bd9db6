import { SignOnFailedError, SignOnNotConfiguredError, type SignOnProvider } from '../../../identity/sign-on/index.js';
import { ApiError } from '../../errors/catalogue.js';

/** A sign-on's failure as the API answers it; anything else is not a sign-on's and goes on as it is. */
export function signOnAnswer(error: unknown): unknown {
  if (error instanceof SignOnNotConfiguredError) return new ApiError('precondition_failed', error.said);
  if (error instanceof SignOnFailedError) return new ApiError(error.kind === 'unavailable' ? 'unexpected_result' : 'invalid_grant', error.said);
  return error;
}

/** Nobody is linked to the provider's account (api-contract §8.2: invalid_credentials_microsoft, and Google's likewise). */
export function notLinked(provider: SignOnProvider): ApiError {
  return provider === 'google' ? new ApiError('invalid_credentials_google') : new ApiError('invalid_credentials_microsoft');
}
