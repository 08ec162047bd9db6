import { createHash } from 'node:crypto';
import { field, isRecord, textMessage } from '../http.js';
import { VendorError, type ExternalClient, type ExternalProject, type ExternalTask, type ExternalUser, type TimeEntryRequest } from '../vendor.js';

/**
 * Teamleader Focus ↔ our shapes. Teamleader counts seconds and uses UUIDs. Our dimensions map as
 * project → project, subproject / task → milestone (the subject time is tracked on), working code → work type;
 * without a milestone, time is tracked on the client (subject company).
 */

/**
 * The mark our entries carry at the end of their description: Teamleader takes no idempotency key or external
 * reference, so a retry recognises an entry an earlier attempt created by it. A digest of the push reference
 * keeps it short (it shows wherever the description shows).
 */
export function referenceMark(reference: string): string {
  return `[tally:${createHash('sha256').update(reference).digest('hex').slice(0, 12)}]`;
}

/** ISO 8601 with an explicit offset, as Teamleader's examples write it (`+00:00` for Z). */
export function toStartedAt(startedAt: string): string {
  if (Number.isNaN(Date.parse(startedAt))) throw new VendorError('teamleader', 'invalid_request', `startedAt is not a date-time: ${startedAt}`);
  return startedAt.replace(/(\.\d+)?Z$/i, '+00:00');
}

export function timeTrackingBody(entry: TimeEntryRequest): Record<string, unknown> {
  if (entry.durationSeconds <= 0) throw new VendorError('teamleader', 'invalid_request', 'the duration must be positive');
  const { taskId, clientId, workTypeId } = entry.target;
  const subject = taskId ? { type: 'milestone', id: taskId } : clientId ? { type: 'company', id: clientId } : undefined;
  const mark = referenceMark(entry.reference);
  return {
    started_at: toStartedAt(entry.startedAt),
    duration: Math.round(entry.durationSeconds),
    description: entry.description.trim() === '' ? mark : `${entry.description} ${mark}`,
    ...(workTypeId ? { work_type_id: workTypeId } : {}),
    ...(subject ? { subject } : {}),
    ...(entry.externalUserId ? { user_id: entry.externalUserId } : {}),
  };
}

/** Teamleader's errors: `{errors: [{status, title, detail?}]}`. */
export function readError(body: unknown): string {
  if (!isRecord(body)) return textMessage(body);
  if (!Array.isArray(body.errors)) return typeof body.message === 'string' ? body.message : '';
  return body.errors
    .map((e) => [field(e, 'title'), field(e, 'detail')].filter((part) => typeof part === 'string' && part !== '').join(': '))
    .filter((m) => m !== '')
    .join('; ');
}

const idName = (value: unknown, nameKey: string): { id: string; name: string } | undefined => {
  const id = field(value, 'id');
  const name = field(value, nameKey);
  return typeof id === 'string' && typeof name === 'string' ? { id, name } : undefined;
};

export function toUser(value: unknown): ExternalUser | undefined {
  const id = field(value, 'id');
  const email = field(value, 'email');
  if (typeof id !== 'string') return undefined;
  const name = [field(value, 'first_name'), field(value, 'last_name')].filter((p) => typeof p === 'string' && p !== '').join(' ');
  return { id, name, ...(typeof email === 'string' ? { email } : {}) };
}

export function toClient(value: unknown): ExternalClient | undefined {
  const base = idName(value, 'name');
  return base && { ...base, active: field(value, 'status') !== 'deactivated' };
}

export function toProject(value: unknown): ExternalProject | undefined {
  const base = idName(value, 'title');
  const customer = field(field(value, 'customer'), 'id');
  const status = field(value, 'status');
  return base && { ...base, ...(typeof customer === 'string' ? { clientId: customer } : {}), active: status === 'active' || status === 'on_hold' };
}

export function toMilestone(value: unknown, projectId: string): ExternalTask | undefined {
  const base = idName(value, 'name');
  return base && { ...base, projectId, active: field(value, 'status') !== 'closed' };
}

export function toWorkType(value: unknown): ExternalTask | undefined {
  const base = idName(value, 'name');
  return base && { ...base, active: true };
}
