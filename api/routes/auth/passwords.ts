import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../identity/audit.js';
import { changePassword } from '../../../identity/password-changes.js';
import { createResetToken, resetPassword, RESET_LINK_HOURS } from '../../../identity/password-resets.js';
import { verifyPassword } from '../../../identity/passwords.js';
import { findUserByEmail, fullName } from '../../../identity/users.js';
import { sendMail } from '../../../mail/index.js';
import { auditOrigin } from '../audit/origin.js';
import { ApiError, catalogue } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { forgetCachedSessions, SESSION_COOKIE } from '../../plugins/authentication.js';
import { emailOfBody, type AuthAttempts } from './login-attempts.js';
import { forgotPassword, notice, passwordChange, resetPassword as resetPasswordBody } from './schemas.js';
import { say } from '../../../i18n/text.js';

/** The same answer whether the email is someone's or not. */
const RESET_ASKED = 'If an account exists for this email address, a mail with a link to reset its password is on its way.';

/**
 * Changing a password (signed in, knowing the current one) and resetting a forgotten one through a mailed link
 * (docs/rules.md, "Passwords"). Both end the person's other sessions.
 */
export const passwordRoutes: FastifyPluginAsyncZod<{ attempts: AuthAttempts }> = async (app, { attempts }) => {
  const { pool } = app.deps;

  app.put('/auth/user/password', {
    // An administrator acting as the person cannot change their password (api/plugins/authentication.ts).
    config: { impersonation: false },
    preHandler: attempts.password((request) => request.user.id),
    schema: {
      tags: ['auth'],
      summary: 'Changes your password; your other sessions end',
      description:
        `The new password has at least 8 characters, is repeated the same, and is not the current one (422 validation_failed ` +
        `naming the field); a wrong current password is 422 password_current. Attempts are limited per account and per address.`,
      body: passwordChange,
      response: { 204: z.undefined(), ...errorAnswers('password_current', 'too_many_attempts') },
    },
    handler: async (request, reply) => {
      const { password_current: current, password_new: next } = request.body;
      const user = request.user;
      const { rows } = await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
      if (!(await verifyPassword(rows[0]?.password_hash ?? '', current))) {
        throw new ApiError('password_current', say('password_not_current'), { password_current: [say('password_not_current')] });
      }
      // The current one is right, so the new one equals it exactly when the two strings do.
      if (next === current) throw new ApiError('validation_failed', say('password_same_as_current'), { password_new: [say('password_same_as_current')] });
      const session = request.cookies[SESSION_COOKIE] ?? '';
      await changePassword(pool, user.id, next, session);
      forgetCachedSessions(app, (cached) => cached.id === user.id, session);
      await recordAudit(pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: user.id, action: 'password_changed', ...auditOrigin(request) });
      return reply.code(204).send();
    },
  });

  app.post('/auth/forgot-password', {
    config: { public: true },
    preHandler: attempts.reset(emailOfBody),
    schema: {
      tags: ['auth'],
      summary: 'Mails a link to reset the password, if the email is someone’s',
      description:
        `Answers the same at once, whether the email belongs to an account or not: looking it up, making the link and ` +
        `mailing it happen after the answer. The link (PUBLIC_URL/auth/reset?token=…&email=…) works for ${RESET_LINK_HOURS} ` +
        `hour, once. Asking and resetting are limited per account and per address.`,
      body: forgotPassword,
      response: { 202: notice, ...errorAnswers('too_many_attempts') },
    },
    handler: async (request, reply) => {
      const { email } = request.body;
      const now = app.deps.clock();
      app.runInBackground(request.log, async () => {
        const user = await findUserByEmail(pool, email);
        if (!user || user.is_deactivated) return;
        const token = await createResetToken(pool, user.id, now);
        const link = `${app.deps.integrations.oauth.publicUrl}/auth/reset?${new URLSearchParams({ token, email: user.email })}`;
        await recordAudit(pool, { client_id: user.client_id, actor_user_id: null, subject_user_id: user.id, action: 'password_reset_requested', ...auditOrigin(request) });
        await sendMail(app.deps.mail, { to: user.email, language: user.language, kind: 'password_reset', values: { name: user.name_first || fullName(user), link, hours: RESET_LINK_HOURS } });
      });
      return reply.code(202).send({ message: RESET_ASKED });
    },
  });

  app.post('/auth/reset-password', {
    config: { public: true },
    preHandler: attempts.reset(emailOfBody),
    schema: {
      tags: ['auth'],
      summary: 'Sets a new password with the token of a mailed link; every session of the account ends',
      description:
        'A token that is unknown, of another account, used before or older than an hour is 422 invalid_token, one like ' +
        'the other. The new password has at least 8 characters and is confirmed the same (422 validation_failed). The ' +
        'person signs in afterwards (with their two-factor code, if it is on).',
      body: resetPasswordBody,
      response: { 204: z.undefined(), ...errorAnswers('invalid_token', 'too_many_attempts') },
    },
    handler: async (request, reply) => {
      const { email, token, password } = request.body;
      const reset = await resetPassword(pool, { email, token, password }, app.deps.clock());
      if (!reset) throw new ApiError('invalid_token', undefined, { token: [catalogue.invalid_token.title] });
      forgetCachedSessions(app, (cached) => cached.id === reset.userId);
      await recordAudit(pool, { client_id: reset.clientId, actor_user_id: null, subject_user_id: reset.userId, action: 'password_reset', ...auditOrigin(request) });
      return reply.code(204).send();
    },
  });
};
