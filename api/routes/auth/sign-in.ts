import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../../identity/audit.js';
import { endSession, sessionHours, startSession } from '../../../identity/sessions.js';
import type { SignOnProvider } from '../../../identity/sign-on/index.js';
import type { UserRow } from '../../../identity/users.js';
import { auditOrigin } from '../audit/origin.js';
import { SESSION_COOKIE } from '../../plugins/authentication.js';
import { rotateCsrfCookie } from '../../plugins/csrf.js';
import { presentUsers } from '../users/present.js';
import type { UserResource } from '../users/schemas.js';

/** How a sign-in was completed, as its audit entry records it. */
export interface SignInMethod {
  two_factor?: 'code' | 'recovery_code' | null;
  /** Signed in with an account at Google or Microsoft instead of a password. */
  provider?: SignOnProvider;
}

/**
 * Signs the browser in as the person (with an impersonator: that administrator acting as them). Against session
 * fixation, a session cookie the browser brought along (planted by someone else, or an earlier sign-in) ends, and
 * the new session has a token of its own: no id known before sign-in is ever valid after it. The CSRF token
 * becomes the new session's. Answers the new session's token.
 */
export async function startBrowserSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string, impersonatorId: string | null = null): Promise<string> {
  const { pool } = app.deps;
  const earlier = request.cookies[SESSION_COOKIE];
  if (earlier) {
    await endSession(pool, earlier);
    app.recentSessions.delete(earlier);
  }
  const token = await startSession(pool, userId, impersonatorId);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.deps.secureCookies,
    maxAge: sessionHours(impersonatorId) * 3600,
  });
  rotateCsrfCookie(reply, token, app.deps.secureCookies);
  return token;
}

/** Starts a session for a person whose sign-in is complete (password or provider, and code when two-factor is on). */
export async function startSignedInSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  how: SignInMethod,
): Promise<{ data: UserResource }> {
  const { pool } = app.deps;
  await startBrowserSession(app, request, reply, user.id);
  await recordAudit(pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: user.id, action: 'sign_in', details: { ...how }, ...auditOrigin(request) });
  request.log.info({ user: user.id }, 'signed in');
  const [signedIn] = await presentUsers(pool, user.client_id, [user], true, app.deps.clock());
  return { data: signedIn! };
}
