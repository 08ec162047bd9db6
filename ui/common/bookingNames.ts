import { useGetMany } from 'react-admin';
import type { Activity } from '../providers/domain.js';

/** What an activity (or a sync error) is tagged and booked on. */
export type BookedOn = Pick<Activity, 'contact_id' | 'project_id' | 'subproject_id' | 'working_code_id'>;

interface Named {
  id: string;
  name: string;
}

const unique = (ids: ReadonlyArray<string | null>) => [...new Set(ids.filter((id): id is string => Boolean(id)))];

/** The names of the contacts, projects, subprojects and working codes the activities are tagged and booked on. */
export function useBookingNames(activities: readonly BookedOn[]) {
  const contacts = useGetMany<Named>('contacts', { ids: unique(activities.map((a) => a.contact_id)) });
  const projects = useGetMany<Named>('projects', { ids: unique(activities.map((a) => a.project_id)) });
  const subprojects = useGetMany<Named>('subprojects', { ids: unique(activities.map((a) => a.subproject_id)) });
  const workingCodes = useGetMany<Named>('working_codes', { ids: unique(activities.map((a) => a.working_code_id)) });
  const names = new Map<string, string>();
  for (const list of [contacts.data, projects.data, subprojects.data, workingCodes.data]) for (const record of list ?? []) names.set(record.id, record.name);
  return (id: string | null) => (id ? names.get(id) : undefined);
}

/** "Project / subproject / working code", as far as the booking goes. */
export function bookingPath(activity: Omit<BookedOn, 'contact_id'>, nameOf: (id: string | null) => string | undefined): string | null {
  const parts = [activity.project_id, activity.subproject_id, activity.working_code_id].filter(Boolean).map((id) => nameOf(id) ?? '…');
  return parts.length > 0 ? parts.join(' / ') : null;
}
