import { z } from 'zod';
import type { ReportKind } from '../../../projections/day-flow/reports.js';

/** The reports: /v1/rpc/reports/interval/{kind}. */
export const reportKinds = ['sources', 'users', 'contacts', 'dimensions'] as const satisfies readonly ReportKind[];

const MAX_DAYS = 366;
const groupBy = z.enum(['day', 'week', 'month']);

/** POST /v1/rpc/reports/interval/{kind}: at most 12 months, end inclusive. */
export const reportBody = z
  .strictObject({
    start: z.iso.date(),
    end: z.iso.date().describe('Inclusive.'),
    group_by: groupBy.default('month'),
    user_ids: z.array(z.uuid()).max(1000).optional().describe('Only these users (managers: published days of others).'),
  })
  .superRefine((body, ctx) => {
    const days = (Date.parse(body.end) - Date.parse(body.start)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end cannot be before the start.' });
    else if (days > MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: 'A report covers at most 12 months.' });
  });
export type ReportBody = z.output<typeof reportBody>;

export const reportTotals = z
  .object({
    activity_count: z.number().int(),
    duration: z.number().int().describe('Seconds of activity that is not ignored.'),
    booked_duration: z.number().int(),
    published_duration: z.number().int(),
  })
  .meta({ id: 'ReportTotals' });

export const reportRow = reportTotals
  .extend({
    period: z.string().describe('YYYY-MM-DD for day and week (its Monday), YYYY-MM for month.'),
    key: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
    name: z.string().nullable().describe('The user, contact or most specific dimension; null for internal or unbooked.'),
  })
  .meta({ id: 'ReportRow' });

export const reportMeta = z
  .object({
    start: z.string(),
    end: z.string(),
    group_by: groupBy,
    history_from: z.iso.date().nullable().describe("The first date counted when your plan's history limits what you may view; null: no limit."),
    totals: reportTotals,
  })
  .describe('The interval asked for, and its totals.');
export const reportAnswer = z.object({ data: z.array(reportRow), meta: reportMeta }).meta({ id: 'Report' });
