import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linksOf, unlinkAccount } from '../../../identity/sign-on/index.js';
import { recordAudit } from '../../../identity/audit.js';
import { auditOrigin } from '../audit/origin.js';
import { ApiError } from '../../errors/catalogue.js';
import { linkedSignInParams, linkedSignIns, toLinkedSignIn } from './schemas.js';
import { say } from '../../../i18n/text.js';

const tags = ['auth'];

/** Your linked sign-ins: the Google and Microsoft accounts that sign you in. Linking is POST /auth/{provider}. */
export const linkedSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/auth/linked-sign-ins', {
    schema: { tags, summary: 'The accounts at Google and Microsoft that sign you in', response: { 200: linkedSignIns } },
    handler: async (request) => ({ data: (await linksOf(app.deps.pool, request.user.id)).map(toLinkedSignIn) }),
  });

  app.delete('/v1/auth/linked-sign-ins/:provider', {
    config: { impersonation: false },
    schema: {
      tags,
      summary: 'Unlinks your account at the provider: it no longer signs you in',
      params: linkedSignInParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      const { provider } = request.params;
      if (!(await unlinkAccount(app.deps.pool, request.user.id, provider))) throw new ApiError('model_not_found', say('account_not_linked', { provider }));
      const who = { client_id: request.user.client_id, actor_user_id: request.user.id, subject_user_id: request.user.id };
      await recordAudit(app.deps.pool, { ...who, action: 'sso_unlinked', details: { provider }, ...auditOrigin(request) });
      return reply.code(204).send();
    },
  });
};
