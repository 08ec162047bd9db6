import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { recordAudit, type AuditAction } from '../../../identity/audit.js';
import { CHALLENGE_MINUTES, challengedUser, endChallenge, startChallenge } from '../../../identity/two-factor-challenges.js';
import { acceptCode, confirmTwoFactor, disableTwoFactor, pendingSetup, recoveryCodesLeft, startTwoFactor, twoFactorState, useRecoveryCode } from '../../../identity/two-factor.js';
import { findUserById, type UserRow } from '../../../identity/users.js';
import { auditOrigin } from '../audit/origin.js';
import { ApiError, catalogue } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { forgetCachedSessions } from '../../plugins/authentication.js';
import type { AuthAttempts } from './login-attempts.js';
import { codeOrRecoveryCode, confirmCode, loginAnswer, recoveryCodes, twoFactorSetup, twoFactorState as twoFactorStateAnswer } from './schemas.js';
import { startSignedInSession, type SignInMethod } from './sign-in.js';
import { say } from '../../../i18n/text.js';

/** The pending-login cookie: sent only to the challenge. */
const CHALLENGE_COOKIE = 'tally_two_factor';
const CHALLENGE_PATH = '/auth/two-factor-challenge';

const PATH = '/auth/user/two-factor-authentication';
/** Reachable while the organisation's requirement waits for this person's two-factor sign-in. */
const setup = { twoFactorSetup: true } as const;
/** Changes to the person's two-factor sign-in, which an administrator acting as them cannot make. */
const ownSetup = { ...setup, impersonation: false } as const;
const notPending = () => new ApiError('precondition_failed', say('two_factor_not_pending'));

