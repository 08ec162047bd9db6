import { ApiError } from './api-error.js';

/**
 * What the portal does with a failed call (api-contract §8.1):
 * - login: 401, and 403 USER_TRANSFERRED (a fresh login is needed);
 * - reload: 419, the CSRF token no longer matches;
 * - maintenance: 503, the maintenance screen;
 * - two_factor_setup: 403 twofactor_setup_required, the organisation requires two-factor sign-in: the HTTP client
 *   sends the person to its set-up, and nothing is shown;
 * - notification: VALIDATION_FAILED and API_SERVICE_ERROR, a notification top right;
 * - dialog: every other error, a dialog with heading, message, code and reference;
 * - none: no status at all (an aborted request, a network failure), which the error display ignores.
 */
export type ErrorOutcome = 'login' | 'reload' | 'maintenance' | 'two_factor_setup' | 'notification' | 'dialog' | 'none';

const NOTIFIED_CODES: ReadonlySet<string> = new Set(['validation_failed', 'api_service_error']);
/** 403 codes that mark the subscription (suspended) but keep the user signed in. */
export const SUSPENDED_CODES: ReadonlySet<string> = new Set(['ACCOUNT_SUSPENDED', 'NO_ACTIVE_SUBSCRIPTION']);

export function errorOutcome(error: unknown): ErrorOutcome {
  const status = statusOf(error);
  if (status === undefined) return 'none';
  if (status === 401) return 'login';
  if (status === 419) return 'reload';
  if (status === 503) return 'maintenance';
  const code = error instanceof ApiError ? error.code : null;
  if (status === 403 && code === 'USER_TRANSFERRED') return 'login';
  if (status === 403 && code === 'twofactor_setup_required') return 'two_factor_setup';
  if (code && NOTIFIED_CODES.has(code.toLowerCase())) return 'notification';
  return 'dialog';
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = error.status;
  return typeof status === 'number' && status > 0 ? status : undefined;
}
