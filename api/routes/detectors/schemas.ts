import { z } from 'zod';
import { WEEKDAYS } from '../../../domain/preferences/index.js';

const seconds = z.int().min(0);

/** One of a person's detectors: a bucket a watcher (or the agent forwarding it) made at /api/0. */
export const detectorResource = z
  .object({
    id: z.string().describe("The bucket's id, as its watcher names it (aw-watcher-window_<hostname>)."),
    type: z.string().describe('The bucket type: currentwindow, afkstatus or web.tab.current.'),
    client: z.string().describe('The watcher that made it.'),
    hostname: z.string().describe('The device it runs on.'),
    created_at: z.string(),
    last_event_at: z.string().nullable().describe('Where its newest detection ends; null before the first.'),
    events_last_7_days: z
      .int()
      .min(0)
      .describe('Its detections that started in the last 7 days (today and the 6 dates before, in the person’s zone); a heartbeat that extends one adds none.'),
  })
  .meta({ id: 'Detector' });

export const detectorQuery = z.strictObject({
  user_id: z.uuid().optional().describe("Whose: yours by default; an administrator may ask for another person of the organisation's."),
});

export const detectorList = z.object({ data: z.array(detectorResource) });

export const coverageResource = z
  .object({
    user_id: z.uuid(),
    time_zone: z.string().describe('The zone the dates are local dates in: the person’s own, else the organisation’s.'),
    weeks: z
      .object({ start: z.iso.date(), end: z.iso.date() })
      .describe('The four whole weeks before today whose detected time the weekdays average.'),
    schedule_source: z
      .enum(['default', 'client', 'user'])
      .describe('Whose work_schedule: default when neither the person nor the organisation set one (then every day is 00:00–23:59).'),
    weekdays: z
      .array(
        z.object({
          weekday: z.enum(WEEKDAYS),
          detected: seconds.describe('Seconds of detected activity (every source but manual; overlaps once) on this weekday, averaged over the four weeks.'),
          scheduled: seconds.describe('Seconds of work on this weekday by the work schedule.'),
        }),
      )
      .describe('Monday to Sunday.'),
    days: z.array(z.iso.date()).describe('The last 7 local dates, oldest first, today last.'),
    detectors: z.array(
      detectorResource.extend({
        days: z.array(z.object({ date: z.iso.date(), events: z.int().min(0) })).describe('Per date of `days`: the detections that started on it.'),
      }),
    ),
  })
  .meta({ id: 'DetectionCoverage' });

export const coverageAnswer = z.object({ data: coverageResource });
