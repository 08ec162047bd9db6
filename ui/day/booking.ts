/**
 * Booking on project → subproject → working code, offering only what the API accepts (domain/dimensions
 * validateBooking): subprojects under the chosen project, and working codes under the chosen subproject or under
 * nothing. A project that has subprojects needs one; a working code is needed when the path offers any.
 */
import type { Dimension } from '../providers/domain.js';

export type DimensionChoice = Pick<Dimension, 'id' | 'name' | 'formatted_name' | 'parent_id' | 'level' | 'internal'> & { contact_id?: string | null; code?: string | null };

/** The contact the activities being booked are tagged to: its projects are offered first. */
export interface BookingContact {
  id: string;
  name: string;
}

export interface DimensionLists {
  projects: readonly DimensionChoice[];
  subprojects: readonly DimensionChoice[];
  workingCodes: readonly DimensionChoice[];
}

export interface BookingChoice {
  project_id: string | null;
  subproject_id: string | null;
  working_code_id: string | null;
}

export const NO_BOOKING: BookingChoice = { project_id: null, subproject_id: null, working_code_id: null };

export interface BookingOptions {
  projects: readonly DimensionChoice[];
  subprojects: readonly DimensionChoice[];
  workingCodes: readonly DimensionChoice[];
  subprojectRequired: boolean;
  workingCodeRequired: boolean;
}

/** Booking follows the contact: its linked projects first, the others after, each in the order given. */
export function projectsFor(projects: readonly DimensionChoice[], contact: BookingContact | null): readonly DimensionChoice[] {
  if (!contact) return projects;
  return [...projects.filter((project) => project.contact_id === contact.id), ...projects.filter((project) => project.contact_id !== contact.id)];
}

export function bookingOptions(lists: DimensionLists, choice: BookingChoice, contact: BookingContact | null = null): BookingOptions {
  const subprojects = choice.project_id ? lists.subprojects.filter((s) => s.parent_id === choice.project_id) : [];
  const workingCodes = choice.project_id
    ? lists.workingCodes.filter((w) => w.parent_id === null || (choice.subproject_id !== null && w.parent_id === choice.subproject_id))
    : [];
  return {
    projects: projectsFor(lists.projects, contact),
    subprojects,
    workingCodes,
    subprojectRequired: subprojects.length > 0,
    workingCodeRequired: workingCodes.length > 0,
  };
}

/** A new choice on one level; what no longer fits below it is cleared. */
export function choose(lists: DimensionLists, choice: BookingChoice, level: keyof BookingChoice, id: string | null): BookingChoice {
  const next: BookingChoice =
    level === 'project_id'
      ? { project_id: id, subproject_id: null, working_code_id: choice.working_code_id }
      : level === 'subproject_id'
        ? { ...choice, subproject_id: id }
        : { ...choice, working_code_id: id };
  const { workingCodes } = bookingOptions(lists, next);
  if (next.working_code_id && !workingCodes.some((w) => w.id === next.working_code_id)) return { ...next, working_code_id: null };
  return next;
}

export type BookingField = keyof BookingChoice;

/** What is still missing before the API would accept the booking: field → 'required'. */
export function missingFields(lists: DimensionLists, choice: BookingChoice): BookingField[] {
  const options = bookingOptions(lists, choice);
  const missing: BookingField[] = [];
  if (!choice.project_id) missing.push('project_id');
  if (options.subprojectRequired && !choice.subproject_id) missing.push('subproject_id');
  if (options.workingCodeRequired && !choice.working_code_id) missing.push('working_code_id');
  return missing;
}
