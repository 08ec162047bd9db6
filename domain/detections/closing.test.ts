import { describe, expect, it } from 'vitest';
import { localDateOf } from '../days/index.js';
import { activityIdOf } from './activity-id.js';
import { condensed, HOST, summary, utc, windowEvent } from './testing.js';

const offer = (from: string, to: string) => windowEvent(from, to, 'Word', 'Offer.docx');
const inbox = (from: string, to: string) => windowEvent(from, to, 'Outlook', 'Inbox');
const terminal = (from: string, to: string) => windowEvent(from, to, 'Terminal', 'ssh', 'desktop');

describe('closing', () => {
  it('closes a span once a detection at the horizon could no longer fill the gap after it (end + grace before the horizon)', () => {
    expect(condensed([offer('09:00', '09:10')], { horizon: utc('09:10:10') })).toEqual({ spans: [], openFrom: '2026-03-02T09:00:00Z' });
    const closed = condensed([offer('09:00', '09:10')], { horizon: utc('09:10:11') });
    expect([summary(closed.spans), closed.openFrom]).toEqual([['09:00:00–09:10:00 native:Word Offer.docx'], null]);
  });

  it('keeps a span open at end + grace = horizon, because a detection starting at the horizon still lengthens it', () => {
    expect(condensed([offer('09:00', '09:10')], { horizon: utc('09:10:10') }).spans).toEqual([]);
    const later = condensed([offer('09:00', '09:10'), inbox('09:10:10', '09:20')]);
    expect(summary(later.spans)[0]).toBe('09:00:00–09:10:10 native:Word Offer.docx');
  });

  it('returns the spans before the first open one, and says where that one starts', () => {
    const { spans, openFrom } = condensed([offer('09:00', '09:10'), inbox('09:10', '09:20')], { horizon: utc('09:15') });
    expect(summary(spans)).toEqual(['09:00:00–09:10:00 native:Word Offer.docx']);
    expect(openFrom).toBe('2026-03-02T09:10:00Z');
  });

  it('holds back a closed span of another device that runs across that start, and moves the start back to it', () => {
    const detections = [offer('09:00', '09:05'), inbox('09:06', '09:20'), terminal('09:05:30', '09:12')];
    const { spans, openFrom } = condensed(detections, { horizon: utc('09:19') });
    expect(summary(spans)).toEqual(['09:00:00–09:05:00 native:Word Offer.docx']);
    expect(openFrom).toBe('2026-03-02T09:05:30Z');
  });

  it('continues from openFrom: the second half gives what condensing everything at once gives after it', () => {
    const first = [offer('09:00', '09:05'), inbox('09:06', '09:19'), terminal('09:05:30', '09:12')];
    const later = [inbox('09:19', '09:20'), offer('09:20', '09:40')];
    const once = condensed([...first, ...later], { horizon: utc('10:00') });
    const start = condensed(first, { horizon: utc('09:19') });
    const rest = condensed([...first, ...later], { horizon: utc('10:00'), from: start.openFrom });
    expect([...start.spans, ...rest.spans].sort((a, b) => a.started_at.localeCompare(b.started_at))).toEqual(once.spans);
    expect(rest.spans.every((span) => span.started_at >= '2026-03-02T09:05:30Z')).toBe(true);
    expect(rest.openFrom).toBeNull();
  });

  it('returns the same spans, with the same activity ids, when it condenses the same detections again', () => {
    const detections = [offer('09:00', '09:10'), inbox('09:10', '09:20')];
    const ids = () => condensed(detections).spans.map((span) => activityIdOf('user-1', span.bucket, span.started_at));
    expect(ids()).toEqual(ids());
    expect(new Set(ids()).size).toBe(2);
  });
});

