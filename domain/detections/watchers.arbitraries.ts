import fc from 'fast-check';
import { WATCHER_PULSETIMES, type Detection, type DetectionBucket, type DetectionEvent } from './detection.js';
import { randomFrom } from '../shared/random.js';
import { mergeHeartbeats } from './heartbeat.js';

/**
 * Test support for the condensing properties: a person's time on a device as episodes, the heartbeats the official
 * watchers send for it (window polls each second; afk polls every 5 s with a 180 s timeout and dates its events at
 * the last input; web sends the previous tab 1 ms before a switch and the active tab once a minute), and what the
 * server stores of them.
 */
export type Episode =
  | { readonly type: 'window'; readonly app: string; readonly title: string; readonly seconds: number }
  | { readonly type: 'browser'; readonly tabs: readonly { readonly url: string; readonly title: string; readonly seconds: number }[] }
  /** At the desk no more: the window stays in the foreground, nothing is typed. */
  | { readonly type: 'away'; readonly seconds: number }
  /** The device sleeps: no watcher sends anything. */
  | { readonly type: 'asleep'; readonly seconds: number };

export type Device = { readonly hostname: string; readonly browser: 'chrome' | 'firefox'; readonly start: number; readonly episodes: readonly Episode[] };

const BROWSER_APPS = { chrome: 'Google Chrome', firefox: 'Firefox' } as const;
const AFK_TIMEOUT = 180_000;

export type Sent = { readonly bucket: DetectionBucket; readonly heartbeats: readonly DetectionEvent[] };

/** The heartbeats each watcher of a device sends, bucket by bucket, in the order sent. */
export function heartbeatsOf(device: Device): Sent[] {
  const { hostname } = device;
  const window: DetectionEvent[] = [];
  const web: DetectionEvent[] = [];
  const afk: DetectionEvent[] = [];
  const beat = (to: DetectionEvent[], at: number, data: Record<string, unknown>, seconds = 0) => to.push({ timestamp: new Date(at).toISOString(), duration: seconds, data });
  const tabData = (tab: { url: string; title: string }) => ({ url: tab.url, title: tab.title, audible: false, incognito: false, tabCount: 2 });
  let now = device.start;
  let lastInput = now;
  let away = false;
  let shown: Record<string, unknown> | undefined;
  let tab: Record<string, unknown> | undefined;
  let nextAlarm = now + 60_000;

  const second = (input: boolean) => {
    if (input) lastInput = now;
    if (shown !== undefined) beat(window, now, shown);
    if (now >= nextAlarm && tab !== undefined) {
      beat(web, now, tab);
      nextAlarm += 60_000;
    }
    if ((now - device.start) % 5000 === 0) {
      const idle = now - lastInput;
      if (away && idle < AFK_TIMEOUT) {
        beat(afk, lastInput, { status: 'afk' });
        away = false;
        beat(afk, lastInput, { status: 'not-afk' });
      } else if (!away && idle >= AFK_TIMEOUT) {
        beat(afk, lastInput, { status: 'not-afk' });
        away = true;
        beat(afk, lastInput, { status: 'afk' }, idle / 1000);
      } else beat(afk, lastInput, { status: away ? 'afk' : 'not-afk' }, away ? idle / 1000 : 0);
    }
    now += 1000;
  };

  for (const episode of device.episodes) {
    if (episode.type === 'window') {
      shown = { app: episode.app, title: episode.title };
      for (let i = 0; i < episode.seconds; i++) second(true);
    } else if (episode.type === 'browser') {
      for (const next of episode.tabs) {
        const data = tabData(next);
        if (tab !== undefined && JSON.stringify(tab) !== JSON.stringify(data)) beat(web, now - 1, tab);
        tab = data;
        beat(web, now, tab);
        shown = { app: BROWSER_APPS[device.browser], title: `${next.title} - ${BROWSER_APPS[device.browser]}` };
        for (let i = 0; i < next.seconds; i++) second(true);
      }
    } else if (episode.type === 'away') {
      for (let i = 0; i < episode.seconds; i++) second(false);
    } else {
      now += episode.seconds * 1000;
      while (nextAlarm <= now) nextAlarm += 60_000;
    }
  }
  const bucket = (kind: DetectionBucket['kind'], name: string) => ({ bucket: name, kind, hostname });
  return [
    { bucket: bucket('window', `aw-watcher-window_${hostname}`), heartbeats: window },
    { bucket: bucket('afk', `aw-watcher-afk_${hostname}`), heartbeats: afk },
    { bucket: bucket('web', `aw-watcher-web-${device.browser}_${hostname}`), heartbeats: web },
  ];
}