/**
 * Two-factor sign-in (docs/rules.md, "Two-factor sign-in"): turning it on (a secret, its QR code, confirming with a
 * code, recovery codes shown once), the code asked at sign-in, and turning it off with a code.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ attempts: AuthAttempts }> = async (app, { attempts }) => {
  const { pool } = app.deps;
  const { cipher } = app.deps.integrations;
  const audit = (request: FastifyRequest, user: Pick<UserRow, 'id' | 'client_id'>, action: AuditAction, details?: Record<string, unknown>) =>
    recordAudit(pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: user.id, action, ...(details ? { details } : {}), ...auditOrigin(request) });

  app.get(PATH, {
    config: setup,
    schema: { tags: ['auth'], summary: 'Your two-factor sign-in: on, waiting for confirmation, required by your organisation', response: { 200: z.object({ data: twoFactorStateAnswer }) } },
    handler: async (request) => ({ data: await twoFactorState(pool, request.user.id) }),
  });

  app.post(PATH, {
    config: ownSetup,
    schema: {
      tags: ['auth'],
      summary: 'Turns two-factor sign-in on, to be confirmed with a code: a new secret, shown by GET /auth/user/two-factor-qr-code',
      description: 'Once confirmed it stays on until turned off with a code: 412 precondition_failed meanwhile.',
      response: { 200: z.object({ data: twoFactorStateAnswer }), ...errorAnswers('precondition_failed') },
    },
    handler: async (request) => {
      if (!(await startTwoFactor(pool, cipher, request.user))) throw new ApiError('precondition_failed', say('two_factor_on_already'));
      return { data: await twoFactorState(pool, request.user.id) };
    },
  });

  app.get('/auth/user/two-factor-qr-code', {
    config: ownSetup,
    schema: {
      tags: ['auth'],
      summary: 'The QR code of the secret, while two-factor sign-in waits for confirmation',
      description: 'Shown only until confirmed (412 precondition_failed before turning it on and after): nobody reads the secret of a confirmed setup.',
      response: { 200: z.object({ data: twoFactorSetup }), ...errorAnswers('precondition_failed') },
    },
    handler: async (request) => {
      const pending = await pendingSetup(pool, cipher, request.user);
      if (!pending) throw notPending();
      return { data: { svg: await QRCode.toString(pending.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }), url: pending.uri, secret: pending.secret } };
    },
  });

  app.post('/auth/user/confirmed-two-factor-authentication', {
    config: ownSetup,
    preHandler: attempts.twoFactor((request) => request.user.id),
    schema: {
      tags: ['auth'],
      summary: 'Confirms two-factor sign-in with a code from the app; answers the recovery codes, this once',
      body: confirmCode,
      response: { 200: z.object({ data: recoveryCodes }), ...errorAnswers('twofactor', 'precondition_failed', 'too_many_attempts') },
    },
    handler: async (request) => {
      const user = request.user;
      if (!(await pendingSetup(pool, cipher, user))) throw notPending();
      if (!(await acceptCode(pool, cipher, user.id, request.body.code, app.deps.clock()))) throw invalidCode('code');
      const codes = await confirmTwoFactor(pool, user.id, app.deps.clock());
      forgetCachedSessions(app, (cached) => cached.id === user.id);
      await audit(request, user, 'two_factor_enabled');
      return { data: { recovery_codes: codes, state: await twoFactorState(pool, user.id) } };
    },
  });

  app.delete(PATH, {
    config: ownSetup,
    preHandler: attempts.twoFactor((request) => request.user.id),
    schema: {
      tags: ['auth'],
      summary: 'Turns two-factor sign-in off, with a code from the app or a recovery code',
      description: 'A setup not confirmed yet is dropped without a code (send {}). Where the organisation requires two-factor sign-in, the person is asked to turn it on again before anything else.',
      body: codeOrRecoveryCode.or(z.strictObject({})),
      response: { 200: z.object({ data: twoFactorStateAnswer }), ...errorAnswers('twofactor', 'too_many_attempts') },
    },
    handler: async (request) => {
      const user = request.user;
      if ((await twoFactorState(pool, user.id)).enabled && !(await proven(app, user.id, request.body))) {
        await audit(request, user, 'two_factor_failed', { while: 'disabling' });
        throw invalidCode('code');
      }
      await disableTwoFactor(pool, user.id);
      forgetCachedSessions(app, (cached) => cached.id === user.id);
      await audit(request, user, 'two_factor_disabled');
      return { data: await twoFactorState(pool, user.id) };
    },
  });

  app.post(CHALLENGE_PATH, {
    config: { public: true },
    preHandler: attempts.twoFactor(async (request) => (await challengeOf(app, request))?.userId ?? 'no pending sign-in'),
    schema: {
      tags: ['auth'],
      summary: 'Finishes a sign-in waiting for its two-factor code (or a recovery code); sets the session cookie',
      description:
        'Needs the pending-login cookie POST /auth/login set (401 unauthenticated without it, or 5 minutes after). A code ' +
        'works once: the same code again, or an older one, is 422 twofactor; so is a recovery code used before. Attempts ' +
        'are limited per account and per address.',
      body: codeOrRecoveryCode,
      response: { 200: loginAnswer, ...errorAnswers('unauthenticated', 'twofactor', 'too_many_attempts') },
    },
    handler: async (request, reply) => {
      const challenge = await challengeOf(app, request);
      const user = challenge && (await findUserById(pool, challenge.userId));
      if (!challenge || !user) throw new ApiError('unauthenticated', say('sign_in_expired'));
      if (!(await proven(app, user.id, request.body))) {
        await audit(request, user, 'two_factor_failed', { while: 'signing_in' });
        throw invalidCode(request.body.recovery_code === undefined ? 'code' : 'recovery_code');
      }
      // Two requests racing with one right code: only the one that ends the pending sign-in gets a session.
      if (!(await endChallenge(pool, challenge.token))) throw new ApiError('unauthenticated', say('sign_in_expired'));
      reply.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_PATH });
      if (request.body.recovery_code !== undefined) await audit(request, user, 'two_factor_recovery_used', { left: await recoveryCodesLeft(pool, user.id) });
      return startSignedInSession(app, request, reply, user, { two_factor: request.body.recovery_code === undefined ? 'code' : 'recovery_code' });
    },
  });
};

/**
 * The first step of signing in is done (a password, or an account at Google or Microsoft): with two-factor on, the
 * code is asked next (a short-lived pending-login cookie, no session yet), else the browser is signed in.
 */
export async function signInOrChallenge(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  how: SignInMethod,
): Promise<z.infer<typeof loginAnswer>> {
  if (!user.two_factor_enabled) return startSignedInSession(app, request, reply, user, how);
  const challenge = await startChallenge(app.deps.pool, user.id);
  reply.setCookie(CHALLENGE_COOKIE, challenge, { path: CHALLENGE_PATH, httpOnly: true, sameSite: 'strict', secure: app.deps.secureCookies, maxAge: CHALLENGE_MINUTES * 60 });
  return { two_factor: true as const };
}

const invalidCode = (field: 'code' | 'recovery_code') => new ApiError('twofactor', undefined, { [field]: [catalogue.twofactor.title] });

/** The pending sign-in the request's cookie names, while it lasts. */
async function challengeOf(app: FastifyInstance, request: FastifyRequest): Promise<{ token: string; userId: string } | undefined> {
  const token = request.cookies[CHALLENGE_COOKIE];
  const userId = token ? await challengedUser(app.deps.pool, token) : undefined;
  return token && userId ? { token, userId } : undefined;
}

/** A right code from the app (not used before), or an unused recovery code, which is used up. */
async function proven(app: FastifyInstance, userId: string, body: { code?: string | undefined; recovery_code?: string | undefined }): Promise<boolean> {
  const now = app.deps.clock();
  if (body.code !== undefined) return acceptCode(app.deps.pool, app.deps.integrations.cipher, userId, body.code, now);
  if (body.recovery_code !== undefined) return useRecoveryCode(app.deps.pool, userId, body.recovery_code, now);
  return false;
}
