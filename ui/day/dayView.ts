/**
 * How a person wants to see their day: their effective day_processing preference (api-contract §9.5), and what it
 * does to the timeline, the activity list, the booking picker and the tag dialog. Pure, so each switch is tested here.
 */
import { chapterSchemas, type ChapterSettings } from '../../domain/preferences/chapters.js';
import { DEFAULTS } from '../../domain/preferences/defaults.js';
import type { Activity } from '../providers/domain.js';
import type { PreferenceEntry } from '../providers/settingsMethods.js';
import type { DimensionChoice } from './booking.js';

export type DayView = ChapterSettings<'day_processing'>;
export type DimensionSort = DayView['sort_dimensions'];

/** The day_processing chapter of GET /v1/preferences; the defaults while it is not read (or not readable). */
export function dayViewOf(entries: readonly PreferenceEntry[] | undefined): DayView {
  const values = Object.fromEntries((entries ?? []).filter((entry) => entry.chapter === 'day_processing').map((entry) => [entry.key, entry.value]));
  const parsed = chapterSchemas.day_processing.safeParse({ ...DEFAULTS.day_processing, ...values });
  return parsed.success ? parsed.data : DEFAULTS.day_processing;
}

const isBooked = (activity: Activity) => activity.status === 'booked' || activity.status === 'published';

/** The timeline's activity: booked or unbooked left out when the person hides it, and how many that leaves out. */
export function timelineActivities(activities: readonly Activity[], view: DayView): { shown: readonly Activity[]; hidden: number } {
  if (view.show_activity_booked && view.show_activity_unbooked) return { shown: activities, hidden: 0 };
  const shown = activities.filter((activity) => (isBooked(activity) ? view.show_activity_booked : view.show_activity_unbooked));
  return { shown, hidden: activities.length - shown.length };
}

/** Activity shorter than short_duration (seconds) is shown compactly; 0 shows everything in full. */
export const isShort = (activity: Activity, shortDuration: number): boolean => activity.duration < shortDuration;

/** How many times the person booked each dimension (any level) in the last 12 months: the usage order. */
export type DimensionUsage = ReadonlyMap<string, number>;

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

/**
 * A level's dimensions in the person's order: by code (those without one after), by name, as the API gave them
 * (none), or most booked first (usage, then by name).
 */
export function sortDimensions<D extends DimensionChoice>(dimensions: readonly D[], sort: DimensionSort, usage: DimensionUsage): readonly D[] {
  if (sort === 'none') return dimensions;
  const name = (a: D, b: D) => byText(a.name, b.name);
  if (sort === 'name') return [...dimensions].sort(name);
  if (sort === 'code') return [...dimensions].sort((a, b) => (a.code && b.code ? byText(a.code, b.code) : a.code ? -1 : b.code ? 1 : 0) || name(a, b));
  return [...dimensions].sort((a, b) => (usage.get(b.id) ?? 0) - (usage.get(a.id) ?? 0) || name(a, b));
}

/** Where "Internal" is offered in the tag dialog's list: at the top, at the bottom, or not in it (the Internal button). */
export const internalPlace = (view: DayView): 'first' | 'last' | null => (view.sort_internal_top === 'default' ? null : view.sort_internal_top);
