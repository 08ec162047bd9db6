import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intervalReport, reportNames } from '../../../projections/day-flow/reports.js';
import { viewerOf } from '../activities/present.js';
import { reportAnswer, reportBody, reportKinds, type ReportBody } from './schemas.js';
import { readByToken } from '../tokens/schemas.js';
import { viewableFrom } from '../../plugins/plans.js';
import { reportAnswerText } from './answer.js';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of reportKinds) {
    // The answer is its JSON text (answer.ts), which the response schema describes for the contract: named here, as
    // the schema's type would be an object.
    app.post<{ Body: ReportBody; Reply: string }>(`/v1/rpc/reports/interval/${kind}`, {
      config: readByToken,
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
      handler: async (request, reply) => {
        const { start, end, group_by, user_ids } = request.body;
        // The plan's history (api-contract §9.3) cuts the interval's start; an interval wholly before it counts nothing.
        const from = viewableFrom(app, request);
        const counted = from !== null && start < from ? from : start;
        const table = await intervalReport(app.deps.pool, viewerOf(request), { kind, start: counted, end, groupBy: group_by, userIds: user_ids });
        const names = await reportNames(app.deps.pool, request.user.client_id, kind, table.ids);
        // Written as JSON text (answer.ts); a text is sent as it is once its type says JSON.
        reply.type('application/json; charset=utf-8');
        return reportAnswerText(kind, table, names, { start, end, group_by, history_from: from });
      },
    });
  }
};
