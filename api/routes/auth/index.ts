import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyAgainstDecoy, verifyPassword } from '../../../identity/passwords.js';
import { SESSION_LIFETIME_HOURS, endSession, startSession } from '../../../identity/sessions.js';
import { findUserByEmail } from '../../../identity/users.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { SESSION_COOKIE, issueCsrfCookie } from '../../plugins/session.js';
import { presentUsers } from '../users/present.js';
import { userResource } from '../users/schemas.js';

/** Failed and successful attempts count alike: ten per quarter of an hour per address and account. */
const LOGIN_ATTEMPTS = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const credentials = z.strictObject({
  email: z.string().trim().max(255).pipe(z.email({ message: 'Invalid email address' })),
  password: z.string().min(1, 'Required').max(1000),
  remember: z.boolean().optional(),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });

  app.get('/csrf-cookie', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Sets the XSRF-TOKEN cookie; send its value back as X-XSRF-TOKEN on state-changing calls',
      response: { 204: z.undefined() },
    },
    handler: async (_request, reply) => {
      issueCsrfCookie(reply, app.deps.secureCookies);
      return reply.code(204).send();
    },
  });

  app.post('/auth/login', {
    config: {
      public: true,
      rateLimit: {
        max: LOGIN_ATTEMPTS,
        timeWindow: LOGIN_WINDOW_MS,
        hook: 'preHandler',
        keyGenerator: (request) => `${request.ip}|${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        errorResponseBuilder: (_request, context) =>
          new ApiError('too_many_attempts', `Too many login attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`, undefined, {
            'Retry-After': String(Math.ceil(context.ttl / 1000)),
          }),
      },
    },
    schema: {
      tags: ['auth'],
      summary: 'Signs in with email and password; sets the httpOnly session cookie',
      body: credentials,
      response: { 200: z.object({ data: userResource }), ...errorAnswers('invalid_credentials', 'too_many_attempts') },
    },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.deps.pool, email);
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDecoy(password);
      if (!user || !valid) {
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
      // A fresh CSRF token per session.
      issueCsrfCookie(reply, app.deps.secureCookies);
      request.log.info({ user: user.id }, 'signed in');
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
        app.recentSessions.forget(token);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  });
};
