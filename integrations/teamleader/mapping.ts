import { createHash } from 'node:crypto';
import { VendorError, type TimeEntryRequest } from '../vendor.js';

/**
 * Our time entries → Teamleader Focus's (its answers → ours: answers.ts). Teamleader counts seconds and uses UUIDs.
 * Our dimensions map as project → project, subproject / task → milestone (the subject time is tracked on), working
 * code → work type; without a milestone, time is tracked on the client (subject company).
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
function toStartedAt(startedAt: string): string {
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
