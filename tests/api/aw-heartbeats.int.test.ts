import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heartbeatMerge, type DetectionEvent } from '../../domain/detections/index.js';
import { at, Detector, tokenOf } from '../support/detectors.js';
import { createTestOrganisation, startTestPortal, type TestPortal } from '../support/portal.js';

/** An instant in whole microseconds, as the portal stores and answers it (JavaScript's Date keeps milliseconds). */
const microseconds = (timestamp: string) => Date.parse(timestamp) * 1000 + Number(/\.\d{3}(\d{3})/.exec(timestamp)?.[1] ?? 0);
/** An event as the test compares them: its start, duration and data (toEqual takes the data's keys in any order). */
const comparable = (event: DetectionEvent) => ({ start: microseconds(event.timestamp), duration: event.duration, data: event.data });

let test: TestPortal;
let detector: Detector;
let buckets = 0;
const newBucket = async () => {
  const name = `aw-watcher-window_host-${++buckets}`;
  expect(await detector.bucket(name)).toBe(200);
  return name;
};
const base = new Date(Date.now() - 3600_000);
const code = { app: 'Code', title: 'store.ts' };
const mail = { app: 'Thunderbird', title: 'Inbox' };

beforeAll(async () => {
  test = await startTestPortal();
  const firm = await createTestOrganisation(test);
  detector = new Detector(test.app, await tokenOf(firm.admin));
});
afterAll(async () => test.close());

describe('the heartbeat merge', () => {
  it('extends the last event for equal data within pulsetime, also exactly at last end + pulsetime, and answers the event', async () => {
    const bucket = await newBucket();
    await detector.heartbeat(bucket, 2, { timestamp: at(base, 0), duration: 1, data: code });

    const within = await detector.heartbeat(bucket, 2, { timestamp: at(base, 2.5), duration: 0, data: { title: 'store.ts', app: 'Code' } });
    const atTheEdge = await detector.heartbeat(bucket, 2, { timestamp: at(base, 4.5), duration: 1, data: code });

    expect(within.json()).toEqual({ id: expect.any(Number), timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/), duration: 2.5, data: code });
    expect(atTheEdge.json()).toMatchObject({ id: within.json().id, duration: 5.5 });
    expect(Date.parse(atTheEdge.json().timestamp)).toBe(base.getTime());
    expect(await detector.events(bucket)).toHaveLength(1);
  });

  it('starts a new event just past last end + pulsetime, for other data, and for a heartbeat before the last start', async () => {
    const bucket = await newBucket();
    await detector.heartbeat(bucket, 2, { timestamp: at(base, 10), duration: 1, data: code });

    await detector.heartbeat(bucket, 2, { timestamp: at(base, 13.001), duration: 0, data: code });
    await detector.heartbeat(bucket, 2, { timestamp: at(base, 13.5), duration: 0, data: mail });
    await detector.heartbeat(bucket, 60, { timestamp: at(base, 13.4), duration: 0, data: mail });

    const events = await detector.events(bucket);
    expect(events.map((event) => [(Date.parse(event.timestamp) - base.getTime()) / 1000, event.duration, event.data.app])).toEqual([
      [13.5, 0, 'Thunderbird'],
      [13.4, 0, 'Thunderbird'],
      [13.001, 0, 'Code'],
      [10, 1, 'Code'],
    ]);
  });

  it('keeps the later end: a heartbeat inside the last event does not shorten it', async () => {
    const bucket = await newBucket();
    await detector.heartbeat(bucket, 0, { timestamp: at(base, 0), duration: 30, data: code });

    const inside = await detector.heartbeat(bucket, 0, { timestamp: at(base, 10), duration: 5, data: code });

    expect(inside.json().duration).toBe(30);
  });

  it('gives what aw-server’s rule gives (domain/detections heartbeatMerge), for any run of heartbeats', async () => {
    const datas = [code, { title: 'store.ts', app: 'Code' }, mail, { app: 'Code', title: 'store.ts', audible: false }];
    const beat = fc.record({ stepMs: fc.integer({ min: -2000, max: 5000 }), durationMs: fc.integer({ min: 0, max: 3000 }), data: fc.integer({ min: 0, max: 3 }), pulsetimeMs: fc.integer({ min: 0, max: 4000 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(beat, { minLength: 1, maxLength: 12 }), async (beats) => {
        const bucket = await newBucket();
        // What aw-server holds: the events so far, and which of them the next heartbeat may extend (the previous one's result).
        const expected: DetectionEvent[] = [];
        let last = -1;
        let clockMs = base.getTime();
        for (const { stepMs, durationMs, data, pulsetimeMs } of beats) {
          clockMs += stepMs;
          const sent = { timestamp: new Date(clockMs).toISOString(), duration: durationMs / 1000, data: datas[data]! };
          const answer = await detector.heartbeat(bucket, pulsetimeMs / 1000, sent);
          expect(answer.statusCode, answer.body).toBe(200);
          const previous = expected[last];
          const merged = previous === undefined ? null : heartbeatMerge(previous, sent, pulsetimeMs / 1000);
          if (merged === null) last = expected.push(sent) - 1;
          else expected[last] = merged;
          expect(comparable(answer.json())).toEqual(comparable(expected[last]!));
        }
        const newestFirst = expected
          .map((event, order) => ({ event, order, start: Date.parse(event.timestamp) }))
          .sort((a, b) => b.start - a.start || a.start + a.event.duration * 1000 - (b.start + b.event.duration * 1000) || a.order - b.order);
        expect((await detector.events(bucket)).map(comparable)).toEqual(newestFirst.map(({ event }) => comparable(event)));
      }),
      { numRuns: 25 },
    );
  });

  it('merges heartbeats that race on one bucket into one event: none inserts twice', async () => {
    const bucket = await newBucket();

    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => detector.heartbeat(bucket, 2, { timestamp: at(base, 100), duration: n, data: code })));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const events = await detector.events(bucket);
    expect(events).toEqual([expect.objectContaining({ duration: 19, data: code })]);
  });

  it('extends the bucket’s newest event after an insert or a deletion, as aw-server forgets its last heartbeat then', async () => {
    const bucket = await newBucket();
    await detector.heartbeat(bucket, 2, { timestamp: at(base, 0), duration: 0, data: code });
    const inserted = await detector.post(`/api/0/buckets/${bucket}/events`, [{ timestamp: at(base, 50), duration: 5, data: mail }]);
    expect(inserted.statusCode).toBe(200);

    await detector.heartbeat(bucket, 2, { timestamp: at(base, 56), duration: 0, data: mail });
    expect((await detector.events(bucket))[0]).toMatchObject({ id: inserted.json()[0].id, duration: 6 });

    const [newest] = await detector.events(bucket);
    expect((await detector.request('DELETE', `/api/0/buckets/${bucket}/events/${newest!.id}`)).statusCode).toBe(200);
    await detector.heartbeat(bucket, 2, { timestamp: at(base, 1), duration: 0, data: code });
    expect(await detector.events(bucket)).toEqual([expect.objectContaining({ duration: 1, data: code })]);
  });
});
