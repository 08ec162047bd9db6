import type { Message, Translatable } from '../../i18n/message.js';

/**
 * The error catalogue (api-contract §8): every error the API answers, with its status and the title a
 * person reads. Codes are stable; the UI chooses its behaviour by status and code.
 */
export const catalogue = {
  bad_request: { status: 400, title: 'The request could not be read.' },
  unauthenticated: { status: 401, title: 'You are not logged in, or your session has expired.' },
  ACCOUNT_SUSPENDED: { status: 403, title: 'This account has been suspended.' },
  NO_ACTIVE_SUBSCRIPTION: { status: 403, title: 'No active subscription, contact your system administrator' },
  USER_TRANSFERRED: { status: 403, title: 'Your account has moved to another organisation; please log in again.' },
  forbidden: { status: 403, title: 'You do not have permission to do this.' },
  access_denied: { status: 403, title: 'This Microsoft account has no administrator rights' },
  twofactor_setup_required: { status: 403, title: 'Your organisation requires two-factor sign-in: turn it on to continue.' },
  history_limited: { status: 403, title: "This lies beyond your plan's history. Activate your account to see it." },
  tag_locked: { status: 403, title: 'This tag is locked by an administrator.' },
  model_not_found: { status: 404, title: 'This item could not be retrieved; you may not have access to it.' },
  html_404: { status: 404, title: 'The page you are looking for could not be found.' },
  method_not_allowed: { status: 405, title: 'This call does not accept that method.' },
  request_timeout: { status: 408, title: 'The request took too long to arrive; try again.' },
  concurrency_conflict: { status: 409, title: 'The data changed while your request was processed; try again.' },
  day_published: { status: 409, title: 'This day has been published and can no longer change.' },
  day_locked: { status: 409, title: 'This day is locked for publishing. Unlock it to change it.' },
  tag_forced: { status: 409, title: 'This tag comes from a tag condition and cannot be changed or deleted.' },
  tag_exists: { status: 409, title: 'This reference already has a tag.' },
  external_account_taken: { status: 409, title: 'This account is already linked to another person.' },
  payload_too_large: { status: 413, title: 'The request is too large.' },
  unsupported_media_type: { status: 415, title: 'Send the request body as JSON.' },
  request_header_fields_too_large: { status: 431, title: 'The address or the headers of the request are too long.' },
  csrf_token_mismatch: { status: 419, title: 'Your page has expired; reload it and try again.' },
  validation_failed: { status: 422, title: 'Please check all fields and try again' },
  invalid_credentials: { status: 422, title: 'Invalid email address or password.' },
  invalid_credentials_google: { status: 422, title: 'No user is linked to this Google account.' },
  invalid_credentials_microsoft: { status: 422, title: 'No user is linked to this Microsoft account.' },
  invalid_grant: { status: 422, title: 'The sign-in could not be completed; the passcode may have expired. Try again.' },
  password_current: { status: 422, title: 'This is not your current password.' },
  invalid_token: { status: 422, title: 'This link is not valid (any more): it may have expired, or been used or replaced.' },
  twofactor: { status: 422, title: 'The two-factor code is not valid.' },
  duplicate_contact_code: { status: 422, title: 'Another contact already has this code.' },
  duplicate_contact_name: { status: 422, title: 'Another contact already has this name.' },
  duplicate_dimension_code: { status: 422, title: 'Another dimension of this level already has this code.' },
  dimension_structure_invalid: { status: 422, title: 'Check that the booking is complete: a project may be missing.' },
  no_preference_provided: { status: 422, title: 'no preference provided' },
  prepare_booking: { status: 422, title: 'Not all activities are tagged yet.' },
  prepare_corrections: { status: 422, title: 'Not all activities are booked yet.' },
  init_publish: { status: 422, title: 'Not all activities are booked yet.' },
  publish: { status: 422, title: 'This day has unbooked time. Confirm to publish it anyway.' },
  correct_block_size: { status: 422, title: 'The duration must be a multiple of the block size.' },
  invalid_request: { status: 422, title: 'The external system refused the request; the access token may have expired.' },
  system_not_available: { status: 422, title: 'This system is not available.' },
  address_empty: { status: 422, title: 'Give both places to work out the travel between them.' },
  find: { status: 422, title: 'This address could not be found.' },
  route: { status: 422, title: 'No route could be found between these places.' },
  payment_declined: { status: 402, title: 'The payment was declined. Nothing has changed.' },
  precondition_failed: { status: 412, title: 'This cannot be done yet: a precondition is not met.' },
  external_api_rate_limited: { status: 429, title: 'The limit of the number of calls to the external system has been reached.' },
  cooldown_or_crm_sync_already: { status: 429, title: 'You can start the synchronization once per hour' },
  unexpected_result: { status: 502, title: 'We received an unexpected result from the external system, try again later' },
  too_many_attempts: { status: 429, title: 'Too many attempts. Wait a moment and try again.' },
  api_service_error: { status: 500, title: 'An unknown error occurred.' },
  maintenance: { status: 503, title: 'Be right back... We are doing maintenance work.' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof catalogue;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(catalogue, code);
}

/** Field name → the messages about it. */
export type FieldErrors = Record<string, Message[]>;

/**
 * Thrown anywhere in the API layer; the error handler turns it into the catalogue's shape. What it says is one of
 * the server's texts (`say()`), so that every person reads it in their language; without one it says its title.
 */
export class ApiError extends Error {
  readonly status: number;
  /** What the error says, to be written in the reader's language; the Error's message is its English. */
  readonly said: Translatable | undefined;
  constructor(
    readonly code: ErrorCode,
    message?: Translatable,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message?.in('en') ?? catalogue[code].title);
    this.said = message;
    this.status = catalogue[code].status;
  }
}
