import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../identity/audit.js';
import { verifyAgainstDecoy, verifyPassword } from '../../../identity/passwords.js';
import { SESSION_LIFETIME_HOURS, endSession, startSession } from '../../../identity/sessions.js';
import { findUserByEmail } from '../../../identity/users.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { SESSION_COOKIE } from '../../plugins/authentication.js';
import { clearCsrfCookie, issueCsrfCookie, rotateCsrfCookie } from '../../plugins/csrf.js';
import { auditOrigin } from '../audit/origin.js';
import { presentUsers } from '../users/present.js';
import { userResource } from '../users/schemas.js';
import { LOGIN_LIMITS, loginAttempts, type LoginLimits } from './login-attempts.js';

interface AuthRoutesOptions {
  /** Tests make them small: every attempt costs an argon2 check. */
  loginLimits?: Partial<LoginLimits>;
}

const credentials = z.strictObject({
  email: z.string().trim().max(255).pipe(z.email({ message: 'Invalid email address' })),
  password: z.string().min(1, 'Required').max(1000),
  remember: z.boolean().optional(),
});

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const countLoginAttempt = await loginAttempts(app, { ...LOGIN_LIMITS, ...options.loginLimits });

  app.get('/csrf-cookie', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Sets the XSRF-TOKEN cookie; send its value back as X-XSRF-TOKEN on state-changing calls',
      description:
        'The token belongs to the session: signed in, to the session cookie; before login, to a pre-session cookie ' +
        'set here (httpOnly). Signing in replaces it with the new session’s token (also in the cookie), and only that works then.',
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      issueCsrfCookie(request, reply, app.deps.secureCookies);
      return reply.code(204).send();
    },
  });

  app.post('/auth/login', {
    config: { public: true },
    preHandler: countLoginAttempt,
    schema: {
      tags: ['auth'],
      summary: 'Signs in with email and password; sets the httpOnly session cookie',
      description:
        'Sets the new session’s XSRF-TOKEN cookie: the token from before login no longer works. Attempts, failed or not, ' +
        'are limited per account and per address per quarter of an hour: 429 too_many_attempts with Retry-After.',
      body: credentials,
      response: { 200: z.object({ data: userResource }), ...errorAnswers('invalid_credentials', 'too_many_attempts') },
    },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.deps.pool, email);
      // An invited person has no password yet: they sign in only after accepting their invitation.
      const valid = user?.password_hash ? await verifyPassword(user.password_hash, password) : await verifyAgainstDecoy(password);
      if (!user || !valid) {
        await recordAudit(app.deps.pool, {
          client_id: user?.client_id ?? null,
          actor_user_id: null,
          subject_user_id: user?.id ?? null,
          action: 'sign_in_failed',
          details: { email },
          ...auditOrigin(request),
        });
        throw new ApiError('invalid_credentials', 'Invalid email address or password.', { email: ['Invalid email address or password.'] });
      }
      const token = await startSession(app.deps.pool, user.id);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.deps.secureCookies,
        maxAge: SESSION_LIFETIME_HOURS * 3600,
      });
      rotateCsrfCookie(reply, token, app.deps.secureCookies);
      request.log.info({ user: user.id }, 'signed in');
      await recordAudit(app.deps.pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: user.id, action: 'sign_in', ...auditOrigin(request) });
      const [signedIn] = await presentUsers(app.deps.pool, user.client_id, [user], true);
      return { data: signedIn! };
    },
  });

  app.post('/auth/logout', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Ends the session (also when it had already expired)',
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await endSession(app.deps.pool, token);
        app.recentSessions.delete(token);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      clearCsrfCookie(reply);
      return reply.code(204).send();
    },
  });
};
