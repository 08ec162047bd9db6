import type { DateTime } from 'luxon';
import type { BucketType, DetectionEvent } from '../../domain/detections/index.js';
import type { DemoContact } from './master-data.js';
import { between, randomFrom, seedOf, weighted } from '../../domain/shared/random.js';
import { contactSubject, glance, internalSubject, type Subject } from './subjects.js';

/** A demo user at their laptop: who (the seed of their days), the laptop's name and the contacts they work for most. */
export interface DemoPerson {
  email: string;
  hostname: string;
  /** Their usual contacts, most of their work; now and then they work for another of `others`. */
  clients: readonly DemoContact[];
  others: readonly DemoContact[];
}

/** One of the three official watchers on the laptop, with what it reported over the day (merged as aw-server keeps it). */
export interface DemoWatcher {
  bucket: string;
  type: BucketType;
  client: string;
  hostname: string;
  events: DetectionEvent[];
}

/** Whom a stretch of the day was for, as the person would tag it: a contact's code, or internal work. */
export interface WorkBlock {
  from: string;
  to: string;
  target: string;
}
export const INTERNAL = 'internal';

export interface DetectedDay {
  /** The local date, YYYY-MM-DD. */
  date: string;
  window: DemoWatcher;
  afk: DemoWatcher;
  web: DemoWatcher;
  work: WorkBlock[];
}

type Interval = { start: number; end: number };
type Timed<T> = Interval & { data: T };

const MINUTE = 60;

/**
 * What ActivityWatch's watchers on the person's laptop report over one working day (`date` is its local start):
 * the laptop goes on around 08:30 with a few minutes away first (coat, coffee), work in blocks of 30–90 minutes per
 * contact or internal, with documents, sites, Exact Online, mail and calls (subjects.ts) and now and then a glance at
 * the inbox too short to count; a coffee break, lunch, some days a meeting away from the desk, an afternoon break,
 * and home around 17:30, the laptop asleep a quarter of an hour later. The window watcher keeps reporting the window
 * in front while the person is away (aw-watcher-afk says so); the browser's tab stays active until the next one.
 * Deterministic: the same person and date give the same day.
 *
 * Today is cut at `until` (now) and has no glances: it is the day a newcomer processes first, from detected
 * to published, where every activity waits for them; the older days show what short glances become (ignored by
 * threshold). No other span is shorter than a minute: a thing done is never cut to seconds by a block's end.
 */
