import { describe, expect, it } from 'vitest';
import { dataRefusal, detectionRefusal, pulsetimeRefusal, type DetectionInput } from './acceptance.js';

const MAX_DATA_BYTES = 64 * 1024;

const now = new Date('2026-03-02T12:00:00.000Z');
const detection = (changes: Partial<DetectionInput>): DetectionInput => ({ timestamp: '2026-03-02T11:59:58.000000+00:00', duration: 2, data: { app: 'Code', title: 'x' }, ...changes });

describe('which detections the portal takes', () => {
  it('takes a watcher’s heartbeat of now, one up to 5 minutes ahead, and one as old as the retention', () => {
    expect(detectionRefusal(detection({}), now, 30)).toBeUndefined();
    expect(detectionRefusal(detection({ timestamp: '2026-03-02T12:05:00Z', duration: 0 }), now, 30)).toBeUndefined();
    expect(detectionRefusal(detection({ timestamp: '2026-01-31T12:00:00Z' }), now, 30)).toBeUndefined();
    expect(detectionRefusal(detection({ duration: 86_400 }), now, 30)).toBeUndefined();
  });

  it('refuses a start more than 5 minutes ahead, or older than the days detections are kept', () => {
    expect(detectionRefusal(detection({ timestamp: '2026-03-02T12:05:00.001Z' }), now, 30)).toMatch(/in the future/);
    expect(detectionRefusal(detection({ timestamp: '2026-01-31T11:59:59Z' }), now, 30)).toMatch(/older than the 30 days/);
    expect(detectionRefusal(detection({ timestamp: '2026-02-20T12:00:00Z' }), now, 7)).toMatch(/older than the 7 days/);
  });

  it('refuses a negative duration and one over a day, in aw-server’s words', () => {
    expect(detectionRefusal(detection({ duration: -1 }), now, 30)).toBe('Invalid event: duration must be non-negative, got -1s');
    expect(detectionRefusal(detection({ duration: 86_400.5 }), now, 30)).toMatch(/at most 86400s/);
  });

  it('refuses data over 64 KB of JSON and data jsonb cannot hold', () => {
    const title = 'x'.repeat(MAX_DATA_BYTES);
    expect(detectionRefusal(detection({ data: { title } }), now, 30)).toMatch(/at most 65536/);
    expect(detectionRefusal(detection({ data: { title: title.slice(0, MAX_DATA_BYTES - 20) } }), now, 30)).toBeUndefined();
    expect(detectionRefusal(detection({ data: { title: 'a\u0000b' } }), now, 30)).toMatch(/^Invalid event: data contains a character that cannot be stored/);
    expect(dataRefusal({ 'key\u0000': 1 })).toMatch(/cannot be stored/);
  });

  it('takes a pulsetime from 0 up to a day, and wants one', () => {
    expect(pulsetimeRefusal(0)).toBeUndefined();
    expect(pulsetimeRefusal(185)).toBeUndefined();
    expect(pulsetimeRefusal(undefined)).toBe('Missing required parameter pulsetime');
    expect(pulsetimeRefusal(-1)).toBe('Invalid pulsetime: must be non-negative, got -1');
    expect(pulsetimeRefusal(86_401)).toMatch(/at most 86400/);
  });
});
