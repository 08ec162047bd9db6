/** Activities and overview clusters for the day screen's tests (not part of the portal's bundle). */
import type { Activity, ActivityCluster } from '../providers/domain.js';
import type { DimensionChoice, DimensionLists } from './booking.js';

export const DAY_ID = '00000000-0000-4000-8000-0000000000d1';

let counter = 0;

/** An open, untagged activity of 2026-11-20 (Europe/Amsterdam), from 09:00 plus `minute`, lasting `minutes`. */
export function testActivity(overrides: Partial<Activity> & { minute?: number; minutes?: number } = {}): Activity {
  const { minute = counter++ * 30, minutes = 25, ...rest } = overrides;
  const start = Date.parse('2026-11-20T08:00:00Z') + minute * 60_000;
  const end = start + minutes * 60_000;
  const started_at = new Date(start).toISOString();
  const ended_at = new Date(end).toISOString();
  return {
    id: `a${minute}`,
    user_id: '00000000-0000-4000-8000-000000000001',
    day_id: DAY_ID,
    date: '2026-11-20',
    started_at,
    ended_at,
    date_start: started_at,
    date_end: ended_at,
    duration: minutes * 60,
    original_duration: minutes * 60,
    corrected_duration: null,
    published_duration: null,
    contact_id: null,
    partner_contact_id: null,
    internal: false,
    description: null,
    customfields: {},
    status: 'open',
    display_status: 'open_untagged',
    flags: { ignored_by_threshold: false, corrected_by_hand: false },
    source: { type: 'document', identifier: 'excel', name: 'Excel' },
    context: { title: 'Jaarrekening.xlsx' },
    project_id: null,
    subproject_id: null,
    working_code_id: null,
    is_deleted: false,
    day_status: 'open',
    tagged_by: null,
    references: [],
    created_at: started_at,
    updated_at: ended_at,
    ...rest,
  };
}

/** The overview's clusters of these activities, grouped as the API does: by source and title. */
export function clustersOf(activities: readonly Activity[]): ActivityCluster[] {
  const groups = new Map<string, Activity[]>();
  for (const activity of activities) {
    const key = `${activity.source.type}|${activity.source.identifier}|${activity.context.title ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), activity]);
  }
  return [...groups.values()].map((logs) => {
    const contacts = new Set(logs.map((log) => log.contact_id));
    const contactId = contacts.size === 1 ? logs[0]!.contact_id : null;
    return {
      subject: { source: logs[0]!.source, context: logs[0]!.context },
      duration: logs.reduce((sum, log) => sum + log.duration, 0),
      flags: {
        checked: false,
        tagged: logs.every((log) => log.contact_id !== null || log.internal),
        booked: logs.every((log) => log.status === 'booked' || log.status === 'published'),
        contact: contactId !== null,
        contact_id: contactId,
        changed_at: logs.map((log) => log.updated_at).sort().at(-1)!,
        activities: logs.length,
      },
      logs,
    };
  });
}

const dimension = (id: string, level: 1 | 2 | 3, parent_id: string | null = null): DimensionChoice => ({
  id,
  name: id,
  formatted_name: id[0]!.toUpperCase() + id.slice(1),
  parent_id,
  level,
  internal: false,
});

/** Advies has subprojects (each with working codes of their own); Kantoor has none; two working codes are free. */
export const TEST_DIMENSIONS: DimensionLists = {
  projects: [dimension('advies', 1), dimension('kantoor', 1)],
  subprojects: [dimension('bedrijfsadvies', 2, 'advies'), dimension('fiscaal', 2, 'advies'), dimension('overleg', 2, 'other-project')],
  workingCodes: [dimension('uren', 3), dimension('reistijd', 3), dimension('analyse', 3, 'bedrijfsadvies'), dimension('aangifte', 3, 'fiscaal')],
};
