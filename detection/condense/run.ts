import { condense, horizonOf, LOOKBACK_SECONDS, type Detection } from '../../domain/detections/index.js';
import { loadLogThresholds } from '../../projections/preferences/queries.js';
import { devicesOf, findPerson, readDetections } from './read.js';
import { registerSpan, type Registrar, type Registration } from './register.js';
import { readState, saveState } from './state.js';
import { ContactBookings, freshBookingReads } from '../../projections/dimensions/contact-bookings.js';

export interface Condenser extends Registrar {
  /** Seconds without anything received from a device after which what it sent counts as complete. */
  quietAfterSeconds: number;
  clock: () => Date;
}

/** What one run did: spans by what became of them, how far the person is condensed, and whether more is open. */
export interface CondenseRun extends Record<Registration, number> {
  condensedUntil: string | null;
  /** Detections beyond the cursor remain, and some device still sends: look again when it will be quiet (ISO). */
  lookAgainAt: string | null;
}

const instant = (iso: string) => Date.parse(iso);
const isoAt = (milliseconds: number) => new Date(milliseconds).toISOString();

/**
 * Where the next run must start reading: the earliest start of a detection it still needs, those that end at or
 * after the cursor less the lookback (one may have started long before, a window in front all weekend).
 */
function readsFromFor(detections: readonly Detection[], cursor: string): string {
  const needed = instant(cursor) - LOOKBACK_SECONDS * 1000;
  let from = needed;
  for (const detection of detections) {
    const start = instant(detection.timestamp);
    if (start < from && start + detection.duration * 1000 >= needed) from = start;
  }
  return isoAt(from);
}

/**
 * Condenses one person's detections from their cursor (docs/detection.md, "The condenser"): reads what may still
 * matter, chooses the horizon from their devices, registers each closed span on its day, and moves the cursor to
 * where the open spans begin. A span whose day is being published holds the cursor where it was, so that the
 * next run tries again; spans registered meanwhile are refused then as registered. Undefined when the person has
 * no detections (or is gone).
 */
export async function condensePerson(condenser: Condenser, userId: string, request: string | null): Promise<CondenseRun | undefined> {
  const { pool } = condenser;
  const [person, devices, state] = await Promise.all([findPerson(pool, userId), devicesOf(pool, userId, condenser.quietAfterSeconds), readState(pool, userId)]);
  if (person === undefined || devices.length === 0) return undefined;
  const settings = await loadLogThresholds(pool, person.client_id, userId);
  const from = state?.condensed_until ?? null;
  const endsFrom = from === null ? null : isoAt(instant(from) - LOOKBACK_SECONDS * 1000);
  const detections = await readDetections(pool, userId, { readsFrom: state?.reads_from ?? null, endsFrom });
  const horizon = horizonOf(
    devices.map((device) => device.report),
    detections,
    settings,
  );
  const run: CondenseRun = { registered: 0, already: 0, after_publishing: 0, locked: 0, condensedUntil: from, lookAgainAt: null };
  if (horizon === undefined) return run;
  const { spans, openFrom } = condense({ detections, settings, timeZone: person.time_zone, horizon, from });
  const at = condenser.clock().toISOString();
  // The person's booking settings are read once for the run, not for each span a contact's tag decides.
  const bookings = new ContactBookings(freshBookingReads(condenser.pool));
  for (const span of spans) run[await registerSpan(condenser, person, span, settings.ignore[span.source.type] ?? 0, { at, request, bookings })]++;
  // With every span closed, everything before the horizon is condensed; never back, never past a day being published.
  const next = openFrom ?? horizon;
  const cursor = run.locked > 0 ? from : from !== null && instant(from) > instant(next) ? from : next;
  if (cursor !== null) await saveState(pool, person, { condensed_until: cursor, reads_from: readsFromFor(detections, cursor) });
  run.condensedUntil = cursor;
  const newestEnd = Math.max(...devices.map((device) => instant(device.report.newestEnd)));
  const sending = devices.filter((device) => !device.report.quiet);
  if (sending.length > 0 && (cursor === null || instant(cursor) <= newestEnd)) {
    run.lookAgainAt = isoAt(Math.max(...sending.map((device) => instant(device.quietAt))));
  }
  return run;
}