export function detectedDay(person: DemoPerson, date: DateTime, today?: { until: DateTime }): DetectedDay {
  const until = today?.until;
  const random = randomFrom(seedOf(person.email, date.toISODate() ?? ''));
  const at = (hour: number, minute: number) => date.set({ hour, minute }).toSeconds();
  const on = at(8, 20) + between(random, 0, 15 * MINUTE);
  const arrive = on + between(random, 2 * MINUTE, 4 * MINUTE);
  const leave = at(17, 15) + between(random, 0, 30 * MINUTE);
  const asleep = leave + 15 * MINUTE;
  const away: Interval[] = [
    breakAt(at(10, 15) + between(random, 0, 30 * MINUTE), between(random, 8, 15)),
    breakAt(at(12, 0) + between(random, 0, 30 * MINUTE), between(random, 30, 45)),
    ...(random() < 0.35 ? [breakAt(at(14, 0) + between(random, 0, 30 * MINUTE), between(random, 30, 60))] : []),
    breakAt(at(15, 30) + between(random, 0, 30 * MINUTE), between(random, 5, 12)),
  ];

  const windows: Array<Timed<Subject['window']>> = [];
  const tabs: Array<Timed<NonNullable<Subject['tab']>>> = [];
  const work: Array<Timed<string>> = [];
  const show = (subject: Subject, start: number, end: number) => {
    append(windows, start, end, subject.window);
    if (subject.tab) append(tabs, start, end, subject.tab);
  };
  // Outlook opens at sign-in, before the person is back at the desk.
  show(glance(random, person.email), on, arrive);
  append(work, on, arrive, INTERNAL);

  const stretches = [arrive, ...away.flatMap((b) => [b.start, b.end]), leave];
  for (let i = 0; i < stretches.length; i += 2) {
    const [from, to] = [stretches[i]!, stretches[i + 1]!];
    for (let start = from; start < to; ) {
      const planned = Math.min(to, start + between(random, 30 * MINUTE, 90 * MINUTE));
      const end = to - planned < 5 * MINUTE ? to : planned;
      const target = random() < 0.2 ? INTERNAL : weighted(random, [...person.clients.map((c) => [c, 6] as const), ...person.others.map((c) => [c, 1] as const)]);
      append(work, start, end, target === INTERNAL ? INTERNAL : target.code);
      for (let moment = start; moment < end; ) {
        const subject = target === INTERNAL ? internalSubject(random) : contactSubject(random, target);
        const stop = end - (moment + subject.seconds) < MINUTE ? end : moment + subject.seconds;
        show(subject, moment, stop);
        moment = stop;
        if (random() < 0.08 && end - moment > 2 * MINUTE && today === undefined) {
          const look = glance(random, person.email);
          show(look, moment, moment + look.seconds);
          moment += look.seconds;
        }
      }
      start = end;
    }
    // Away: the window in front stays reported.
    const last = windows[windows.length - 1]!;
    append(windows, to, stretches[i + 2] ?? asleep, last.data);
  }
  // The active tab stays the browser's until the next one, or until the laptop sleeps.
  tabs.forEach((tab, index) => (tab.end = tabs[index + 1]?.start ?? asleep));

  const presence: Array<Timed<'afk' | 'not-afk'>> = [];
  append(presence, on, arrive, 'afk');
  for (let i = 0; i < stretches.length; i += 2) {
    append(presence, stretches[i]!, stretches[i + 1]!, 'not-afk');
    append(presence, stretches[i + 1]!, stretches[i + 2] ?? asleep, 'afk');
  }

  const cut = until === undefined ? Infinity : until.toSeconds();
  const events = <T>(list: Array<Timed<T>>, data: (value: T) => Record<string, unknown>) => cutAt(list, cut).map((e) => eventOf(e, data(e.data)));
  const { hostname } = person;
  return {
    date: date.toISODate() ?? '',
    window: { bucket: `aw-watcher-window_${hostname}`, type: 'currentwindow', client: 'aw-watcher-window', hostname, events: events(windows, (w) => ({ ...w })) },
    afk: { bucket: `aw-watcher-afk_${hostname}`, type: 'afkstatus', client: 'aw-watcher-afk', hostname, events: events(presence, (status) => ({ status })) },
    web: {
      bucket: `aw-watcher-web-chrome_${hostname}`,
      type: 'web.tab.current',
      client: 'aw-client-web',
      hostname,
      events: events(tabs, (tab) => ({ ...tab, audible: false, incognito: false, tabCount: 3 + (tab.url.length % 5) })),
    },
    work: cutAt(work, cut).map((block) => ({ from: isoOf(block.start), to: isoOf(block.end), target: block.data })),
  };
}

const breakAt = (start: number, minutes: number): Interval => ({ start, end: start + minutes * MINUTE });

/** Adds a stretch, extending the last one when it has the same data and ends where this one starts (aw-server's merge). */
function append<T>(list: Array<Timed<T>>, start: number, end: number, data: T): void {
  if (end <= start) return;
  const last = list[list.length - 1];
  if (last && last.end === start && JSON.stringify(last.data) === JSON.stringify(data)) last.end = end;
  else list.push({ start, end, data });
}

function cutAt<T>(list: Array<Timed<T>>, cut: number): Array<Timed<T>> {
  return list.filter((e) => e.start < cut).map((e) => ({ ...e, end: Math.min(e.end, cut) }));
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();
const eventOf = (stretch: Interval, data: Record<string, unknown>): DetectionEvent => ({ timestamp: isoOf(stretch.start), duration: stretch.end - stretch.start, data });
