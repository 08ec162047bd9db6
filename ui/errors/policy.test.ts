import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { errorOutcome } from './policy.js';

const error = (status: number, code: string) => new ApiError(status, { status, code, title: code, message: code, reference: 'req' });

describe('what happens with a failed call (api-contract §8.1)', () => {
  it.each([
    [401, 'unauthenticated', 'login'],
    [403, 'USER_TRANSFERRED', 'login'],
    [419, 'csrf_token_mismatch', 'reload'],
    [503, 'maintenance', 'maintenance'],
    [422, 'validation_failed', 'notification'],
    [500, 'api_service_error', 'notification'],
    [422, 'prepare_booking', 'dialog'],
    [409, 'day_published', 'dialog'],
    [404, 'model_not_found', 'dialog'],
    [403, 'NO_ACTIVE_SUBSCRIPTION', 'dialog'],
    [403, 'forbidden', 'dialog'],
  ])('%i %s: %s', (status, code, outcome) => {
    expect(errorOutcome(error(status, code))).toBe(outcome);
  });

  it('ignores an error without a status (an aborted request, a network failure)', () => {
    expect(errorOutcome(new TypeError('Failed to fetch'))).toBe('none');
    expect(errorOutcome(new DOMException('aborted', 'AbortError'))).toBe('none');
  });
});
