import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../identity/audit.js';
import { rehashPassword } from '../../../identity/password-changes.js';
import { needsRehash, verifyAgainstDecoy, verifyPassword } from '../../../identity/passwords.js';
import { endSession } from '../../../identity/sessions.js';
import { findUserByEmail } from '../../../identity/users.js';
import { auditOrigin } from '../audit/origin.js';
import { ApiError, catalogue } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { SESSION_COOKIE } from '../../plugins/authentication.js';
import { clearCsrfCookie, issueCsrfCookie } from '../../plugins/csrf.js';
import { attemptCounters, emailOfBody, LOGIN_LIMITS, RESET_LIMITS, TWO_FACTOR_LIMITS, type LoginLimits } from './login-attempts.js';
import { passwordRoutes } from './passwords.js';
import { credentials, loginAnswer } from './schemas.js';
import { signInOrChallenge, twoFactorRoutes } from './two-factor.js';

interface AuthRoutesOptions {
  /** Tests make them small: every attempt costs an argon2 check. */
  loginLimits?: Partial<LoginLimits> | undefined;
  twoFactorLimits?: Partial<LoginLimits> | undefined;
  resetLimits?: Partial<LoginLimits> | undefined;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const counter = attemptCounters(app);
  const attempts = {
    login: counter('too_many_login_attempts', { ...LOGIN_LIMITS, ...options.loginLimits }),
    // Guesses at the current password of a signed-in person (a session left open): as many as at signing in.
    password: counter('too_many_password_attempts', { ...LOGIN_LIMITS, ...options.loginLimits }),
    twoFactor: counter('too_many_two_factor_attempts', { ...TWO_FACTOR_LIMITS, ...options.twoFactorLimits }),
    reset: counter('too_many_password_reset_attempts', { ...RESET_LIMITS, ...options.resetLimits }),
  };
  const { pool } = app.deps;

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
    preHandler: attempts.login(emailOfBody),
    schema: {
      tags: ['auth'],
      summary: 'Signs in with email and password; sets the httpOnly session cookie',
      description:
        'Sets the new session’s XSRF-TOKEN cookie: the token from before login no longer works, nor does a session cookie ' +
        'the browser brought along. With two-factor on, answers `{"two_factor": true}` and a short-lived pending-login cookie ' +
        'instead of a session: POST /auth/two-factor-challenge finishes. An unknown email and a wrong password are refused ' +
        'alike, in the same time. Attempts, failed or not, are limited per account and per address per quarter of an hour: ' +
        '429 too_many_attempts with Retry-After.',
      body: credentials,
      response: { 200: loginAnswer, ...errorAnswers('invalid_credentials', 'too_many_attempts') },
    },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(pool, email);
      // An invited person has no password yet: they sign in only after accepting their invitation.
      const hash = user?.password_hash;
      const valid = hash ? await verifyPassword(hash, password) : await verifyAgainstDecoy(password);
      if (!user || !hash || !valid) {
        // Written after the answer: a known account's refusal must not take longer than an unknown one's.
        app.runInBackground(request.log, () =>
          recordAudit(pool, { client_id: user?.client_id ?? null, actor_user_id: null, subject_user_id: user?.id ?? null, action: 'sign_in_failed', details: { email }, ...auditOrigin(request) }),
        );
        throw new ApiError('invalid_credentials', undefined, { email: [catalogue.invalid_credentials.title] });
      }
      if (needsRehash(hash)) app.runInBackground(request.log, () => rehashPassword(pool, user.id, password));
      return signInOrChallenge(app, request, reply, user, { two_factor: null });
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
        await endSession(pool, token);
        app.recentSessions.delete(token);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      clearCsrfCookie(reply);
      return reply.code(204).send();
    },
  });

  await app.register(passwordRoutes, { attempts });
  await app.register(twoFactorRoutes, { attempts });
};
