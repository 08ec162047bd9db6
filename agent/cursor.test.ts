import { describe, expect, it } from 'vitest';
import { isPending, mayBeCut, oldestFirst, resumeAt, type AwEvent, type Cursor } from './cursor.js';
import { compareInstants, instantOf, shifted } from './instant.js';

const event = (id: number, timestamp: string, duration = 5): AwEvent => ({ id, timestamp, duration, data: { app: 'Code' } });

describe('instants', () => {
  it('tell apart starts a few microseconds or nanoseconds apart, whatever the zone is written as', () => {
    expect(compareInstants('2026-03-02T09:00:00.000001Z', '2026-03-02T09:00:00Z')).toBe(1);
    expect(compareInstants('2026-03-02T09:00:00.000000001+00:00', '2026-03-02T09:00:00.000000002Z')).toBe(-1);
    expect(compareInstants('2026-03-02T10:00:00.5+01:00', '2026-03-02T09:00:00.500000Z')).toBe(0);
  });

  it('shift a timestamp by seconds without losing its microseconds', () => {
    expect(shifted('2026-03-02T09:00:00.123456+00:00', 86_340)).toBe('2026-03-03T08:59:00.123456000Z');
    expect(instantOf(shifted('2026-03-02T09:00:00.123456Z', 0.5))).toBe(instantOf('2026-03-02T09:00:00.623456Z'));
  });

  it('refuse what is not an RFC 3339 timestamp with a zone', () => {
    expect(() => instantOf('2026-03-02T09:00:00')).toThrow(/RFC 3339/);
  });
});

describe('which local events are still to be sent', () => {
  const cursor: Cursor = { timestamp: '2026-03-02T09:00:00.000000Z', id: 10, duration: 5 };

  it('the cursor’s own event only once it has grown, as its watcher extends it', () => {
    expect(isPending(event(10, cursor.timestamp, 5), cursor)).toBe(false);
    expect(isPending(event(10, cursor.timestamp, 7.5), cursor)).toBe(true);
  });

  it('every later event, and of events starting with the cursor’s those made after it', () => {
    expect(isPending(event(11, '2026-03-02T09:00:00.000001Z'), cursor)).toBe(true);
    expect(isPending(event(11, cursor.timestamp), cursor)).toBe(true);
    expect(isPending(event(9, cursor.timestamp), cursor)).toBe(false);
    expect(isPending(event(12, '2026-03-02T08:59:59.999999Z'), cursor)).toBe(false);
  });

  it('without an event id (a first pass, or resuming at the portal’s newest event): everything starting there or later', () => {
    const from: Cursor = { timestamp: cursor.timestamp };
    expect(isPending(event(3, cursor.timestamp), from)).toBe(true);
    expect(isPending(event(3, '2026-03-02T08:59:59Z'), from)).toBe(false);
  });

  it('reads again by id an event carrying the cursor’s start that may be an older one cut to it', () => {
    expect(mayBeCut(event(11, cursor.timestamp), cursor)).toBe(true);
    expect(mayBeCut(event(10, cursor.timestamp, 9), cursor)).toBe(false);
    expect(mayBeCut(event(9, cursor.timestamp), cursor)).toBe(false);
    expect(mayBeCut(event(11, '2026-03-02T09:00:01Z'), cursor)).toBe(false);
  });

  it('orders events by start, then by id', () => {
    const events = [event(3, '2026-03-02T09:00:02Z'), event(2, '2026-03-02T09:00:01Z'), event(1, '2026-03-02T09:00:01Z')];
    expect(events.sort(oldestFirst).map((one) => one.id)).toEqual([1, 2, 3]);
  });
});

describe('where a bucket resumes', () => {
  const saved: Cursor = { timestamp: '2026-03-02T09:00:00Z', id: 10, duration: 5 };
  const backfill = '2026-03-01T23:00:00.000Z';

  it('at the saved cursor while the portal has nothing later', () => {
    expect(resumeAt(saved, { timestamp: '2026-03-02T09:00:00.000000Z' }, backfill)).toBe(saved);
    expect(resumeAt(saved, { timestamp: '2026-03-02T08:00:00Z' }, backfill)).toBe(saved);
    expect(resumeAt(saved, undefined, backfill)).toBe(saved);
  });

  it('at the portal’s newest event when that starts later: events went out after the cursor was saved', () => {
    expect(resumeAt(saved, { timestamp: '2026-03-02T09:00:05Z' }, backfill)).toEqual({ timestamp: '2026-03-02T09:00:05Z' });
    expect(resumeAt(undefined, { timestamp: '2026-03-02T09:00:05Z' }, backfill)).toEqual({ timestamp: '2026-03-02T09:00:05Z' });
  });

  it('at the backfill start with no cursor and nothing newer at the portal', () => {
    expect(resumeAt(undefined, undefined, backfill)).toEqual({ timestamp: backfill });
    expect(resumeAt(undefined, { timestamp: '2026-02-01T09:00:00Z' }, backfill)).toEqual({ timestamp: backfill });
  });
});
