import type { BookingSettings, PredictionAutomations } from '../preferences/index.js';
import { dimensionTree, validateBooking, type Booking, type DimensionNode } from './booking.js';
import { DimensionStructureInvalidError } from './errors.js';

/** What finding a contact's default path needs to know of a dimension besides what booking does. */
export interface PathNode extends DimensionNode {
  readonly is_default: boolean;
  readonly contact_id: string | null;
}

/**
 * The contact's one default project path, or undefined when it has none or more than one. On each level the
 * candidate is the only active one, or else the one marked default: the project among the active projects linked
 * to the contact, the subproject among that project's (none when it has none), the working code among the
 * subproject's, else among those under nothing (none when there are none). The path must be bookable.
 */
export function contactDefaultPath(nodes: readonly PathNode[], contactId: string): Booking | undefined {
  const active = nodes.filter((node) => !node.archived);
  const project = chosen(active.filter((node) => node.level === 1 && node.contact_id === contactId));
  if (!project) return undefined;
  const subprojects = active.filter((node) => node.level === 2 && node.parent_id === project.id);
  const subproject = subprojects.length === 0 ? null : chosen(subprojects);
  if (subproject === undefined) return undefined;
  const under = active.filter((node) => node.level === 3 && subproject !== null && node.parent_id === subproject.id);
  const codes = under.length > 0 ? under : active.filter((node) => node.level === 3 && node.parent_id === null);
  const workingCode = codes.length === 0 ? null : chosen(codes);
  if (workingCode === undefined) return undefined;
  try {
    return validateBooking(dimensionTree(nodes), { project_id: project.id, subproject_id: subproject?.id ?? null, working_code_id: workingCode?.id ?? null });
  } catch (error) {
    if (error instanceof DimensionStructureInvalidError) return undefined;
    throw error;
  }
}

/**
 * The booking that tagging activity to the contact makes by itself (docs/rules.md, Booking follows the contact):
 * the contact's default path when the person books on contacts and has asked for it, else none. Hand tagging and
 * tagging made by tags both reach it through projections/dimensions/contact-bookings.ts.
 */
export function bookingByTagging(settings: BookingSettings, nodes: readonly PathNode[], contactId: string): Booking | undefined {
  return booksByTagging(settings) ? contactDefaultPath(nodes, contactId) : undefined;
}

/** Whether tagging books by itself for a person with these settings: method contact and auto_book_default on. */
export function booksByTagging(settings: BookingSettings): boolean {
  return settings.method === 'contact' && settings.auto_book_default;
}

/**
 * The shortest activity, in seconds, that tagging books by itself (docs/rules.md, Booking follows the contact):
 * prediction_automations' ignore_duration_threshold percent of its block size (50 % of 6 minutes by default). What is
 * shorter is tagged and left open for the person to book or ignore; 0 % books everything.
 */
export function shortestBookedByTagging(prediction: PredictionAutomations): number {
  return Math.ceil((prediction.block_size * prediction.ignore_duration_threshold) / 100);
}

/** The only candidate, or the one default among several; undefined when that is not one. */
function chosen(candidates: readonly PathNode[]): PathNode | undefined {
  if (candidates.length === 1) return candidates[0];
  const defaults = candidates.filter((node) => node.is_default);
  return defaults.length === 1 ? defaults[0] : undefined;
}