describe('the activity id of a span', () => {
  const bucket = `aw-watcher-window_${HOST}`;

  it('is one name-based UUID per person, bucket and start', () => {
    const id = activityIdOf('user-1', bucket, '2026-03-02T09:00:00Z');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(activityIdOf('user-2', bucket, '2026-03-02T09:00:00Z')).not.toBe(id);
    expect(activityIdOf('user-1', 'aw-watcher-web-chrome', '2026-03-02T09:00:00Z')).not.toBe(id);
    expect(activityIdOf('user-1', bucket, '2026-03-02T09:00:01Z')).not.toBe(id);
  });

  it('reads the start as an instant, whatever way it is written', () => {
    const id = activityIdOf('user-1', bucket, '2026-03-02T09:00:00Z');
    expect(activityIdOf('user-1', bucket, '2026-03-02T09:00:00.000Z')).toBe(id);
    expect(activityIdOf('user-1', bucket, '2026-03-02T10:00:00+01:00')).toBe(id);
  });
});

describe('a span across midnight', () => {
  const parts = (spans: ReturnType<typeof condensed>['spans'], zone: string) => spans.map((span) => [span.started_at, span.ended_at, localDateOf(span.started_at, zone)]);

  it('is split at the person’s local midnight, each part on its own date and with its own detections', () => {
    const { spans } = condensed([offer('22:50', '23:05'), offer('23:05:08', '23:10')], { timeZone: 'Europe/Amsterdam' });
    expect(parts(spans, 'Europe/Amsterdam')).toEqual([
      ['2026-03-02T22:50:00Z', '2026-03-02T23:00:00Z', '2026-03-02'],
      ['2026-03-02T23:00:00Z', '2026-03-02T23:10:00Z', '2026-03-03'],
    ]);
    expect(spans.map((span) => span.detections)).toEqual([
      { bucket: `aw-watcher-window_${HOST}`, from: '2026-03-02T22:50:00Z', to: '2026-03-02T23:00:00Z' },
      { bucket: `aw-watcher-window_${HOST}`, from: '2026-03-02T23:00:00Z', to: '2026-03-02T23:10:00Z' },
    ]);
  });

  it('is split where the 23-hour day ends (spring forward), not where the clock jumps', () => {
    const night = condensed([offer('2026-03-29 00:30:00', '2026-03-29 01:30:00')], { timeZone: 'Europe/Amsterdam' }); // 01:30 CET → 03:30 CEST
    expect(parts(night.spans, 'Europe/Amsterdam')).toEqual([['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-03-29']]);
    const evening = condensed([offer('2026-03-29 21:30:00', '2026-03-29 22:30:00')], { timeZone: 'Europe/Amsterdam' }); // 23:30 → 00:30 CEST
    expect(parts(evening.spans, 'Europe/Amsterdam')).toEqual([
      ['2026-03-29T21:30:00Z', '2026-03-29T22:00:00Z', '2026-03-29'],
      ['2026-03-29T22:00:00Z', '2026-03-29T22:30:00Z', '2026-03-30'],
    ]);
  });

  it('is split where the 25-hour day ends (fall back)', () => {
    const { spans } = condensed([offer('2026-10-25 22:30:00', '2026-10-25 23:30:00')], { timeZone: 'Europe/Amsterdam' }); // 23:30 → 00:30 CET
    expect(parts(spans, 'Europe/Amsterdam')).toEqual([
      ['2026-10-25T22:30:00Z', '2026-10-25T23:00:00Z', '2026-10-25'],
      ['2026-10-25T23:00:00Z', '2026-10-25T23:30:00Z', '2026-10-26'],
    ]);
  });

  it('running over a whole day has a part for each date, ids of their own', () => {
    const { spans } = condensed([offer('23:00', '2026-03-04 01:00:00')]);
    expect(parts(spans, 'UTC')).toEqual([
      ['2026-03-02T23:00:00Z', '2026-03-03T00:00:00Z', '2026-03-02'],
      ['2026-03-03T00:00:00Z', '2026-03-04T00:00:00Z', '2026-03-03'],
      ['2026-03-04T00:00:00Z', '2026-03-04T01:00:00Z', '2026-03-04'],
    ]);
    expect(new Set(spans.map((span) => activityIdOf('user-1', span.bucket, span.started_at))).size).toBe(3);
  });
});
