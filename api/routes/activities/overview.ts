import type { ActivityRow } from '../../../projections/day-flow/rows.js';
import { toActivityResource } from './present.js';

/** The subject activity is clustered by: where it came from and what it was about. */
function subjectKey(row: ActivityRow): string {
  const about = row.context.title ?? row.context.url ?? row.context.email ?? row.context.name ?? row.context.number ?? '';
  return [row.source_type, row.source_identifier ?? '', about].join('\u0000');
}

/**
 * product-spec §3 "Activity cluster (overview)": subjects with their logs, and the flags the day screen
 * shows per subject (checked starts false; the client keeps it).
 */
export function clusterBySubject(rows: ActivityRow[]) {
  const clusters = new Map<string, ActivityRow[]>();
  for (const row of rows) {
    const key = subjectKey(row);
    const cluster = clusters.get(key);
    if (cluster) cluster.push(row);
    else clusters.set(key, [row]);
  }
  return [...clusters.values()].map((logs) => {
    const first = logs[0]!;
    const contacts = new Set(logs.map((log) => log.contact_id));
    const contactId = contacts.size === 1 ? first.contact_id : null;
    return {
      subject: {
        source: { type: first.source_type, identifier: first.source_identifier, name: first.source_name },
        context: first.context,
      },
      duration: logs.reduce((sum, log) => sum + log.duration, 0),
      flags: {
        checked: false,
        tagged: logs.every((log) => log.contact_id !== null || log.internal),
        booked: logs.every((log) => log.status === 'booked' || log.status === 'published'),
        contact: contactId !== null,
        contact_id: contactId,
        changed_at: new Date(Math.max(...logs.map((log) => Date.parse(String(log.updated_at))))).toISOString(),
        activities: logs.length,
      },
      logs: logs.map(toActivityResource),
    };
  });
}
