import type { DateTime } from 'luxon';
import type { Call } from './client.js';
import { randomFrom, seedOf } from '../../domain/shared/random.js';
import { INTERNAL, type DetectedDay, type WorkBlock } from './watchers.js';

/** Where activity is booked: a project, its subproject and a working code. */
export interface Slots {
  project_id: string;
  subproject_id: string | null;
  working_code_id: string;
}

interface Options {
  /** The demo contacts' ids by code. */
  contacts: ReadonlyMap<string, string>;
  /** Bookings for contacts' work, and for the firm's own (its internal project). */
  bookings: { contacts: readonly Slots[]; internal: readonly Slots[] };
  /** The user's detected working days before today, oldest first, condensed already. */
  days: readonly DetectedDay[];
}

/** The oldest days are published; the rest stop at different steps of processing. */
const PUBLISHED_DAYS = 6;
const LATER_STEPS = ['tag', 'book', 'none', 'book'] as const;

interface Listed {
  id: string;
  day_id: string;
  started_at: string;
  ended_at: string;
  status: string;
}

/**
 * Processes a user's condensed days as they would have: each day's activity read back through the API, tagged to
 * the contact it was for (the generator knows: its work blocks) or as internal, booked, rounded and published for
 * the older days; the recent ones stop at different steps, and today is left alone. Activity ignored by threshold
 * (a glance at the inbox) stays as it is: nothing waits for it.
 */
export async function seedWork(call: Call, email: string, options: Options): Promise<void> {
  const random = randomFrom(seedOf(email, 'bookings'));
  const choose = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (const [index, day] of options.days.entries()) {
    const step = index < PUBLISHED_DAYS ? 'publish' : LATER_STEPS[(index - PUBLISHED_DAYS) % LATER_STEPS.length]!;
    if (step === 'none') continue;
    const listed = (await call<{ data: Listed[] }>('GET', `/v1/activities?date=eq:${day.date}&limit=1000`)).data;
    await processOpen(call, listed, step, { day, options, choose });
    if (step !== 'publish') continue;
    // Activity the condenser's jobs registered on the day since it was listed (a busy machine runs them late) is
    // processed too before rounding, which refuses a day with activity still unbooked.
    await processOpen(call, (await call<{ data: Listed[] }>('GET', `/v1/activities?date=eq:${day.date}&limit=1000`)).data, step, { day, options, choose });
    const dayId = listed[0]?.day_id;
    if (dayId === undefined) continue;
    await call('POST', '/v1/rpc/days/corrections', { day_id: dayId, action: 'round' });
    await call('POST', '/v1/rpc/days/publish', { day_id: dayId, confirm: true });
  }
}

/** Tags the listed activity still open to whom it was for (or as internal) and, unless the day stops at tagging, books it. */
async function processOpen(
  call: Call,
  listed: readonly Listed[],
  step: 'publish' | (typeof LATER_STEPS)[number],
  { day, options, choose }: { day: Options['days'][number]; options: Options; choose: <T>(list: readonly T[]) => T },
): Promise<void> {
  const byTarget = groupBy(
    listed.filter((activity) => activity.status === 'open'),
    (activity) => targetOf(day.work, activity),
  );
  for (const [target, activities] of byTarget) {
    const logs = activities.map((activity) => activity.id);
    const contactId = options.contacts.get(target);
    await call('POST', '/v1/rpc/logs/batch-edit', contactId === undefined ? { logs, internal: true } : { logs, contact_id: contactId });
  }
  if (step === 'tag') return;
  for (const [target, activities] of byTarget) {
    const slots = choose(target === INTERNAL ? options.bookings.internal : options.bookings.contacts);
    await call('POST', '/v1/rpc/logs/assign-dimensions', { logs: activities.map((activity) => activity.id), slots });
  }
}

/** Whom an activity was for: the work block it overlaps most (the firm's own work where none does). */
export function targetOf(work: readonly WorkBlock[], activity: { started_at: string; ended_at: string }): string {
  const [start, end] = [Date.parse(activity.started_at), Date.parse(activity.ended_at)];
  let best = { target: INTERNAL, overlap: 0 };
  for (const block of work) {
    const overlap = Math.min(end, Date.parse(block.to)) - Math.max(start, Date.parse(block.from));
    if (overlap > best.overlap) best = { target: block.target, overlap };
  }
  return best.target;
}

/** The working days before `today` (a local start of day), oldest first. */
export function workingDaysBefore(today: DateTime, count: number): DateTime[] {
  const days: DateTime[] = [];
  for (let day = today.minus({ days: 1 }); days.length < count; day = day.minus({ days: 1 })) {
    if (day.weekday <= 5) days.unshift(day);
  }
  return days;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
