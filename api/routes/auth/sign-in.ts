import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../../identity/audit.js';
import { endSession, SESSION_LIFETIME_HOURS, startSession } from '../../../identity/sessions.js';
import type { UserRow } from '../../../identity/users.js';
import { auditOrigin } from '../audit/origin.js';
import { SESSION_COOKIE } from '../../plugins/authentication.js';
import { rotateCsrfCookie } from '../../plugins/csrf.js';
import { presentUsers } from '../users/present.js';
import type { UserResource } from '../users/schemas.js';

/**
 * Starts a session for a person whose sign-in is complete (password, and code when two-factor is on). Against
 * session fixation, a session cookie the browser brought along (planted by someone else, or an earlier sign-in)
 * ends, and the new session has a token of its own: no id known before sign-in is ever valid after it. The CSRF
 * token becomes the new session's.
 */
export async function startSignedInSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  how: { two_factor: 'code' | 'recovery_code' | null },
): Promise<{ data: UserResource }> {
  const { pool } = app.deps;
  const earlier = request.cookies[SESSION_COOKIE];
  if (earlier) {
    await endSession(pool, earlier);
    app.recentSessions.delete(earlier);
  }
  const token = await startSession(pool, user.id);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.deps.secureCookies,
    maxAge: SESSION_LIFETIME_HOURS * 3600,
  });
  rotateCsrfCookie(reply, token, app.deps.secureCookies);
  await recordAudit(pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: user.id, action: 'sign_in', details: how, ...auditOrigin(request) });
  request.log.info({ user: user.id }, 'signed in');
  const [signedIn] = await presentUsers(pool, user.client_id, [user], true);
  return { data: signedIn! };
}
