import { nextDayStart } from '../days/index.js';
import { isoOf, toSeconds } from './buckets.js';

/** A stretch (whole seconds) cut where the person's local date changes: each part lies within one local date. */
export function splitAtMidnights(start: number, end: number, timeZone: string): [number, number][] {
  const parts: [number, number][] = [];
  let from = start;
  for (let midnight = toSeconds(nextDayStart(isoOf(from), timeZone)); midnight < end; midnight = toSeconds(nextDayStart(isoOf(midnight), timeZone))) {
    parts.push([from, midnight]);
    from = midnight;
  }
  parts.push([from, end]);
  return parts;
}
