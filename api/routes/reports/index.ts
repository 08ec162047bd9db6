import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intervalReport, reportNames, type ReportKind, type ReportRow } from '../../../projections/day-flow/reports.js';
import { commonErrors } from '../../errors/schema.js';
import { viewerOf } from '../activities/present.js';
import { readByToken, sessionOrToken } from '../tokens/schemas.js';

const MAX_DAYS = 366;

const interval = z
  .strictObject({
    start: z.iso.date(),
    end: z.iso.date().describe('Inclusive.'),
    group_by: z.enum(['day', 'week', 'month']).default('month'),
    user_ids: z.array(z.uuid()).max(1000).optional().describe('Only these users (managers: published days of others).'),
  })
  .superRefine((body, ctx) => {
    const days = (Date.parse(body.end) - Date.parse(body.start)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end cannot be before the start.' });
    else if (days > MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: 'A report covers at most 12 months.' });
  });

const totals = z.object({
  activity_count: z.number().int(),
  duration: z.number().int().describe('Seconds of activity that is not ignored.'),
  booked_duration: z.number().int(),
  published_duration: z.number().int(),
});

const reportRow = totals
  .extend({
    period: z.string().describe('YYYY-MM-DD for day and week (its Monday), YYYY-MM for month.'),
    key: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
    name: z.string().nullable().describe('The user, contact or most specific dimension; null for internal or unbooked.'),
  })
  .meta({ id: 'ReportRow' });

const answer = z.object({
  data: z.array(reportRow),
  meta: z.object({ start: z.string(), end: z.string(), group_by: z.string(), totals }),
});

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ['sources', 'users', 'contacts', 'dimensions'] as const satisfies readonly ReportKind[]) {
    app.post(`/v1/rpc/reports/interval/${kind}`, {
      config: readByToken,
      schema: {
        tags: ['reports'],
        security: sessionOrToken,
        summary: `Time per ${kind.replace(/s$/, '')} over up to 12 months, by day, week or month`,
        body: interval,
        response: { 200: answer, ...commonErrors },
      },
      handler: async (request) => {
        const { start, end, group_by, user_ids } = request.body;
        const rows = await intervalReport(app.deps.pool, viewerOf(request), { kind, start, end, groupBy: group_by, userIds: user_ids });
        const names = await reportNames(app.deps.pool, request.user.client_id, kind, rows);
        const sum = (field: keyof typeof sums) => rows.reduce((total, row) => total + row[field], 0);
        const sums = { activity_count: 0, duration: 0, booked_duration: 0, published_duration: 0 };
        return {
          data: rows.map((row) => present(row, names)),
          meta: {
            start,
            end,
            group_by,
            totals: { activity_count: sum('activity_count'), duration: sum('duration'), booked_duration: sum('booked_duration'), published_duration: sum('published_duration') },
          },
        };
      },
    });
  }
};

function present(row: ReportRow, names: Map<string, string>) {
  const { period, activity_count, duration, booked_duration, published_duration, ...key } = row;
  const named = key.working_code_id ?? key.subproject_id ?? key.project_id ?? key.contact_id ?? key.user_id;
  return {
    period,
    key,
    name: key.source_type ?? (named ? (names.get(named) ?? null) : null),
    activity_count,
    duration,
    booked_duration,
    published_duration,
  };
}
