import { between, randomFrom } from '../../domain/shared/random.js';
import { WATCHER_PULSETIMES, type BucketKind, type BucketType, type DetectionEvent } from '../../domain/detections/index.js';

/**
 * A person's working day as the three official watchers of one laptop report it (aw-watcher-window, -afk and
 * -web), in whole ticks: each heartbeat covers its tick (duration = the tick), so a watcher's heartbeats follow
 * each other without gaps and the official pulsetimes merge them. Windows, tabs and presence change in runs of at
 * least two ticks (a run of one whose heartbeat arrives late is merged away by the server's rule itself, see
 * docs/detection.md), and the laptop is closed over lunch (no watcher sends anything). For the fault test and the
 * condenser's benchmark.
 */
export interface SimulatedWatcher {
  bucket: string;
  type: BucketType;
  client: string;
  kind: BucketKind;
  hostname: string;
  pulsetime: number;
  /** In the order the watcher sends them, each with the tick it is sent in. */
  heartbeats: Array<DetectionEvent & { tick: number }>;
}

const APPS = [
  { app: 'Word', title: 'Offer.docx' },
  { app: 'Outlook', title: 'Inbox' },
  { app: 'Excel', title: 'Hours.xlsx' },
  { app: 'Code', title: 'store.ts' },
  { app: 'Google Chrome', title: 'Google Chrome' },
  { app: 'Google Chrome', title: 'Google Chrome' },
];
const PAGES = [
  { url: 'https://mail.google.com/mail/u/0', title: 'Inbox' },
  { url: 'https://www.example.com/offer', title: 'Offer' },
  { url: 'https://github.com/acme/tally', title: 'acme/tally' },
  { url: 'chrome://newtab/', title: 'New Tab' },
  { url: 'https://www.bbc.co.uk/news', title: 'News' },
];

/** Data in runs of `low`…`high` ticks, each run another value than the one before. */
function runs<T>(random: () => number, ticks: number, pick: (previous: T | undefined) => T, length: (value: T) => [number, number]): T[] {
  const values: T[] = [];
  let previous: T | undefined;
  while (values.length < ticks) {
    const value = pick(previous);
    const [low, high] = length(value);
    for (let n = between(random, low, high); n > 0; n--) values.push(value);
    previous = value;
  }
  return values.slice(0, ticks);
}

const another =
  <T>(random: () => number, choices: readonly T[]) =>
  (previous: T | undefined): T => {
    const others = choices.filter((choice) => choice !== previous);
    return others[Math.floor(random() * others.length)] ?? choices[0]!;
  };

/** One person's day: `ticks` ticks of `tickSeconds` from `start`, the laptop called `hostname`. */
export function simulatedDay(options: { seed: number; start: Date; ticks: number; tickSeconds: number; hostname: string }): SimulatedWatcher[] {
  const { ticks, tickSeconds, hostname } = options;
  const random = randomFrom(options.seed);
  const lunchFrom = between(random, Math.floor(ticks * 0.4), Math.floor(ticks * 0.5));
  const lunch = (tick: number) => tick >= lunchFrom && tick < lunchFrom + Math.floor(ticks * 0.08);
  const windows = runs(random, ticks, another(random, APPS), () => [2, 6]);
  const tabs = runs(random, ticks, another(random, PAGES), () => [2, 5]);
  const presence = runs(random, ticks, another(random, ['not-afk', 'afk'] as const), (status) => (status === 'afk' ? [2, 10] : [8, 40]));
  const watcher = (kind: BucketKind, type: BucketType, bucket: string, client: string, dataAt: (tick: number) => Record<string, unknown>): SimulatedWatcher => ({
    bucket,
    type,
    client,
    kind,
    hostname,
    pulsetime: WATCHER_PULSETIMES[kind],
    heartbeats: Array.from({ length: ticks }, (_, tick) => tick)
      .filter((tick) => !lunch(tick))
      .map((tick) => ({ tick, timestamp: new Date(options.start.getTime() + tick * tickSeconds * 1000).toISOString(), duration: tickSeconds, data: dataAt(tick) })),
  });
  return [
    watcher('window', 'currentwindow', `aw-watcher-window_${hostname}`, 'aw-watcher-window', (tick) => ({ ...windows[tick]! })),
    watcher('afk', 'afkstatus', `aw-watcher-afk_${hostname}`, 'aw-watcher-afk', (tick) => ({ status: presence[tick]! })),
    watcher('web', 'web.tab.current', `aw-watcher-web-chrome_${hostname}`, 'aw-client-web', (tick) => ({ ...tabs[tick]!, audible: false, incognito: false, tabCount: 4 })),
  ];
}

/** What a flaky network makes of a watcher's heartbeats: per tick, the heartbeats that go out in it, in order. */
export interface Delivery {
  slots: Map<number, DetectionEvent[]>;
  duplicated: number;
  reordered: number;
}

/**
 * About 5 % of the heartbeats sent twice in a row (a retry whose first answer was lost) and about 5 % out of order:
 * swapped in pairs with the next one (which goes out a tick early, this one a tick late), none swapped twice.
 */
export function flakyDelivery(watcher: SimulatedWatcher, random: () => number): Delivery {
  const order = watcher.heartbeats.map((heartbeat) => ({ heartbeat, tick: heartbeat.tick }));
  let reordered = 0;
  for (let i = 0; i + 1 < order.length; i++) {
    const [one, next] = [order[i]!, order[i + 1]!];
    if (next.tick !== one.tick + 1 || random() >= 0.025) continue;
    [one.heartbeat, next.heartbeat] = [next.heartbeat, one.heartbeat];
    reordered += 2;
    i++;
  }
  let duplicated = 0;
  const slots = new Map<number, DetectionEvent[]>();
  for (const { heartbeat, tick } of order) {
    const { tick: _sentIn, ...event } = heartbeat;
    const twice = random() < 0.05;
    if (twice) duplicated++;
    slots.set(tick, twice ? [event, event] : [event]);
  }
  return { slots, duplicated, reordered };
}
