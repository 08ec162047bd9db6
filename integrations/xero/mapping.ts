import { VendorError, type TimeEntryRequest } from '../vendor.js';

/**
 * Our time entries → Xero Projects' (its answers → ours: answers.ts). Xero counts whole minutes, 1 to 59940 per
 * entry, and uses UUIDs.
 */

const maxMinutes = 59_940;

/** Seconds → whole minutes (nearest), at least 1: Xero refuses 0. */
function toMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

/** An ISO instant in UTC without milliseconds, as Xero writes `dateUtc`. */
export function toDateUtc(startedAt: string): string {
  const time = Date.parse(startedAt);
  if (Number.isNaN(time)) throw new VendorError('xero', 'invalid_request', `startedAt is not a date-time: ${startedAt}`);
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function xeroId(value: string | undefined, what: string): string {
  if (value === undefined || !uuid.test(value)) {
    throw new VendorError('xero', 'invalid_request', `the ${what} id must be a Xero UUID, got ${value ?? 'none'}`);
  }
  return value;
}

export function timeEntryBody(entry: TimeEntryRequest): Record<string, unknown> {
  if (entry.durationSeconds <= 0) throw new VendorError('xero', 'invalid_request', 'the duration must be positive');
  const duration = toMinutes(entry.durationSeconds);
  if (duration > maxMinutes) {
    throw new VendorError('xero', 'invalid_request', `Xero takes at most ${maxMinutes} minutes per time entry, not ${duration}`);
  }
  return {
    userId: xeroId(entry.externalUserId, 'user'),
    taskId: xeroId(entry.target.taskId, 'task'),
    dateUtc: toDateUtc(entry.startedAt),
    duration,
    description: entry.description,
  };
}
