import { field, isRecord, textMessage } from '../http.js';
import { VendorError, type ExternalClient, type ExternalProject, type ExternalTask, type ExternalUser, type TimeEntryRequest } from '../vendor.js';

/** Harvest v2 ↔ our shapes. Harvest counts decimal hours and uses integer ids. */

/** Tags our entries in Harvest; `external_reference.id` is the push reference. */
export const externalReferenceGroup = 'tally';

/**
 * Seconds → decimal hours, rounded to hundredths: Harvest keeps hours to two decimals, so what we send is
 * what it stores (36 s resolution; block sizes of 6 and 15 minutes are exact).
 */
export function toHours(seconds: number): number {
  return Math.round((seconds / 3600) * 100) / 100;
}

export function harvestId(value: string | undefined, what: string): number {
  if (value === undefined || !/^\d+$/.test(value)) {
    throw new VendorError('harvest', 'invalid_request', `the ${what} id must be a Harvest number, got ${value ?? 'none'}`);
  }
  return Number(value);
}

export function timeEntryBody(entry: TimeEntryRequest): Record<string, unknown> {
  if (entry.durationSeconds <= 0) throw new VendorError('harvest', 'invalid_request', 'the duration must be positive');
  return {
    project_id: harvestId(entry.target.projectId, 'project'),
    task_id: harvestId(entry.target.taskId, 'task'),
    spent_date: entry.date,
    hours: toHours(entry.durationSeconds),
    notes: entry.description,
    external_reference: { id: entry.reference, group_id: externalReferenceGroup },
    ...(entry.externalUserId === undefined ? {} : { user_id: harvestId(entry.externalUserId, 'user') }),
  };
}

export function readError(body: unknown): string {
  if (!isRecord(body)) return textMessage(body);
  const message = body.message ?? body.error_description ?? body.error;
  return typeof message === 'string' ? message : '';
}

const named = (value: unknown): { id: string; name: string } | undefined => {
  const id = field(value, 'id');
  const name = field(value, 'name');
  return typeof id === 'number' && typeof name === 'string' ? { id: String(id), name } : undefined;
};

export function toClient(value: unknown): ExternalClient | undefined {
  const base = named(value);
  return base && { ...base, active: field(value, 'is_active') !== false };
}

export function toProject(value: unknown): ExternalProject | undefined {
  const base = named(value);
  const client = named(field(value, 'client'));
  const code = field(value, 'code');
  return (
    base && {
      ...base,
      ...(typeof code === 'string' && code !== '' ? { code } : {}),
      ...(client ? { clientId: client.id } : {}),
      active: field(value, 'is_active') !== false,
    }
  );
}

/** A task assignment (per project) or a task (account-wide). */
export function toTask(value: unknown, projectId?: string): ExternalTask | undefined {
  const task = field(value, 'task') === undefined ? named(value) : named(field(value, 'task'));
  return task && { ...task, ...(projectId ? { projectId } : {}), active: field(value, 'is_active') !== false };
}

export function toUser(value: unknown): ExternalUser | undefined {
  const id = field(value, 'id');
  const first = field(value, 'first_name');
  const last = field(value, 'last_name');
  const email = field(value, 'email');
  if (typeof id !== 'number') return undefined;
  const name = [first, last].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return { id: String(id), name, ...(typeof email === 'string' ? { email } : {}) };
}

/** `{ id }` of a created or found time entry. */
export function entryId(value: unknown): string | undefined {
  const id = field(value, 'id');
  return typeof id === 'number' ? String(id) : undefined;
}
