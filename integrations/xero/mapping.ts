import { field, isRecord, textMessage } from '../http.js';
import { VendorError, type ExternalClient, type ExternalProject, type ExternalTask, type ExternalUser, type TimeEntryRequest } from '../vendor.js';

/** Xero Projects ↔ our shapes. Xero counts whole minutes, 1 to 59940 per entry, and uses UUIDs. */

export const maxMinutes = 59_940;

/** Seconds → whole minutes (nearest), at least 1: Xero refuses 0. */
export function toMinutes(seconds: number): number {
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

/**
 * Xero's errors: `{message, modelState: {field: [messages]}}` from Projects, problem details
 * (`{Title, Detail, Status}`) from the gateway on 401/403, `{Message, Elements}` from Accounting.
 */
export function readError(body: unknown): string {
  if (!isRecord(body)) return textMessage(body);
  const fieldMessages = isRecord(body.modelState)
    ? Object.values(body.modelState).flatMap((messages) => (Array.isArray(messages) ? messages.map(String) : []))
    : [];
  const main = body.message ?? body.Message ?? body.Detail ?? body.Title;
  return [typeof main === 'string' ? main : '', ...fieldMessages].filter((m) => m !== '').join(': ');
}

export function toProject(value: unknown): ExternalProject | undefined {
  const id = field(value, 'projectId');
  const name = field(value, 'name');
  const contactId = field(value, 'contactId');
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  return { id, name, ...(typeof contactId === 'string' ? { clientId: contactId } : {}), active: field(value, 'status') !== 'CLOSED' };
}

export function toTask(value: unknown, projectId: string): ExternalTask | undefined {
  const id = field(value, 'taskId');
  const name = field(value, 'name');
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  return { id, name, projectId, active: field(value, 'status') !== 'LOCKED' };
}

export function toUser(value: unknown): ExternalUser | undefined {
  const id = field(value, 'userId');
  const name = field(value, 'name');
  const email = field(value, 'email');
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  return { id, name, ...(typeof email === 'string' ? { email } : {}) };
}

/** A contact of the Accounting API (PascalCase). */
export function toClient(value: unknown): ExternalClient | undefined {
  const id = field(value, 'ContactID');
  const name = field(value, 'Name');
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  return { id, name, active: field(value, 'ContactStatus') === 'ACTIVE' };
}

/** Pages of the Projects API: `{pagination: {page, pageCount}, items}`. */
export function readPage<T>(body: unknown, map: (item: unknown) => T | undefined): { items: T[]; pageCount: number } | undefined {
  const items = field(body, 'items');
  const pageCount = field(field(body, 'pagination'), 'pageCount');
  if (!Array.isArray(items) || typeof pageCount !== 'number') return undefined;
  const mapped = items.map(map);
  return mapped.every((m) => m !== undefined) ? { items: mapped as T[], pageCount } : undefined;
}
