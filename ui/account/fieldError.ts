import { ApiError } from '../errors/api-error.js';

/** The API's message for one field of a refused form (422 with `errors`), shown under that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[field]?.[0] : undefined;
}

/**
 * What to say of a refusal above a form: nothing when the form shows it under one of `fields`, else the API's
 * title (invalid_token, twofactor, too_many_attempts) or the error's message.
 */
export function formError(error: unknown, fields: readonly string[] = []): string | undefined {
  if (error instanceof ApiError) return fields.some((field) => error.fieldErrors[field]) ? undefined : (error.title ?? error.message);
  return error instanceof Error ? error.message : undefined;
}
