import { z } from 'zod';
import type { DayTotalsRow } from '../../../projections/day-flow/queries.js';
import type { ActivityRow } from '../../../projections/day-flow/rows.js';
import type { ListSpec } from '../../lists/list-spec.js';
import { toActivityResource } from '../activities/present.js';
import { activityResource } from '../activities/schemas.js';

const detectedAfterPublishing = z
  .object({
    started_at: z.string(),
    ended_at: z.string(),
    source: z.object({ type: z.string(), identifier: z.string().nullable(), name: z.string().nullable() }),
    context: z.record(z.string(), z.string()),
  })
  .meta({ id: 'DetectedAfterPublishing', description: 'Activity detected on the day after it was published: kept, not added to the day.' });

export const dayResource = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    date: z.string(),
    status: z.enum(['open', 'locked', 'published']).describe('locked: publishing has been initiated.'),
    duration: z.number().int().describe('Seconds of activity that is not deleted: booked plus unbooked, after trims and corrections.'),
    original_duration: z
      .number()
      .int()
      .describe('Seconds as detected: the original durations of the activity that is not deleted, before overlaps were trimmed or anything corrected.'),
    time_booked: z.number().int(),
    time_unbooked: z.number().int().describe('Seconds of open and ignored activity.'),
    activity_count: z.number().int(),
    published_at: z.string().nullable(),
    updated_at: z.string(),
    activities: z.array(activityResource).optional().describe('With include=activities, and on the day-flow calls.'),
    detected_after_publishing: z
      .array(detectedAfterPublishing)
      .optional()
      .describe('GET /v1/days/{id} of your own day: what your detectors reported for it after it was published, by start (a published day never changes).'),
  })
  .meta({ id: 'Day' });

export type DayResource = z.infer<typeof dayResource>;

export const dayParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });
export const dayIdBody = z.strictObject({ day_id: z.uuid() });

/** POST /v1/rpc/days/prepare-booking */
export const prepareBookingAnswer = z.object({
  day: dayResource,
  suggestions: z.array(z.never()).describe('Booking suggestions: none on this portal (AI suggestions are not part of it).'),
  timeline: z.array(activityResource).describe("The day's activity."),
});

/** POST /v1/rpc/days/prepare-corrections */
export const prepareCorrectionsAnswer = z.object({
  booked: z.boolean(),
  invalid_logs: z.array(z.uuid()),
  block_size: z.number().int().describe('Seconds.'),
  round_type: z.enum(['regular', 'up', 'down']),
  proposals: z.array(
    z.object({
      activity_id: z.uuid(),
      duration: z.number().int(),
      rounded: z.number().int(),
      set_by_hand: z.boolean().describe('Its duration was set by hand: rounding every activity leaves it unless round_set_by_hand.'),
    }),
  ),
});

const correctionParameters = z.strictObject(
  { activity_id: z.uuid(), duration: z.number().int().min(0).max(7 * 24 * 3600).describe('Seconds, a multiple of the block size.') },
  { error: (issue) => (issue.input === undefined ? 'Give activity_id and duration.' : undefined) },
);

/** POST /v1/rpc/days/corrections: set needs its parameters; round may say whether durations set by hand are rounded too; reset needs none. */
export const correctionsBody = z.discriminatedUnion('action', [
  z.strictObject({
    day_id: z.uuid(),
    action: z.literal('round').describe('round: every booked activity to the block size, except durations set by hand unless round_set_by_hand.'),
    parameters: z
      .strictObject({ round_set_by_hand: z.boolean().describe('Round the durations a person set by hand too (default false: they stay).') })
      .optional(),
  }),
  z.strictObject({
    day_id: z.uuid(),
    action: z.literal('reset').describe('reset: back to the detected durations.'),
    parameters: correctionParameters.optional(),
  }),
  z.strictObject({ day_id: z.uuid(), action: z.literal('set').describe('set: one duration.'), parameters: correctionParameters }),
]);

/** POST /v1/rpc/days/init-publish */
export const initPublishBody = z.strictObject({ day_id: z.uuid(), cancel: z.boolean().optional() });
export const initPublishMeta = z.object({ unbooked_duration: z.number().int(), warning: z.string().nullable() });

/** POST /v1/rpc/days/publish */
export const publishBody = z.strictObject({ day_id: z.uuid(), confirm: z.boolean().default(false) });

export function toDayResource(day: DayTotalsRow, activities?: ActivityRow[]): DayResource {
  return {
    id: day.id,
    user_id: day.user_id,
    date: day.date,
    status: day.status,
    duration: day.duration,
    original_duration: day.original_duration,
    time_booked: day.time_booked,
    time_unbooked: day.time_unbooked,
    activity_count: day.activity_count,
    published_at: day.published_at?.toISOString() ?? null,
    updated_at: day.updated_at.toISOString(),
    ...(activities ? { activities: activities.map(toActivityResource) } : {}),
  };
}

export const dayList: ListSpec = {
  resource: 'days',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    user_id: { sql: 'user_id', kind: 'uuid' },
    date: { sql: 'date', kind: 'date', sortable: true },
    status: { sql: 'status', kind: 'enum', values: ['open', 'locked', 'published'], sortable: true },
    duration: { sql: 'duration', kind: 'number', sortable: true },
    original_duration: { sql: 'original_duration', kind: 'number', sortable: true },
    time_booked: { sql: 'time_booked', kind: 'number', sortable: true },
    time_unbooked: { sql: 'time_unbooked', kind: 'number', sortable: true },
  },
  search: [],
  defaultSort: { field: 'date', direction: 'desc' },
  defaultLimit: 100,
  maxLimit: 1000,
  includes: [],
};
