import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvalidTagTargetError, tagTargetOf } from '../../../domain/tags/index.js';
import { errorAnswers } from '../../errors/schema.js';
import { actorOf, assertContact, changeCommands, now, runTagCommands, visibleTags } from './commands.js';
import { toTagResource } from './present.js';
import { tagBatchEditBody, tagResource } from './schemas.js';
import { say } from '../../../i18n/text.js';

export const tagRpcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/tags/batch-edit', {
    schema: {
      tags: ['tags'],
      summary: 'Tags many tags at once to a contact, internal or ignored, and (administrators) locks or unlocks them',
      description:
        'Every tag must be one you see (else 404). Each tag is changed by a command of its own, but only once none of them is refused: a locked tag ' +
        '(403 tag_locked), a forced one (409 tag_forced) or a lock asked for by someone who is no administrator (403 forbidden) changes nothing at all. ' +
        'Answers the tags as they are now, in the order given.',
      body: tagBatchEditBody,
      response: { 200: z.object({ data: z.array(tagResource) }), ...errorAnswers('tag_locked', 'tag_forced', 'forbidden', 'model_not_found', 'concurrency_conflict') },
    },
    handler: async (request) => {
      const { tags: ids, locked } = request.body;
      const target = tagTargetOf(request.body);
      if (!target && locked === undefined) throw new InvalidTagTargetError(say('tag_change_missing'), 'contact_id');
      const tags = await visibleTags(app, request, ids);
      await assertContact(app, request, target);
      const [actor, at] = [actorOf(request), now(app)];
      await runTagCommands(app, request, tags.map((tag) => [tag.id, changeCommands({ target, nature: tag.nature, locked }, actor, at)] as const));
      return { data: (await visibleTags(app, request, ids)).map(toTagResource) };
    },
  });
};
