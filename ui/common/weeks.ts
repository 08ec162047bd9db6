/**
 * Weeks as the week overview and the manager view use them: Monday to Sunday of local dates (YYYY-MM-DD). A day
 * is a date in the user's zone, so the arithmetic runs on dates at noon UTC and a DST week (a 23- or 25-hour
 * Sunday) is seven dates like any other; only "which week is it now" needs the zone.
 */
import { addDays, localDate, weekOf } from './dates.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written as YYYY-MM-DD (2026-02-30 is not). */
export function isDate(value: string | null | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** The Monday of the week the date is in. */
export function mondayOf(date: string): string {
  return weekOf(date)[0]!;
}

/** The Monday of this week in the time zone. */
export function currentMonday(timeZone: string | undefined, now: Date = new Date()): string {
  return mondayOf(localDate(timeZone, now));
}

/**
 * The week an address asks for (`?week=` or any date in it, `?date=`), else this week in the user's zone.
 * A date that is not a Monday stands for its week.
 */
export function weekFromParams(params: URLSearchParams, timeZone: string | undefined, now: Date = new Date()): string {
  const asked = [params.get('week'), params.get('date')].find(isDate);
  return asked ? mondayOf(asked) : currentMonday(timeZone, now);
}

/** Monday to Sunday from a Monday. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export function shiftWeek(monday: string, weeks: number): string {
  return addDays(monday, 7 * weeks);
}

/** The ISO 8601 week number and its year (the year of the week's Thursday): 2026-12-28 is week 53 of 2026. */
export function isoWeek(date: string): { year: number; week: number } {
  const thursday = new Date(`${addDays(mondayOf(date), 3)}T12:00:00Z`);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(`${addDays(mondayOf(`${year}-01-04`), 3)}T12:00:00Z`);
  return { year, week: 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * 86_400_000)) };
}
