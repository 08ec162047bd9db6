import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, Detector, tokenOf } from '../support/detectors.js';
import { createTestOrganisation, startTestPortal, type TestPortal } from '../support/portal.js';

/**
 * aw-server's heartbeat rule (aw-transform heartbeat.rs, aw_core transforms.heartbeat_merge), written out on
 * its own to hold the portal's one-statement merge against: a heartbeat extends the last heartbeat's event when
 * their data is equal and it starts within [last start, last end + pulsetime], to the later of both ends;
 * otherwise it is a new event. Times in whole microseconds, as the portal stores them.
 */
interface ReferenceEvent {
  id: number;
  startUs: number;
  duration: number;
  data: string;
}
type Beat = Omit<ReferenceEvent, 'id'>;

function referenceHeartbeat(last: ReferenceEvent | undefined, beat: Beat, pulsetime: number): ReferenceEvent | undefined {
  if (!last || last.data !== beat.data) return undefined;
  if (beat.startUs < last.startUs || beat.startUs > last.startUs + Math.round((last.duration + pulsetime) * 1e6)) return undefined;
  return { ...last, duration: Math.max(last.duration, (beat.startUs - last.startUs) / 1e6 + beat.duration) };
}

/** JSON with sorted keys: equal data, equal text, whatever order its keys came in. */
const canonical = (value: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));
const microseconds = (timestamp: string) => Date.parse(timestamp) * 1000 + Number(/\.\d{3}(\d{3})/.exec(timestamp)?.[1] ?? 0);

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

  it('gives what aw-server’s rule gives, for any run of heartbeats', async () => {
    const datas = [code, { title: 'store.ts', app: 'Code' }, mail, { app: 'Code', title: 'store.ts', audible: false }];
    const beat = fc.record({ stepMs: fc.integer({ min: -2000, max: 5000 }), durationMs: fc.integer({ min: 0, max: 3000 }), data: fc.integer({ min: 0, max: 3 }), pulsetimeMs: fc.integer({ min: 0, max: 4000 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(beat, { minLength: 1, maxLength: 12 }), async (beats) => {
        const bucket = await newBucket();
        const reference: ReferenceEvent[] = [];
        let last: ReferenceEvent | undefined;
        let clockMs = base.getTime();
        for (const { stepMs, durationMs, data, pulsetimeMs } of beats) {
          clockMs += stepMs;
          const sent = { startUs: clockMs * 1000, duration: durationMs / 1000, data: canonical(datas[data]!) };
          const answer = await detector.heartbeat(bucket, pulsetimeMs / 1000, { timestamp: new Date(clockMs).toISOString(), duration: sent.duration, data: datas[data]! });
          expect(answer.statusCode, answer.body).toBe(200);
          const merged = referenceHeartbeat(last, sent, pulsetimeMs / 1000);
          last = merged ?? { id: reference.length, ...sent };
          if (merged) reference[merged.id] = merged;
          else reference.push(last);
          const event = answer.json();
          expect({ startUs: microseconds(event.timestamp), duration: event.duration, data: canonical(event.data) }).toEqual({ startUs: last.startUs, duration: last.duration, data: last.data });
        }
        const stored = (await detector.events(bucket)).map((event) => ({ startUs: microseconds(event.timestamp), duration: event.duration, data: canonical(event.data) }));
        const newestFirst = [...reference].sort((a, b) => b.startUs - a.startUs || a.startUs + a.duration * 1e6 - (b.startUs + b.duration * 1e6) || a.id - b.id);
        expect(stored).toEqual(newestFirst.map(({ startUs, duration, data }) => ({ startUs, duration, data })));
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
