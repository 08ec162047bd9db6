import { DateTime } from 'luxon';
import type { Call } from './client.js';
import { DEMO_SUBJECTS } from './master-data.js';

interface Options {
  contacts: string[];
  bookings: Array<{ project_id: string; subproject_id: string | null; working_code_id: string }>;
  today: Date;
  /** Makes each user's days differ, the same on every run. */
  seed: number;
}

const ZONE = 'Europe/Amsterdam';
const WORKING_DAYS = 10;
/** The oldest days are published; the rest stop at different steps of processing. */
const PUBLISHED_DAYS = 6;

/** Two weeks of one user's work through the API, and today's detected activity left to process. */
export async function seedWork(call: Call, options: Options): Promise<void> {
  let state = options.seed * 7919;
  const random = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const today = DateTime.fromJSDate(options.today, { zone: ZONE }).startOf('day');
  const days: DateTime[] = [];
  for (let day = today.minus({ days: 1 }); days.length < WORKING_DAYS; day = day.minus({ days: 1 })) {
    if (day.weekday <= 5) days.unshift(day);
  }
  for (const [index, day] of days.entries()) {
    const { ids, dayId } = await registerDay(call, day, 9, random);
    const stage = index < PUBLISHED_DAYS ? 'publish' : ['tag', 'book', 'none', 'book'][index - PUBLISHED_DAYS]!;
    if (stage === 'none') continue;
    const tags = groupBy(ids, (id, n) => (n % 5 === 4 ? 'internal' : options.contacts[random(options.contacts.length)]!));
    for (const [tag, logs] of tags) {
      await call('POST', '/v1/rpc/logs/batch-edit', tag === 'internal' ? { logs, internal: true } : { logs, contact_id: tag });
    }
    if (stage === 'tag') continue;
    for (const [booking, logs] of groupBy(ids, () => String(random(options.bookings.length)))) {
      await call('POST', '/v1/rpc/logs/assign-dimensions', { logs, slots: options.bookings[Number(booking)] });
    }
    if (stage !== 'publish') continue;
    await call('POST', '/v1/rpc/days/corrections', { day_id: dayId, action: 'round' });
    await call('POST', '/v1/rpc/days/publish', { day_id: dayId, confirm: true });
  }
  // Today: what was detected so far (at least a few activities, so there is something to process).
  const now = DateTime.fromJSDate(options.today, { zone: ZONE });
  await registerDay(call, today, 12, random, now);
}

/** A working day of detected activity from 08:30, back to back with small gaps. */
async function registerDay(call: Call, day: DateTime, count: number, random: (n: number) => number, until?: DateTime) {
  const ids: string[] = [];
  let dayId = '';
  let start = day.set({ hour: 8, minute: 30 });
  for (let n = 0; n < count; n++) {
    const minutes = 12 + random(60);
    const subject = DEMO_SUBJECTS[random(DEMO_SUBJECTS.length)]!;
    const end = start.plus({ minutes, seconds: random(60) });
    if (until && n >= 3 && end > until) break;
    const { data } = await call<{ data: { id: string; day_id: string } }>('POST', '/v1/activities', {
      started_at: start.toUTC().toISO(),
      ended_at: end.toUTC().toISO(),
      source: subject.source,
      context: { title: subject.title },
    });
    ids.push(data.id);
    dayId = data.day_id;
    start = end.plus({ minutes: 2 + random(10) });
  }
  return { ids, dayId };
}

function groupBy(ids: string[], key: (id: string, index: number) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  ids.forEach((id, index) => {
    const k = key(id, index);
    groups.set(k, [...(groups.get(k) ?? []), id]);
  });
  return groups;
}
