import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../identity/audit.js';
import { LINK_LIFETIME_HOURS } from '../../../identity/account-links.js';
import { acceptInvitation, invitePerson, renewInvitation, requestVerification, verifyEmail, withdrawInvitation, type Invitation } from '../../../identity/invites.js';
import { hashPassword } from '../../../identity/passwords.js';
import { deletePerson, findPerson } from '../../../identity/people.js';
import { fullName, type UserRow } from '../../../identity/users.js';
import { sendMail } from '../../../mail/index.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { auditOrigin } from '../audit/origin.js';
import { presentUsers } from './present.js';
import { emailVerification, invitationAcceptance, roleOf, userInvite, userParams, userResource } from './schemas.js';
import { auditPerson, forgetPersonsSessions, found } from './support.js';
import { say } from '../../../i18n/text.js';

const tags = ['users'];
const one = z.object({ data: userResource });
const adminOnly = { roles: ['admin'] } as const;
const adminAnswers = errorAnswers('forbidden', 'model_not_found', 'precondition_failed');

/**
 * The links the portal opens from a mail. The secret rides in the fragment (#token=…): browsers send a fragment
 * neither to the server (its logs) nor in a Referer, so only the page (ui/account) reads it.
 */
const invitationLink = (app: FastifyInstance, secret: string) => `${app.deps.integrations.oauth.publicUrl}/account/new#token=${secret}`;
const verificationLink = (app: FastifyInstance, secret: string) => `${app.deps.integrations.oauth.publicUrl}/account#token=${secret}`;

/** Mails the invitation in the invited person's language, in the name of the administrator who sent it. */
function mailInvitation(app: FastifyInstance, invited: UserRow, inviter: UserRow, invitation: Invitation) {
  return sendMail(app.deps.mail, {
    to: invited.email,
    language: invited.language,
    kind: 'invite',
    values: { name: invited.name_first, inviter: fullName(inviter), firm: inviter.client_name, link: invitationLink(app, invitation.secret), days: LINK_LIFETIME_HOURS.invite / 24 },
  });
}

/**
 * Invitations (api-contract §7.3 POST /users/invite; the rest is ours, docs/rules.md "People"): an administrator
 * invites a person by mail; the link sets their password and verifies their email; it expires after 7 days, can be
 * sent again (the old link stops working) or withdrawn. And verifying one's email address (POST and PUT
 * /users/verify-email).
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (user: UserRow) => ({ data: (await presentUsers(app.deps.pool, user.client_id, [user], false, app.deps.clock()))[0]! });

  app.post('/v1/users/invite', {
    config: adminOnly,
    schema: {
      tags,
      summary: 'Invites a person by mail (administrators): the link lets them choose a password, for 7 days',
      description:
        'An email address someone already has answers 412 precondition_failed. The mail goes out in the person’s language; ' +
        'when it cannot be sent, nobody is added (500 api_service_error).',
      body: userInvite,
      response: { 201: one, ...adminAnswers, ...errorAnswers('api_service_error') },
    },
    handler: async (request, reply) => {
      const { role: _role, is_admin: _isAdmin, ...person } = request.body;
      const role = roleOf(request.body) ?? 'user';
      const invitation = await found(invitePerson(app.deps.pool, request.user.client_id, { ...person, role }, request.user.id, app.deps.clock()));
      const invited = await found(findPerson(app.deps.pool, request.user.client_id, invitation.user_id));
      try {
        await mailInvitation(app, invited, request.user, invitation);
      } catch (error) {
        // Nobody is added whom no invitation reached: the administrator tries again once mail works.
        await deletePerson(app.deps.pool, invited.client_id, invited.id);
        request.log.error({ err: error }, 'the invitation mail could not be sent');
        throw new ApiError('api_service_error', say('invitation_mail_failed'));
      }
      await auditPerson(app, request, 'user_invited', invited, { role, expires_at: invitation.expires_at.toISOString() });
      return reply.code(201).send(await answer(invited));
    },
  });

  app.post('/v1/users/:id/invite', {
    config: adminOnly,
    schema: {
      tags,
      summary: 'Sends the invitation again (administrators): a new link, valid 7 days; the one before stops working',
      description: 'Someone who has accepted already answers 412 precondition_failed.',
      params: userParams,
      response: { 200: one, ...adminAnswers },
    },
    handler: async (request) => {
      const invitation = await found(renewInvitation(app.deps.pool, request.user.client_id, request.params.id, request.user.id, app.deps.clock()));
      const invited = await found(findPerson(app.deps.pool, request.user.client_id, invitation.user_id));
      await auditPerson(app, request, 'invite_resent', invited, { expires_at: invitation.expires_at.toISOString() });
      await mailInvitation(app, invited, request.user, invitation);
      return answer(invited);
    },
  });

  app.delete('/v1/users/:id/invite', {
    config: adminOnly,
    schema: {
      tags,
      summary: 'Withdraws the invitation (administrators): its link stops working; the person stays, invited, until sent a new one or deleted',
      params: userParams,
      response: { 200: one, ...adminAnswers },
    },
    handler: async (request) => {
      const { client_id } = request.user;
      await found(withdrawInvitation(app.deps.pool, client_id, request.params.id, app.deps.clock()).then((withdrawn) => withdrawn || undefined));
      const invited = await found(findPerson(app.deps.pool, client_id, request.params.id));
      await auditPerson(app, request, 'invite_withdrawn', invited);
      return answer(invited);
    },
  });

  app.post('/auth/invite/accept', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Accepts an invitation: sets the password and verifies the email address; then sign in with them',
      description: 'A link works once, for 7 days, and only while it is the latest sent and not withdrawn: otherwise 422 invalid_token.',
      body: invitationAcceptance,
      response: { 200: z.object({ data: z.object({ email: z.string() }) }), ...errorAnswers('invalid_token') },
    },
    handler: async (request) => {
      const accepted = await acceptInvitation(app.deps.pool, request.body.token, await hashPassword(request.body.password), app.deps.clock());
      if (!accepted) throw new ApiError('invalid_token', say('invitation_invalid'));
      await recordAudit(app.deps.pool, { client_id: accepted.client_id, actor_user_id: null, subject_user_id: accepted.user_id, action: 'invite_accepted', ...auditOrigin(request) });
      return { data: { email: accepted.email } };
    },
  });

  app.post('/v1/users/verify-email', {
    schema: { tags, summary: 'Mails you a link that confirms your email address (valid 2 days)', response: { 204: z.undefined() } },
    handler: async (request, reply) => {
      const { secret } = await requestVerification(app.deps.pool, request.user, app.deps.clock());
      await sendMail(app.deps.mail, {
        to: request.user.email,
        language: request.user.language,
        kind: 'verify_email',
        values: { name: request.user.name_first, link: verificationLink(app, secret), days: LINK_LIFETIME_HOURS.verify_email / 24 },
      });
      return reply.code(204).send();
    },
  });

  app.put('/v1/users/verify-email', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Confirms an email address with the link’s secret; works signed in or not',
      body: emailVerification,
      response: { 204: z.undefined(), ...errorAnswers('invalid_token') },
    },
    handler: async (request, reply) => {
      const verified = await verifyEmail(app.deps.pool, request.body.token, app.deps.clock());
      if (!verified) throw new ApiError('invalid_token');
      forgetPersonsSessions(app, verified.user_id);
      await recordAudit(app.deps.pool, { client_id: verified.client_id, actor_user_id: null, subject_user_id: verified.user_id, action: 'email_verified', ...auditOrigin(request) });
      return reply.code(204).send();
    },
  });
};
