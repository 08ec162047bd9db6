import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '../../../identity/audit.js';
import { findSession } from '../../../identity/sessions.js';
import { findLinkedUser, finishSignOn, linkAccount, type FinishedSignOn, type SignOnProvider } from '../../../identity/sign-on/index.js';
import type { UserRow } from '../../../identity/users.js';
import { auditOrigin } from '../audit/origin.js';
import { ApiError } from '../../errors/catalogue.js';
import { SESSION_COOKIE } from '../../plugins/authentication.js';
import { signInOrChallenge } from '../auth/two-factor.js';
import { presentUsers } from '../users/present.js';
import { notLinked, signOnAnswer } from './errors.js';
import type { signOnFinished } from './schemas.js';
import { SIGN_ON_COOKIE } from './start.js';
import { say } from '../../../i18n/text.js';

type Finished = z.infer<typeof signOnFinished>;

/**
 * Back from the provider: the sign-on this browser started is finished, and according to why it was started the
 * browser signs in as the person the account is linked to (a new session; with two-factor on, after its code),
 * or the account is linked to the signed-in person who started it.
 */
export async function finishReturn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, provider: SignOnProvider, query: string): Promise<Finished> {
  let finished: FinishedSignOn;
  try {
    finished = await finishSignOn(app.deps.pool, app.deps.signOn, { provider, query, browser: request.cookies[SIGN_ON_COOKIE], now: app.deps.clock() });
  } catch (error) {
    throw signOnAnswer(error);
  }
  return finished.intent === 'link' ? link(app, request, provider, finished) : signIn(app, request, reply, provider, finished);
}

async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, provider: SignOnProvider, finished: FinishedSignOn): Promise<Finished> {
  const user = await findLinkedUser(app.deps.pool, provider, finished.account.subject);
  if (!user) {
    // No firm to write it to, and no person: the audit log keeps it as a failed sign-in of nobody's.
    await audit(request, app, null, 'sign_in_failed', { provider, reason: 'not linked', email: finished.account.email });
    throw notLinked(provider);
  }
  if (finished.intent === 'admin' && !(finished.account.administrator && user.role === 'admin')) {
    const reason = finished.account.administrator ? 'not an administrator here' : 'no administrator rights at Microsoft';
    await audit(request, app, user, 'sign_in_failed', { provider, intent: 'admin', reason });
    throw new ApiError('access_denied');
  }
  const answer = await signInOrChallenge(app, request, reply, user, { provider });
  return 'data' in answer ? { data: { intent: finished.intent, redirect: finished.redirect, user: answer.data } } : { ...answer, redirect: finished.redirect };
}

async function link(app: FastifyInstance, request: FastifyRequest, provider: SignOnProvider, finished: FinishedSignOn): Promise<Finished> {
  const token = request.cookies[SESSION_COOKIE];
  const holder = token ? await findSession(app.deps.pool, token) : undefined;
  if (!holder || holder.user.id !== finished.userId || holder.impersonator) {
    throw new ApiError('invalid_grant', say('account_link_other_session'));
  }
  const { user } = holder;
  if ((await linkAccount(app.deps.pool, user.id, provider, finished.account)) === 'taken') throw new ApiError('external_account_taken');
  await audit(request, app, user, 'sso_linked', { provider, email: finished.account.email });
  const [presented] = await presentUsers(app.deps.pool, user.client_id, [user], true, app.deps.clock());
  return { data: { intent: finished.intent, redirect: finished.redirect, user: presented! } };
}

function audit(request: FastifyRequest, app: FastifyInstance, user: UserRow | null, action: 'sign_in_failed' | 'sso_linked', details: Record<string, unknown>) {
  const who = user && { client_id: user.client_id, actor_user_id: user.id, subject_user_id: user.id };
  return recordAudit(app.deps.pool, { ...(who ?? { client_id: null, actor_user_id: null, subject_user_id: null }), action, details, ...auditOrigin(request) });
}
