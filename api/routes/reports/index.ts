import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intervalReport, reportNames, type ReportRow } from '../../../projections/day-flow/reports.js';
import { viewerOf } from '../activities/present.js';
import { reportAnswer, reportBody, reportKinds } from './schemas.js';
import { readByToken } from '../tokens/schemas.js';
import { viewableFrom } from '../../plugins/plans.js';
import { plainAnswers } from '../../plain-answers.js';

/** The figures a report adds up over its rows into its totals. */
type SummedField = 'activity_count' | 'duration' | 'booked_duration' | 'published_duration';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of reportKinds) {
    app.post(`/v1/rpc/reports/interval/${kind}`, {
      config: readByToken,
      // A manager's users report at 2,000 people is 24,000 rows: the zod serializer's copy of them took a fifth of the call.
      serializerCompiler: plainAnswers,
      schema: {
        tags: ['reports'],
        summary: `Time per ${kind.replace(/s$/, '')} over up to 12 months, by day, week or month`,
        description:
          'The contract shows only the call: this portal answers a row per period and key (the source type; the user; the contact or internal; ' +
          'the project, subproject and working code), counting your own time and, for managers, the published time of others. ' +
          "Days before your plan's history (api-contract §9.3) are not counted: meta.history_from names the first that is.",
        body: reportBody,
        response: { 200: reportAnswer },
      },
      handler: async (request) => {
        const { start, end, group_by, user_ids } = request.body;
        // The plan's history (api-contract §9.3) cuts the interval's start; an interval wholly before it counts nothing.
        const from = viewableFrom(app, request);
        const counted = from !== null && start < from ? from : start;
        const rows = counted > end ? [] : await intervalReport(app.deps.pool, viewerOf(request), { kind, start: counted, end, groupBy: group_by, userIds: user_ids });
        const names = await reportNames(app.deps.pool, request.user.client_id, kind, rows);
        const sum = (field: SummedField) => rows.reduce((total, row) => total + row[field], 0);
        return {
          data: rows.map((row) => present(row, names)),
          meta: {
            start,
            end,
            group_by,
            history_from: from,
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
