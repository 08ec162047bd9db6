import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appliedTags, pendingTags } from '../../../projections/tags/overview.js';
import { findVisibleTags } from '../../../projections/tags/queries.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { toTagResource } from './present.js';
import { appliedTagsBody, appliedTagsResponse, pendingTagsBody, pendingTagsResponse } from './overview-schemas.js';
import { say } from '../../../i18n/text.js';

const MAX_PERIOD_DAYS = 366;

/** What tagging by itself left to do, and what it did (docs/rules.md, "Tags"): the caller's own activity only. */
export const tagOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/tags/pending', {
    config: { readModels: ['day-flow', 'tags'] },
    schema: {
      tags: ['tags'],
      summary: 'Pending tags: references of your open days that no tag covers, the most time first',
      description:
        'The filter of api-contract §7.10: your activity of open days (of day_ids, when given), not deleted, with contact null, internal false and ' +
        'ignored false, listed by its most specific taggable reference (an email address, phone number, site, folder, email domain, company or ' +
        'app; docs/rules.md, Tags), without the references a tag covers. Each with its seconds, its number of activities and up to 3 of them.',
      body: pendingTagsBody,
      response: { 200: pendingTagsResponse, ...errorAnswers('validation_failed') },
    },
    handler: async (request) => {
      const person = { client_id: request.user.client_id, user_id: request.user.id };
      return { data: await pendingTags(app.deps.pool, app.deps.tagIndex, person, request.body.day_ids, request.body.limit) };
    },
  });

  app.post('/v1/rpc/tags/applied', {
    config: { readModels: ['day-flow', 'tags'] },
    schema: {
      tags: ['tags'],
      summary: 'Applied tags: which tags tagged your activity of a period by themselves, with their time',
      description:
        'Your live activity of the local dates date_from–date_to (at most 366 days) that a tag tagged, marked internal or ignored (not what you tagged ' +
        'by hand since), per tag and the reference it recognised it by, the most time first. `tag` is the tag as it is now; null when it is ' +
        'deleted for good or no longer yours to see.',
      body: appliedTagsBody,
      response: { 200: appliedTagsResponse, ...errorAnswers('validation_failed') },
    },
    handler: async (request) => {
      const { date_from, date_to } = request.body;
      const days = (Date.parse(date_to) - Date.parse(date_from)) / 86_400_000;
      if (days < 0) throw new ApiError('validation_failed', undefined, { date_to: [say('date_to_after_date_from')] });
      if (days >= MAX_PERIOD_DAYS) throw new ApiError('validation_failed', undefined, { date_to: [say('at_most_days', { days: MAX_PERIOD_DAYS })] });
      const applied = await appliedTags(app.deps.pool, { client_id: request.user.client_id, user_id: request.user.id }, date_from, date_to);
      const tags = new Map((await findVisibleTags(app.deps.pool, request.user, applied.map((entry) => entry.tag_id))).map((row) => [row.id, toTagResource(row)]));
      return { data: applied.map((entry) => ({ ...entry, tag: tags.get(entry.tag_id) ?? null })) };
    },
  });
};
