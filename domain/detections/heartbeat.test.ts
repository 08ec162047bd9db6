import { describe, expect, it } from 'vitest';
import { heartbeatMerge, mergeHeartbeats, sameData } from './heartbeat.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 2, 9, 0, 0) + seconds * 1000).toISOString();
const word = { app: 'Word', title: 'Offer.docx' };
const event = (seconds: number, duration: number, data: Record<string, unknown> = word) => ({ timestamp: at(seconds), duration, data });

describe('the heartbeat merge (aw-server’s rule)', () => {
  const last = event(0, 5);

  it('extends the last event to a heartbeat with equal data within the pulsetime', () => {
    expect(heartbeatMerge(last, event(6, 0), 2)).toEqual(event(0, 6));
    expect(heartbeatMerge(last, event(6, 3), 2)).toEqual(event(0, 9));
  });

  it('merges a heartbeat exactly at the last event’s end plus the pulsetime, not a millisecond later', () => {
    expect(heartbeatMerge(last, event(7, 0), 2)).toEqual(event(0, 7));
    expect(heartbeatMerge(last, event(7.001, 0), 2)).toBeNull();
  });

  it('keeps the longer duration when the heartbeat lies inside the last event', () => {
    expect(heartbeatMerge(last, event(1, 1), 2)).toEqual(event(0, 5));
    expect(heartbeatMerge(last, event(0, 0), 0)).toEqual(event(0, 5));
  });

  it('does not merge a heartbeat outside the pulsetime', () => {
    expect(heartbeatMerge(last, event(8, 0), 2)).toBeNull();
  });

  it('does not merge different data, however close', () => {
    expect(heartbeatMerge(last, event(1, 0, { app: 'Word', title: 'Invoice.docx' }), 2)).toBeNull();
    expect(heartbeatMerge(last, event(1, 0, { app: 'Word' }), 2)).toBeNull();
  });

  it('does not merge a heartbeat that starts before the last event', () => {
    expect(heartbeatMerge(last, event(-0.5, 2), 2)).toBeNull();
  });

  it('compares data as JSON values: the order of keys does not matter, nested values do', () => {
    expect(sameData({ url: 'https://a.test', title: 'A', audible: false }, { title: 'A', audible: false, url: 'https://a.test' })).toBe(true);
    expect(heartbeatMerge(event(0, 1, { a: { b: 1, c: [1, 2] } }), event(1, 0, { a: { c: [1, 2], b: 1 } }), 1)).not.toBeNull();
    expect(sameData({ a: { c: [1, 2] } }, { a: { c: [2, 1] } })).toBe(false);
  });
});

describe('the events a bucket holds after a run of heartbeats', () => {
  it('is one event per run of equal data within the pulsetime', () => {
    const heartbeats = [event(0, 0), event(1, 0), event(2, 0), event(3, 0, { app: 'Outlook', title: 'Inbox' }), event(4, 0, { app: 'Outlook', title: 'Inbox' }), event(9, 0, { app: 'Outlook', title: 'Inbox' })];
    expect(mergeHeartbeats(heartbeats, 2)).toEqual([event(0, 2), event(3, 1, { app: 'Outlook', title: 'Inbox' }), event(9, 0, { app: 'Outlook', title: 'Inbox' })]);
  });

  it('merges a late heartbeat into the previous heartbeat’s event, and stores it apart when that one has other data', () => {
    const outlook = { app: 'Outlook', title: 'Inbox' };
    expect(mergeHeartbeats([event(0, 0), event(2, 0), event(1, 0)], 2)).toEqual([event(0, 2)]);
    // aw-server (and the portal) compare a heartbeat with the result of the bucket's previous one, not its latest-starting event.
    expect(mergeHeartbeats([event(0, 0), event(2, 0, outlook), event(1, 0), event(3, 0, outlook)], 2)).toEqual([event(0, 0), event(2, 0, outlook), event(1, 0), event(3, 0, outlook)]);
  });
});
