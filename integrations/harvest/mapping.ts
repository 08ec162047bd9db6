import { VendorError, type TimeEntryRequest } from '../vendor.js';

/** Our time entries → Harvest v2's (its answers → ours: answers.ts). Harvest counts decimal hours and uses integer ids. */

/** Tags our entries in Harvest; `external_reference.id` is the push reference. */
const externalReferenceGroup = 'tally';

/**
 * Seconds → decimal hours, rounded to hundredths: Harvest keeps hours to two decimals, so what we send is
 * what it stores (36 s resolution; block sizes of 6 and 15 minutes are exact).
 */
function toHours(seconds: number): number {
  return Math.round((seconds / 3600) * 100) / 100;
}

function harvestId(value: string | undefined, what: string): number {
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
