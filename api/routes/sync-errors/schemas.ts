import { z } from 'zod';
import { pushFailureCodes } from '../../../domain/push/index.js';
import { systemEnum } from '../connect/schemas.js';

/** One failed push: what was booked, the published duration and the system's message. */
export const syncError = z
  .object({
    id: z.uuid().describe('The push.'),
    activity_id: z.uuid(),
    day_id: z.uuid(),
    user_id: z.uuid(),
    date: z.iso.date(),
    system: systemEnum,
    dimensions: z.object({ contact_id: z.uuid().nullable(), project_id: z.uuid().nullable(), subproject_id: z.uuid().nullable(), working_code_id: z.uuid().nullable() }).describe('What was booked.'),
    published_duration: z.number().int().describe('Seconds.'),
    description: z.string().nullable(),
    error: z.object({ code: z.string(), kind: z.string(), message: z.string(), status: z.number().int().nullable() }),
    attempts: z.number().int(),
    next_attempt_at: z.iso.datetime().nullable().describe('null: waits for a person (retry or cancel).'),
    failed_at: z.iso.datetime(),
  })
  .meta({ id: 'SyncError' });

/** POST /v1/rpc/activities/external-crm/errors: newest day first, dates inclusive. */
export const syncErrorQuery = z
  .strictObject({
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).max(100).default(20),
    system: systemEnum.optional(),
    date_start: z.iso.date().optional(),
    date_end: z.iso.date().optional(),
    error_code: z.enum(pushFailureCodes).optional().describe("The system's error (error.code)."),
    user_id: z.uuid().optional().describe('Whose published time it is.'),
  })
  .default({ page: 1, limit: 20 });

export const syncErrorPage = z.object({ data: z.array(syncError), meta: z.object({ pagination: z.object({ count: z.number().int(), total: z.number().int() }) }) });

export const activitiesBody = z.strictObject({ activities: z.array(z.uuid()).min(1).max(1000) });
export const countAnswer = z.object({ data: z.object({ count: z.number().int().describe('Pushes changed.') }) });

/** POST /v1/rpc/days/external-crm/status: a day's push state (product-spec §4: unknown when nothing was pushed) and each activity's. */
export const daySyncStatusAnswer = z.object({
  day_id: z.uuid(),
  status: z.enum(['busy', 'done', 'error', 'unknown']),
  activities: z.array(
    z.object({
      activity_id: z.uuid(),
      system: systemEnum,
      status: z.enum(['busy', 'done', 'error', 'cancelled']),
      external_id: z.string().nullable(),
      error_code: z.string().nullable(),
      error_message: z.string().nullable(),
      attempts: z.number().int(),
      next_attempt_at: z.iso.datetime().nullable(),
    }),
  ),
}).meta({ id: 'DaySyncStatus', description: "The contract names the statuses only: this portal adds each pushed activity's state." });
