import { dayDecider, dayStream, type DayCommand, type DayEvent, type DayRef } from '../../domain/days/index.js';
import type { EventStore, GlobalPosition } from '../../eventstore/port.js';

/** Where activity comes from in these benchmarks, in turn: mail, documents, appointments, browser, calls. */
const SOURCES = [
  { type: 'email', identifier: 'outlook', name: 'Outlook' },
  { type: 'document', identifier: 'word', name: 'Word' },
  { type: 'appointment', identifier: 'outlook', name: 'Outlook' },
  { type: 'web', identifier: 'chrome', name: 'Chrome' },
  { type: 'phone', identifier: 'teams', name: 'Teams' },
] as const;

/**
 * `count` RegisterActivity commands for a day, one per `slotSeconds` from `from` (UTC), each a little shorter
 * than its slot so that none overlap; subjects repeat every 37 activities, as mail threads and documents do.
 */
export function registrations(day: DayRef, count: number, from: string, slotSeconds: number, activityId: (n: number) => string): DayCommand[] {
  const start = Date.parse(from);
  return Array.from({ length: count }, (_, n) => {
    const startedAt = start + n * slotSeconds * 1000;
    const endedAt = startedAt + (slotSeconds - 10 - (n % 5) * 5) * 1000;
    return {
      type: 'RegisterActivity',
      day,
      activity: {
        activity_id: activityId(n),
        started_at: new Date(startedAt).toISOString(),
        ended_at: new Date(endedAt).toISOString(),
        contact_id: null,
        partner_contact_id: null,
        internal: false,
        description: null,
        source: SOURCES[n % SOURCES.length]!,
        context: { title: `Subject ${n % 37}` },
      },
      removeOverlapping: true,
      ignoreThreshold: 0,
      at: new Date(endedAt + 5000).toISOString(),
    } satisfies DayCommand;
  });
}

/** The events the day's own decider makes of these commands, one after the other: exactly what the API would store. */
export function decideDay(commands: readonly DayCommand[]): DayEvent[] {
  let day = dayDecider.initialState();
  const events: DayEvent[] = [];
  for (const command of commands) {
    for (const event of dayDecider.decide(command, day)) {
      day = dayDecider.evolve(day, event);
      events.push(event);
    }
  }
  return events;
}

/** A new day's events in one append, with the metadata a command of its user carries. */
export async function appendDay(store: EventStore, day: DayRef, events: readonly DayEvent[]): Promise<GlobalPosition> {
  const metadata = { client_id: day.client_id, user_id: day.user_id, request: null };
  const appended = await store.append(dayStream(day.day_id), events.map((event) => ({ type: event.type, data: event.data, metadata })), 'no_stream');
  return appended.position;
}