/** What the server stores of the heartbeats sent: each bucket's heartbeats merged by aw-server's rule, in order. */
export function stored(sent: readonly Sent[]): Detection[] {
  return sent.flatMap(({ bucket, heartbeats }) => mergeHeartbeats(heartbeats, WATCHER_PULSETIMES[bucket.kind]).map((event) => ({ ...bucket, ...event })));
}

/**
 * The same heartbeats as a flaky connection delivers them: about 5 % sent twice (the copy up to two places later)
 * and about 5 % swapped with the next one when that was sent within 3 seconds of it (no heartbeat swapped twice).
 *
 * What condensing can undo, and so what this delivers, is narrower than any order, for reasons of aw-server's merge
 * rule itself, which decides on the bucket's last heartbeat as it arrives:
 * - never two heartbeats of one instant swapped (the afk watcher sends "afk" and "not-afk" dated at the last input
 *   when the person is back): the server has nothing but their timestamps to order them by;
 * - no two heartbeats of a bucket late (swapped or copied) within its pulsetime of each other: a late heartbeat of
 *   data X starts an event of its own, and another late one of X extends that event by the rule across what the
 *   watcher reported in between (the web watcher's next tab): the server stores that time as X's, and it is gone
 *   before condensing. One late heartbeat at a time is undone (domain/detections/buckets.ts).
 */
export function delivered(sent: readonly Sent[], seed: number): Sent[] {
  const random = randomFrom(seed);
  return sent.map(({ bucket, heartbeats }) => {
    const late: number[] = [];
    const calm = (...instants: number[]) => instants.every((at) => late.every((other) => Math.abs(at - other) > WATCHER_PULSETIMES[bucket.kind] * 1000));
    const order = [...heartbeats];
    for (let i = 0; i + 1 < order.length; i++) {
      const [one, next] = [order[i], order[i + 1]];
      if (one === undefined || next === undefined || random() >= 0.05) continue;
      const [at, nextAt] = [Date.parse(one.timestamp), Date.parse(next.timestamp)];
      if (at === nextAt || Math.abs(nextAt - at) > 3000 || !calm(at, nextAt)) continue;
      [order[i], order[i + 1]] = [next, one];
      late.push(at, nextAt);
      i++;
    }
    const copies = [...order];
    for (let i = order.length - 1; i >= 0; i--) {
      const heartbeat = order[i];
      if (heartbeat === undefined || random() >= 0.05) continue;
      const place = Math.min(copies.length, i + 1 + Math.floor(random() * 3));
      if (!calm(Date.parse(heartbeat.timestamp))) continue;
      copies.splice(place, 0, heartbeat);
      late.push(Date.parse(heartbeat.timestamp));
    }
    return { bucket, heartbeats: copies };
  });
}

const PAGES = [
  { url: 'https://mail.google.com/mail/u/0', title: 'Inbox' },
  { url: 'https://www.example.com/offer', title: 'Offer' },
  { url: 'https://github.com/acme/tally', title: 'acme/tally' },
  { url: 'chrome://newtab/', title: 'New Tab' },
];
const APPS = [
  { app: 'Word', title: 'Offer.docx' },
  { app: 'Outlook', title: 'Inbox' },
  { app: 'Excel', title: 'Hours.xlsx' },
];

/**
 * Episodes last at least 2 seconds: a window seen in one poll only whose heartbeat arrives out of order is merged
 * away by the server's rule itself (the information is gone before condensing), so the watchers' own order is assumed there.
 */
const episode: fc.Arbitrary<Episode> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ type: fc.constant('window' as const), seconds: fc.integer({ min: 2, max: 40 }) }).chain((e) => fc.constantFrom(...APPS).map((app) => ({ ...e, ...app }))) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('browser' as const), tabs: fc.array(fc.record({ page: fc.constantFrom(...PAGES), seconds: fc.integer({ min: 2, max: 90 }) }).map(({ page, seconds }) => ({ ...page, seconds })), { minLength: 1, maxLength: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('away' as const), seconds: fc.integer({ min: 30, max: 1200 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('asleep' as const), seconds: fc.integer({ min: 5, max: 900 }) }) },
);

/** Starts in the last quarter of an hour before midnight in Amsterdam on the night clocks spring forward (28–29 March 2026). */
const NIGHT = Date.parse('2026-03-28T22:45:00Z');

export const deviceArbitrary = (hostname: string): fc.Arbitrary<Device> =>
  fc.record({
    hostname: fc.constant(hostname),
    browser: fc.constantFrom('chrome' as const, 'firefox' as const),
    start: fc.integer({ min: 0, max: 900 }).map((seconds) => NIGHT + seconds * 1000),
    episodes: fc.array(episode, { minLength: 1, maxLength: 25 }),
  });
