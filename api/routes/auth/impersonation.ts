import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLoginToken, impersonationRefusal, redeemLoginToken } from '../../../identity/impersonation.js';
import { findSession } from '../../../identity/sessions.js';
import { findUserOfOrganisation, type UserRow } from '../../../identity/users.js';
import { recordAudit, type AuditAction } from '../../../identity/audit.js';
import { auditOrigin } from '../audit/origin.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { impersonatorOf, presentUsers } from '../users/present.js';
import { userResource } from '../users/schemas.js';
import { startBrowserSession } from './sign-in.js';
import { say } from '../../../i18n/text.js';

const tags = ['auth'];
const person = z.strictObject({ user_id: z.uuid({ message: 'Not a valid id.' }) });
const actingAs = z.object({ data: userResource });
export const signInLink = z.object({
  data: z
    .object({
      url: z.string().describe('Opened in a browser (once, within minutes), it signs that browser in as the person, acting as you.'),
      expires_at: z.string(),
    })
    .meta({ id: 'ImpersonationLink' }),
});
const RULES =
  'Administrators only, for a person of their own firm (another firm’s: 404), not themselves, not another administrator and ' +
  'not a deactivated person (403). Every command given meanwhile records both: the person as user_id, you as impersonator_id; ' +
  'the session lasts an hour at most and ends when you are an administrator no more. POST /v1/auth/impersonate/stop comes back.';

/**
 * Impersonation (api-contract §7.2: POST /v1/auth/impersonate, and the login_token hand-off of product-spec §2):
 * an administrator acts as a person of their firm in a session of its own, and comes back to themselves.
 */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { roles: ['admin'], impersonation: false } as const;

  app.post('/v1/auth/impersonate', {
    config: admin,
    schema: {
      tags,
      summary: 'Act as a person of your firm: this browser’s session becomes theirs, remembering you',
      description: RULES,
      body: person,
      response: { 200: actingAs, ...errorAnswers('model_not_found', 'forbidden') },
    },
    handler: async (request, reply) => {
      const target = await impersonable(app, request.user, request.body.user_id);
      await startBrowserSession(app, request, reply, target.id, request.user.id);
      await audited(app, request, 'impersonation_started', request.user, target, { via: 'session' });
      return { data: await presented(app, target, request.user) };
    },
  });

  app.post('/v1/auth/impersonate/link', {
    config: admin,
    schema: {
      tags,
      summary: 'A sign-in link to act as a person of your firm in another browser (?login_token=…, single use, 5 minutes)',
      description: `${RULES} The link's browser redeems it with POST /auth/login-token; your own session stays as it is.`,
      body: person,
      response: { 200: signInLink, ...errorAnswers('model_not_found', 'forbidden') },
    },
    handler: async (request) => {
      const target = await impersonable(app, request.user, request.body.user_id);
      const { token, expiresAt } = await createLoginToken(app.deps.pool, { userId: target.id, impersonatorId: request.user.id, now: app.deps.clock() });
      await audited(app, request, 'impersonation_link_created', request.user, target, { expires_at: expiresAt.toISOString() });
      const url = new URL('/', app.deps.signOn.settings.publicUrl);
      url.searchParams.set('login_token', token);
      return { data: { url: url.toString(), expires_at: expiresAt.toISOString() } };
    },
  });

  app.post('/auth/login-token', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Redeems a sign-in link’s login_token: this browser signs in as the person, with the administrator acting',
      description: 'The page does this when its address has ?login_token= (after fetching the CSRF cookie), then removes the token from the address.',
      body: z.strictObject({ login_token: z.string().min(1, 'Required').max(200) }),
      response: { 200: actingAs, ...errorAnswers('invalid_token') },
    },
    handler: async (request, reply) => {
      const redeemed = await redeemLoginToken(app.deps.pool, request.body.login_token, app.deps.clock());
      if (!redeemed) throw new ApiError('invalid_token', say('sign_in_link_invalid'));
      const token = await startBrowserSession(app, request, reply, redeemed.userId, redeemed.impersonatorId);
      const holder = await findSession(app.deps.pool, token);
      if (!holder?.impersonator) throw new ApiError('invalid_token', say('sign_in_link_gone'));
      await audited(app, request, 'impersonation_started', holder.impersonator, holder.user, { via: 'link' });
      return { data: await presented(app, holder.user, holder.impersonator) };
    },
  });

  app.post('/v1/auth/impersonate/stop', {
    schema: {
      tags,
      summary: 'Stops acting as someone: this browser is signed in as the administrator again (a new session)',
      response: { 200: actingAs, ...errorAnswers('precondition_failed') },
    },
    handler: async (request, reply) => {
      const administrator = request.impersonator;
      if (!administrator) throw new ApiError('precondition_failed', say('not_acting_as_someone'));
      const self = await findUserOfOrganisation(app.deps.pool, request.user.client_id, administrator.id);
      if (!self) throw new ApiError('precondition_failed', say('own_account_gone'));
      await startBrowserSession(app, request, reply, self.id);
      await audited(app, request, 'impersonation_stopped', self, request.user, {});
      return { data: await presented(app, self, null) };
    },
  });
};

/** The request's person of the administrator's firm, if they may act as them. */
async function impersonable(app: FastifyInstance, administrator: UserRow, userId: string): Promise<UserRow> {
  const target = await findUserOfOrganisation(app.deps.pool, administrator.client_id, userId);
  if (!target) throw new ApiError('model_not_found', say('person_not_in_firm'));
  const refusal = impersonationRefusal(administrator, target);
  if (refusal) throw new ApiError('forbidden', refusal);
  return target;
}

function audited(app: FastifyInstance, request: FastifyRequest, action: AuditAction, administrator: { id: string }, target: UserRow, details: Record<string, unknown>) {
  return recordAudit(app.deps.pool, { client_id: target.client_id, actor_user_id: administrator.id, subject_user_id: target.id, action, details, ...auditOrigin(request) });
}

async function presented(app: FastifyInstance, user: UserRow, impersonator: Parameters<typeof impersonatorOf>[0]) {
  const [resource] = await presentUsers(app.deps.pool, user.client_id, [user], true, app.deps.clock());
  return { ...resource!, impersonator: impersonatorOf(impersonator) };
}
