import { HttpError } from 'react-admin';

/** The API's error answer (api-contract §8): one shape for every failed call. */
export interface ApiErrorBody {
  status: number;
  code: string;
  title: string;
  message: string;
  reference: string;
  errors?: Record<string, string[]>;
}

/**
 * A failed API call. It is react-admin's HttpError (so react-admin's forms and hooks understand it) whose
 * `message` is what a person reads first (title, else code), and whose `body.errors` holds the field errors
 * as one string per field, the form react-admin sets on its inputs.
 */
export class ApiError extends HttpError {
  readonly code: string | null;
  readonly title: string | null;
  /** The API's longer explanation, when it says more than the title. */
  readonly detail: string | null;
  readonly reference: string | null;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, body: Partial<ApiErrorBody> | null, statusText = '') {
    const code = typeof body?.code === 'string' ? body.code : null;
    const title = typeof body?.title === 'string' && body.title ? body.title : null;
    const fieldErrors = isFieldErrors(body?.errors) ? body.errors : {};
    const formErrors = Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.join(' ')]));
    super(title ?? code ?? statusText ?? '', status, { ...body, errors: Object.keys(formErrors).length > 0 ? formErrors : undefined });
    // HttpError resets the prototype to its own; restore ours so that instanceof ApiError holds.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.code = code;
    this.title = title;
    this.detail = typeof body?.message === 'string' && body.message && body.message !== title ? body.message : null;
    this.reference = typeof body?.reference === 'string' ? body.reference : null;
    this.fieldErrors = fieldErrors;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
